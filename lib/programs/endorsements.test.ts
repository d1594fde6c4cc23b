import { describe, expect, it } from "vitest";
import { CARRIERS } from "@/prisma/seed-data/carriers";
import {
  additionalInsuredEndorsementOf,
  additionalInsuredLine,
  additionalInsuredsIssues,
  carriedEndorsementKeys,
  endorsementStatuses,
  normaliseAdditionalInsureds,
  sameName,
} from "./endorsements";

const endorsementsOf = (code: string) => CARRIERS.flatMap((c) => c.programs).find((p) => p.code === code)!.endorsements;

describe("endorsementStatuses", () => {
  it("says of each endorsement whether it is included, added (with its premium), available or not offered", () => {
    expect(endorsementStatuses(endorsementsOf("HS-CGL"), ["waiver_of_subrogation"])).toEqual([
      expect.objectContaining({ key: "blanket_additional_insured", status: "included", added: false, premiumCents: null }),
      expect.objectContaining({ key: "waiver_of_subrogation", status: "added", added: true, premiumCents: 15_000 }),
      expect.objectContaining({ key: "action_over", status: "unavailable", added: false, premiumCents: null }),
    ]);
    expect(endorsementStatuses(endorsementsOf("HS-CGL"), []).find((e) => e.key === "waiver_of_subrogation")).toMatchObject({
      status: "available",
      premiumCents: 15_000,
    });
  });
});

describe("carried endorsements", () => {
  it("lists the included ones, then the added ones in the order chosen (the forms schedule reads these keys)", () => {
    expect(carriedEndorsementKeys(endorsementsOf("KM-CGL"), ["primary_non_contributory", "waiver_of_subrogation"])).toEqual([
      "blanket_additional_insured",
      "primary_non_contributory",
      "waiver_of_subrogation",
    ]);
  });
});

describe("additional-insured schedule", () => {
  const landlord = { name: "Oak Street Properties LLC", relationship: "Landlord" };

  it("is allowed when every program bound carries an additional insured endorsement", () => {
    expect(additionalInsuredEndorsementOf(endorsementsOf("KM-CGL"), [])?.key).toBe("blanket_additional_insured");
    expect(additionalInsuredsIssues([{ programCode: "KM-CGL", endorsements: endorsementsOf("KM-CGL"), added: [] }], [landlord], "additionalInsureds")).toEqual(
      [],
    );
  });

  it("is refused, naming the field and the programs, when one has none", () => {
    const issues = additionalInsuredsIssues(
      [
        { programCode: "KM-CGL", endorsements: endorsementsOf("KM-CGL"), added: [] },
        { programCode: "MP-PL", endorsements: endorsementsOf("MP-PL"), added: ["network_security"] },
      ],
      [landlord],
      "additionalInsureds",
    );
    expect(issues).toEqual([
      {
        path: "additionalInsureds",
        message:
          "MP-PL has no additional insured endorsement (included or added), so no additional insureds can be scheduled on it; bind it without additionalInsureds",
        code: "no_additional_insured_endorsement",
      },
    ]);
    expect(additionalInsuredsIssues([{ programCode: "MP-PL", endorsements: endorsementsOf("MP-PL"), added: [] }], [], "additionalInsureds")).toEqual([]);
  });

  it("is stored trimmed and printed one line each", () => {
    const [stored] = normaliseAdditionalInsureds([
      {
        name: " Oak Street Properties LLC ",
        address: { line1: "12 Oak St ", line2: " ", city: "Chicago", state: "il", zip: "60601" },
        relationship: " Landlord ",
      },
    ]);
    expect(stored).toEqual({
      name: "Oak Street Properties LLC",
      address: { line1: "12 Oak St", city: "Chicago", state: "IL", zip: "60601" },
      relationship: "Landlord",
    });
    expect(additionalInsuredLine(stored!)).toBe("Oak Street Properties LLC, 12 Oak St, Chicago, IL 60601 (Landlord)");
    expect(additionalInsuredLine({ name: "Acme GC" })).toBe("Acme GC");
  });

  it("matches a certificate holder to the schedule by name, case and punctuation aside", () => {
    expect(sameName("Oak St. Properties, LLC", "oak st properties llc")).toBe(true);
    expect(sameName("Oak Street Properties", "Oak St Properties")).toBe(false);
  });
});

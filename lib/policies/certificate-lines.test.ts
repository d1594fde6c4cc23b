import { describe, expect, it } from "vitest";
import type { Endorsement } from "@/lib/rating/types";
import { CARRIERS } from "@/prisma/seed-data/carriers";
import { PROGRAM_DECLARATIONS } from "@/prisma/seed-data/declarations";
import { certificateLineFlags, certificateLines } from "./certificate-lines";

const seeded = (code: string) => CARRIERS.flatMap((c) => c.programs).find((p) => p.code === code)!;
const endorsementsOf = (code: string) => seeded(code).endorsements;
const LANDLORD = { name: "Lakeside Properties LLC", relationship: "Landlord" };

describe("certificateLineFlags (ADDL INSD, SUBR WVD)", () => {
  it("marks ADDL INSD from an included blanket additional insured endorsement, SUBR WVD only once the waiver is sold", () => {
    expect(certificateLineFlags(endorsementsOf("KM-CGL"), [], [])).toEqual({ additionalInsured: true, subrogationWaived: false });
    expect(certificateLineFlags(endorsementsOf("KM-CGL"), ["waiver_of_subrogation"], [])).toEqual({ additionalInsured: true, subrogationWaived: true });
    expect(certificateLineFlags(endorsementsOf("HS-CGL"), ["waiver_of_subrogation"], [LANDLORD])).toEqual({ additionalInsured: true, subrogationWaived: true });
  });

  it("leaves both off a policy with neither endorsement, and ignores keys its program does not have", () => {
    expect(endorsementsOf("MP-PL").some((e) => e.key.includes("additional_insured") || e.key.includes("waiver_of_subrogation"))).toBe(false);
    expect(certificateLineFlags(endorsementsOf("MP-PL"), [], [])).toEqual({ additionalInsured: false, subrogationWaived: false });
    expect(certificateLineFlags(endorsementsOf("MP-PL"), ["waiver_of_subrogation", "blanket_additional_insured"], [])).toEqual({
      additionalInsured: false,
      subrogationWaived: false,
    });
  });

  it("reads an added (not included) additional insured endorsement, blanket or scheduled, by its key", () => {
    const offered: Endorsement[] = [
      { key: "additional_insured_scheduled", name: "Additional insured - designated person", included: false, available: true, premiumCents: 5_000 },
      { key: "waiver_of_subrogation_scheduled", name: "Waiver of subrogation - scheduled", included: false, available: true, premiumCents: 5_000 },
    ];
    expect(certificateLineFlags(offered, [], [])).toEqual({ additionalInsured: false, subrogationWaived: false });
    expect(certificateLineFlags(offered, ["additional_insured_scheduled"], [])).toEqual({ additionalInsured: true, subrogationWaived: false });
    expect(certificateLineFlags(offered, ["waiver_of_subrogation_scheduled"], [])).toEqual({ additionalInsured: false, subrogationWaived: true });
  });

  it("marks ADDL INSD when the policy schedules additional insureds", () => {
    expect(certificateLineFlags([], [], [LANDLORD])).toEqual({ additionalInsured: true, subrogationWaived: false });
  });
});

describe("certificateLines", () => {
  it("lists the policy's line as the certificate names it, with its number, term and flags", () => {
    const program = { name: "Keystone CGL", endorsements: endorsementsOf("KM-CGL"), declarations: PROGRAM_DECLARATIONS["KM-CGL"]! };
    const policy = {
      number: "KM-CGL-2026-000125",
      effectiveDate: "2026-12-01",
      expirationDate: "2027-12-01",
      addedEndorsements: ["waiver_of_subrogation"],
      additionalInsureds: [],
    };
    expect(certificateLines(policy, program)).toEqual([
      {
        type: "Commercial general liability (occurrence)",
        policyNumber: "KM-CGL-2026-000125",
        effectiveDate: "2026-12-01",
        expirationDate: "2027-12-01",
        additionalInsured: true,
        subrogationWaived: true,
      },
    ]);
  });
});

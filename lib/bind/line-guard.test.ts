import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors";
import {
  coverEndOf,
  coveringPolicy,
  insuredLockKeys,
  normaliseBusinessName,
  requireCurrentEffectiveDate,
  requireLineFree,
  sameInsured,
  type BindingTerm,
  type ExistingPolicy,
} from "./line-guard";

const who = (groupId = "g1", name = "Sunrise Bakery", zip: string | null = "60601") => ({ groupId, name, zip });
const term = (o: Partial<BindingTerm> = {}): BindingTerm => ({
  index: 0,
  id: "app-1",
  programCode: "SA-BOP",
  line: "BOP",
  insured: who(),
  effectiveDate: "2027-01-01",
  expirationDate: "2028-01-01",
  renewalOfPolicyId: null,
  ...o,
});
const policy = (o: Partial<ExistingPolicy> = {}): ExistingPolicy => ({
  id: "pol-1",
  number: "KM-BOP-2027-100001",
  programCode: "KM-BOP",
  line: "BOP",
  insured: who(),
  effectiveDate: "2027-01-01",
  expirationDate: "2028-01-01",
  cancelled: false,
  pendingCancellationOn: null,
  ...o,
});

function thrown(fn: () => void): AppError {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("did not throw");
}

describe("same insured", () => {
  it("normalises business names: case, punctuation, accents, & and legal forms", () => {
    expect(normaliseBusinessName("Sunrise Bakery, LLC")).toBe("sunrise bakery");
    expect(normaliseBusinessName("The  SUNRISE-Bakery Inc.")).toBe("sunrise bakery");
    expect(normaliseBusinessName("Café Ünïcode & Co")).toBe("cafe unicode and");
    expect(normaliseBusinessName("LLC")).toBe("llc"); // a name of legal words only keeps them
  });

  it("is the same shopping session, or the same name at the same five-digit ZIP", () => {
    expect(sameInsured(who("g1", "A"), who("g1", "B", "10001"))).toBe(true);
    expect(sameInsured(who("g1"), who("g2", "Sunrise Bakery LLC", "60601-1234"))).toBe(true);
    expect(sameInsured(who("g1"), who("g2", "Sunrise Bakery", "60602"))).toBe(false);
    expect(sameInsured(who("g1"), who("g2", "Sunset Bakery"))).toBe(false);
    expect(sameInsured(who("g1", "X", null), who("g2", "X", null))).toBe(false);
  });

  it("locks on the group and on the name at the ZIP, in one order", () => {
    expect(insuredLockKeys("ag", "BOP", who("g1", "Sunrise Bakery, LLC"))).toEqual([
      "bind-line:ag:BOP:group:g1",
      "bind-line:ag:BOP:insured:60601:sunrise bakery",
    ]);
    expect(insuredLockKeys("ag", "BOP", who("g1", "x", null))).toEqual(["bind-line:ag:BOP:group:g1"]);
  });
});

describe("one bound policy per line per insured and term", () => {
  it("finds a policy of the line whose term overlaps, for the same insured", () => {
    expect(coveringPolicy(term(), [policy()])?.number).toBe("KM-BOP-2027-100001");
    expect(coveringPolicy(term({ effectiveDate: "2027-06-01", expirationDate: "2028-06-01" }), [policy()])).not.toBeNull();
    expect(coveringPolicy(term({ insured: who("g9", "Sunrise Bakery LLC") }), [policy()])).not.toBeNull();
  });

  it("ignores other lines, other insureds, terms that only touch, renewals and travel", () => {
    expect(coveringPolicy(term({ line: "CGL" }), [policy()])).toBeNull();
    expect(coveringPolicy(term({ insured: who("g9", "Other Bakery") }), [policy()])).toBeNull();
    expect(coveringPolicy(term({ effectiveDate: "2028-01-01", expirationDate: "2029-01-01" }), [policy()])).toBeNull(); // starts when it ends
    expect(coveringPolicy(term({ effectiveDate: "2026-01-01", expirationDate: "2027-01-01" }), [policy()])).toBeNull(); // ends when it starts
    expect(coveringPolicy(term({ renewalOfPolicyId: "pol-1" }), [policy()])).toBeNull();
    expect(coveringPolicy(term({ line: "TI" }), [policy({ line: "TI" })])).toBeNull();
  });

  it("a cancelled policy covers nothing; a scheduled cancellation covers until its day", () => {
    expect(coverEndOf(policy({ cancelled: true }))).toBeNull();
    expect(coveringPolicy(term(), [policy({ cancelled: true })])).toBeNull();
    const pending = policy({ pendingCancellationOn: "2027-03-01" });
    expect(coverEndOf(pending)).toBe("2027-03-01");
    expect(coveringPolicy(term({ effectiveDate: "2027-02-28", expirationDate: "2028-02-28" }), [pending])).not.toBeNull();
    expect(coveringPolicy(term({ effectiveDate: "2027-03-01", expirationDate: "2028-03-01" }), [pending])).toBeNull();
  });

  it("refuses with 409 line_already_bound naming the policy, at the application's place in quoteRequestIds", () => {
    const error = thrown(() => requireLineFree([term({ index: 1, insured: who("g1", "Sunrise Bakery") })], [policy()]));
    expect(error.code).toBe("line_already_bound");
    expect(error.message).toBe(
      "Sunrise Bakery already has BOP policy KM-BOP-2027-100001 (KM-BOP) from 2027-01-01 to 2028-01-01, which overlaps the SA-BOP term from 2027-01-01 to 2028-01-01. One insured holds one policy per line of business per term: service or cancel the existing policy, or quote a term that starts when it ends.",
    );
    expect(error.errors).toEqual([
      {
        path: "quoteRequestIds[1]",
        message: "Sunrise Bakery already has BOP policy KM-BOP-2027-100001 (KM-BOP, 2027-01-01 to 2028-01-01) covering this term",
        code: "line_already_bound",
      },
    ]);
    expect(() => requireLineFree([term({ line: "CGL" })], [policy()])).not.toThrow();
  });
});

describe("effective date", () => {
  it("refuses a term that began before today, naming effectiveDate; today itself is fine", () => {
    const app = { index: 0, id: "a", programCode: "KM-CGL", effectiveDate: "2027-01-01" };
    expect(() => requireCurrentEffectiveDate([app], "2027-01-01")).not.toThrow();
    expect(() => requireCurrentEffectiveDate([{ ...app, effectiveDate: null }], "2027-01-02")).not.toThrow();
    const error = thrown(() => requireCurrentEffectiveDate([app], "2027-01-02"));
    expect(error.code).toBe("effective_date_past");
    expect(error.message).toMatch(/starts on 2027-01-01, before today \(2027-01-02\).*Re-quote/);
    expect(error.errors).toEqual([
      {
        path: "quoteRequestIds[0].effectiveDate",
        message: "2027-01-01 is before today (2027-01-02); re-quote with a current effective date",
        code: "effective_date_past",
      },
    ]);
  });
});

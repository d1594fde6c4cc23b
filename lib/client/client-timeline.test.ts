import { describe, expect, it } from "vitest";
import { clientTimeline, sourceText } from "./client-timeline";
import type { Insured } from "./endpoints";

const f = { money: (n: number) => `$${n}`, date: (d: string) => d.slice(0, 10) };

const client = (over: Partial<Insured> = {}): Insured => ({
  id: "00000000-0000-4000-8000-000000000001",
  object: "insured",
  kind: "business",
  name: "Maple Bakery",
  dba: null,
  entityType: null,
  fein: null,
  contacts: [],
  mailingAddress: { state: "IL", zip: "60601" },
  locations: [],
  classCodes: ["10100"],
  exposures: [],
  exposureHistory: [],
  person: null,
  answers: [],
  archived: false,
  archivedAt: null,
  createdAt: "2026-11-01T10:00:00.000Z",
  updatedAt: "2026-11-01T10:00:00.000Z",
  quotes: [],
  policies: [],
  renewals: [],
  payments: [],
  certificates: [],
  payLinks: [],
  messages: [],
  people: [],
  ...over,
});

describe("a client's timeline", () => {
  it("tells quotes, policies and figures newest first, each in words, after the client was added", () => {
    const exposure = {
      policyYear: 2027,
      annualRevenue: 640000,
      annualPayroll: null,
      employeeCount: 1,
      squareFootage: 1800,
      subcontractedCost: null,
      recordedAt: "2026-11-01T10:00:00.000Z",
      source: "quote:00000000-0000-4000-8000-00000000000a",
    };
    const entries = clientTimeline(
      client({
        exposureHistory: [exposure],
        quotes: [
          {
            quoteId: "00000000-0000-4000-8000-00000000000b",
            groupId: "00000000-0000-4000-8000-00000000000c",
            createdAt: "2026-11-02T10:00:00.000Z",
            renewalOfPolicyId: null,
            programs: [{ code: "KM-CGL", name: "Keystone General Liability", attemptNumber: 2, status: "quote_failed" }],
          },
          {
            quoteId: "00000000-0000-4000-8000-00000000000a",
            groupId: "00000000-0000-4000-8000-00000000000c",
            createdAt: "2026-11-01T10:00:00.000Z",
            renewalOfPolicyId: null,
            programs: [
              { code: "KM-CGL", name: "Keystone General Liability", attemptNumber: 1, status: "quoted" },
              { code: "MP-PL", name: "Meridian PL", attemptNumber: 1, status: "declined" },
            ],
          },
        ],
        policies: [
          {
            id: "00000000-0000-4000-8000-00000000000d",
            number: "KM-CGL-2027-000001",
            status: "cancelled",
            effectiveDate: "2027-01-01",
            expirationDate: "2028-01-01",
            total: 1200,
            createdAt: "2026-11-03T10:00:00.000Z",
          },
        ],
      }),
      f,
    );
    expect(entries.map((e) => [e.kind, e.title, e.text])).toEqual([
      ["policy", "Policy KM-CGL-2027-000001 issued", "2027-01-01 to 2028-01-01, $1200 (since cancelled)"],
      ["quote", "Re-quoted", "Keystone General Liability: could not be quoted"],
      ["exposure", "Figures for 2027 recorded", "revenue $640000, 1 employee, 1,800 sq ft, from a quote"],
      ["quote", "Quoted", "Keystone General Liability: quoted; Meridian PL: declined"],
      ["created", "Client added", ""],
    ]);
    expect(entries[0]!.href).toBe("/policies/00000000-0000-4000-8000-00000000000d");
  });

  it("says where figures came from in words", () => {
    expect(sourceText("api")).toBe("sent by a partner system");
    expect(sourceText("portal")).toBe("entered in the portal");
    expect(sourceText("quote:x")).toBe("from a quote");
  });
});

import { describe, expect, it } from "vitest";
import { clientTimeline, sourceText } from "./client-timeline";
import type { Insured } from "./endpoints";

const f = { money: (n: number) => `$${n}`, date: (d: string) => d.slice(0, 10) };

const client = (over: Partial<Insured> = {}): Insured => ({
  id: "00000000-0000-4000-8000-000000000001",
  object: "insured",
  livemode: true,
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

  it("tells payments, refunds, certificates, pay links and the emails sent, each linked to what it was about", () => {
    const policyId = "00000000-0000-4000-8000-00000000000d";
    const quoteId = "00000000-0000-4000-8000-00000000000a";
    const payment = {
      kind: "charge" as const,
      status: "succeeded" as const,
      amount: 1200,
      description: "KM-CGL annual premium",
      brand: "visa",
      last4: "4242",
      failureMessage: null,
      policyIds: [policyId],
    };
    const entries = clientTimeline(
      client({
        policies: [
          {
            id: policyId,
            number: "KM-CGL-2027-000001",
            status: "active",
            effectiveDate: "2027-01-01",
            expirationDate: "2028-01-01",
            total: 1200,
            createdAt: "2026-11-03T10:00:00.000Z",
          },
        ],
        payments: [
          {
            ...payment,
            id: "00000000-0000-4000-8000-0000000000f3",
            kind: "refund",
            amount: 300,
            description: "Refund on cancellation",
            createdAt: "2026-11-06T10:00:00.000Z",
          },
          {
            ...payment,
            id: "00000000-0000-4000-8000-0000000000f1",
            status: "failed",
            brand: null,
            last4: null,
            failureMessage: "Your card was declined.",
            policyIds: [],
            createdAt: "2026-11-02T12:00:00.000Z",
          },
          { ...payment, id: "00000000-0000-4000-8000-0000000000f2", createdAt: "2026-11-03T10:00:00.000Z" },
        ],
        certificates: [
          {
            id: "00000000-0000-4000-8000-0000000000c1",
            policyId,
            number: "KM-CGL-2027-000001-C1",
            holderName: "Oak Street Landlord LLC",
            issuedAt: "2026-11-04T10:00:00.000Z",
          },
        ],
        payLinks: [
          {
            id: "00000000-0000-4000-8000-0000000000b2",
            kind: "policy",
            quoteId: null,
            policyId,
            amount: 100,
            recipient: null,
            createdAt: "2026-11-05T10:00:00.000Z",
            expiresAt: "2026-11-12T10:00:00.000Z",
            openedAt: null,
            usedAt: null,
          },
          {
            id: "00000000-0000-4000-8000-0000000000b1",
            kind: "quote",
            quoteId,
            policyId: null,
            amount: null,
            recipient: "owner@maple.test",
            createdAt: "2026-11-02T11:00:00.000Z",
            expiresAt: "2026-11-09T11:00:00.000Z",
            openedAt: "2026-11-02T11:30:00.000Z",
            usedAt: null,
          },
        ],
        messages: [
          {
            id: "00000000-0000-4000-8000-0000000000e1",
            kind: "pay_link",
            to: "owner@maple.test",
            subject: "Harbor & Main: your insurance for Maple Bakery is ready to pay",
            status: "sent",
            createdAt: "2026-11-02T11:00:00.000Z",
            sentAt: "2026-11-02T11:00:01.000Z",
          },
        ],
      }),
      f,
    );
    expect(entries.map((e) => [e.kind, e.title, e.text, e.href ?? null])).toEqual([
      ["payment", "Refund of $300", "Refund on cancellation", `/policies/${policyId}`],
      ["pay_link", "Pay link made for $100", "policy KM-CGL-2027-000001, not opened yet, good until 2026-11-12", `/policies/${policyId}`],
      ["certificate", "Certificate KM-CGL-2027-000001-C1 issued", "for Oak Street Landlord LLC, on policy KM-CGL-2027-000001", `/policies/${policyId}`],
      ["policy", "Policy KM-CGL-2027-000001 issued", "2027-01-01 to 2028-01-01, $1200", `/policies/${policyId}`],
      ["payment", "Payment of $1200 received by Visa ending 4242", "KM-CGL annual premium", `/policies/${policyId}`],
      ["payment", "Payment of $1200 failed", "KM-CGL annual premium: Your card was declined.", null],
      ["message", "Pay link emailed", "“Harbor & Main: your insurance for Maple Bakery is ready to pay” to owner@maple.test, sent", null],
      ["pay_link", "Pay link sent to owner@maple.test", "for a quote, opened 2026-11-02, not paid yet", `/quotes/${quoteId}`],
      ["created", "Client added", "", null],
    ]);
  });

  it("says where figures came from in words", () => {
    expect(sourceText("api")).toBe("sent by a partner system");
    expect(sourceText("portal")).toBe("entered in the portal");
    expect(sourceText("quote:x")).toBe("from a quote");
  });
});

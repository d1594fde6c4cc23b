// Surplus lines tax on cancellation, against a real database (PGlite, or PostgreSQL with DATABASE_URL) and
// the offline provider (issue 27 item 3, decision 028): Harborline writes every state and DC; a cancellation
// returns the SL tax and stamping fee in proportion to the return premium where the home state refunds it
// (FL, OH) and keeps it where the state treats it as fully earned (KY), whoever cancels; the refund is
// never more than was paid, is whole cents, and is what the provider refunded.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bindApplications } from "@/lib/bind/bind";
import { rateNow } from "@/lib/quotes/rate-application";
import { createOfflineProvider } from "@/lib/payments/offline";
import { createCarrierRegistry } from "@/lib/rating/carriers/registry";
import { createQuote } from "@/lib/quotes/create-quote";
import { CreateQuoteRequest } from "@/lib/schemas/quote";
import { SURPLUS_LINES_STATE_TAXES } from "@/prisma/seed-data/surplus-lines-taxes";
import { cancelPolicyView as cancelPolicy, viewPolicy } from "../support/views";
import { createTestDatabase, type TestDatabase } from "../support/db";

let t: TestDatabase;
let agencyId: string;
const deps = { adapterFor: createCarrierRegistry({ sandboxBaseUrl: "http://127.0.0.1:9", timeoutMs: 1000, maxAttempts: 1, baseDelayMs: 0 }), leaseMs: 30_000 };
const card = { method: "card" as const, card: { number: "4242424242424242", expMonth: 12, expYear: 2031, cvc: "123" } };
const ANSWERS = { yearsInBusiness: 6, priorClaims: 0, usesWrittenContracts: true };
const ZIPS: Record<string, string> = { FL: "33101", KY: "40202", OH: "43215" };
const cents = (amount: number) => Math.round(amount * 100);
const isWholeCents = (amount: number) => Number.isInteger(Math.round(amount * 100)) && Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;
const today = () => new Date().toISOString().slice(0, 10);
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** A roofing contractor in `state` on HS-CGL, quoted, answered and bound on an annual plan. */
async function boundRoofer(state: string, provider = createOfflineProvider()) {
  const raw = {
    programs: ["HS-CGL"],
    class_code: "30100",
    business_name: `SL Roofing ${state} ${crypto.randomUUID().slice(0, 8)}`,
    mailing_zip: ZIPS[state]!,
    mailing_state: state,
    employee_count: 4,
    annual_revenue: 500000,
    annual_payroll: 300000,
    effective_date: today(),
  };
  const created = await createQuote(t.prisma, agencyId, CreateQuoteRequest.parse(raw), raw);
  const [id] = created.applicationIds;
  await rateNow(t.prisma, id!, deps, AbortSignal.timeout(10_000));
  const app = await t.prisma.application.findUniqueOrThrow({ where: { id: id! } });
  expect(app.status, `HS-CGL in ${state}: ${JSON.stringify(app.declineReasons ?? app.failureReason ?? null)}`).toBe("success");
  await t.prisma.application.update({ where: { id: id! }, data: { formPayload: ANSWERS } });
  const outcome = await bindApplications(
    t.prisma,
    agencyId,
    { applicationIds: [id!], paymentPlan: "annual", payment: card },
    { actor: "test", requestId: "req_test", provider },
  );
  const policyId = outcome.policyIds[0]!;
  return { policyId, provider, policy: await viewPolicy(t.prisma, agencyId, policyId) };
}

async function refundedCents(policyId: string) {
  const rows = await t.prisma.payment.findMany({ where: { kind: "refund", policyIds: { has: policyId } } });
  expect(rows.every((r) => r.status === "succeeded")).toBe(true);
  return rows.reduce((s, r) => s + r.amountCents, 0);
}

const ctx = (provider: ReturnType<typeof createOfflineProvider>) => ({ actor: "test", requestId: "req_test", provider });

beforeAll(async () => {
  t = await createTestDatabase("surplus_lines_money_test");
  agencyId = (await t.prisma.agency.findUniqueOrThrow({ where: { slug: "demo" } })).id;
});
afterAll(async () => {
  await t?.destroy();
});

describe("surplus lines tax on cancellation, by the home state's rule", () => {
  it.each([
    ["FL", "pro_rata_refund"],
    ["OH", "pro_rata_refund"], // declined "state not written" before issue 27
    ["KY", "fully_earned"],
  ] as const)("%s (%s): the insured cancels on the start date", async (state, rule) => {
    expect(SURPLUS_LINES_STATE_TAXES[state]!.returnPremiumTax).toBe(rule);
    const { policyId, provider, policy } = await boundRoofer(state);
    const row = SURPLUS_LINES_STATE_TAXES[state]!;
    // The policy carries the state's own lines: SL tax, and a stamping fee only where the state has one.
    expect(policy.taxLines.map((l) => [l.code, l.rate])).toEqual([
      ["surplus_lines_tax", row.taxRate],
      ...(row.stampingFeeRate > 0 ? [["stamping_fee", row.stampingFeeRate]] : []),
    ]);
    const premium = cents(policy.premium);
    const taxes = cents(policy.taxes);
    expect(taxes).toBe(policy.taxLines.reduce((s, l) => s + cents(l.amount), 0));
    expect(cents(policy.total)).toBe(premium + cents(policy.fees) + taxes);

    // A carrier cancellation 75 days on (beyond each of these states' notice: KY asks 60 within its first 60 days
    // since decision 052): the state's rule decides the tax too.
    const carrier = (
      await cancelPolicy(
        t.prisma,
        agencyId,
        policyId,
        { effectiveDate: addDays(policy.effectiveDate, 75), reason: "carrier_underwriting", preview: true },
        ctx(provider),
      )
    ).cancellation;
    const carrierShare = Math.round((taxes * cents(carrier.returnPremium)) / premium);
    expect(cents(carrier.returnTaxes)).toBe(rule === "pro_rata_refund" ? carrierShare : 0);

    // The insured cancels on the start date: short rate capped by the 25% minimum earned premium (no flat
    // cancellation in surplus lines); it takes effect now and the provider refunds it.
    const result = await cancelPolicy(
      t.prisma,
      agencyId,
      policyId,
      { effectiveDate: policy.effectiveDate, reason: "insured_request", preview: false },
      ctx(provider),
    );
    const c = result.cancellation;
    expect(c).toMatchObject({ method: "short_rate", initiator: "insured", returnFees: 0, balanceDue: 0 });
    expect(cents(c.returnPremium)).toBe(premium - Math.round(premium * 0.25));
    const share = Math.round((taxes * cents(c.returnPremium)) / premium);
    if (rule === "pro_rata_refund") {
      expect(share).toBeGreaterThan(0);
      expect(cents(c.returnTaxes)).toBe(share);
    } else {
      expect(cents(c.returnTaxes)).toBe(0);
      expect(c.lines.some((l) => /fully earned/.test(l.label))).toBe(true);
    }
    // Everything balances, in whole cents, and never more than was paid.
    const paid = cents(policy.total);
    for (const amount of [c.returnPremium, c.returnTaxes, c.returnFees, c.refund, c.earnedPremium]) expect(isWholeCents(amount)).toBe(true);
    expect(cents(c.earnedPremium) + cents(c.returnPremium)).toBe(premium);
    // Paid in full: the refund is exactly what returns (premium, taxes, fees).
    expect(cents(c.refund)).toBe(cents(c.returnPremium) + cents(c.returnTaxes) + cents(c.returnFees));
    expect(cents(c.refund)).toBeLessThanOrEqual(paid);
    expect(await refundedCents(policyId)).toBe(cents(c.refund));
    expect(result.policy.status).toBe("cancelled");
  });
});

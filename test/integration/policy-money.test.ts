// Money after bind, against a real database and the offline provider (which refuses to refund more than
// a charge has left): installments and cancellations, alone and racing each other. Renewals, scheduled
// cancellations and the job clock: servicing.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bindApplications } from "@/lib/bind/bind";
import { handleStripeEvent } from "@/lib/payments/webhooks";
import { cancelPolicyView as cancelPolicy, payRenewalView as payRenewal, viewPolicy } from "../support/views";
import { createQuote } from "@/lib/quotes/create-quote";
import { rateNow } from "@/lib/quotes/rate-application";
import { createCarrierRegistry } from "@/lib/rating/carriers/registry";
import { createOfflineProvider } from "@/lib/payments/offline";
import { stripeEvent } from "@/test/fakes/fake-stripe-server";
import type { PaymentProvider, RefundRequest } from "@/lib/payments/provider";
import { CreateQuoteRequest } from "@/lib/schemas/quote";
import { createTestDatabase, type TestDatabase } from "../support/db";

let t: TestDatabase;
let agencyId: string;
const deps = { adapterFor: createCarrierRegistry({ sandboxBaseUrl: "http://127.0.0.1:9", timeoutMs: 1000, maxAttempts: 1, baseDelayMs: 0 }), leaseMs: 30_000 };
const card = { method: "card" as const, card: { number: "4242424242424242", expMonth: 12, expYear: 2031, cvc: "123" } };
const ANSWERS: Record<string, { [key: string]: string | number | boolean }> = {
  "KM-CGL": { yearsInBusiness: 3, priorClaims: 0, usesWrittenContracts: true },
  "KM-BOP": { yearsInBusiness: 3, priorClaims: 0, hasSprinklers: true, constructionType: "joisted_masonry" },
};
const cents = (amount: number) => Math.round(amount * 100);
let keySeq = 0;
const key = () => `k-${Date.now()}-${keySeq++}`;

/** Quoted, answered applications of one folio for the given programs (rated in process). */
async function quoted(programs: string[]): Promise<string[]> {
  const raw = {
    programs,
    class_code: "10100",
    business_name: `Money Bakery ${crypto.randomUUID().slice(0, 8)}`, // one insured per policy (decision 019)
    mailing_zip: "60601",
    mailing_state: "IL",
    employee_count: 4,
    annual_revenue: 500000,
    effective_date: new Date().toISOString().slice(0, 10),
  };
  const created = await createQuote(t.prisma, agencyId, CreateQuoteRequest.parse(raw), raw);
  for (const id of created.applicationIds) {
    await rateNow(t.prisma, id, deps, AbortSignal.timeout(10_000));
    const app = await t.prisma.application.findUniqueOrThrow({ where: { id }, include: { program: true } });
    expect(app.status).toBe("success");
    const answers = ANSWERS[app.program.code];
    if (answers) await t.prisma.application.update({ where: { id }, data: { formPayload: answers } });
  }
  return created.applicationIds;
}

async function bound(provider: PaymentProvider, programs: string[], paymentPlan: "annual" | "monthly") {
  const ids = await quoted(programs);
  const outcome = await bindApplications(
    t.prisma,
    agencyId,
    { applicationIds: ids, paymentPlan, payment: card },
    { actor: "test", requestId: "req_test", provider },
  );
  return outcome.policyIds;
}

const payCtx = (provider: PaymentProvider) => ({ actor: "test", requestId: "req_test", provider, idempotencyKey: key() });
const cancelCtx = (provider: PaymentProvider) => ({ actor: "test", requestId: "req_test", provider });
const today = () => new Date().toISOString().slice(0, 10);

async function refundsOf(policyId: string) {
  return t.prisma.payment.findMany({ where: { kind: "refund", policyIds: { has: policyId } } });
}
const sum = (rows: { amountCents: number }[]) => rows.reduce((s, r) => s + r.amountCents, 0);

beforeAll(async () => {
  t = await createTestDatabase("policy_money_test");
  agencyId = (await t.prisma.agency.findUniqueOrThrow({ where: { slug: "demo" } })).id;
});
afterAll(async () => {
  await t?.destroy();
});

describe("cancelling a monthly policy", () => {
  it("when fully paid: refunds what was paid towards the term, keeping the installment fees", async () => {
    const provider = createOfflineProvider();
    const [policyId] = await bound(provider, ["KM-CGL"], "monthly");
    for (let i = 0; i < 11; i++) await payRenewal(t.prisma, agencyId, policyId!, card, payCtx(provider));
    const before = await viewPolicy(t.prisma, agencyId, policyId!);
    expect(before.schedule.every((row) => row.status === "paid")).toBe(true);
    const fee = cents(before.billing.installmentFee);
    expect(fee, "the program charges an installment fee").toBeGreaterThan(0);
    // The down payment (Keystone: 20% of the total) came first; the schedule sums to the cent.
    expect(cents(before.schedule[0]!.amount)).toBe(Math.round(cents(before.total) * 0.2) + fee);
    expect(sum(before.schedule.map((r) => ({ amountCents: cents(r.amount) })))).toBe(cents(before.total) + 12 * fee);

    // Flat on the inception date: everything charged for the term returns but the policy fee (fully
    // earned at inception) and the 12 installment fees.
    const result = await cancelPolicy(
      t.prisma,
      agencyId,
      policyId!,
      { effectiveDate: before.effectiveDate, reason: "rewrite", preview: false },
      cancelCtx(provider),
    );
    expect(result.cancellation).toMatchObject({ method: "flat", refund: before.total - before.fees, returnFees: 0, balanceDue: 0 });
    const refunds = await refundsOf(policyId!);
    expect(refunds.every((r) => r.status === "succeeded")).toBe(true);
    expect(sum(refunds)).toBe(cents(before.total) - cents(before.fees));
    // Spread over the installments' charges (each at most what it paid towards the term).
    expect(refunds.length).toBeGreaterThan(1);
  });

  it("after three installments: refund plus kept equals what was paid towards the term", async () => {
    const provider = createOfflineProvider();
    const [policyId] = await bound(provider, ["KM-CGL"], "monthly");
    for (let i = 0; i < 2; i++) await payRenewal(t.prisma, agencyId, policyId!, card, payCtx(provider));
    const before = await viewPolicy(t.prisma, agencyId, policyId!);
    const fee = cents(before.billing.installmentFee);
    const paidTowardTerm = before.schedule.filter((r) => r.status === "paid").reduce((s, r) => s + cents(r.amount) - fee, 0);
    const preview = await cancelPolicy(
      t.prisma,
      agencyId,
      policyId!,
      { effectiveDate: before.effectiveDate, reason: "rewrite", preview: true },
      cancelCtx(provider),
    );
    expect(cents(preview.cancellation.refund)).toBe(paidTowardTerm - cents(before.fees)); // flat: all of it returns but the policy fee
    const done = await cancelPolicy(
      t.prisma,
      agencyId,
      policyId!,
      { effectiveDate: before.effectiveDate, reason: "rewrite", preview: false },
      cancelCtx(provider),
    );
    expect(sum(await refundsOf(policyId!))).toBe(cents(done.cancellation.refund));
  });
});

describe("cancelling policies that share one bind payment", () => {
  it("refunds each policy from the shared charge, and both refunds together stay within it", async () => {
    const provider = createOfflineProvider();
    const [first, second] = await bound(provider, ["KM-CGL", "KM-BOP"], "annual");
    const a = await viewPolicy(t.prisma, agencyId, first!);
    const b = await viewPolicy(t.prisma, agencyId, second!);
    expect(a.schedule[0]!.paymentId).toBe(b.schedule[0]!.paymentId);
    await cancelPolicy(t.prisma, agencyId, first!, { effectiveDate: a.effectiveDate, reason: "rewrite", preview: false }, cancelCtx(provider));
    await cancelPolicy(t.prisma, agencyId, second!, { effectiveDate: b.effectiveDate, reason: "rewrite", preview: false }, cancelCtx(provider));
    // Flat: each gets its premium and taxes back; its policy fee is fully earned.
    expect(sum(await refundsOf(first!))).toBe(cents(a.total) - cents(a.fees));
    expect(sum(await refundsOf(second!))).toBe(cents(b.total) - cents(b.fees));
    const charge = await t.prisma.payment.findUniqueOrThrow({ where: { id: a.schedule[0]!.paymentId! } });
    expect(cents(a.total) + cents(b.total)).toBe(charge.amountCents);
  });
});

describe("a refund that fails", () => {
  it("leaves the policy active, and a retry refunds under a new idempotency key and cancels", async () => {
    const offline = createOfflineProvider();
    const keys: string[] = [];
    let failNext = true;
    const provider: PaymentProvider = {
      ...offline,
      name: offline.name,
      publishableKey: null,
      refund: async (req: RefundRequest) => {
        keys.push(req.idempotencyKey);
        if (failNext) {
          failNext = false;
          return { status: "failed", message: "the card issuer is unavailable" };
        }
        return offline.refund(req);
      },
    };
    const [policyId] = await bound(offline, ["KM-CGL"], "annual");
    const policy = await viewPolicy(t.prisma, agencyId, policyId!);
    const req = { effectiveDate: today(), reason: "insured_request" as const, preview: false };
    await expect(cancelPolicy(t.prisma, agencyId, policyId!, req, cancelCtx(provider))).rejects.toMatchObject({ code: "refund_failed" });
    expect((await viewPolicy(t.prisma, agencyId, policyId!)).status).toBe("in_force");

    const done = await cancelPolicy(t.prisma, agencyId, policyId!, req, cancelCtx(provider));
    expect(done.policy.status).toBe("cancelled");
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
    const refunds = await refundsOf(policyId!);
    expect(refunds.map((r) => r.status).sort()).toEqual(["failed", "succeeded"]);
    expect(sum(refunds.filter((r) => r.status === "succeeded"))).toBe(cents(done.cancellation.refund));
    expect(cents(done.cancellation.refund)).toBeLessThanOrEqual(cents(policy.total));
    const audit = await t.prisma.auditEvent.findMany({ where: { action: "payment.refund_failed", objectId: refunds.find((r) => r.status === "failed")!.id } });
    expect(audit).toHaveLength(1);
  });
});

describe("Stripe webhooks", () => {
  it("a partial refund leaves the charge succeeded; a full refund marks it refunded", async () => {
    const provider = createOfflineProvider();
    const [policyId] = await bound(provider, ["KM-CGL"], "annual");
    const policy = await viewPolicy(t.prisma, agencyId, policyId!);
    const paymentId = policy.schedule[0]!.paymentId!;
    // Pretend it went through Stripe, to receive Stripe's events for it.
    await t.prisma.payment.update({ where: { id: paymentId }, data: { provider: "stripe", providerRef: `pi_partial_${paymentId.slice(0, 8)}` } });
    const amount = cents(policy.total);
    const pi = `pi_partial_${paymentId.slice(0, 8)}`;
    expect(
      await handleStripeEvent(t.prisma, stripeEvent("charge.refunded", { id: "ch_p", object: "charge", payment_intent: pi, amount, amount_refunded: 100 })),
    ).toBe("ignored");
    expect((await t.prisma.payment.findUniqueOrThrow({ where: { id: paymentId } })).status).toBe("succeeded");
    expect(
      await handleStripeEvent(t.prisma, stripeEvent("charge.refunded", { id: "ch_p", object: "charge", payment_intent: pi, amount, amount_refunded: amount })),
    ).toBe("processed");
    expect((await t.prisma.payment.findUniqueOrThrow({ where: { id: paymentId } })).status).toBe("refunded");
  });

  it("an event whose processing failed is not recorded, so its redelivery is applied", async () => {
    const event = stripeEvent("payment_intent.succeeded", { id: "pi_redelivered", object: "payment_intent" });
    // The first delivery fails inside the transaction (a database without the payments table, for a moment).
    await t.prisma.$executeRawUnsafe(`ALTER TABLE payments RENAME TO payments_away`);
    try {
      await expect(handleStripeEvent(t.prisma, event)).rejects.toThrow();
    } finally {
      await t.prisma.$executeRawUnsafe(`ALTER TABLE payments_away RENAME TO payments`);
    }
    expect(await t.prisma.webhookEvent.findUnique({ where: { id: event.id } })).toBeNull();
    expect(await handleStripeEvent(t.prisma, event)).toBe("processed");
    expect(await handleStripeEvent(t.prisma, event)).toBe("duplicate");
  });
});

// Saved cards and automatic installments (issue 16 point 3, decision 025), walked through by the agency's
// test clock against a real database and the offline provider keeping its cards in that database: a monthly
// bind saves the card; each installment is charged to it on its due date, once; a card the bank starts
// refusing walks the dunning plan (days 3, 5 and 7, each failure told to the agent) into a non-payment
// cancellation scheduled when the grace is over; an installment paid by hand with another card makes that
// card the one charged next.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bindApplications } from "@/lib/bind/bind";
import { setClockOffsetDays } from "@/lib/db/queries/clock";
import { jobsOfPolicy } from "@/lib/db/queries/jobs";
import { reloadCatalog } from "@/lib/db/queries/programs";
import { offlineCardStore } from "@/lib/db/queries/saved-cards";
import { addDays, addMonths, isoDay } from "@/lib/dates";
import { rateNow } from "@/lib/quotes/rate-application";
import { runDueJobs } from "@/lib/jobs/servicing";
import { payWithPolicyLink } from "@/lib/policies/pay-link";
import { createOfflineProvider } from "@/lib/payments/offline";
import { createQuote } from "@/lib/quotes/create-quote";
import { createCarrierRegistry } from "@/lib/rating/carriers/registry";
import { CreateQuoteRequest } from "@/lib/schemas/quote";
import { createTestDatabase, type TestDatabase } from "../support/db";
import { payRenewalView as payByHand, viewPolicy } from "../support/views";

let t: TestDatabase;
let agencyId: string;
let agents: string[];
let provider: ReturnType<typeof createOfflineProvider>;
const rating = {
  adapterFor: createCarrierRegistry({ sandboxBaseUrl: "http://127.0.0.1:9", timeoutMs: 1000, maxAttempts: 1, baseDelayMs: 0 }),
  leaseMs: 30_000,
};
const visa = { method: "card" as const, card: { number: "4242424242424242", expMonth: 12, expYear: 2040, cvc: "123" } };
const mastercard = { method: "card" as const, card: { number: "5555555555554444", expMonth: 6, expYear: 2041, cvc: "321" } };
const realToday = isoDay();
let offset = 0;
const clockDay = () => addDays(realToday, offset);
const daysTo = (day: string) => Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${realToday}T00:00:00Z`)) / 86_400_000);

/** Moves the agency's servicing clock to `day` and runs what came due (twice: a second run changes nothing). */
async function runOn(day: string) {
  offset = daysTo(day);
  await setClockOffsetDays(t.prisma, agencyId, offset);
  const first = await runDueJobs({ db: t.prisma, payments: provider }, new Date());
  const again = await runDueJobs({ db: t.prisma, payments: provider }, new Date());
  expect(again.ran).toBe(0);
  return first;
}

async function boundMonthly(billingEmail?: string): Promise<string> {
  const raw = {
    programs: ["KM-CGL"],
    class_code: "10100",
    business_name: `Autopay Bakery ${crypto.randomUUID().slice(0, 8)}`,
    mailing_zip: "60601",
    mailing_state: "IL",
    employee_count: 4,
    annual_revenue: 500000,
    effective_date: clockDay(),
  };
  const created = await createQuote(t.prisma, agencyId, CreateQuoteRequest.parse(raw), raw, { now: new Date(`${clockDay()}T12:00:00Z`) });
  const id = created.applicationIds[0]!;
  await rateNow(t.prisma, id, rating, AbortSignal.timeout(10_000));
  await t.prisma.application.update({ where: { id }, data: { formPayload: { yearsInBusiness: 3, priorClaims: 0, usesWrittenContracts: true } } });
  const outcome = await bindApplications(
    t.prisma,
    agencyId,
    { applicationIds: [id], paymentPlan: "monthly", payment: visa, billingEmail },
    { actor: "test", requestId: "req_test", provider, now: new Date(`${clockDay()}T12:00:00Z`) },
  );
  return outcome.policyIds[0]!;
}

const charges = (policyId: string) => t.prisma.payment.findMany({ where: { policyIds: { has: policyId }, kind: "charge" }, orderBy: { createdAt: "asc" } });
const failedMessages = (after: Date) =>
  t.prisma.outboundMessage.findMany({ where: { agencyId, kind: "installment_failed", createdAt: { gte: after } }, orderBy: { createdAt: "asc" } });

beforeAll(async () => {
  t = await createTestDatabase("autopay_test");
  reloadCatalog(t.prisma);
  provider = createOfflineProvider({ cards: offlineCardStore(t.prisma) });
  const agency = await t.prisma.agency.findUniqueOrThrow({ where: { slug: "demo" } });
  agencyId = agency.id;
  agents = (await t.prisma.user.findMany({ where: { agencyId, role: "producer" } })).map((u) => u.email);
  expect(agents.length).toBeGreaterThan(0);
});
afterAll(async () => {
  await t?.destroy();
});

describe("automatic installments", () => {
  it("a monthly bind saves the card; each installment is charged to it on its due date, once", async () => {
    offset = 0;
    await setClockOffsetDays(t.prisma, agencyId, 0);
    const policyId = await boundMonthly();
    const start = await viewPolicy(t.prisma, agencyId, policyId);
    expect(start.autopay).toMatchObject({ card: { brand: "visa", last4: "4242", expMonth: 12, expYear: 2040 } });
    // The offline provider keeps what the card does, never its number.
    const stored = await t.prisma.offlinePaymentMethod.findMany();
    expect(JSON.stringify(stored)).not.toContain("4242424242424242");

    // The day before installment 2 is due nothing is charged; on the day it is, once.
    const due2 = start.schedule[1]!.dueDate;
    await runOn(addDays(due2, -1));
    expect(await charges(policyId)).toHaveLength(1);
    const report = await runOn(due2);
    expect(report.outcomes.find((o) => o.policyId === policyId && o.kind === "installment_due")?.outcome).toBe("installment_due; installment_paid");
    const paid = await charges(policyId);
    expect(paid).toHaveLength(2);
    expect(paid[1]).toMatchObject({ status: "succeeded", amountCents: Math.round(start.schedule[1]!.amount * 100), brand: "visa", last4: "4242" });
    const view = await viewPolicy(t.prisma, agencyId, policyId);
    expect(view.schedule.slice(0, 3).map((r) => r.status)).toEqual(["paid", "paid", "upcoming"]);
    expect(view.billing.paidToDate).toBeCloseTo(start.schedule[0]!.amount + start.schedule[1]!.amount, 2);
    // Its overdue job finds it paid and does nothing.
    await runOn(addDays(due2, 11));
    expect(await charges(policyId)).toHaveLength(2);
    expect((await viewPolicy(t.prisma, agencyId, policyId)).cancellation).toBeNull();
  });

  it("a card the bank starts refusing is tried on days 0, 3, 5 and 7; each failure tells the agent; after the grace the policy is cancelled for non-payment with notice", async () => {
    offset = 0;
    await setClockOffsetDays(t.prisma, agencyId, 0);
    const policyId = await boundMonthly("owner@autopay-bakery.test");
    const start = await viewPolicy(t.prisma, agencyId, policyId);
    const card = await t.prisma.savedPaymentMethod.findFirstOrThrow({ where: { policyId } });
    expect(card.email).toBe("owner@autopay-bakery.test");
    await t.prisma.offlinePaymentMethod.update({ where: { id: card.paymentMethodRef }, data: { failsWith: "insufficient_funds" } });
    const since = new Date();
    const due = start.schedule[1]!.dueDate;

    const tries = [
      { on: due, next: addDays(due, 3) },
      { on: addDays(due, 3), next: addDays(due, 5) },
      { on: addDays(due, 5), next: addDays(due, 7) },
      { on: addDays(due, 7), next: null },
    ];
    for (const [i, step] of tries.entries()) {
      await runOn(step.on);
      const failed = (await charges(policyId)).filter((c) => c.status === "failed");
      expect(failed, `attempt ${i + 1}`).toHaveLength(i + 1);
      expect(failed[i]).toMatchObject({ failureCode: "insufficient_funds" });
      const retries = (await jobsOfPolicy(t.prisma, policyId)).filter((j) => j.kind === "installment_retry" && j.status === "pending");
      expect(retries.map((j) => isoDay(j.runAt))).toEqual(step.next ? [step.next] : []);
      // Each failure: one email to the insured (the bind's billing email) and one to each agent.
      const messages = await failedMessages(since);
      expect(messages).toHaveLength((i + 1) * (agents.length + 1));
      expect(messages.filter((m) => m.to === "owner@autopay-bakery.test")).toHaveLength(i + 1);
      expect(messages.find((m) => m.to === "owner@autopay-bakery.test")!.subject).toMatch(/: your payment for policy .* did not go through$/);
      const last = messages.at(-1)!;
      expect(last.status).toBe("stored"); // no SMTP configured: kept for Sent messages
      expect(last.subject).toContain(`installment 2`);
      expect(last.textBody).toContain("Visa ending 4242");
      expect(last.textBody).toContain("Your card has insufficient funds.");
      expect(last.textBody).toMatch(step.next ? /We will try the card again on / : /cancelled for non-payment on /);
      // The insured's copy carries a link to pay with another card; the agents' say where it went.
      const insured = messages.filter((m) => m.to === "owner@autopay-bakery.test").at(-1)!;
      expect(insured.textBody).toMatch(/To pay it now with another card, open http:\/\/localhost:3000\/pay\/policy\/pp_\S+ \(it works for 30 days\)\./);
      expect(last.textBody).toContain("A link to pay it with another card went to owner@autopay-bakery.test");
    }
    const history = (await viewPolicy(t.prisma, agencyId, policyId)).history.filter((h) => h.type === "installment_charge_failed");
    expect(history.map((h) => h.detail.attempt)).toEqual([1, 2, 3, 4]);

    // Still inside the grace on day 10: no cancellation. Day 11: scheduled, effective after 10 days' notice.
    await runOn(addDays(due, 10));
    expect((await viewPolicy(t.prisma, agencyId, policyId)).cancellation).toBeNull();
    await runOn(addDays(due, 11));
    const pending = await viewPolicy(t.prisma, agencyId, policyId);
    expect(pending.status).toBe("pending_cancellation");
    expect(pending.cancellation).toMatchObject({ status: "scheduled", reason: "non_payment", effectiveDate: addDays(due, 21), initiator: "carrier" });
    expect(history.at(-1)!.detail.cancellationOn).toBe(addDays(due, 21));
    expect((await charges(policyId)).filter((c) => c.status === "failed")).toHaveLength(4);
  });

  it("the insured replaces the card from the link in the failure email: it pays the installment, and that card is charged from then on", async () => {
    offset = 0;
    await setClockOffsetDays(t.prisma, agencyId, 0);
    const policyId = await boundMonthly("owner@link-bakery.test");
    const start = await viewPolicy(t.prisma, agencyId, policyId);
    const first = await t.prisma.savedPaymentMethod.findFirstOrThrow({ where: { policyId } });
    await t.prisma.offlinePaymentMethod.update({ where: { id: first.paymentMethodRef }, data: { failsWith: "expired_card" } });
    const since = new Date();
    const due2 = start.schedule[1]!.dueDate;
    await runOn(due2);
    const email = (await failedMessages(since)).find((m) => m.to === "owner@link-bakery.test")!;
    const token = /\/pay\/policy\/(pp_[A-Za-z0-9_-]+)/.exec(email.textBody)![1]!;

    const receipt = await payWithPolicyLink(t.prisma, token, mastercard, { requestId: "req_link", provider });
    expect(receipt.payment).toMatchObject({ status: "succeeded", last4: "4444" });
    expect((await viewPolicy(t.prisma, agencyId, policyId)).autopay).toMatchObject({
      card: { brand: "mastercard", last4: "4444" },
      email: "owner@link-bakery.test",
    });
    // Used once: paying again is refused; the retry finds the installment paid; installment 3 goes to the new card.
    await expect(payWithPolicyLink(t.prisma, token, visa, { requestId: "req_link_again", provider })).rejects.toMatchObject({ code: "gone" });
    await runOn(addDays(due2, 3));
    await runOn(start.schedule[2]!.dueDate);
    expect((await charges(policyId)).filter((c) => c.status === "succeeded").map((c) => c.last4)).toEqual(["4242", "4444", "4444"]);
  });

  it("an installment paid by hand with another card makes that card the one charged next; a pending retry then finds nothing to do", async () => {
    offset = 0;
    await setClockOffsetDays(t.prisma, agencyId, 0);
    const policyId = await boundMonthly();
    const start = await viewPolicy(t.prisma, agencyId, policyId);
    const first = await t.prisma.savedPaymentMethod.findFirstOrThrow({ where: { policyId } });
    await t.prisma.offlinePaymentMethod.update({ where: { id: first.paymentMethodRef }, data: { failsWith: "card_declined" } });
    const due2 = start.schedule[1]!.dueDate;
    await runOn(due2);
    expect((await jobsOfPolicy(t.prisma, policyId)).some((j) => j.kind === "installment_retry" && j.status === "pending")).toBe(true);

    // The agent takes the insured's other card for installment 2.
    const paid = await payByHand(t.prisma, agencyId, policyId, mastercard, {
      actor: "test",
      requestId: "req_test",
      provider,
      idempotencyKey: crypto.randomUUID(),
    });
    expect(paid.payment).toMatchObject({ status: "succeeded", last4: "4444" });
    const view = await viewPolicy(t.prisma, agencyId, policyId);
    expect(view.autopay).toMatchObject({ card: { brand: "mastercard", last4: "4444", expMonth: 6, expYear: 2041 } });
    expect(await t.prisma.savedPaymentMethod.count({ where: { policyId, replacedAt: null } })).toBe(1);

    // The retry on day 3 finds installment 2 paid; installment 3 is charged to the new card.
    const report = await runOn(addDays(due2, 3));
    expect(report.outcomes.find((o) => o.policyId === policyId && o.kind === "installment_retry")?.outcome).toBe("nothing_to_do");
    const due3 = start.schedule[2]!.dueDate;
    await runOn(due3);
    const all = await charges(policyId);
    expect(all.filter((c) => c.status === "succeeded").map((c) => c.last4)).toEqual(["4242", "4444", "4444"]);
    expect(addMonths(due2, 1)).toBe(due3);
  });
});

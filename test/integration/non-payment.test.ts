// Non-payment cancellations only while something is overdue (issue 27): walked by the agency's test clock
// against a real database, with the offline provider keeping its cards there. The reported sequence (the
// overdue check overtaking the charge that pays the installment) never cancels; a payment during the notice
// period rescinds, as does the re-check on the day it was to take effect; Stripe's 4000 0000 0000 0341 walks
// a missed installment through retries, grace and notice into the cancellation; and a property test drives
// random clock jumps, payments, failing cards and runners racing for jobs: a policy with nothing overdue is
// never cancelled for non-payment. FC_RUNS sets the property's runs (default 15).
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bindApplications } from "@/lib/bind/bind";
import { setClockOffsetDays } from "@/lib/db/queries/clock";
import { jobsOfPolicy } from "@/lib/db/queries/jobs";
import { getPolicyById } from "@/lib/db/queries/policies";
import { reloadCatalog } from "@/lib/db/queries/programs";
import { offlineCardStore } from "@/lib/db/queries/saved-cards";
import { addDays, isoDay } from "@/lib/dates";
import { rateNow } from "@/lib/quotes/rate-application";
import { runDueJobs } from "@/lib/jobs/servicing";
import { createOfflineProvider } from "@/lib/payments/offline";
import { overdueBeyondGrace } from "@/lib/policies/dunning";
import { startOfDay } from "@/lib/policies/servicing-plan";
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
const card = (number: string) => ({ method: "card" as const, card: { number, expMonth: 12, expYear: 2040, cvc: "123" } });
const VISA = "4242424242424242";
const DECLINES_AFTER_ATTACHING = "4000000000000341";
const GRACE = 10; // the seed's KM-CGL: 10 days' grace, 10 days' notice in IL
const realToday = isoDay();
let offset = 0;
const clockDay = () => addDays(realToday, offset);
const daysTo = (day: string) => Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${realToday}T00:00:00Z`)) / 86_400_000);

/** Runs what came due, `laterMs` after now on the wall clock (a job released to wait is claimable again after 15 s). */
const run = (laterMs = 0) => runDueJobs({ db: t.prisma, payments: provider }, new Date(Date.now() + laterMs));

/** Moves the agency's servicing clock to `day` and runs what came due. */
async function runOn(day: string) {
  offset = daysTo(day);
  await setClockOffsetDays(t.prisma, agencyId, offset);
  return run();
}

async function boundMonthly(number: string, billingEmail?: string): Promise<string> {
  const raw = {
    programs: ["KM-CGL"],
    class_code: "10100",
    business_name: `Paid Up Bakery ${crypto.randomUUID().slice(0, 8)}`,
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
    { applicationIds: [id], paymentPlan: "monthly", payment: card(number), billingEmail },
    { actor: "test", requestId: "req_test", provider, now: new Date(`${clockDay()}T12:00:00Z`) },
  );
  return outcome.policyIds[0]!;
}

const payCtx = () => ({ actor: "test", requestId: "req_test", provider, idempotencyKey: crypto.randomUUID() });
const messages = (kind: string, after: Date) =>
  t.prisma.outboundMessage.findMany({ where: { agencyId, kind, createdAt: { gte: after } }, orderBy: { createdAt: "asc" } });
const eventsOf = (policyId: string, type: string) => t.prisma.event.findMany({ where: { subjectId: policyId, type }, orderBy: { seq: "asc" } });
const setCard = async (policyId: string, failsWith: "card_declined" | null) => {
  const saved = await t.prisma.savedPaymentMethod.findFirstOrThrow({ where: { policyId, replacedAt: null }, orderBy: { createdAt: "desc" } });
  await t.prisma.offlinePaymentMethod.update({ where: { id: saved.paymentMethodRef }, data: { failsWith } });
};
/** Another runner holds this job (claimed it, and is still running it). */
const holdJob = (policyId: string, kind: string, key: string) =>
  t.prisma.scheduledJob.updateMany({
    where: { policyId, kind, key, status: "pending" },
    data: { leaseUntil: new Date(Date.now() + 60_000), leaseToken: crypto.randomUUID() },
  });
const letGo = (policyId: string, kind: string, key: string) =>
  t.prisma.scheduledJob.updateMany({ where: { policyId, kind, key, status: "pending" }, data: { leaseUntil: null, leaseToken: null } });

beforeAll(async () => {
  t = await createTestDatabase("non_payment_test");
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

describe("a paid-up policy is never cancelled for non-payment", () => {
  it("the reported sequence: past due + grace, the overdue check finds the due charge still held by another runner and waits; the charge pays; nothing is cancelled", async () => {
    offset = 0;
    await setClockOffsetDays(t.prisma, agencyId, 0);
    const policyId = await boundMonthly(VISA);
    const due2 = (await viewPolicy(t.prisma, agencyId, policyId)).schedule[1]!.dueDate;
    offset = daysTo(addDays(due2, GRACE + 1));
    await setClockOffsetDays(t.prisma, agencyId, offset);
    await holdJob(policyId, "installment_due", "2");

    const first = await run();
    expect(first.outcomes.filter((o) => o.policyId === policyId)).toEqual([{ kind: "installment_overdue", policyId, key: "2", outcome: "waiting_for_charge" }]);
    expect((await viewPolicy(t.prisma, agencyId, policyId)).cancellation).toBeNull();
    // Waiting is not a failure: the attempt is not counted and no error is kept.
    const overdue = (await jobsOfPolicy(t.prisma, policyId)).find((j) => j.kind === "installment_overdue" && j.key === "2")!;
    expect(overdue).toMatchObject({ status: "pending", attempts: 0, lastError: null });

    await letGo(policyId, "installment_due", "2");
    const second = await run(20_000);
    expect(second.outcomes.filter((o) => o.policyId === policyId).map((o) => [o.kind, o.outcome])).toEqual([
      ["installment_due", "installment_due; installment_paid"],
      ["installment_overdue", "nothing_to_do"],
    ]);
    const view = await viewPolicy(t.prisma, agencyId, policyId);
    expect(view).toMatchObject({ status: "in_force", cancellation: null });
    expect(view.billing.overdue).toBe(0);
    expect(view.history.some((h) => h.type === "cancellation_scheduled")).toBe(false);
  });

  it("a charge and the overdue check due at the same time are run charge first", async () => {
    offset = 0;
    await setClockOffsetDays(t.prisma, agencyId, 0);
    const policyId = await boundMonthly(VISA);
    const at = startOfDay(addDays(realToday, -1));
    await t.prisma.scheduledJob.updateMany({ where: { policyId, status: "pending" }, data: { status: "cancelled" } });
    await t.prisma.scheduledJob.createMany({
      data: [
        { kind: "cancellation_effective", policyId, key: "x", runAt: at },
        { kind: "installment_overdue", policyId, key: "99", runAt: at },
        { kind: "installment_retry", policyId, key: "99:2", runAt: at },
      ],
    });
    const report = await run();
    expect(report.outcomes.filter((j) => j.policyId === policyId).map((j) => j.kind)).toEqual([
      "installment_retry",
      "installment_overdue",
      "cancellation_effective",
    ]);
  });

  it("a card that pays on its retry the day after a late overdue check: the payment rescinds the cancellation, with an event and a notice to the insured and the agents", async () => {
    offset = 0;
    await setClockOffsetDays(t.prisma, agencyId, 0);
    const policyId = await boundMonthly(VISA, "owner@paid-up.test");
    const due2 = (await viewPolicy(t.prisma, agencyId, policyId)).schedule[1]!.dueDate;
    await setCard(policyId, "card_declined");
    // The clock jumps past the grace: the late first charge fails, its retry is tomorrow, the check cancels.
    const late = addDays(due2, GRACE + 3);
    const lateRun = await runOn(late);
    expect(lateRun.outcomes.filter((o) => o.policyId === policyId).map((o) => [o.kind, o.outcome])).toEqual([
      ["installment_due", "installment_due; installment_charge_failed"],
      ["installment_overdue", "installment_overdue; non_payment_cancellation_scheduled"],
    ]);
    const pending = await viewPolicy(t.prisma, agencyId, policyId);
    expect(pending.cancellation).toMatchObject({ status: "scheduled", reason: "non_payment", effectiveDate: addDays(late, 10) });
    const since = new Date();
    await setCard(policyId, null);
    const report = await runOn(addDays(late, 1));
    expect(report.outcomes.find((o) => o.policyId === policyId)).toMatchObject({ kind: "installment_retry", outcome: "installment_paid" });
    const view = await viewPolicy(t.prisma, agencyId, policyId);
    expect(view).toMatchObject({ status: "in_force", cancellation: null });
    expect(view.history.at(-1)).toMatchObject({ type: "cancellation_rescinded", detail: { because: "nothing_overdue", effectiveDate: addDays(late, 10) } });
    expect(await eventsOf(policyId, "policy.cancellation_rescinded")).toHaveLength(1);
    const notices = await messages("cancellation_rescinded", since);
    expect(notices.map((m) => m.to).sort()).toEqual(["owner@paid-up.test", ...agents].sort());
    expect(notices.find((m) => m.to === "owner@paid-up.test")!.textBody).toMatch(/A payment of \$[\d,.]+ was received, and nothing is overdue any more/);
    // Its day comes and goes: nothing happens.
    await runOn(addDays(late, 10));
    expect((await viewPolicy(t.prisma, agencyId, policyId)).status).toBe("in_force");
  });
});

describe("Stripe's 4000 0000 0000 0341: a missed installment, end to end", () => {
  it("binds and saves the card; installment 2 is refused on days 0, 3, 5 and 7; after the grace a non-payment cancellation is given with notice; on its day the policy is cancelled", async () => {
    offset = 0;
    await setClockOffsetDays(t.prisma, agencyId, 0);
    const since = new Date();
    const policyId = await boundMonthly(DECLINES_AFTER_ATTACHING, "owner@0341.test");
    const start = await viewPolicy(t.prisma, agencyId, policyId);
    expect(start.autopay).toMatchObject({ card: { brand: "visa", last4: "0341" } });
    const due = start.schedule[1]!.dueDate;
    for (const d of [0, 3, 5, 7]) await runOn(addDays(due, d));
    const failed = (await viewPolicy(t.prisma, agencyId, policyId)).history.filter((h) => h.type === "installment_charge_failed");
    expect(failed.map((h) => [h.detail.attempt, h.detail.reason])).toEqual([1, 2, 3, 4].map((a) => [a, "Your card was declined."]));
    expect((await messages("installment_failed", since)).filter((m) => m.to === "owner@0341.test")).toHaveLength(4);

    await runOn(addDays(due, GRACE));
    expect((await viewPolicy(t.prisma, agencyId, policyId)).cancellation).toBeNull();
    await runOn(addDays(due, GRACE + 1));
    const effective = addDays(due, GRACE + 1 + 10);
    expect(await viewPolicy(t.prisma, agencyId, policyId)).toMatchObject({
      status: "pending_cancellation",
      cancellation: { status: "scheduled", reason: "non_payment", effectiveDate: effective },
    });
    await runOn(addDays(effective, -1));
    expect((await viewPolicy(t.prisma, agencyId, policyId)).status).toBe("pending_cancellation");
    const report = await runOn(effective);
    expect(report.outcomes.find((o) => o.policyId === policyId && o.kind === "cancellation_effective")?.outcome).toBe("settled");
    const done = await viewPolicy(t.prisma, agencyId, policyId);
    expect(done).toMatchObject({ status: "cancelled", cancellation: { status: "effective", reason: "non_payment", effectiveDate: effective } });
    expect(done.schedule.filter((r) => r.kind === "installment").map((r) => r.status)).toEqual(["paid", ...Array(11).fill("void")]);
    expect(await eventsOf(policyId, "policy.cancelled")).toHaveLength(1);
  });

  it("a payment by hand during the notice rescinds; so does the re-check on the day, when the installment was paid another way", async () => {
    offset = 0;
    await setClockOffsetDays(t.prisma, agencyId, 0);
    const byHand = await boundMonthly(DECLINES_AFTER_ATTACHING, "owner@by-hand.test");
    const rechecked = await boundMonthly(DECLINES_AFTER_ATTACHING);
    const due = (await viewPolicy(t.prisma, agencyId, byHand)).schedule[1]!.dueDate;
    expect((await viewPolicy(t.prisma, agencyId, rechecked)).schedule[1]!.dueDate).toBe(due);
    for (const d of [0, 3, 5, 7, GRACE + 1]) await runOn(addDays(due, d));
    const effective = addDays(due, GRACE + 1 + 10);
    for (const id of [byHand, rechecked])
      expect((await viewPolicy(t.prisma, agencyId, id)).cancellation).toMatchObject({ reason: "non_payment", effectiveDate: effective });

    await runOn(addDays(due, GRACE + 4));
    const since = new Date();
    const paid = await payByHand(t.prisma, agencyId, byHand, card(VISA), payCtx());
    expect(paid.policy).toMatchObject({ status: "in_force", cancellation: null });
    expect(paid.policy.billing.overdue).toBe(0);
    expect((await messages("cancellation_rescinded", since)).map((m) => m.to).sort()).toEqual(["owner@by-hand.test", ...agents].sort());

    // The other installment is marked paid without going through a payment here (as before this change): the day re-checks.
    const policy = (await getPolicyById(t.prisma, rechecked))!;
    await t.prisma.policy.update({
      where: { id: rechecked },
      data: { schedule: policy.schedule.map((r) => (r.number === 2 ? { ...r, paymentId: crypto.randomUUID() } : r)) },
    });
    const report = await runOn(effective);
    expect(report.outcomes.filter((o) => o.kind === "cancellation_effective").map((o) => [o.policyId, o.outcome])).toEqual([
      [rechecked, "rescinded_nothing_overdue"],
    ]);
    const view = await viewPolicy(t.prisma, agencyId, rechecked);
    expect(view).toMatchObject({ status: "in_force", cancellation: null });
    expect(view.history.at(-1)).toMatchObject({ type: "cancellation_rescinded", detail: { because: "nothing_overdue", actor: "system:servicing" } });
    expect(await eventsOf(rechecked, "policy.cancellation_rescinded")).toHaveLength(1);
    expect((await viewPolicy(t.prisma, agencyId, byHand)).status).toBe("in_force");
  });
});

describe("property: random clock jumps, payments, failing cards and racing runners", () => {
  const runs = Number(process.env.FC_RUNS ?? 15);
  const step = fc.oneof(
    fc.record({ kind: fc.constant("jump" as const), days: fc.integer({ min: 1, max: 40 }), race: fc.boolean() }),
    fc.record({ kind: fc.constant("pay" as const) }),
    fc.record({ kind: fc.constant("card" as const), fails: fc.boolean() }),
  );

  it(
    `no policy with nothing overdue is ever cancelled for non-payment (${runs} runs)`,
    async () => {
      let checked = 0;
      // The earlier tests' policies keep their jobs out of these jumps.
      await t.prisma.scheduledJob.updateMany({ where: { status: "pending" }, data: { status: "cancelled" } });
      await fc.assert(
        fc.asyncProperty(fc.boolean(), fc.array(step, { minLength: 1, maxLength: 10 }), async (failingCard, steps) => {
          offset = 0;
          await setClockOffsetDays(t.prisma, agencyId, 0);
          const policyId = await boundMonthly(failingCard ? DECLINES_AFTER_ATTACHING : VISA);
          try {
            for (const s of steps) {
              if (s.kind === "card") await setCard(policyId, s.fails ? "card_declined" : null);
              if (s.kind === "pay") await payByHand(t.prisma, agencyId, policyId, card(VISA), payCtx()).catch(() => undefined);
              if (s.kind === "jump") {
                offset += s.days;
                await setClockOffsetDays(t.prisma, agencyId, offset);
                if (s.race) {
                  // Another runner holds every charge due now: the first run must not cancel ahead of them.
                  const charges = await t.prisma.scheduledJob.findMany({
                    where: { policyId, status: "pending", kind: { in: ["installment_due", "installment_retry"] }, runAt: { lte: startOfDay(clockDay()) } },
                  });
                  for (const j of charges) await holdJob(policyId, j.kind, j.key);
                  await run();
                  for (const j of charges) await letGo(policyId, j.kind, j.key);
                }
                await run(s.race ? 20_000 : 0);
              }
              const policy = (await getPolicyById(t.prisma, policyId))!;
              const c = policy.cancellation;
              // Waiting for its day, a non-payment cancellation always rests on something unpaid past its grace...
              if (c?.status === "scheduled" && c.reason === "non_payment") expect(overdueBeyondGrace(policy.schedule, clockDay(), GRACE)).not.toBeNull();
              // ...and once in effect, something was unpaid past its grace on that day (the rows it voided were unpaid).
              if (policy.status === "cancelled" && c?.reason === "non_payment") {
                const before = policy.schedule.filter((r) => r.kind !== "balance_due").map((r) => ({ ...r, voidedOn: null }));
                expect(overdueBeyondGrace(before, c.effectiveDate, GRACE)).not.toBeNull();
              }
              checked++;
            }
          } finally {
            await t.prisma.scheduledJob.updateMany({ where: { policyId, status: "pending" }, data: { status: "cancelled" } });
          }
        }),
        { numRuns: runs },
      );
      expect(checked).toBeGreaterThan(0);
      console.log(`non-payment property: ${runs} runs, ${checked} steps checked`);
    },
    Math.max(60_000, runs * 15_000),
  );
});

// A policy's year walked through by the servicing clock (the agency's test clock moved forward, the job
// runner called with it: no sleeps), against a real database and the offline provider: installments fall
// due and overdue, a scheduled cancellation takes effect once and settles the schedule, a renewal offer
// appears in its window, is re-rated, accepted by paying, and an offer not taken lapses.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bindApplications } from "@/lib/bind/bind";
import { setClockOffsetDays } from "@/lib/db/queries/clock";
import { jobsOfPolicy } from "@/lib/db/queries/jobs";
import { rateNow } from "@/lib/quotes/rate-application";
import { runDueJobs } from "@/lib/jobs/servicing";
import { createOfflineProvider } from "@/lib/payments/offline";
import { rescindCancellation } from "@/lib/policies/cancel";
import { renewalOf } from "@/lib/policies/renewal-offer";
import { reloadCatalog } from "@/lib/db/queries/programs";
import { createQuote } from "@/lib/quotes/create-quote";
import { createCarrierRegistry } from "@/lib/rating/carriers/registry";
import { CreateQuoteRequest } from "@/lib/schemas/quote";
import { addDays, addMonths, isoDay } from "@/lib/dates";
import { createTestDatabase, type TestDatabase } from "../support/db";
import { cancelPolicyView as cancelPolicy, payRenewalView as payRenewal, viewPolicy } from "../support/views";

let t: TestDatabase;
let agencyId: string;
const provider = createOfflineProvider();
const rating = {
  adapterFor: createCarrierRegistry({ sandboxBaseUrl: "http://127.0.0.1:9", timeoutMs: 1000, maxAttempts: 1, baseDelayMs: 0 }),
  leaseMs: 30_000,
};
const card = { method: "card" as const, card: { number: "4242424242424242", expMonth: 12, expYear: 2031, cvc: "123" } };
const CGL_ANSWERS = { yearsInBusiness: 3, priorClaims: 0, usesWrittenContracts: true };
const cents = (amount: number) => Math.round(amount * 100);
let keySeq = 0;
const payCtx = () => ({ actor: "test", requestId: "req_test", provider, idempotencyKey: `svc-${Date.now()}-${keySeq++}` });
const ctx = { actor: "test", requestId: "req_test", provider };
const realToday = isoDay();
let offset = 0;

/** Moves the agency's servicing clock to `days` after today and runs what came due. */
async function advanceTo(days: number) {
  offset = days;
  await setClockOffsetDays(t.prisma, agencyId, days);
  return runDueJobs({ db: t.prisma, payments: provider }, new Date());
}
const clockDay = () => addDays(realToday, offset);

async function boundCgl(paymentPlan: "annual" | "monthly", effectiveDate = clockDay()): Promise<string> {
  const raw = {
    programs: ["KM-CGL"],
    class_code: "10100",
    business_name: `Clockwork Bakery ${crypto.randomUUID().slice(0, 8)}`, // one insured per policy (decision 019)
    mailing_zip: "60601",
    mailing_state: "IL",
    employee_count: 4,
    annual_revenue: 500000,
    effective_date: effectiveDate,
  };
  const created = await createQuote(t.prisma, agencyId, CreateQuoteRequest.parse(raw), raw, { now: new Date(`${clockDay()}T12:00:00Z`) });
  const id = created.applicationIds[0]!;
  await rateNow(t.prisma, id, rating, AbortSignal.timeout(10_000));
  await t.prisma.application.update({ where: { id }, data: { formPayload: CGL_ANSWERS } });
  const outcome = await bindApplications(
    t.prisma,
    agencyId,
    { applicationIds: [id], paymentPlan, payment: card },
    { actor: "test", requestId: "req_test", provider, now: new Date(`${clockDay()}T12:00:00Z`) },
  );
  return outcome.policyIds[0]!;
}
const events = async (policyId: string) => (await viewPolicy(t.prisma, agencyId, policyId)).history.map((h) => h.type);

beforeAll(async () => {
  t = await createTestDatabase("servicing_test");
  agencyId = (await t.prisma.agency.findUniqueOrThrow({ where: { slug: "demo" } })).id;
});
afterAll(async () => {
  await t?.destroy();
});

describe("a monthly policy through its term", () => {
  it("installments fall due and overdue; a scheduled cancellation takes effect once, voids the rest and asks for the balance", async () => {
    await advanceTo(0);
    const policyId = await boundCgl("monthly");
    // Paid by hand, as a policy bound before automatic installments is (decision 025): no saved card, so
    // nothing charges installment 2 on its day (test/integration/autopay.test.ts walks the saved card).
    expect(await t.prisma.savedPaymentMethod.deleteMany({ where: { policyId } })).toEqual({ count: 1 });
    const start = await viewPolicy(t.prisma, agencyId, policyId);
    expect(start.autopay).toBeNull();
    expect(start.status).toBe("in_force");
    expect(start.billing.scheduleTotal).toBeCloseTo(start.total + start.billing.installmentFees, 2);
    expect(start.billing.paidToDate).toBe(start.payments[0]!.amount);
    // Keystone asks 20% of the total down (was 1/12), then spreads the rest evenly over 11 installments;
    // the last takes the rounding; each carries the installment fee; the rows sum to the cent.
    const fee = cents(start.billing.installmentFee);
    const totalCents = cents(start.total);
    const amounts = start.schedule.map((r) => cents(r.amount));
    expect(amounts).toHaveLength(12);
    expect(amounts[0]).toBe(Math.round(totalCents * 0.2) + fee);
    const regular = Math.floor((totalCents - (amounts[0]! - fee)) / 11) + fee;
    expect(amounts.slice(1, 11)).toEqual(Array<number>(10).fill(regular));
    expect(amounts[11]! - regular).toBeGreaterThanOrEqual(0);
    expect(amounts[11]! - regular).toBeLessThan(11);
    expect(amounts.reduce((s, a) => s + a, 0)).toBe(totalCents + 12 * fee);
    expect(cents(start.payments[0]!.amount)).toBe(amounts[0]);
    const jobs = await jobsOfPolicy(t.prisma, policyId);
    expect(jobs.filter((j) => j.kind === "installment_due")).toHaveLength(11);
    expect(jobs.filter((j) => j.kind === "renewal_offer").map((j) => isoDay(j.runAt))).toEqual([addDays(start.expirationDate, -60)]);

    // A month on: installment 2 falls due (once, however often the runner runs).
    await advanceTo(daysTo(addMonths(start.effectiveDate, 1)));
    await runDueJobs({ db: t.prisma, payments: provider }, new Date());
    expect((await events(policyId)).filter((e) => e === "installment_due")).toHaveLength(1);
    let view = await viewPolicy(t.prisma, agencyId, policyId);
    expect(view.schedule[1]).toMatchObject({ status: "due" });
    // Not yet past the 10-day grace: no non-payment cancellation.
    await expect(
      cancelPolicy(t.prisma, agencyId, policyId, { effectiveDate: addDays(clockDay(), 10), reason: "non_payment", preview: true }, ctx),
    ).rejects.toMatchObject({ code: "nothing_overdue" });

    // Eleven days late: overdue, and a non-payment cancellation may be scheduled with 10 days' notice.
    await advanceTo(daysTo(addDays(addMonths(start.effectiveDate, 1), 11)));
    expect((await events(policyId)).filter((e) => e === "installment_overdue")).toHaveLength(1);
    view = await viewPolicy(t.prisma, agencyId, policyId);
    expect(view.schedule[1]).toMatchObject({ status: "overdue" });
    expect(view.billing.overdue).toBe(view.schedule[1]!.amount);
    await expect(
      cancelPolicy(t.prisma, agencyId, policyId, { effectiveDate: addDays(clockDay(), 5), reason: "non_payment", preview: true }, ctx),
    ).rejects.toMatchObject({
      code: "validation_error",
    });
    // Effective 30 days on (10 days' notice is the least): the 20% down payment covered about 73 days, so
    // by day 82 what is earned (and the fully earned policy fee) exceeds what was paid: a balance is due.
    const on = addDays(clockDay(), 30);
    const scheduled = await cancelPolicy(t.prisma, agencyId, policyId, { effectiveDate: on, reason: "non_payment", preview: false }, ctx);
    expect(scheduled.cancellation).toMatchObject({ status: "scheduled", method: "pro_rata", initiator: "carrier" });
    expect(scheduled.policy.status).toBe("pending_cancellation");
    expect(scheduled.refund).toBeNull();

    // The day comes: it takes effect once; unpaid installments are void; what is owed is one balance-due row.
    await advanceTo(daysTo(on));
    await runDueJobs({ db: t.prisma, payments: provider }, new Date());
    view = await viewPolicy(t.prisma, agencyId, policyId);
    expect(view.status).toBe("cancelled");
    expect((await events(policyId)).filter((e) => e === "cancelled")).toHaveLength(1);
    const c = view.cancellation!;
    expect(c.status).toBe("effective");
    expect(c.balanceDue).toBeGreaterThan(0);
    const balance = view.schedule.filter((r) => r.kind === "balance_due");
    expect(balance).toEqual([expect.objectContaining({ amount: c.balanceDue, dueDate: on, status: "due" })]);
    expect(view.schedule.filter((r) => r.kind === "installment" && r.status !== "paid").every((r) => r.status === "void")).toBe(true);
    expect(view.billing).toMatchObject({ balanceDue: c.balanceDue, nextDue: expect.objectContaining({ kind: "balance_due" }) });
    expect(await jobsOfPolicy(t.prisma, policyId).then((js) => js.filter((j) => j.status === "pending"))).toEqual([]);

    // The balance is paid like an installment; then nothing is due.
    const paid = await payRenewal(t.prisma, agencyId, policyId, card, payCtx());
    expect(paid).toMatchObject({ kind: "balance_due", payment: expect.objectContaining({ amount: c.balanceDue }) });
    expect(paid.policy.billing).toMatchObject({ balanceDue: 0, nextDue: null });
    // The payments table and the schedule agree.
    const charged = paid.policy.payments.filter((p) => p.kind === "charge" && p.status === "succeeded").reduce((s, p) => s + cents(p.amount), 0);
    expect(cents(paid.policy.billing.paidToDate)).toBe(charged);
    await expect(payRenewal(t.prisma, agencyId, policyId, card, payCtx())).rejects.toMatchObject({ code: "policy_not_active" });
  });

  it("a scheduled cancellation of a paid policy refunds on its day, through the provider, once", async () => {
    await advanceTo(0);
    const policyId = await boundCgl("annual");
    const paidBefore = (await viewPolicy(t.prisma, agencyId, policyId)).billing.paidToDate;
    const on = addDays(clockDay(), 30);
    const scheduled = await cancelPolicy(t.prisma, agencyId, policyId, { effectiveDate: on, reason: "insured_request", preview: false }, ctx);
    expect(scheduled.cancellation).toMatchObject({ status: "scheduled" });
    expect(scheduled.refund).toBeNull(); // nothing is paid back before the day
    const expected = scheduled.cancellation.refund;
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(paidBefore);

    await advanceTo(29);
    expect((await viewPolicy(t.prisma, agencyId, policyId)).payments.filter((p) => p.kind === "refund")).toEqual([]);

    await advanceTo(30);
    await runDueJobs({ db: t.prisma, payments: provider }, new Date()); // settling twice changes nothing
    const view = await viewPolicy(t.prisma, agencyId, policyId);
    expect(view.status).toBe("cancelled");
    expect(view.cancellation).toMatchObject({ status: "effective", refund: expected, balanceDue: 0 });
    const refunds = view.payments.filter((p) => p.kind === "refund");
    expect(refunds).toEqual([expect.objectContaining({ status: "succeeded", amount: expected, provider: provider.name })]);
    expect((await events(policyId)).filter((e) => e === "cancelled")).toHaveLength(1);
  });

  it("a scheduled cancellation can be rescinded before its day, and then never takes effect", async () => {
    await advanceTo(0);
    const policyId = await boundCgl("annual");
    const on = addDays(clockDay(), 40);
    const scheduled = await cancelPolicy(t.prisma, agencyId, policyId, { effectiveDate: on, reason: "insured_request", preview: false }, ctx);
    expect(scheduled.policy.status).toBe("pending_cancellation");
    await expect(cancelPolicy(t.prisma, agencyId, policyId, { effectiveDate: on, reason: "insured_request", preview: false }, ctx)).rejects.toMatchObject({
      code: "cancellation_pending",
    });
    await rescindCancellation(t.prisma, agencyId, policyId, ctx);
    await advanceTo(45);
    const view = await viewPolicy(t.prisma, agencyId, policyId);
    expect(view.status).toBe("in_force");
    expect(view.cancellation).toBeNull();
    expect(await events(policyId)).toEqual(expect.arrayContaining(["cancellation_scheduled", "cancellation_rescinded"]));
    expect(await events(policyId)).not.toContain("cancelled");
    await expect(rescindCancellation(t.prisma, agencyId, policyId, ctx)).rejects.toMatchObject({ code: "no_cancellation_pending" });
  });
});

describe("carrier cancellation for underwriting reasons, by the insured's state (IL)", () => {
  it("within the first 60 days any reason on 30 days' notice; after them only the reasons 215 ILCS 5/143.16 allows, on 60 days' notice", async () => {
    await advanceTo(0);
    const policyId = await boundCgl("annual");
    const start = await viewPolicy(t.prisma, agencyId, policyId);
    const uw = (effectiveDate: string, underwritingReason?: "other" | "material_change_in_risk", preview = true) =>
      cancelPolicy(
        t.prisma,
        agencyId,
        policyId,
        { effectiveDate, reason: "carrier_underwriting", ...(underwritingReason ? { underwritingReason } : {}), preview },
        ctx,
      );

    // Day 59 in force: the underwriting period, any reason, 30 days' notice.
    await advanceTo(daysTo(addDays(start.effectiveDate, 59)));
    expect((await uw(addDays(clockDay(), 30))).cancellation).toMatchObject({ method: "pro_rata", initiator: "carrier", status: "scheduled" });
    expect((await uw(addDays(clockDay(), 30), "other")).cancellation.method).toBe("pro_rata");

    // Day 60: a reason is required, and one Illinois allows; 60 days' notice.
    await advanceTo(daysTo(addDays(start.effectiveDate, 60)));
    await expect(uw(addDays(clockDay(), 60))).rejects.toMatchObject({
      code: "validation_error",
      errors: [expect.objectContaining({ path: "underwritingReason", code: "underwriting_reason_required" })],
    });
    await expect(uw(addDays(clockDay(), 60), "other")).rejects.toMatchObject({
      errors: [
        expect.objectContaining({ path: "underwritingReason", code: "underwriting_reason_not_allowed", message: expect.stringContaining("215 ILCS 5/143.16") }),
      ],
    });
    await expect(uw(addDays(clockDay(), 59), "material_change_in_risk")).rejects.toMatchObject({
      errors: [
        expect.objectContaining({
          path: "effectiveDate",
          code: "notice_too_short",
          message: `needs 60 days' notice in IL: the earliest date is ${addDays(clockDay(), 60)}`,
        }),
      ],
    });
    // A reason for another kind of cancellation is refused, naming the field.
    await expect(
      cancelPolicy(t.prisma, agencyId, policyId, { effectiveDate: clockDay(), reason: "insured_request", underwritingReason: "other", preview: true }, ctx),
    ).rejects.toMatchObject({ errors: [expect.objectContaining({ path: "underwritingReason" })] });

    const scheduled = await uw(addDays(clockDay(), 60), "material_change_in_risk", false);
    expect(scheduled.cancellation).toMatchObject({ status: "scheduled", method: "pro_rata", initiator: "carrier" });
    const history = (await viewPolicy(t.prisma, agencyId, policyId)).history.find((h) => h.type === "cancellation_scheduled");
    expect(history?.detail).toMatchObject({ reason: "carrier_underwriting", underwritingReason: "material_change_in_risk" });
    await rescindCancellation(t.prisma, agencyId, policyId, { actor: "test", requestId: "req_test" });
  });
});

describe("the insured cancels a Keystone policy: the standard short-rate table", () => {
  it("returns what the table leaves unearned, less than pro rata, and what the carrier would return is pro rata", async () => {
    await advanceTo(0);
    const policyId = await boundCgl("annual");
    const start = await viewPolicy(t.prisma, agencyId, policyId);
    const on = addDays(start.effectiveDate, 91); // the table earns 35% after 91 days
    await advanceTo(daysTo(on));
    const insured = (await cancelPolicy(t.prisma, agencyId, policyId, { effectiveDate: on, reason: "insured_request", preview: true }, ctx)).cancellation;
    const premium = cents(start.premium);
    expect(insured.method).toBe("short_rate");
    expect(cents(insured.returnPremium)).toBe(Math.round(premium * 0.65));
    // Past Illinois' 60 days: the carrier needs a reason the state allows and 60 days' notice.
    const carrier = (
      await cancelPolicy(
        t.prisma,
        agencyId,
        policyId,
        { effectiveDate: addDays(on, 60), reason: "carrier_underwriting", underwritingReason: "material_change_in_risk", preview: true },
        ctx,
      )
    ).cancellation;
    expect(carrier.method).toBe("pro_rata");
  });
});

describe("renewals", () => {
  it("are offered in their window re-rated, accepted by paying, and the renewal's own offer waits for its window", async () => {
    await advanceTo(0);
    const policyId = await boundCgl("annual");
    const policy = await viewPolicy(t.prisma, agencyId, policyId);
    expect(await renewalOf(t.prisma, agencyId, policyId)).toMatchObject({ status: "not_yet_offered", offeredFrom: addDays(policy.expirationDate, -60) });
    await expect(payRenewal(t.prisma, agencyId, policyId, card, payCtx())).rejects.toMatchObject({ code: "no_renewal_offer" });

    await advanceTo(daysTo(addDays(policy.expirationDate, -61)));
    expect((await renewalOf(t.prisma, agencyId, policyId)).status).toBe("not_yet_offered");
    await advanceTo(daysTo(addDays(policy.expirationDate, -60)));
    const offered = await renewalOf(t.prisma, agencyId, policyId);
    expect(offered.status).toBe("rating");
    // The workers rate it like any application (at the program's current rates, with the expiring answers).
    await rateNow(t.prisma, offered.quoteRequestId!, rating, AbortSignal.timeout(10_000));
    const open = await renewalOf(t.prisma, agencyId, policyId);
    expect(open).toMatchObject({ status: "offered" });
    expect(open.renewalTotalCents).toBeGreaterThan(0);
    const app = await t.prisma.application.findUniqueOrThrow({ where: { id: open.quoteRequestId! } });
    expect(app.effectiveDate).toBe(policy.expirationDate);
    // The expiring answers a term on: years in business advanced by the year between the terms (issue 27 item 8).
    expect(app.formPayload).toEqual({ ...CGL_ANSWERS, yearsInBusiness: CGL_ANSWERS.yearsInBusiness + 1 });
    expect(open.changes).toEqual(
      expect.arrayContaining([{ field: "answers.yearsInBusiness", from: CGL_ANSWERS.yearsInBusiness, to: CGL_ANSWERS.yearsInBusiness + 1 }]),
    );
    expect(app.worksheet).not.toBeNull();

    const accepted = await payRenewal(t.prisma, agencyId, policyId, card, payCtx());
    expect(accepted.kind).toBe("renewal");
    const renewal = accepted.renewal!;
    expect(renewal).toMatchObject({ renewalOfId: policyId, effectiveDate: policy.expirationDate, status: "scheduled" });
    expect(cents(renewal.total)).toBe(open.renewalTotalCents);
    expect((await renewalOf(t.prisma, agencyId, policyId)).status).toBe("renewed");
    // The renewal's own renewal comes in its own window, not now.
    expect(await renewalOf(t.prisma, agencyId, renewal.id)).toMatchObject({ status: "not_yet_offered", offeredFrom: addDays(renewal.expirationDate, -60) });
    await advanceTo(offset + 1);
    expect((await renewalOf(t.prisma, agencyId, renewal.id)).status).toBe("not_yet_offered");
  });

  it("are priced at the program's rates on the day they are offered, not the expiring term's", async () => {
    await advanceTo(0);
    const policyId = await boundCgl("annual");
    const policy = await viewPolicy(t.prisma, agencyId, policyId);
    const program = await t.prisma.program.findUniqueOrThrow({ where: { code: "KM-CGL" } });
    const plan = program.ratingPlan as { classRates: Record<string, Record<string, number>> };
    const before = plan.classRates["10100"]!;
    // The carrier files a 50% higher liability rate for bakeries after this policy was bound.
    const raised = Object.fromEntries(Object.entries(before).map(([k, v]) => [k, /^liability/.test(k) ? Math.round(v * 1.5 * 10000) / 10000 : v]));
    await t.prisma.program.update({ where: { id: program.id }, data: { ratingPlan: { ...plan, classRates: { ...plan.classRates, "10100": raised } } } });
    await reloadCatalog(t.prisma);
    try {
      await advanceTo(daysTo(addDays(policy.expirationDate, -60)));
      const offered = await renewalOf(t.prisma, agencyId, policyId);
      await rateNow(t.prisma, offered.quoteRequestId!, rating, AbortSignal.timeout(10_000));
      const open = await renewalOf(t.prisma, agencyId, policyId);
      expect(open.status).toBe("offered");
      expect(open.expiringTotalCents).toBe(cents(policy.total));
      expect(open.renewalTotalCents).toBeGreaterThan(open.expiringTotalCents);
      const app = await t.prisma.application.findUniqueOrThrow({ where: { id: open.quoteRequestId! } });
      const lines = JSON.stringify(app.worksheet);
      const rate = Object.entries(raised).find(([k]) => /^liability/.test(k))![1];
      expect(lines).toContain(String(rate)); // the worksheet shows the new rate
      expect(app.premiumCents! / (await t.prisma.policy.findUniqueOrThrow({ where: { id: policyId } })).premiumCents).toBeGreaterThan(1.2);
    } finally {
      await t.prisma.program.update({ where: { id: program.id }, data: { ratingPlan: program.ratingPlan as object } });
      await reloadCatalog(t.prisma);
    }
  });

  it("a renewal whose expiring answers refer it is priced but waits for an underwriter: shown referred, refused payment", async () => {
    await advanceTo(0);
    const policyId = await boundCgl("annual");
    const policy = await viewPolicy(t.prisma, agencyId, policyId);
    // The expiring term was bound on 3 claims (an underwriter approved it then): the renewal re-asks.
    const bound = await t.prisma.policy.findUniqueOrThrow({ where: { id: policyId }, select: { applicationId: true } });
    await t.prisma.application.update({ where: { id: bound.applicationId! }, data: { formPayload: { ...CGL_ANSWERS, priorClaims: 3 } } });
    await advanceTo(daysTo(addDays(policy.expirationDate, -30)));
    const offer = await renewalOf(t.prisma, agencyId, policyId);
    await rateNow(t.prisma, offer.quoteRequestId!, rating, AbortSignal.timeout(10_000));
    const referred = await renewalOf(t.prisma, agencyId, policyId);
    expect(referred.status).toBe("referred");
    expect(referred.renewalTotalCents).toBeGreaterThan(0);
    await expect(payRenewal(t.prisma, agencyId, policyId, card, payCtx())).rejects.toMatchObject({ code: "referral_pending" });
  });

  it("an offer not taken lapses when the term ends", async () => {
    await advanceTo(0);
    const policyId = await boundCgl("annual");
    const policy = await viewPolicy(t.prisma, agencyId, policyId);
    await advanceTo(daysTo(addDays(policy.expirationDate, -30)));
    const offer = await renewalOf(t.prisma, agencyId, policyId);
    await rateNow(t.prisma, offer.quoteRequestId!, rating, AbortSignal.timeout(10_000));
    expect((await renewalOf(t.prisma, agencyId, policyId)).status).toBe("offered");
    await advanceTo(daysTo(policy.expirationDate));
    expect((await renewalOf(t.prisma, agencyId, policyId)).status).toBe("lapsed");
    expect(await events(policyId)).toContain("renewal_lapsed");
    expect((await viewPolicy(t.prisma, agencyId, policyId)).status).toBe("expired");
    await expect(payRenewal(t.prisma, agencyId, policyId, card, payCtx())).rejects.toMatchObject({ code: "quote_expired" });
  });
});

function daysTo(day: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${realToday}T00:00:00Z`)) / 86_400_000);
}

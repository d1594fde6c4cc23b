// Outbound webhooks end to end (decision 024), against a real database and a real HTTP receiver on
// loopback: a policy's journey from quote to bind to cancellation is driven through the use cases (the
// servicing clock walked forward, the job runner called with it), the delivery worker runs, and the
// receiver must get every event once, in order per policy, each signature verified by the standardwebhooks
// package (Standard Webhooks, as a partner verifies it); a 500 is retried and
// logged; redelivery resends the same event id; a delivery claimed by a worker that died is sent once
// its lease runs out; an endpoint that keeps failing is disabled; a delivery is given up after 3 days.
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { bindApplications } from "@/lib/bind/bind";
import { addDays, addMonths, isoDay } from "@/lib/dates";
import { setClockOffsetDays } from "@/lib/db/queries/clock";
import { claimDeliveries } from "@/lib/db/queries/events";
import { deliverDueWebhooks, USER_AGENT, type WebhookDeps } from "@/lib/jobs/webhooks";
import { rateNow, type RatingDeps } from "@/lib/quotes/rate-application";
import { runDueJobs } from "@/lib/jobs/servicing";
import { createOfflineProvider } from "@/lib/payments/offline";
import { rescindCancellation } from "@/lib/policies/cancel";
import { renewalOf } from "@/lib/policies/renewal-offer";
import { createQuote } from "@/lib/quotes/create-quote";
import { createCarrierRegistry } from "@/lib/rating/carriers/registry";
import { CreateQuoteRequest } from "@/lib/schemas/quote";
import { decideReferral } from "@/lib/underwriting/decide";
import { changeEndpoint, createEndpoint, getEndpoint, removeEndpoint, rotateSecret } from "@/lib/webhooks/endpoints";
import { eventDeliveries, getEvent, listEvents, redeliverEvent } from "@/lib/webhooks/events";
import { eventBody } from "@/lib/webhooks/payloads";
import { GIVE_UP_AFTER_MS } from "@/lib/webhooks/retry";
import { DEMO_UNDERWRITER } from "@/prisma/seed";
import { createTestDatabase, type TestDatabase } from "../support/db";
import { cancelPolicyView as cancelPolicy, payRenewalView as payRenewal, viewApplication, viewPolicy } from "../support/views";
import { startWebhookReceiver, type ReceivedWebhook, type WebhookReceiver } from "../support/webhook-receiver";

let t: TestDatabase;
let agencyId: string;
let secondAgencyId: string;
let receiver: WebhookReceiver;
let endpoint: { id: string; secret: string };
const provider = createOfflineProvider();
const rating: RatingDeps = {
  adapterFor: createCarrierRegistry({ sandboxBaseUrl: "http://127.0.0.1:9", timeoutMs: 1000, maxAttempts: 1, baseDelayMs: 0 }),
  leaseMs: 30_000,
};
const card = { method: "card" as const, card: { number: "4242424242424242", expMonth: 12, expYear: 2031, cvc: "123" } };
const declined = { method: "card" as const, card: { number: "4000000000000002", expMonth: 12, expYear: 2031, cvc: "123" } };
const CGL_ANSWERS = { yearsInBusiness: 3, priorClaims: 0, usesWrittenContracts: true };
const ctx = { actor: "test", requestId: "req_webhooks", provider };
let keySeq = 0;
const payCtx = () => ({ ...ctx, idempotencyKey: `webhooks-${Date.now()}-${keySeq++}` });
const realToday = isoDay();
let offset = 0;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const deps = (over: Partial<WebhookDeps> = {}): WebhookDeps => ({
  db: t.prisma,
  timeoutMs: 3000,
  retryBaseMs: 5,
  allowPrivate: true,
  disable: { afterFailures: 1000, afterMs: 0 },
  ...over,
});

/** Runs the delivery worker until nothing is pending for the endpoint (retries come due within milliseconds). */
async function drain(endpointId: string, over: Partial<WebhookDeps> = {}, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await deliverDueWebhooks(deps(over), new Date());
    if ((await t.prisma.webhookDelivery.count({ where: { endpointId, status: "pending" } })) === 0) return;
    if (Date.now() > deadline) throw new Error(`deliveries to ${endpointId} still pending after ${timeoutMs} ms`);
    await sleep(10);
  }
}

/**
 * What a receiver's Standard Webhooks library answers for a delivery, verified when it arrived (or at `at`):
 * the parsed body, or the library's error.
 */
function standardVerify(secret: string, hook: ReceivedWebhook, body = hook.body, at = hook.receivedAt): unknown {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(at);
  try {
    return new Webhook(secret).verify(body, hook.signed);
  } catch (e) {
    return e;
  } finally {
    vi.useRealTimers();
  }
}

const daysTo = (day: string) => Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${realToday}T00:00:00Z`)) / 86_400_000);
const clockDay = () => addDays(realToday, offset);
async function advanceTo(days: number) {
  offset = days;
  await setClockOffsetDays(t.prisma, agencyId, days);
  return runDueJobs({ db: t.prisma, payments: provider }, new Date());
}

async function quoteCgl(answers: Record<string, number | boolean> = CGL_ANSWERS, ratingDeps: RatingDeps = rating) {
  const raw = {
    programs: ["KM-CGL"],
    class_code: "10100",
    business_name: `Hooked Bakery ${crypto.randomUUID().slice(0, 8)}`,
    mailing_zip: "60601",
    mailing_state: "IL",
    employee_count: 4,
    annual_revenue: 500000,
    effective_date: clockDay(),
  };
  // The wall clock: createQuote adds the agency's clock offset itself (servicingNow), so its day is clockDay().
  const created = await createQuote(t.prisma, agencyId, CreateQuoteRequest.parse(raw), raw, { now: new Date(`${realToday}T12:00:00Z`) });
  const id = created.applicationIds[0]!;
  // Answers saved before rating, so the rating sees them (as the form would have re-rated).
  await t.prisma.application.update({ where: { id }, data: { formPayload: answers } });
  await rateNow(t.prisma, id, ratingDeps, AbortSignal.timeout(10_000));
  return { folioId: created.folioId, applicationId: id };
}

async function boundCgl(paymentPlan: "annual" | "monthly") {
  const { folioId, applicationId } = await quoteCgl();
  const outcome = await bindApplications(
    t.prisma,
    agencyId,
    { applicationIds: [applicationId], paymentPlan, payment: card },
    { ...ctx, now: new Date(`${clockDay()}T12:00:00Z`) },
  );
  return { folioId, applicationId, policyId: outcome.policyIds[0]! };
}

/** The agency's events about these subjects, in the order they were written. */
const eventsOf = (...subjectIds: string[]) => t.prisma.event.findMany({ where: { agencyId, subjectId: { in: subjectIds } }, orderBy: { seq: "asc" } });
const delivered = (ids: Set<string>) => receiver.received.filter((r) => ids.has(r.id) && r.answered === 200);

beforeAll(async () => {
  t = await createTestDatabase("webhooks_test");
  agencyId = (await t.prisma.agency.findUniqueOrThrow({ where: { slug: "demo" } })).id;
  secondAgencyId = (await t.prisma.agency.findUniqueOrThrow({ where: { slug: "second" } })).id;
  receiver = await startWebhookReceiver();
  const made = await createEndpoint(
    t.prisma,
    agencyId,
    { url: receiver.url, enabledEvents: ["*"], description: "journey receiver" },
    { allowPrivate: true, audit: { actor: "system", requestId: "test" } },
  );
  endpoint = { id: made.endpoint.id, secret: made.secret };
});
afterAll(async () => {
  await receiver?.close();
  await t?.destroy();
});

describe("webhooks over a bind-to-cancel journey", () => {
  let boundEventId: string;
  let policyId: string;

  it("delivers every event once, in order per policy, each signed; a 500 twice is retried and logged", async () => {
    // The receiver fails the first two arrivals of installment.due: its policy's later events wait behind it.
    receiver.respond = (hook, seenBefore) => (hook.type === "installment.due" && seenBefore < 2 ? 500 : 200);
    await advanceTo(0);
    const quote = await quoteCgl();
    const bindAt = new Date(`${clockDay()}T12:00:00Z`);
    const bindWith = (payment: typeof card) =>
      bindApplications(t.prisma, agencyId, { applicationIds: [quote.applicationId], paymentPlan: "monthly", payment }, { ...ctx, now: bindAt });
    await expect(bindWith(declined)).rejects.toMatchObject({ code: "payment_failed" }); // a declined card first
    policyId = (await bindWith(card)).policyIds[0]!;
    const start = await viewPolicy(t.prisma, agencyId, policyId);
    await advanceTo(daysTo(addMonths(start.effectiveDate, 1))); // installment 2 falls due
    // Where installments are charged to the saved card on their due date (decision 025) it is paid now;
    // otherwise it goes overdue past its grace period, and the agent pays it late.
    const autopaid = (await viewPolicy(t.prisma, agencyId, policyId)).schedule[1]!.status === "paid";
    await advanceTo(daysTo(addDays(addMonths(start.effectiveDate, 1), 11)));
    if (!autopaid) await payRenewal(t.prisma, agencyId, policyId, card, payCtx());
    const on = addDays(clockDay(), 10);
    const scheduled = await cancelPolicy(t.prisma, agencyId, policyId, { effectiveDate: on, reason: "insured_request", preview: false }, ctx);
    await advanceTo(daysTo(on)); // the cancellation takes effect
    await drain(endpoint.id);

    const events = await eventsOf(quote.folioId, policyId);
    const typesOf = (subject: string) => events.filter((e) => e.subjectId === subject).map((e) => e.type);
    expect(typesOf(quote.folioId)).toEqual(["application.quoted", "quote.completed", "payment.failed"]);
    expect(typesOf(policyId)).toEqual([
      "policy.bound",
      "payment.succeeded",
      "installment.due",
      ...(autopaid ? [] : ["installment.overdue"]),
      "installment.paid",
      "payment.succeeded",
      "policy.cancellation_scheduled",
      "policy.cancelled",
    ]);

    // Every event delivered exactly once (the 500s aside), and per subject in the order written.
    const ids = new Set(events.map((e) => e.id));
    const got = delivered(ids);
    expect(got.map((r) => r.id).sort()).toEqual([...ids].sort());
    for (const subject of [quote.folioId, policyId]) {
      const order = events.filter((e) => e.subjectId === subject).map((e) => e.id);
      expect(
        got.filter((r) => order.includes(r.id)).map((r) => r.id),
        subject,
      ).toEqual(order);
    }
    // Each request is signed by Standard Webhooks (the standardwebhooks package verifies it with the secret
    // as it was shown) and says what it carries; the body is the event as GET /v1/events/{id} shows it.
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    for (const r of receiver.received.filter((x) => ids.has(x.id))) {
      expect(standardVerify(endpoint.secret, r)).toEqual(r.json);
      expect(r.headers["webhook-id"]).toBe(r.id);
      expect(r.signed["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
      expect(Math.abs(Number(r.signed["webhook-timestamp"]) * 1000 - r.receivedAt.getTime())).toBeLessThan(5_000);
      expect(r.headers["content-type"]).toBe("application/json");
      expect(r.headers["user-agent"]).toBe(USER_AGENT);
      expect(r.json).toEqual(eventBody(await getEvent(t.prisma, agencyId, r.id), true));
    }

    // What the events say: the API's shapes, money in decimals.
    const byType = (type: string) => got.find((r) => r.type === type)!.json;
    const policyBound = byType("policy.bound");
    expect(policyBound.data).toMatchObject({ object: "policy", id: policyId, number: start.number, total: start.total, paymentPlan: "monthly" });
    expect(byType("quote.completed").data).toMatchObject({ object: "quote", id: quote.folioId, applications: [{ id: quote.applicationId, status: "quoted" }] });
    expect(byType("application.quoted").data).toMatchObject({ object: "application", id: quote.applicationId, quoteId: quote.folioId, status: "quoted" });
    expect(byType("payment.failed").data).toMatchObject({
      object: "payment",
      status: "failed",
      failureCode: "card_declined",
      policyIds: [],
      applicationIds: [quote.applicationId],
    });
    expect(byType("installment.due").data).toMatchObject({ object: "installment", policyId, number: 2, status: "due", amount: start.schedule[1]!.amount });
    if (!autopaid) expect(byType("installment.overdue").data).toMatchObject({ number: 2, status: "overdue" });
    expect(byType("installment.paid").data).toMatchObject({ number: 2, kind: "installment", status: "paid" });
    expect(byType("policy.cancellation_scheduled").data).toMatchObject({
      status: "pending_cancellation",
      cancellation: { status: "scheduled", effectiveDate: on },
    });
    expect(byType("policy.cancelled").data).toMatchObject({ status: "cancelled", cancellation: { status: "effective", reason: "insured_request" } });
    boundEventId = policyBound.id;

    // One shape per resource (issue 29 item 3): an event shows a payment, a cancellation and a program exactly
    // as the API's serializers showed them at that moment (the policy read after bind, the cancel's answer).
    const paidAtBind = got.map((r) => r.json.data).find((d) => d.object === "payment" && d.status === "succeeded" && start.payments.some((p) => p.id === d.id));
    const shownPayment = start.payments.find((p) => p.id === paidAtBind?.id)!;
    expect(shownPayment).toBeDefined();
    expect(Object.fromEntries(Object.keys(shownPayment).map((k) => [k, paidAtBind?.[k]]))).toEqual(shownPayment);
    expect(byType("policy.cancellation_scheduled").data.cancellation).toEqual(scheduled.cancellation);
    expect(policyBound.data.program).toEqual(start.program);
    // A policy and an application: an event carries a summary of the resource, every field of it named and valued as
    // the API's view names and values it (the policy read after bind; the application as GET shows it).
    const shared = (event: Record<string, unknown>, view: Record<string, unknown>) => Object.keys(event).filter((k) => k in view);
    const policyShared = shared(policyBound.data, start);
    expect(policyShared).toEqual(
      expect.arrayContaining(["id", "number", "status", "quoteId", "program", "insured", "effectiveDate", "premium", "total", "paymentPlan"]),
    );
    for (const k of policyShared.filter((k) => k !== "insured")) expect(policyBound.data[k], k).toEqual(start[k as keyof typeof start]);
    expect(start.insured).toMatchObject(policyBound.data.insured);
    expect(Object.keys(policyBound.data).filter((k) => !(k in start))).toEqual(["object", "renewedById", "renewalOffer"]);
    const quoted = byType("application.quoted").data;
    const application = await viewApplication(t.prisma, agencyId, quote.folioId, quote.applicationId);
    const applicationShared = shared(quoted, application);
    expect(applicationShared).toEqual(expect.arrayContaining(["id", "attemptNumber", "status", "effectiveDate", "validUntil", "ratedAt", "program"]));
    for (const k of applicationShared.filter((k) => k !== "program" && k !== "status"))
      expect(quoted[k], k).toEqual(application[k as keyof typeof application]);
    expect(application.program).toMatchObject(quoted.program);
    expect([quoted.status, application.status]).toEqual(["quoted", "bound"]); // the event's moment, then the bind
    // Its price as the policy's fields say it: the card's annual premium, fees, taxes and total.
    const pricing = application.pricing!;
    expect([quoted.premium, quoted.fees, quoted.taxes, quoted.total]).toEqual([pricing.annualPremium, pricing.fees, pricing.taxes, pricing.totalAnnual]);
    const { voidedOn: _voidedOn, ...paidRow } = (await viewPolicy(t.prisma, agencyId, policyId)).schedule[1]!;
    const paidEvent = byType("installment.paid").data;
    expect(Object.fromEntries(Object.keys(paidRow).map((k) => [k, paidEvent[k]]))).toEqual(paidRow);

    // The retried event: three attempts logged, the first two with the receiver's 500 and its answer.
    const due = events.find((e) => e.type === "installment.due")!;
    const [delivery, ...more] = await eventDeliveries(t.prisma, agencyId, due.id);
    expect(more).toEqual([]);
    expect(delivery).toMatchObject({ status: "succeeded", lastStatusCode: 200 });
    expect(delivery!.attemptLog.map((a) => [a.number, a.statusCode])).toEqual([
      [1, 500],
      [2, 500],
      [3, 200],
    ]);
    expect(delivery!.attemptLog[0]).toMatchObject({ responseSnippet: "failing on purpose (500)", error: "the receiver answered 500" });
    expect(delivery!.attemptLog.every((a) => a.durationMs >= 0 && a.attemptedAt instanceof Date)).toBe(true);
    expect(receiver.received.filter((r) => r.id === due.id).map((r) => r.answered)).toEqual([500, 500, 200]);
    expect((await getEndpoint(t.prisma, agencyId, endpoint.id)).consecutiveFailures).toBe(0); // the success reset the streak
  });

  it("a tampered body or an old timestamp fails verification", () => {
    const hook = receiver.received.find((r) => r.id === boundEventId)!;
    expect(standardVerify(endpoint.secret, hook)).toEqual(hook.json);
    expect(standardVerify(endpoint.secret, hook, hook.body.replace(/"total":[\d.]+/, '"total":1'))).toMatchObject({ message: "No matching signature found" });
    expect(standardVerify(endpoint.secret, hook, hook.body, new Date(hook.receivedAt.getTime() + 301_000))).toMatchObject({
      message: "Message timestamp too old",
    });
    expect(standardVerify(`whsec_${Buffer.alloc(32, 1).toString("base64")}`, hook)).toMatchObject({ message: "No matching signature found" });
  });

  it("redelivers an event with the same id, and lists both deliveries", async () => {
    receiver.respond = () => 200;
    const queued = await redeliverEvent(t.prisma, agencyId, boundEventId, {});
    expect(queued.map((d) => d.endpointId)).toEqual([endpoint.id]);
    await drain(endpoint.id);
    const copies = receiver.received.filter((r) => r.id === boundEventId && r.answered === 200);
    expect(copies).toHaveLength(2);
    expect(copies[1]!.json).toEqual(copies[0]!.json); // the same event; only the signature's timestamp differs
    const deliveries = await eventDeliveries(t.prisma, agencyId, boundEventId);
    expect(deliveries.map((d) => d.status)).toEqual(["succeeded", "succeeded"]);
    // Another agency sees none of it.
    await expect(getEvent(t.prisma, secondAgencyId, boundEventId)).rejects.toMatchObject({ code: "not_found" });
    await expect(redeliverEvent(t.prisma, secondAgencyId, boundEventId, {})).rejects.toMatchObject({ code: "not_found" });
    expect((await listEvents(t.prisma, secondAgencyId, { limit: 100 })).items.map((e) => e.id)).not.toContain(boundEventId);
  });

  it("lists events newest first for pollers, by type, in pages", async () => {
    const all = await listEvents(t.prisma, agencyId, { limit: 100 });
    const seqs = all.items.map((e) => e.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => (a > b ? -1 : 1)));
    const payments = await listEvents(t.prisma, agencyId, { limit: 1, type: "payment.succeeded" });
    expect(payments.items.map((e) => e.type)).toEqual(["payment.succeeded"]);
    const next = await listEvents(t.prisma, agencyId, { limit: 1, type: "payment.succeeded", cursor: payments.nextCursor! });
    expect(next.items[0]!.seq).toBeLessThan(payments.items[0]!.seq);
    await expect(listEvents(t.prisma, agencyId, { limit: 1, cursor: "bm90LWEtY3Vyc29y" })).rejects.toMatchObject({ code: "validation_error" });
  });
});

describe("webhooks beyond the journey", () => {
  it("a delivery claimed by a worker that died is delivered once its lease runs out (in order, deduplicable by id)", async () => {
    receiver.respond = () => 200;
    const { folioId } = await quoteCgl();
    const ids = new Set((await eventsOf(folioId)).map((e) => e.id));
    expect(ids.size).toBe(2);
    // A worker claims application.quoted (quote.completed waits behind it) and dies without sending.
    const dead = await claimDeliveries(t.prisma, new Date(), 10, 1500);
    expect(dead.map((d) => d.event.type)).toEqual(["application.quoted"]);
    await deliverDueWebhooks(deps(), new Date());
    expect(delivered(ids)).toEqual([]); // leased to the dead worker, and the next one waits for it
    await sleep(1600);
    await drain(endpoint.id);
    const got = delivered(ids);
    expect(got.map((r) => r.type)).toEqual(["application.quoted", "quote.completed"]);
    const row = await t.prisma.webhookDelivery.findFirstOrThrow({ where: { id: dead[0]!.id } });
    expect(row).toMatchObject({ status: "succeeded", attempts: 2 }); // the dead claim counted, but logged no attempt
    expect(await t.prisma.webhookAttempt.findMany({ where: { deliveryId: row.id }, select: { number: true, statusCode: true } })).toEqual([
      { number: 2, statusCode: 200 },
    ]);
  });

  it("reports referrals, an underwriter's decline and a carrier failure", async () => {
    const referred = await quoteCgl({ ...CGL_ANSWERS, priorClaims: 3 });
    expect((await eventsOf(referred.folioId)).map((e) => e.type)).toEqual(["application.referred", "quote.completed"]);
    const underwriter = await t.prisma.user.findUniqueOrThrow({ where: { email: DEMO_UNDERWRITER.email }, include: { carrier: true } });
    await decideReferral(
      t.prisma,
      { carrierId: underwriter.carrierId!, carrierName: underwriter.carrier!.name, livemode: true, userId: underwriter.id, actor: `user:${underwriter.id}` },
      referred.applicationId,
      { decision: "decline", note: "Too many claims" },
      { requestId: "req_uw", baseUrl: "http://localhost:3000", mailQueued: false },
    );
    const afterDecline = await eventsOf(referred.folioId);
    // The decline is the application's outcome; the folio was already complete, so no second quote.completed.
    expect(afterDecline.map((e) => e.type)).toEqual(["application.referred", "quote.completed", "application.declined"]);
    expect(afterDecline[2]!.data).toMatchObject({ status: "declined", declineReasons: [{ code: "underwriter_declined" }] });

    const down: RatingDeps = { ...rating, adapterFor: () => ({ rate: async () => ({ status: "failed", reason: "carrier down for the test" }) }) };
    const failed = await quoteCgl(CGL_ANSWERS, down);
    const events = await eventsOf(failed.folioId);
    expect(events.map((e) => e.type)).toEqual(["application.failed", "quote.completed"]);
    expect(events[0]!.data).toMatchObject({ status: "quote_failed", failureReason: "carrier down for the test", total: null });
    expect(events[1]!.data).toMatchObject({ applications: [{ status: "quote_failed", total: null }] });
    await drain(endpoint.id);
  });

  it("reports a rescinded cancellation, the renewal offer and the renewal, signed with both secrets while rotating", async () => {
    receiver.respond = () => 200;
    await advanceTo(0);
    const { policyId } = await boundCgl("annual");
    const policy = await viewPolicy(t.prisma, agencyId, policyId);
    await cancelPolicy(t.prisma, agencyId, policyId, { effectiveDate: addDays(clockDay(), 20), reason: "insured_request", preview: false }, ctx);
    await rescindCancellation(t.prisma, agencyId, policyId, ctx);
    await advanceTo(daysTo(addDays(policy.expirationDate, -60)));
    const offer = await renewalOf(t.prisma, agencyId, policyId);
    await rateNow(t.prisma, offer.quoteRequestId!, rating, AbortSignal.timeout(10_000));
    // Rotate before the renewal is paid: its events carry two signatures until the old secret expires.
    const rotated = await rotateSecret(t.prisma, agencyId, endpoint.id, 24, { actor: "system", requestId: "test" });
    const accepted = await payRenewal(t.prisma, agencyId, policyId, card, payCtx());
    const renewalId = accepted.renewal!.id;
    await drain(endpoint.id);

    expect((await eventsOf(policyId)).map((e) => e.type)).toEqual([
      "policy.bound",
      "payment.succeeded",
      "policy.cancellation_scheduled",
      "policy.cancellation_rescinded",
      "policy.renewal_offered",
      "policy.renewed",
    ]);
    const renewalEvents = await eventsOf(offer.folioId!, renewalId);
    expect(renewalEvents.map((e) => e.type)).toEqual(["application.quoted", "quote.completed", "policy.bound", "payment.succeeded"]);
    const byId = (id: string) => receiver.received.find((r) => r.id === id && r.answered === 200)!;
    const offered = (await eventsOf(policyId)).find((e) => e.type === "policy.renewal_offered")!;
    expect(byId(offered.id).json.data).toMatchObject({ renewalOffer: { quoteId: offer.folioId, quoteRequestId: offer.quoteRequestId } });
    const renewed = (await eventsOf(policyId)).find((e) => e.type === "policy.renewed")!;
    expect(byId(renewed.id).json.data).toMatchObject({ id: policyId, renewedById: renewalId });
    expect(renewalEvents[1]!.data).toMatchObject({ renewalOfPolicyId: policyId });
    expect(renewalEvents[2]!.data).toMatchObject({ id: renewalId, renewalOfId: policyId, status: "scheduled" });

    const hook: ReceivedWebhook = byId(renewed.id);
    // Both secrets sign (`v1,<new> v1,<old>`), and the library verifies with either.
    expect(hook.signed["webhook-signature"]).toMatch(/^v1,\S+ v1,\S+$/);
    expect(standardVerify(rotated.secret, hook)).toEqual(hook.json);
    expect(standardVerify(endpoint.secret, hook)).toEqual(hook.json);
    endpoint.secret = rotated.secret;
  });

  it("disables an endpoint whose attempts keep failing, and re-enabling it resumes its deliveries", async () => {
    const failing = await startWebhookReceiver();
    try {
      failing.respond = () => 503;
      const made = await createEndpoint(
        t.prisma,
        agencyId,
        { url: failing.url, enabledEvents: ["application.quoted", "quote.completed"] },
        { allowPrivate: true, audit: { actor: "system", requestId: "test" } },
      );
      const { folioId } = await quoteCgl();
      const rule = { disable: { afterFailures: 3, afterMs: 0 } };
      for (let i = 0; i < 200 && (await getEndpoint(t.prisma, agencyId, made.endpoint.id)).status === "enabled"; i++) {
        await deliverDueWebhooks(deps(rule), new Date());
        await sleep(10);
      }
      const disabled = await getEndpoint(t.prisma, agencyId, made.endpoint.id);
      expect(disabled).toMatchObject({ status: "disabled", consecutiveFailures: 3 });
      expect(disabled.disabledReason).toMatch(/^Disabled after 3 failed delivery attempts in a row since /);
      expect(failing.received.map((r) => r.type)).toEqual(["application.quoted", "application.quoted", "application.quoted"]);
      // Disabled: nothing more is sent there, and new events are not queued for it.
      await sleep(50);
      await deliverDueWebhooks(deps(rule), new Date());
      expect(failing.received).toHaveLength(3);
      await quoteCgl();
      expect(await t.prisma.webhookDelivery.count({ where: { endpointId: made.endpoint.id } })).toBe(2);

      failing.respond = () => 204;
      const enabled = await changeEndpoint(
        t.prisma,
        agencyId,
        made.endpoint.id,
        { status: "enabled" },
        { allowPrivate: true, audit: { actor: "system", requestId: "test" } },
      );
      expect(enabled).toMatchObject({ status: "enabled", consecutiveFailures: 0, disabledReason: null, failingSince: null });
      await drain(made.endpoint.id, rule);
      const ids = new Set((await eventsOf(folioId)).map((e) => e.id));
      expect(failing.received.filter((r) => ids.has(r.id) && r.answered === 204).map((r) => r.type)).toEqual(["application.quoted", "quote.completed"]);
      await removeEndpoint(t.prisma, agencyId, made.endpoint.id, { actor: "system", requestId: "test" });
    } finally {
      await failing.close();
    }
  });

  it("gives a delivery up three days after it was written", async () => {
    await drain(endpoint.id); // nothing of the journey receiver's is left for the clock jump below
    const failing = await startWebhookReceiver();
    try {
      failing.respond = () => 500;
      const made = await createEndpoint(
        t.prisma,
        agencyId,
        { url: failing.url, enabledEvents: ["quote.completed"] },
        { allowPrivate: true, audit: { actor: "system", requestId: "test" } },
      );
      const { folioId } = await quoteCgl();
      await drain(endpoint.id);
      await deliverDueWebhooks(deps(), new Date());
      const [delivery] = await t.prisma.webhookDelivery.findMany({ where: { endpointId: made.endpoint.id } });
      expect(delivery).toMatchObject({ status: "pending" });
      const late = new Date(delivery!.createdAt.getTime() + GIVE_UP_AFTER_MS + 1000);
      await deliverDueWebhooks(deps(), late);
      const after = await t.prisma.webhookDelivery.findUniqueOrThrow({ where: { id: delivery!.id } });
      expect(after).toMatchObject({ status: "failed", nextAttemptAt: null, lastStatusCode: 500 });
      const event = (await eventsOf(folioId)).find((e) => e.type === "quote.completed")!;
      const view = (await eventDeliveries(t.prisma, agencyId, event.id)).find((d) => d.endpointId === made.endpoint.id)!;
      expect(view.attemptLog.length).toBeGreaterThanOrEqual(2);
      await changeEndpoint(t.prisma, agencyId, made.endpoint.id, { status: "disabled" }, { allowPrivate: true, audit: { actor: "system", requestId: "test" } });
    } finally {
      await failing.close();
    }
  });
});

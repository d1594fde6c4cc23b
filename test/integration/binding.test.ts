// Binding against a real database: the Stripe provider (real SDK) against a fake Stripe on loopback,
// webhook de-duplication and ordering, quote expiry, compensation after capture, and the audit log.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bindApplications } from "@/lib/bind/bind";
import { createPayLink, payLinkCovers, payLinkSummary, payWithLink } from "@/lib/bind/pay-links";
import { payLinkSummaryOf } from "../support/views";
import { handleStripeEvent } from "@/lib/payments/webhooks";
import { rateNow } from "@/lib/quotes/rate-application";
import { createOfflineProvider } from "@/lib/payments/offline";
import { signedWebhook, startFakeStripeServer, stripeEvent, type FakeStripeServer } from "@/test/fakes/fake-stripe-server";
import { createStripeProvider, verifyStripeWebhook } from "@/lib/payments/stripe";
import type { PaymentProvider } from "@/lib/payments/provider";
import { createTestDatabase, type TestDatabase } from "../support/db";
import { IN_PROCESS_RATING, quotedCglApplication } from "../support/quoted";

let t: TestDatabase;
let stripe: FakeStripeServer;
let agencyId: string;
const ctx = (provider: PaymentProvider, extra: Record<string, unknown> = {}) => ({ actor: "test", requestId: "req_test", provider, ...extra });
const NO_MAIL = { baseUrl: "http://localhost:3000", outbox: null };
const card = { method: "card" as const, card: { number: "4242424242424242", expMonth: 12, expYear: 2031, cvc: "123" } };

const quotedApplication = () => quotedCglApplication(t.prisma, agencyId, "Bind Bakery");

beforeAll(async () => {
  t = await createTestDatabase("binding_test");
  agencyId = (await t.prisma.agency.findUniqueOrThrow({ where: { slug: "demo" } })).id;
  stripe = await startFakeStripeServer();
});
afterAll(async () => {
  await stripe?.close();
  await t?.destroy();
});

describe("Stripe provider (real SDK, fake Stripe on loopback)", () => {
  const provider = () =>
    createStripeProvider({
      secretKey: "sk_test_fake",
      publishableKey: "pk_test_fake",
      host: stripe.host,
      port: stripe.port,
      protocol: "http",
      onError: () => {},
    });

  it("binds through a PaymentIntent and records it", async () => {
    const app = await quotedApplication();
    const outcome = await bindApplications(
      t.prisma,
      agencyId,
      { applicationIds: [app.id], paymentPlan: "annual", payment: { method: "payment_method", paymentMethodId: "pm_card_visa" } },
      ctx(provider()),
    );
    const payment = await t.prisma.payment.findUniqueOrThrow({ where: { id: outcome.paymentId } });
    expect(payment).toMatchObject({ provider: "stripe", status: "succeeded", amountCents: app.totalCents });
    expect(payment.providerRef).toMatch(/^pi_/);
    const created = stripe.requests.filter((r) => r.method === "POST" && r.path === "/v1/payment_intents");
    expect(created.at(-1)!.idempotencyKey).toMatch(/^bind:/);
  });

  it("refuses raw card data (card data never touches our server with Stripe) and binds nothing, charging nothing", async () => {
    const app = await quotedApplication();
    const before = stripe.requests.length;
    const payments = await t.prisma.payment.count();
    await expect(
      bindApplications(t.prisma, agencyId, { applicationIds: [app.id], paymentPlan: "annual", payment: card }, ctx(provider())),
    ).rejects.toMatchObject({ code: "validation_error", errors: [expect.objectContaining({ path: "payment.card", code: "raw_card_refused" })] });
    expect(stripe.requests.length).toBe(before); // Stripe was never called
    expect((await t.prisma.application.findUniqueOrThrow({ where: { id: app.id } })).status).toBe("success");
    expect(await t.prisma.payment.count()).toBe(payments);
  });

  it("a webhook delivered three times, out of order and with a bad signature", async () => {
    const app = await quotedApplication();
    const outcome = await bindApplications(
      t.prisma,
      agencyId,
      { applicationIds: [app.id], paymentPlan: "annual", payment: { method: "payment_method", paymentMethodId: "pm_card_visa" } },
      ctx(provider()),
    );
    const payment = await t.prisma.payment.findUniqueOrThrow({ where: { id: outcome.paymentId } });
    const secret = "whsec_integration_test";
    const refunded = stripeEvent("charge.refunded", { id: "ch_1", object: "charge", payment_intent: payment.providerRef });
    const processing = stripeEvent("payment_intent.processing", { id: payment.providerRef, object: "payment_intent" });
    // delivered three times: processed once
    const results = [];
    for (let i = 0; i < 3; i++) {
      const { payload, header } = signedWebhook(refunded, secret);
      results.push(await handleStripeEvent(t.prisma, verifyStripeWebhook(payload, header, secret) as never));
    }
    expect(results).toEqual(["processed", "duplicate", "duplicate"]);
    expect((await t.prisma.payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe("refunded");
    // an older event arriving late does not move the status back
    const late = signedWebhook(processing, secret);
    expect(await handleStripeEvent(t.prisma, verifyStripeWebhook(late.payload, late.header, secret) as never)).toBe("processed");
    expect((await t.prisma.payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe("refunded");
    expect(await t.prisma.auditEvent.count({ where: { objectId: payment.id, action: "payment.status_from_webhook" } })).toBe(1);
    // a bad signature is refused before anything is recorded
    const forged = signedWebhook(stripeEvent("payment_intent.succeeded", { id: payment.providerRef, object: "payment_intent" }), "whsec_someone_else");
    expect(() => verifyStripeWebhook(forged.payload, forged.header, secret)).toThrow();
  });
});

describe("bind rules with a clock", () => {
  it("refuses a quote after its validUntil (server clock)", async () => {
    const app = await quotedApplication();
    const row = await t.prisma.application.findUniqueOrThrow({ where: { id: app.id } });
    const later = new Date(row.validUntil.getTime() + 1000);
    await expect(
      bindApplications(t.prisma, agencyId, { applicationIds: [app.id], paymentPlan: "annual", payment: card }, ctx(createOfflineProvider(), { now: later })),
    ).rejects.toMatchObject({ code: "quote_expired" });
    expect(await t.prisma.payment.count({ where: { applicationIds: { has: app.id } } })).toBe(0);
  });

  it("a pay link expires with the quote: past validUntil it answers gone, covers no documents and charges nothing", async () => {
    const app = await quotedApplication();
    const row = await t.prisma.application.findUniqueOrThrow({ where: { id: app.id } });
    const { token, expiresAt } = await createPayLink(t.prisma, agencyId, row.folioId, { applicationIds: [app.id], paymentPlan: "annual" }, NO_MAIL);
    expect(expiresAt.toISOString()).toBe(row.validUntil.toISOString());
    expect(await payLinkCovers(t.prisma, token, app.id)).toBe(true);
    expect((await payLinkSummaryOf(t.prisma, token)).status).toBe("open");

    // The quote's validity ends (moved into the past rather than waiting for it).
    const past = new Date(Date.now() - 1000);
    await t.prisma.application.update({ where: { id: app.id }, data: { validUntil: past } });
    await t.prisma.payLink.updateMany({ where: { folioId: row.folioId }, data: { expiresAt: past } });
    await expect(payLinkSummary(t.prisma, token)).rejects.toMatchObject({ code: "gone" });
    await expect(payWithLink(t.prisma, token, card, { requestId: "req_test", provider: createOfflineProvider() })).rejects.toMatchObject({ code: "gone" });
    expect(await payLinkCovers(t.prisma, token, app.id)).toBe(false);
    expect(await t.prisma.payment.count({ where: { applicationIds: { has: app.id } } })).toBe(0);
    expect(await t.prisma.policy.count({ where: { applicationId: app.id } })).toBe(0);
    await expect(createPayLink(t.prisma, agencyId, row.folioId, { applicationIds: [app.id], paymentPlan: "annual" }, NO_MAIL)).rejects.toMatchObject({
      code: "quote_expired",
    });
  });
});

describe("payment and bind are atomic or compensated", () => {
  it("refunds a captured payment when the bind cannot complete, and records it", async () => {
    const app = await quotedApplication();
    const offline = createOfflineProvider();
    // The payment edge succeeds, but meanwhile the application's bind lock is lost (as if it expired
    // and was taken): the policy must not be issued and the money must go back.
    const provider: PaymentProvider = {
      name: "offline",
      publishableKey: null,
      charge: async (req) => {
        await t.prisma.application.update({ where: { id: app.id }, data: { bindToken: null, bindUntil: null } });
        return offline.charge(req);
      },
      chargeSaved: (req) => offline.chargeSaved(req),
      refund: (req) => offline.refund(req),
      retrieve: (ref) => offline.retrieve(ref),
    };
    await expect(bindApplications(t.prisma, agencyId, { applicationIds: [app.id], paymentPlan: "annual", payment: card }, ctx(provider))).rejects.toMatchObject(
      { code: "internal_error" },
    );
    expect(await t.prisma.policy.count({ where: { applicationId: app.id } })).toBe(0);
    const refund = await t.prisma.payment.findFirstOrThrow({ where: { applicationIds: { has: app.id }, kind: "refund" } });
    expect(refund).toMatchObject({ status: "succeeded", amountCents: app.totalCents });
    expect(await t.prisma.auditEvent.count({ where: { action: "payment.compensating_refund", objectId: refund.id } })).toBe(1);
    expect((await t.prisma.application.findUniqueOrThrow({ where: { id: app.id } })).status).toBe("success");
  });
});

describe("audit log", () => {
  it("records binds and payments, and refuses updates and deletes", async () => {
    const app = await quotedApplication();
    const outcome = await bindApplications(
      t.prisma,
      agencyId,
      { applicationIds: [app.id], paymentPlan: "annual", payment: card },
      ctx(createOfflineProvider()),
    );
    const events = await t.prisma.auditEvent.findMany({ where: { objectId: { in: [...outcome.policyIds, outcome.paymentId] } } });
    expect(events.map((e) => e.action).sort()).toEqual(["payment.charge", "policy.bind"]);
    expect(events.every((e) => e.requestId === "req_test" && e.actor === "test" && e.agencyId === agencyId)).toBe(true);
    await expect(t.prisma.auditEvent.update({ where: { id: events[0]!.id }, data: { action: "tampered" } })).rejects.toThrow(/append only/);
    await expect(t.prisma.auditEvent.delete({ where: { id: events[0]!.id } })).rejects.toThrow(/append only/);
  });
});

describe("audit of form edits, cancellations and refunds", () => {
  it("records who changed what, with before and after", async () => {
    const { saveFormAnswers } = await import("@/lib/bind/form");
    const { cancelPolicyView: cancelPolicy } = await import("../support/views");
    const app = await quotedApplication();
    const folioId = (await t.prisma.application.findUniqueOrThrow({ where: { id: app.id } })).folioId;
    await saveFormAnswers(t.prisma, agencyId, folioId, app.id, { form_payload: { priorClaims: 1 } }, { actor: "user:dana", requestId: "req_form" });
    await rateNow(t.prisma, app.id, IN_PROCESS_RATING, AbortSignal.timeout(10_000)); // the answers re-rate it (decision 016)
    const edit = await t.prisma.auditEvent.findFirstOrThrow({ where: { objectId: app.id, action: "application.form_edit" } });
    expect(edit).toMatchObject({ actor: "user:dana", requestId: "req_form", before: { priorClaims: 0 }, after: { priorClaims: 1 } });

    const provider = createOfflineProvider();
    const outcome = await bindApplications(t.prisma, agencyId, { applicationIds: [app.id], paymentPlan: "annual", payment: card }, ctx(provider));
    const policy = await t.prisma.policy.findUniqueOrThrow({ where: { id: outcome.policyIds[0]! } });
    const cancelDate = new Date(Date.parse(policy.effectiveDate) + 30 * 86_400_000).toISOString().slice(0, 10);
    const { rescindCancellation } = await import("@/lib/policies/cancel");
    const auditOf = async (requestId: string) => (await t.prisma.auditEvent.findMany({ where: { requestId } })).map((e) => e.action).sort();
    // Dated ahead: scheduled (no money moves), then rescinded.
    await cancelPolicy(
      t.prisma,
      agencyId,
      policy.id,
      { effectiveDate: cancelDate, reason: "carrier_underwriting", preview: false },
      {
        actor: "user:dana",
        requestId: "req_schedule",
        provider,
      },
    );
    expect(await auditOf("req_schedule")).toEqual(["policy.cancel_scheduled"]);
    await rescindCancellation(t.prisma, agencyId, policy.id, { actor: "user:dana", requestId: "req_rescind" });
    expect(await auditOf("req_rescind")).toEqual(["policy.cancel_rescinded"]);
    // On the start date: flat, at once, with the refund.
    const result = await cancelPolicy(
      t.prisma,
      agencyId,
      policy.id,
      { effectiveDate: policy.effectiveDate, reason: "insured_request", preview: false },
      { actor: "user:dana", requestId: "req_cancel", provider },
    );
    expect(result.refund?.status).toBe("succeeded");
    const actions = await auditOf("req_cancel");
    expect(actions).toEqual(["payment.refund", "policy.cancel"]);
  });
});

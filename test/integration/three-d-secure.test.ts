// 3-D Secure to the end against a real database (decision 026): a bind whose card asks the cardholder to
// authenticate waits (402 with the payment's next action), keeps its applications locked, and is settled
// exactly once, whichever comes first: the confirm call or the provider's webhook. The offline provider's
// challenge and Stripe's (the real SDK against the fake Stripe server on loopback) both.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bindApplications } from "@/lib/bind/bind";
import { confirmWithLink, createPayLink, payWithLink } from "@/lib/bind/pay-links";
import { pendingBindFor, settleFromWebhook, settlePendingBind } from "@/lib/bind/pending";
import { AppError } from "@/lib/errors";
import { createOfflineProvider } from "@/lib/payments/offline";
import type { PaymentProvider } from "@/lib/payments/provider";
import { createStripeProvider } from "@/lib/payments/stripe";
import { handleStripeEvent } from "@/lib/payments/webhooks";
import { startFakeStripeServer, stripeEvent, type FakeStripeServer } from "@/test/fakes/fake-stripe-server";
import { createTestDatabase, type TestDatabase } from "../support/db";
import { quotedCglApplication } from "../support/quoted";

let t: TestDatabase;
let stripe: FakeStripeServer;
let agencyId: string;
const NO_MAIL = { baseUrl: "http://localhost:3000", outbox: null };
const cardPayment = (number: string) => ({ method: "card" as const, card: { number, expMonth: 12, expYear: 2031, cvc: "123" } });
const AUTH_CARD = "4000002500003155";

const quotedApplication = () => quotedCglApplication(t.prisma, agencyId, "Secure Bakery");

/** Runs a bind that must wait for the cardholder; returns the payment the 402 carries. */
async function bindWaiting(run: () => Promise<unknown>) {
  const error = await run().then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const problem = error as AppError;
  expect(problem.code).toBe("payment_requires_action");
  return problem.extensions.payment as { id: string; clientSecret: string; nextAction: { type: string; url?: string }; confirmUrl: string };
}

const eventsOf = async (type: string, paymentId: string) =>
  (await t.prisma.event.findMany({ where: { agencyId, type } })).filter((e) => (e.data as { id?: string }).id === paymentId);

beforeAll(async () => {
  t = await createTestDatabase("three_d_secure_test");
  agencyId = (await t.prisma.agency.findUniqueOrThrow({ where: { slug: "demo" } })).id;
  stripe = await startFakeStripeServer();
});
afterAll(async () => {
  await stripe?.close();
  await t?.destroy();
});

describe("3-D Secure with the offline provider's challenge", () => {
  it("waits with the applications locked; approved, the confirm issues the policy once, and confirming again answers the same", async () => {
    const provider = createOfflineProvider();
    const app = await quotedApplication();
    const ctx = { actor: "agent:test", requestId: "req_3ds", provider };
    const payment = await bindWaiting(() =>
      bindApplications(t.prisma, agencyId, { applicationIds: [app.id], paymentPlan: "annual", payment: cardPayment(AUTH_CARD) }, ctx),
    );
    expect(payment.nextAction).toEqual({ type: "redirect_to_url", url: `/pay/authenticate/${encodeURIComponent(payment.clientSecret)}` });
    expect(payment.confirmUrl).toBe(`/v1/payments/${payment.id}/confirm`);

    // Waiting: the payment is recorded, nothing is bound, and another bind of the application is refused.
    expect(await t.prisma.payment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({ status: "requires_action", policyIds: [] });
    expect(await t.prisma.policy.count({ where: { applicationId: app.id } })).toBe(0);
    await expect(
      bindApplications(t.prisma, agencyId, { applicationIds: [app.id], paymentPlan: "annual", payment: cardPayment("4242424242424242") }, ctx),
    ).rejects.toMatchObject({ code: "bind_in_progress" });
    // Confirming before the cardholder is done answers the same 402.
    const pending = await pendingBindFor(t.prisma, agencyId, payment.id);
    await expect(settlePendingBind(t.prisma, pending, ctx)).rejects.toMatchObject({ code: "payment_requires_action", extensions: { payment } });
    // Another agency's confirm finds nothing.
    await expect(pendingBindFor(t.prisma, randomUUID(), payment.id)).rejects.toMatchObject({ code: "not_found" });

    expect(await provider.authenticate(payment.clientSecret, true)).toMatchObject({ status: "succeeded" });
    const [a, b] = await Promise.all([settlePendingBind(t.prisma, pending, ctx), settlePendingBind(t.prisma, pending, ctx)]);
    expect(a.id).toBe(payment.id);
    expect(b.policyIds).toEqual(a.policyIds);
    const policies = await t.prisma.policy.findMany({ where: { applicationId: app.id } });
    expect(policies).toHaveLength(1);
    expect(a).toMatchObject({ status: "succeeded", policyIds: [policies[0]!.id], amountCents: app.totalCents, last4: "3155" });
    expect(await t.prisma.application.findUniqueOrThrow({ where: { id: app.id } })).toMatchObject({ status: "bound", bindToken: null });
    expect(await t.prisma.payment.count({ where: { applicationIds: { has: app.id } } })).toBe(1);
    const succeeded = await eventsOf("payment.succeeded", payment.id);
    expect(succeeded).toHaveLength(1);
    // The payment's event names the client it paid for (issue 30).
    expect((succeeded[0]!.data as { insuredId?: string }).insuredId).toBe(policies[0]!.insuredId);
    expect(await t.prisma.event.count({ where: { agencyId, type: "policy.bound", subjectId: policies[0]!.id } })).toBe(1);
    expect((await settlePendingBind(t.prisma, pending, ctx)).policyIds).toEqual(a.policyIds);
  });

  it("failed: nothing is bound, the payment says why, and the application can be bound at once with another card", async () => {
    const provider = createOfflineProvider();
    const app = await quotedApplication();
    const ctx = { actor: "agent:test", requestId: "req_3ds_fail", provider };
    const payment = await bindWaiting(() =>
      bindApplications(t.prisma, agencyId, { applicationIds: [app.id], paymentPlan: "annual", payment: cardPayment(AUTH_CARD) }, ctx),
    );
    await provider.authenticate(payment.clientSecret, false);
    const pending = await pendingBindFor(t.prisma, agencyId, payment.id);
    await expect(settlePendingBind(t.prisma, pending, ctx)).rejects.toMatchObject({ code: "payment_failed", errors: [{ code: "authentication_failed" }] });
    await expect(settlePendingBind(t.prisma, pending, ctx)).rejects.toMatchObject({ code: "payment_failed" });
    expect(await t.prisma.payment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({ status: "failed", failureCode: "authentication_failed" });
    expect(await eventsOf("payment.failed", payment.id)).toHaveLength(1);
    expect(await t.prisma.policy.count({ where: { applicationId: app.id } })).toBe(0);
    expect(await t.prisma.application.findUniqueOrThrow({ where: { id: app.id } })).toMatchObject({ status: "success", bindToken: null });
    const bound = await bindApplications(
      t.prisma,
      agencyId,
      { applicationIds: [app.id], paymentPlan: "annual", payment: cardPayment("4242424242424242") },
      ctx,
    );
    expect(bound.policyIds).toHaveLength(1);
  });

  it("through a pay link: the link stays open while the customer authenticates, and is used once the confirm binds", async () => {
    const provider = createOfflineProvider();
    const app = await quotedApplication();
    const { token } = await createPayLink(t.prisma, agencyId, app.folioId, { applicationIds: [app.id], paymentPlan: "annual" }, NO_MAIL);
    const ctx = { requestId: "req_3ds_link", provider };
    const payment = await bindWaiting(() => payWithLink(t.prisma, token, cardPayment(AUTH_CARD), ctx));
    expect(payment.confirmUrl).toBe(`/v1/pay/${encodeURIComponent(token)}/payments/${payment.id}/confirm`);
    expect((await t.prisma.payLink.findFirstOrThrow({ where: { folioId: app.folioId } })).usedAt).toBeNull();
    // Another link's token cannot confirm it.
    const other = await quotedApplication();
    const otherLink = await createPayLink(t.prisma, agencyId, other.folioId, { applicationIds: [other.id], paymentPlan: "annual" }, NO_MAIL);
    await expect(confirmWithLink(t.prisma, otherLink.token, payment.id, ctx)).rejects.toMatchObject({ code: "not_found" });

    await provider.authenticate(payment.clientSecret, true);
    const paid = await confirmWithLink(t.prisma, token, payment.id, ctx);
    expect(paid.policies).toHaveLength(1);
    expect(paid.payment).toMatchObject({ id: payment.id, status: "succeeded" });
    expect((await t.prisma.payLink.findFirstOrThrow({ where: { folioId: app.folioId } })).usedAt).not.toBeNull();
  });
});

describe("3-D Secure with Stripe (real SDK, fake Stripe on loopback)", () => {
  const provider = (): PaymentProvider =>
    createStripeProvider({
      secretKey: "sk_test_fake",
      publishableKey: "pk_test_fake",
      host: stripe.host,
      port: stripe.port,
      protocol: "http",
      onError: () => {},
    });

  it("the confirm call and payment_intent.succeeded arriving together bind exactly once; the monthly plan keeps the authenticated card", async () => {
    const app = await quotedApplication();
    const p = provider();
    const ctx = { actor: "agent:test", requestId: "req_3ds_stripe", provider: p };
    const payment = await bindWaiting(() =>
      bindApplications(
        t.prisma,
        agencyId,
        {
          applicationIds: [app.id],
          paymentPlan: "monthly",
          payment: { method: "payment_method", paymentMethodId: "pm_card_authenticationRequiredSetupForOffSession" },
          billingEmail: "owner@example.com",
        },
        ctx,
      ),
    );
    expect(payment.nextAction).toEqual({ type: "use_stripe_sdk" });
    const row = await t.prisma.payment.findUniqueOrThrow({ where: { id: payment.id } });
    expect(payment.clientSecret.startsWith(`${row.providerRef}_secret_`)).toBe(true);

    // The cardholder authenticates in the browser (Stripe.js); then the page confirms while Stripe's webhook arrives.
    expect(stripe.authenticate(row.providerRef!, true)).toBe("succeeded");
    const pending = await pendingBindFor(t.prisma, agencyId, payment.id);
    const results = await Promise.allSettled([
      settlePendingBind(t.prisma, pending, ctx),
      settleFromWebhook(t.prisma, row.providerRef!, { requestId: "stripe:evt_1", provider: p }),
      settleFromWebhook(t.prisma, row.providerRef!, { requestId: "stripe:evt_1_again", provider: p }),
      settlePendingBind(t.prisma, pending, ctx),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "fulfilled", "fulfilled"]);
    const policies = await t.prisma.policy.findMany({ where: { applicationId: app.id } });
    expect(policies).toHaveLength(1);
    expect(await t.prisma.payment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({ status: "succeeded", policyIds: [policies[0]!.id] });
    expect(await eventsOf("payment.succeeded", payment.id)).toHaveLength(1);
    const saved = await t.prisma.savedPaymentMethod.findFirstOrThrow({ where: { policyId: policies[0]!.id } });
    expect(saved).toMatchObject({ last4: "3155", email: "owner@example.com" });
    expect(saved.customerRef).toMatch(/^cus_/);

    // The webhook's own bookkeeping afterwards finds the payment already succeeded: nothing moves, nothing more is reported.
    expect(await handleStripeEvent(t.prisma, stripeEvent("payment_intent.succeeded", { id: row.providerRef!, object: "payment_intent" }) as never)).toBe(
      "processed",
    );
    expect(await eventsOf("payment.succeeded", payment.id)).toHaveLength(1);
    // A later webhook settles nothing more.
    expect(await settleFromWebhook(t.prisma, row.providerRef!, { requestId: "stripe:evt_2", provider: p })).toBe(0);
  });

  it("payment_intent.payment_failed before any confirm: the webhook releases the applications and the confirm then says why", async () => {
    const app = await quotedApplication();
    const p = provider();
    const ctx = { actor: "agent:test", requestId: "req_3ds_stripe_fail", provider: p };
    const payment = await bindWaiting(() =>
      bindApplications(
        t.prisma,
        agencyId,
        { applicationIds: [app.id], paymentPlan: "annual", payment: { method: "payment_method", paymentMethodId: "pm_card_threeDSecureRequired" } },
        ctx,
      ),
    );
    const row = await t.prisma.payment.findUniqueOrThrow({ where: { id: payment.id } });
    stripe.authenticate(row.providerRef!, false);
    expect(await settleFromWebhook(t.prisma, row.providerRef!, { requestId: "stripe:evt_f", provider: p })).toBe(1);
    expect(await t.prisma.application.findUniqueOrThrow({ where: { id: app.id } })).toMatchObject({ status: "success", bindToken: null });
    await expect(settlePendingBind(t.prisma, await pendingBindFor(t.prisma, agencyId, payment.id), ctx)).rejects.toMatchObject({
      code: "payment_failed",
      errors: [{ code: "authentication_failed" }],
    });
    expect(await t.prisma.policy.count({ where: { applicationId: app.id } })).toBe(0);
  });
});

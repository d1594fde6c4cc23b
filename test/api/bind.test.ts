// Application forms, binding with card payment (offline provider), policies, renewal payment and
// cancellation, over HTTP against the running app.
import { describe, expect, inject, it } from "vitest";
import { signedWebhook, stripeEvent } from "@/test/fakes/fake-stripe-server";
import { RatingFields } from "@/lib/schemas/quote";
import { pdfText } from "../support/pdf";
import { api, bakery, base, demoKey, pollFolio, secondKey } from "./client";
import { WEBHOOK_SECRET } from "./global-setup";

const chicago = (o: Record<string, unknown> = {}) => bakery({ mailing_zip: "60601", mailing_state: "IL", ...o });
const card = (number = "4242 4242 4242 4242") => ({ method: "card", card: { number, expMonth: 12, expYear: 2031, cvc: "123" } });
const CGL_ANSWERS = { yearsInBusiness: 6, priorClaims: 0, usesWrittenContracts: true };
const BOP_ANSWERS = { yearsInBusiness: 6, priorClaims: 0, hasSprinklers: true, constructionType: "joisted_masonry" };

async function quoted(programs: string[], overrides: Record<string, unknown> = {}) {
  const created = await api("POST", "/v1/quote", { body: { programs, ...chicago(overrides) } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return pollFolio(created.body.data.quoteId);
}

async function answer(quoteId: string, id: string, answers: Record<string, unknown>) {
  return api("POST", `/v1/quote/${quoteId}/applications/${id}/form`, { body: { form_payload: answers } });
}

describe(`application form (${inject("database")})`, () => {
  it("saves partial answers, lists unanswered required questions, and refuses every rating field with 409", async () => {
    const folio = await quoted(["KM-CGL"]);
    const card0 = folio.quotes[0];
    const path = `/v1/quote/${folio.quoteId}/applications/${card0.id}`;
    const before = (await api("GET", path)).body.data;
    expect(before.unansweredRequired).toEqual(["yearsInBusiness", "priorClaims", "usesWrittenContracts"]);

    const partial = await answer(folio.quoteId, card0.id, { yearsInBusiness: 6 });
    expect(partial.status, JSON.stringify(partial.body)).toBe(200);
    expect(partial.body.data.formPayload).toEqual({ yearsInBusiness: 6 });
    expect(partial.body.data.unansweredRequired).toEqual(["priorClaims", "usesWrittenContracts"]);

    // Every rating field of system_payload, in the answers and at the top level, and the program's
    // coverage options under their own names.
    const ratingFields = Object.keys(RatingFields.shape);
    expect(ratingFields.length).toBeGreaterThanOrEqual(15);
    const everyField = ratingFields.flatMap((k) => [{ form_payload: { [k]: "x" } }, { [k]: "x" }]);
    for (const body of [
      ...everyField,
      { form_payload: { glLimit: 2000000 } },
      { form_payload: { deductible: 1000 } },
      { glLimit: 2000000 },
      { form_payload: { class_code: "30100" } },
      { form_payload: { annual_revenue: 1 } },
      { form_payload: { coverage: { glLimit: 2000000 } } },
      { form_payload: { yearsInBusiness: 7 }, effective_date: "2030-01-01" },
      { system_payload: { mailing_state: "TX" } },
      { employee_count: 3 },
    ]) {
      const res = await api("POST", `${path}/form`, { body });
      expect(res.status, JSON.stringify(body)).toBe(409);
      expect(res.body.type).toContain("rating_field_change");
      expect(res.body.detail).toMatch(/re-quote/i);
    }
    const bad = await answer(folio.quoteId, card0.id, { priorClaims: -1, favouriteColour: "blue" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: any) => e.path).sort()).toEqual(["form_payload.favouriteColour", "form_payload.priorClaims"]);

    const after = (await api("GET", path)).body.data;
    expect(after.systemPayloadHash).toBe(before.systemPayloadHash);
    expect(after.systemPayload).toEqual(before.systemPayload);
    expect(after.formPayload).toEqual({ yearsInBusiness: 6 }); // the refused edits changed nothing
  });
});

describe("bind", () => {
  it("binds quoted applications with a 4242 card: policies at the quoted premium, card bound, folio bound", async () => {
    const unanswered = await quoted(["KM-BOP", "KM-CGL"]);
    const [bop0, cgl0] = unanswered.quotes;
    await answer(unanswered.quoteId, bop0.id, BOP_ANSWERS);
    await answer(unanswered.quoteId, cgl0.id, CGL_ANSWERS);
    // The answers price the risk (schedule credits): the price quoted before them is refused, naming the new one.
    const stale = await api("POST", "/v1/bind", {
      body: {
        quoteRequestIds: [bop0.id, cgl0.id],
        paymentPlan: "annual",
        payment: card(),
        expectedAmount: Math.round((bop0.pricing.totalAnnual + cgl0.pricing.totalAnnual) * 100) / 100,
      },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.type).toContain("price_changed");
    const folio = await pollFolio(unanswered.quoteId);
    const [bop, cgl] = folio.quotes;
    expect(bop.pricing.annualPremium).toBeLessThan(bop0.pricing.annualPremium);
    expect(cgl.pricing.annualPremium).toBeLessThan(cgl0.pricing.annualPremium);
    const res = await api("POST", "/v1/bind", {
      body: {
        quoteRequestIds: [bop.id, cgl.id],
        paymentPlan: "annual",
        payment: card(),
        expectedAmount: Math.round((bop.pricing.totalAnnual + cgl.pricing.totalAnnual) * 100) / 100,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { policies, payment } = res.body.data;
    expect(payment).toMatchObject({ status: "succeeded", kind: "charge", provider: "offline", last4: "4242", brand: "visa" });
    expect(payment.amount).toBe(Math.round((bop.pricing.totalAnnual + cgl.pricing.totalAnnual) * 100) / 100);
    for (const [policy, quote] of [
      [policies[0], bop],
      [policies[1], cgl],
    ]) {
      expect(policy.status).toBe("scheduled");
      expect(policy.number).toMatch(new RegExp(`^${quote.program.code}-\\d{4}-\\d{6}$`));
      expect(policy.premium).toBe(quote.pricing.annualPremium);
      expect(policy.taxes).toBe(quote.pricing.taxes);
      expect(policy.fees).toBe(quote.pricing.fees);
      expect(policy.total).toBe(quote.pricing.totalAnnual);
      expect(policy.effectiveDate).toBe(quote.effectiveDate);
      expect(policy.schedule).toEqual([expect.objectContaining({ number: 1, status: "paid", amount: quote.pricing.totalAnnual })]);
      expect(policy.history.map((h: any) => h.type)).toEqual(["issued", "payment"]);
      const listed = await api("GET", `/v1/policies?q=${encodeURIComponent(policy.number)}`);
      expect(listed.body.data.items.map((p: any) => p.id)).toEqual([policy.id]);
      const fetched = await api("GET", `/v1/policies/${policy.id}`);
      expect(fetched.body.data).toEqual(policy);
      expect((await api("GET", `/v1/policies/${policy.id}`, { key: secondKey() })).status).toBe(404);
    }
    // By the client's name too, whatever its case (decision 058), and never another agency's.
    const byName = await api("GET", `/v1/policies?q=${encodeURIComponent(policies[0].insured.name.toUpperCase())}&limit=100`);
    expect(byName.body.data.items.map((p: any) => p.id)).toEqual(expect.arrayContaining(policies.map((p: any) => p.id)));
    expect((await api("GET", `/v1/policies?q=${encodeURIComponent(policies[0].insured.name)}`, { key: secondKey() })).body.data.items).toEqual([]);
    const after = (await api("GET", `/v1/quote/${folio.quoteId}`)).body.data;
    expect(after.status).toBe("bound");
    expect(after.quotes.map((q: any) => q.status)).toEqual(["bound", "bound"]);
    expect(after.summary.boundCount).toBe(2);
    // once only
    const again = await api("POST", "/v1/bind", { body: { quoteRequestIds: [bop.id], paymentPlan: "annual", payment: card() } });
    expect(again.status).toBe(409);
    expect(again.body.type).toContain("already_bound");
  });

  it("20 concurrent binds of one application create exactly one policy and one payment", async () => {
    const folio = await quoted(["KM-CGL"]);
    const id = folio.quotes[0].id;
    await answer(folio.quoteId, id, CGL_ANSWERS);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => api("POST", "/v1/bind", { body: { quoteRequestIds: [id], paymentPlan: "annual", payment: card() } })),
    );
    const ok = results.filter((r) => r.status === 201);
    expect(ok).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 201)) {
      expect(r.status).toBe(409);
      expect(r.body.type).toMatch(/already_bound|bind_in_progress/);
    }
    const policy = ok[0]!.body.data.policies[0];
    expect(policy.payments.filter((p: any) => p.kind === "charge")).toHaveLength(1);
  });

  it("a declined card (4000 0000 0000 0002) and insufficient funds (9995) bind nothing", async () => {
    const folio = await quoted(["KM-CGL"]);
    const id = folio.quotes[0].id;
    await answer(folio.quoteId, id, CGL_ANSWERS);
    for (const [number, code] of [
      ["4000 0000 0000 0002", "card_declined"],
      ["4000000000009995", "insufficient_funds"],
    ] as const) {
      const res = await api("POST", "/v1/bind", { body: { quoteRequestIds: [id], paymentPlan: "annual", payment: card(number) } });
      expect(res.status).toBe(402);
      expect(res.body.type).toContain("payment_failed");
      expect(res.body.errors[0].code).toBe(code);
    }
    expect((await api("GET", `/v1/quote/${folio.quoteId}`)).body.data.quotes[0].status).toBe("quoted");
    const paid = await api("POST", "/v1/bind", { body: { quoteRequestIds: [id], paymentPlan: "annual", payment: card() } });
    expect(paid.status).toBe(201); // a later good card still binds
  });

  it("refuses unanswered questions (422), unquoted (409), superseded attempts (409), a changed price (409) and another agency (404)", async () => {
    const folio = await quoted(["KM-CGL", "HS-PL"]);
    const [cgl, pl] = folio.quotes;
    const incomplete = await api("POST", "/v1/bind", { body: { quoteRequestIds: [cgl.id], paymentPlan: "annual", payment: card() } });
    expect(incomplete.status).toBe(422);
    expect(incomplete.body.errors.map((e: any) => e.path)).toContain(`applications.${cgl.id}.form_payload.usesWrittenContracts`);
    expect(pl.status).toBe("declined");
    const declined = await api("POST", "/v1/bind", { body: { quoteRequestIds: [pl.id], paymentPlan: "annual", payment: card() } });
    expect(declined.status).toBe(409);
    expect(declined.body.type).toContain("not_quoted");
    await answer(folio.quoteId, cgl.id, CGL_ANSWERS);
    const wrongPrice = await api("POST", "/v1/bind", { body: { quoteRequestIds: [cgl.id], paymentPlan: "annual", payment: card(), expectedAmount: 1 } });
    expect(wrongPrice.status).toBe(409);
    expect(wrongPrice.body.type).toContain("price_changed");
    expect((await api("POST", "/v1/bind", { key: secondKey(), body: { quoteRequestIds: [cgl.id], paymentPlan: "annual", payment: card() } })).status).toBe(404);
    const requote = await api("POST", `/v1/quote/${folio.quoteId}`, { body: { programs: ["KM-CGL"], employee_count: 7 } });
    await pollFolio(requote.body.data.quoteId);
    const superseded = await api("POST", "/v1/bind", { body: { quoteRequestIds: [cgl.id], paymentPlan: "annual", payment: card() } });
    expect(superseded.status).toBe(409);
    expect(superseded.body.type).toContain("superseded_quote");
  });

  it("refuses to bind two programs of the same line for one insured in one call (409 naming both), and binds one of them", async () => {
    const folio = await quoted(["KM-BOP", "SA-BOP", "KM-CGL"]);
    const [km, sa, cgl] = folio.quotes;
    expect([km.status, sa.status, cgl.status]).toEqual(["quoted", "quoted", "quoted"]);
    await answer(folio.quoteId, km.id, BOP_ANSWERS);
    await answer(folio.quoteId, sa.id, BOP_ANSWERS);
    await answer(folio.quoteId, cgl.id, CGL_ANSWERS);
    const both = await api("POST", "/v1/bind", { body: { quoteRequestIds: [km.id, cgl.id, sa.id], paymentPlan: "annual", payment: card() } });
    expect(both.status, JSON.stringify(both.body)).toBe(409);
    expect(both.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    expect(both.body.type).toContain("duplicate_line");
    expect(both.body.detail).toMatch(/KM-BOP.*SA-BOP/);
    expect(both.body.errors).toEqual([
      expect.objectContaining({
        path: "quoteRequestIds[2]",
        code: "duplicate_line",
        message: expect.stringMatching(/SA-BOP.*BOP.*KM-BOP.*quoteRequestIds\[0\]/),
      }),
    ]);
    // nothing was charged or bound
    expect((await api("GET", `/v1/quote/${folio.quoteId}`)).body.data.quotes.map((q: any) => q.status)).toEqual(["quoted", "quoted", "quoted"]);
    // one of each line binds
    const one = await api("POST", "/v1/bind", { body: { quoteRequestIds: [sa.id, cgl.id], paymentPlan: "annual", payment: card() } });
    expect(one.status, JSON.stringify(one.body)).toBe(201);
    expect(one.body.data.policies.map((p: any) => p.program.code)).toEqual(["SA-BOP", "KM-CGL"]);
  });

  it("replays an Idempotency-Key instead of charging twice", async () => {
    const folio = await quoted(["KM-CGL"]);
    const id = folio.quotes[0].id;
    await answer(folio.quoteId, id, CGL_ANSWERS);
    const headers = { "idempotency-key": `bind-${crypto.randomUUID()}` };
    const first = await api("POST", "/v1/bind", { headers, body: { quoteRequestIds: [id], paymentPlan: "annual", payment: card() } });
    const second = await api("POST", "/v1/bind", { headers, body: { quoteRequestIds: [id], paymentPlan: "annual", payment: card() } });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.data.payment.id).toBe(first.body.data.payment.id);
    expect(second.body.data.policies.map((p: any) => p.id)).toEqual(first.body.data.policies.map((p: any) => p.id));
  });
});

describe("policies", () => {
  async function boundMonthly() {
    const folio = await quoted(["KM-CGL"]);
    const id = folio.quotes[0].id;
    await answer(folio.quoteId, id, CGL_ANSWERS);
    const quote = (await pollFolio(folio.quoteId)).quotes[0]; // priced on the answers
    const res = await api("POST", "/v1/bind", { body: { quoteRequestIds: [id], paymentPlan: "monthly", payment: card() } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { policy: res.body.data.policies[0], quote };
  }

  it("a monthly plan charges the first installment, and renewal-payment pays the next one idempotently", async () => {
    const { policy, quote } = await boundMonthly();
    expect(policy.status).toBe("scheduled"); // the bakery's term starts in 10 days
    expect(policy.schedule).toHaveLength(12);
    // The first installment is Keystone's 20% down payment; the later ones the card's monthly amount.
    expect(policy.schedule[0]).toMatchObject({ status: "paid", kind: "installment", amount: quote.pricing.monthlyDownPayment });
    expect(policy.schedule[1]).toMatchObject({ amount: quote.pricing.totalMonthly });
    expect(policy.schedule.slice(1).every((i: any) => i.status === "upcoming")).toBe(true);
    // Every figure comes from the schedule: its sum is the total plus twelve installment fees.
    const total = policy.schedule.reduce((s: number, i: any) => s + Math.round(i.amount * 100), 0);
    const monthly = quote.paymentOptions[0].frequencies.find((f: any) => f.frequency === "monthly");
    expect(total).toBe(Math.round(policy.total * 100) + 12 * Math.round(policy.billing.installmentFee * 100));
    expect(Math.round(policy.billing.scheduleTotal * 100)).toBe(total);
    expect(Math.round(monthly.total * 100)).toBe(total);
    expect(policy.billing).toMatchObject({ paidToDate: policy.payments[0].amount, nextDue: expect.objectContaining({ number: 2, kind: "installment" }) });

    const noKey = await api("POST", `/v1/policies/${policy.id}/renewal-payment`, { body: { payment: card() } });
    expect(noKey.status).toBe(400);
    const headers = { "idempotency-key": `inst-${crypto.randomUUID()}` };
    const paid = await api("POST", `/v1/policies/${policy.id}/renewal-payment`, { headers, body: { payment: card() } });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data.kind).toBe("installment");
    expect(paid.body.data.policy.schedule[1].status).toBe("paid");
    const replay = await api("POST", `/v1/policies/${policy.id}/renewal-payment`, { headers, body: { payment: card() } });
    expect(replay.body.data.payment.id).toBe(paid.body.data.payment.id);
    const after = replay.body.data.policy;
    expect(after.schedule.filter((i: any) => i.status === "paid")).toHaveLength(2);
    // Paid to date is what the payments table holds.
    expect(after.billing.paidToDate).toBe(after.payments.reduce((s: number, p: any) => Math.round((s + p.amount) * 100) / 100, 0));
  });

  it("a paid annual policy is not renewed by paying again before its renewal is offered", async () => {
    const folio = await quoted(["KM-CGL"]);
    const id = folio.quotes[0].id;
    await answer(folio.quoteId, id, CGL_ANSWERS);
    const policy = (await api("POST", "/v1/bind", { body: { quoteRequestIds: [id], paymentPlan: "annual", payment: card() } })).body.data.policies[0];
    expect(policy.renewal).toEqual({ offeredFrom: isoDateBefore(policy.expirationDate, 60), offerQuoteId: null, renewedById: null });
    const res = await api("POST", `/v1/policies/${policy.id}/renewal-payment`, {
      headers: { "idempotency-key": `ren-${crypto.randomUUID()}` },
      body: { payment: card() },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(res.body.type).toMatch(/no_renewal_offer/);
    expect(res.body.detail).toContain(`offered from ${isoDateBefore(policy.expirationDate, 60)}`);
    const renewal = await api("GET", `/v1/policies/${policy.id}/renewal`);
    expect(renewal.status).toBe(200);
    expect(renewal.body.data).toMatchObject({ status: "not_yet_offered", quoteId: null, expiringTotal: policy.total, renewalTotal: null });
    expect((await api("GET", `/v1/policies/${policy.id}/renewal`, { key: secondKey() })).status).toBe(404);
  });

  it("previews the refund, schedules a future cancellation, rescinds it, then cancels flat before the term starts", async () => {
    const folio = await quoted(["KM-CGL"]);
    const id = folio.quotes[0].id;
    await answer(folio.quoteId, id, CGL_ANSWERS);
    const policy = (await api("POST", "/v1/bind", { body: { quoteRequestIds: [id], paymentPlan: "annual", payment: card() } })).body.data.policies[0];
    const mid = new Date(Date.parse(policy.effectiveDate) + 100 * 86_400_000).toISOString().slice(0, 10);
    const preview = await api("POST", `/v1/policies/${policy.id}/cancel`, { body: { effectiveDate: mid, reason: "insured_request", preview: true } });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.data.cancellation).toMatchObject({ method: "short_rate", status: "scheduled", initiator: "insured" });
    expect(preview.body.data.cancellation.refund).toBeGreaterThan(0);
    expect(preview.body.data.cancellation.refund).toBeLessThan(policy.total);
    expect(preview.body.data.policy.status).toBe("scheduled");
    const proRata = await api("POST", `/v1/policies/${policy.id}/cancel`, { body: { effectiveDate: mid, reason: "carrier_underwriting", preview: true } });
    expect(proRata.body.data.cancellation).toMatchObject({ method: "pro_rata", initiator: "carrier" });
    expect(proRata.body.data.cancellation.refund).toBeGreaterThan(preview.body.data.cancellation.refund);

    // A date ahead schedules it: the policy stays in force (pending), its schedule unchanged, no refund yet.
    const scheduled = await api("POST", `/v1/policies/${policy.id}/cancel`, { body: { effectiveDate: mid, reason: "insured_request" } });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
    expect(scheduled.body.data.refund).toBeNull();
    expect(scheduled.body.data.policy).toMatchObject({ status: "pending_cancellation", schedule: policy.schedule });
    expect(scheduled.body.data.policy.cancellation).toMatchObject({ status: "scheduled", effectiveDate: mid, refund: preview.body.data.cancellation.refund });
    const twice = await api("POST", `/v1/policies/${policy.id}/cancel`, { body: { effectiveDate: mid, reason: "insured_request" } });
    expect(twice.status).toBe(409);
    expect(twice.body.type).toMatch(/cancellation_pending/);
    expect((await api("POST", `/v1/policies/${policy.id}/cancellation/rescind`, { key: secondKey() })).status).toBe(404);
    const rescinded = await api("POST", `/v1/policies/${policy.id}/cancellation/rescind`);
    expect(rescinded.status, JSON.stringify(rescinded.body)).toBe(200);
    expect(rescinded.body.data).toMatchObject({ status: "scheduled", cancellation: null });
    expect((await api("POST", `/v1/policies/${policy.id}/cancellation/rescind`)).status).toBe(409);

    // On the start date of a term not yet begun: flat, at once; the policy fee is fully earned.
    const flat = await api("POST", `/v1/policies/${policy.id}/cancel`, { body: { effectiveDate: policy.effectiveDate, reason: "insured_request" } });
    expect(flat.status, JSON.stringify(flat.body)).toBe(200);
    expect(flat.body.data.cancellation).toMatchObject({ method: "flat", status: "effective", returnFees: 0 });
    expect(flat.body.data.policy.status).toBe("cancelled");
    expect(flat.body.data.refund).toMatchObject({ kind: "refund", status: "succeeded", amount: Math.round((policy.total - policy.fees) * 100) / 100 });
    expect(flat.body.data.policy.history.map((h: any) => h.type)).toEqual([
      "issued",
      "payment",
      "cancellation_scheduled",
      "cancellation_rescinded",
      "cancelled",
      "refund",
    ]);
    expect((await api("POST", `/v1/policies/${policy.id}/cancel`, { body: { effectiveDate: policy.effectiveDate, reason: "insured_request" } })).status).toBe(
      409,
    );
  });
});

function isoDateBefore(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

describe("Stripe webhook endpoint", () => {
  const post = (payload: string, signature: string) =>
    fetch(`${base()}/api/webhooks/stripe`, { method: "POST", headers: { "content-type": "application/json", "stripe-signature": signature }, body: payload });

  it("verifies the signature and processes a thrice-delivered event once", async () => {
    const event = stripeEvent("payment_intent.succeeded", { id: `pi_${crypto.randomUUID().replace(/-/g, "")}`, object: "payment_intent" });
    const results = [];
    for (let i = 0; i < 3; i++) {
      const { payload, header } = signedWebhook(event, WEBHOOK_SECRET);
      const res = await post(payload, header);
      expect(res.status).toBe(200);
      results.push((await res.json()).result);
    }
    expect(results).toEqual(["processed", "duplicate", "duplicate"]);
    const forged = signedWebhook(stripeEvent("payment_intent.succeeded", { id: "pi_x", object: "payment_intent" }), "whsec_not_ours");
    const refused = await post(forged.payload, forged.header);
    expect(refused.status).toBe(400);
    expect(refused.headers.get("content-type")).toMatch(/problem\+json/);
    const tampered = signedWebhook(event, WEBHOOK_SECRET);
    expect((await post(tampered.payload.replace("payment_intent.succeeded", "payment_intent.payment_failed"), tampered.header)).status).toBe(400);
  });
});

describe("customer pay links", () => {
  it("lets a customer without an account see the quote and pay; the link then closes", async () => {
    const folio = await quoted(["KM-BOP"]);
    await answer(folio.quoteId, folio.quotes[0].id, BOP_ANSWERS);
    const bop = (await pollFolio(folio.quoteId)).quotes[0]; // priced on the answers
    const link = await api("POST", `/v1/quote/${folio.quoteId}/pay-links`, { body: { quoteRequestIds: [bop.id], paymentPlan: "monthly" } });
    expect(link.status, JSON.stringify(link.body)).toBe(201);
    const { token, url, expiresAt } = link.body.data;
    expect(url).toMatch(new RegExp(`/pay/${token}$`));
    expect(new Date(expiresAt).getTime()).toBe(new Date(bop.validUntil).getTime());
    // Another agency's folio in the path: 404, as every other agency's id answers.
    expect(
      (await api("POST", `/v1/quote/${folio.quoteId}/pay-links`, { key: secondKey(), body: { quoteRequestIds: [bop.id], paymentPlan: "monthly" } })).status,
    ).toBe(404);

    const summary = await api("GET", `/v1/pay/${token}`, { key: null });
    expect(summary.status).toBe(200);
    expect(summary.body.data).toMatchObject({
      status: "open",
      insuredName: expect.stringMatching(/^Sunrise Bakery /),
      paymentPlan: "monthly",
      dueToday: bop.pricing.monthlyDownPayment,
    });
    const page = await fetch(`${base()}/pay/${token}`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain("Sunrise Bakery");
    expect(html).toContain(`$${bop.pricing.monthlyDownPayment.toFixed(2)}`);

    const declined = await api("POST", `/v1/pay/${token}`, { key: null, body: { payment: card("4000000000000002") } });
    expect(declined.status).toBe(402);
    const paid = await api("POST", `/v1/pay/${token}`, { key: null, body: { payment: card() } });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(paid.body.data.policies[0].number).toMatch(/^KM-BOP-/);
    expect((await api("POST", `/v1/pay/${token}`, { key: null, body: { payment: card() } })).status).toBe(410);
    expect((await api("GET", `/v1/pay/${token}`, { key: null })).body.data.status).toBe("paid");
    expect((await api("GET", "/v1/pay/pl_nope", { key: null })).status).toBe(404);
    expect((await api("GET", `/v1/quote/${folio.quoteId}`)).body.data.quotes[0].status).toBe("bound");
  });
});

describe("pay links need a complete application", () => {
  it("refuses a pay link while required questions are unanswered (422 naming them), then creates it", async () => {
    const folio = await quoted(["KM-CGL"]);
    const cgl = folio.quotes[0];
    const create = () => api("POST", `/v1/quote/${folio.quoteId}/pay-links`, { body: { quoteRequestIds: [cgl.id], paymentPlan: "annual" } });
    const none = await create();
    expect(none.status, JSON.stringify(none.body)).toBe(422);
    expect(none.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    expect(none.body.type).toContain("application_incomplete");
    expect(none.body.errors.map((e: any) => e.path)).toEqual(
      ["yearsInBusiness", "priorClaims", "usesWrittenContracts"].map((q) => `applications.${cgl.id}.form_payload.${q}`),
    );
    // a sentence a person understands: the program and the questions in words
    expect(none.body.detail).toBe(
      "Answer the required questions of KM-CGL before sending a pay link: Years in business; Claims in the past 3 years; Do you use written contracts with customers?",
    );
    expect(none.body.errors[0].message).toBe("is required before the customer can pay (Years in business)");

    await answer(folio.quoteId, cgl.id, { yearsInBusiness: 6, priorClaims: 0 });
    const partial = await create();
    expect(partial.status).toBe(422);
    expect(partial.body.errors.map((e: any) => e.path)).toEqual([`applications.${cgl.id}.form_payload.usesWrittenContracts`]);

    await answer(folio.quoteId, cgl.id, CGL_ANSWERS);
    const link = await create();
    expect(link.status, JSON.stringify(link.body)).toBe(201);
  });
});

describe("documents", () => {
  const money = (n: number) => `$${n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  const download = (url: string, key: string | null) => fetch(url, { headers: key ? { authorization: `Bearer ${key}` } : {} });

  it("serves real PDFs of the proposal, the application and the declarations, to the owner only", async () => {
    const folio = await quoted(["KM-CGL"]);
    const quote = folio.quotes[0];
    expect(quote.documents.map((d: any) => d.type)).toEqual(["quote_proposal", "application"]);
    const proposal = await download(quote.documents[0].url, demoKey());
    expect(proposal.status).toBe(200);
    expect(proposal.headers.get("content-type")).toBe("application/pdf");
    const text = (await pdfText(new Uint8Array(await proposal.arrayBuffer()))).text;
    expect(text).toContain(quote.program.name);
    expect(text).toContain(money(quote.pricing.annualPremium));
    expect(text).toContain(money(quote.pricing.totalAnnual));
    expect((await download(quote.documents[0].url, secondKey())).status).toBe(404);
    expect((await download(quote.documents[0].url, null)).status).toBe(401);

    await answer(folio.quoteId, quote.id, { yearsInBusiness: 6 });
    const application = (await pdfText(new Uint8Array(await (await download(quote.documents[1].url, demoKey())).arrayBuffer()))).text;
    expect(application).toContain("Not answered"); // required questions still open
    expect(application).toContain((await api("GET", `/v1/quote/${folio.quoteId}/applications/${quote.id}`)).body.data.systemPayloadHash.slice(0, 16));

    await answer(folio.quoteId, quote.id, CGL_ANSWERS);
    const policy = (await api("POST", "/v1/bind", { body: { quoteRequestIds: [quote.id], paymentPlan: "annual", payment: card() } })).body.data.policies[0];
    const declarations = await download(policy.documents[0].url, demoKey());
    expect(declarations.status).toBe(200);
    const dec = (await pdfText(new Uint8Array(await declarations.arrayBuffer()))).text;
    expect(dec).toContain(policy.number);
    expect(dec).toContain(money(policy.total));
    expect((await download(policy.documents[0].url, secondKey())).status).toBe(404);
  });

  it("opens a card's documents with its pay link token, and nothing else", async () => {
    const folio = await quoted(["KM-CGL", "KM-BOP"]);
    const [cgl, bop] = folio.quotes;
    await answer(folio.quoteId, cgl.id, CGL_ANSWERS);
    const { token } = (await api("POST", `/v1/quote/${folio.quoteId}/pay-links`, { body: { quoteRequestIds: [cgl.id], paymentPlan: "annual" } })).body.data;
    const summary = (await api("GET", `/v1/pay/${token}`, { key: null })).body.data;
    expect((await download(summary.items[0].documents[0].url, null)).status).toBe(200);
    expect((await download(`${bop.documents[0].url}?token=${token}`, null)).status).toBe(404);
  });
});

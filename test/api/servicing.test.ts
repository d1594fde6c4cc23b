// Policy servicing over HTTP (issue 10): cancellation rules by who cancels, notice and non-payment
// guards, a monthly cancellation that voids the rest of the schedule and leaves a payable balance,
// travel's free look and single trips that do not renew, and the cost of paying monthly shown before bind.
import { describe, expect, inject, it } from "vitest";
import { api, bakery, isoDate, pollFolio, secondKey, secondTestKey, trip } from "./client";

const card = () => ({ method: "card", card: { number: "4242 4242 4242 4242", expMonth: 12, expYear: 2031, cvc: "123" } });
const CGL_ANSWERS = { yearsInBusiness: 6, priorClaims: 0, usesWrittenContracts: true };
const TI_ANSWERS = { tripPurpose: "leisure", initialDepositDate: isoDate(-5) };
const cents = (amount: number) => Math.round(amount * 100);
const key = () => ({ "idempotency-key": `svc-${crypto.randomUUID()}` });

async function bind(programs: string[], body: Record<string, unknown>, answers: Record<string, unknown>, paymentPlan: "annual" | "monthly") {
  const created = await api("POST", "/v1/quote", { body: { programs, ...body } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const folio = await pollFolio(created.body.data.quoteId);
  const quote = folio.quotes[0];
  expect(quote.status, JSON.stringify(quote)).toBe("quoted");
  const answered = await api("POST", `/v1/quote/${folio.quoteId}/applications/${quote.id}/form`, { body: { form_payload: answers } });
  expect(answered.status, JSON.stringify(answered.body)).toBe(200);
  const bound = await api("POST", "/v1/bind", { body: { quoteRequestIds: [quote.id], paymentPlan, payment: card() } });
  expect(bound.status, JSON.stringify(bound.body)).toBe(201);
  return { policy: bound.body.data.policies[0], quote };
}

/** A Texas roofing contractor on Harborline's surplus-lines CGL (25% minimum earned when the insured cancels). */
const texasContractor = (o: Record<string, unknown> = {}) =>
  bakery({
    class_code: "30100",
    business_name: `Lone Star Roofing ${crypto.randomUUID().slice(0, 8)}`,
    mailing_zip: "75201",
    mailing_state: "TX",
    annual_payroll: 300000,
    ...o,
  });
const cancel = (policyId: string, body: Record<string, unknown>) => api("POST", `/v1/policies/${policyId}/cancel`, { body });

describe(`cancellation rules (${inject("database")})`, () => {
  it("refuses a non-payment cancellation when nothing is overdue, and a carrier cancellation without its notice", async () => {
    const { policy } = await bind(["KM-CGL"], bakery({ mailing_zip: "60601", mailing_state: "IL" }), CGL_ANSWERS, "monthly");
    const nonPayment = await cancel(policy.id, { effectiveDate: isoDate(40), reason: "non_payment", preview: true });
    expect(nonPayment.status, JSON.stringify(nonPayment.body)).toBe(409);
    expect(nonPayment.body.type).toMatch(/nothing_overdue/);
    expect(nonPayment.body.errors).toEqual([expect.objectContaining({ path: "reason", code: "nothing_overdue" })]);
    expect(nonPayment.body.detail).toMatch(/grace period/);

    const tooSoon = await cancel(policy.id, { effectiveDate: isoDate(15), reason: "carrier_underwriting", preview: true });
    expect(tooSoon.status).toBe(400);
    expect(tooSoon.body.errors).toEqual([expect.objectContaining({ path: "effectiveDate", code: "notice_too_short" })]);
    expect(tooSoon.body.errors[0].message).toContain(`the earliest date is ${isoDate(30)}`);
    const afterTerm = await cancel(policy.id, { effectiveDate: policy.expirationDate, reason: "insured_request", preview: true });
    expect(afterTerm.body.errors).toEqual([expect.objectContaining({ path: "effectiveDate", code: "out_of_term" })]);
  });

  it("a carrier cancellation is pro rata with no minimum earned premium, returning surplus-lines tax in proportion", async () => {
    const { policy } = await bind(["HS-CGL"], texasContractor({ effective_date: isoDate(0) }), CGL_ANSWERS, "annual");
    const on = isoDate(30);
    const carrier = (await cancel(policy.id, { effectiveDate: on, reason: "carrier_underwriting", preview: true })).body.data.cancellation;
    const insured = (await cancel(policy.id, { effectiveDate: on, reason: "insured_request", preview: true })).body.data.cancellation;
    const days = carrier.daysInTerm;
    const unearned = days - carrier.daysInForce;
    expect(carrier).toMatchObject({ method: "pro_rata", initiator: "carrier", daysInForce: 30 });
    expect(cents(carrier.returnPremium)).toBe(Math.round((cents(policy.premium) * unearned) / days));
    expect(cents(carrier.returnTaxes)).toBe(Math.round((cents(policy.taxes) * cents(carrier.returnPremium)) / cents(policy.premium)));
    expect(carrier.lines.some((l: any) => /minimum earned/i.test(l.label))).toBe(false);
    // The insured's own cancellation: short rate, capped by the 25% minimum earned; Texas refunds surplus
    // lines tax on return premium, so the tax returns in proportion (decision 028).
    expect(insured).toMatchObject({ method: "short_rate", initiator: "insured" });
    expect(cents(insured.returnPremium)).toBe(cents(policy.premium) - Math.round(cents(policy.premium) * 0.25));
    expect(cents(insured.returnTaxes)).toBe(Math.round((cents(policy.taxes) * cents(insured.returnPremium)) / cents(policy.premium)));
    expect(carrier.refund).toBeGreaterThan(insured.refund);
    // The fee the notice calls fully earned is never returned.
    expect(carrier.returnFees).toBe(0);
  });

  it("an admitted carrier cancellation is pro rata too", async () => {
    const { policy } = await bind(["KM-CGL"], bakery({ mailing_zip: "60601", mailing_state: "IL", effective_date: isoDate(0) }), CGL_ANSWERS, "annual");
    const c = (await cancel(policy.id, { effectiveDate: isoDate(30), reason: "carrier_underwriting", preview: true })).body.data.cancellation;
    expect(c.method).toBe("pro_rata");
    expect(cents(c.returnPremium)).toBe(Math.round((cents(policy.premium) * (c.daysInTerm - 30)) / c.daysInTerm));
  });
});

describe("a monthly cancellation that leaves a balance", () => {
  it("voids the unpaid installments, asks for one balance due, and the balance can be paid", async () => {
    const { policy } = await bind(["HS-CGL"], texasContractor({ effective_date: isoDate(0) }), CGL_ANSWERS, "monthly");
    expect(policy.status).toBe("in_force");
    const preview = (await cancel(policy.id, { effectiveDate: isoDate(0), reason: "insured_request", preview: true })).body.data.cancellation;
    expect(preview).toMatchObject({ status: "effective", method: "short_rate" });
    expect(preview.balanceDue).toBeGreaterThan(0);
    const done = await cancel(policy.id, { effectiveDate: isoDate(0), reason: "insured_request" });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const cancelled = done.body.data.policy;
    expect(cancelled.status).toBe("cancelled");
    expect(done.body.data.refund).toBeNull();
    const rows = cancelled.schedule;
    expect(rows.filter((r: any) => r.kind === "installment").map((r: any) => r.status)).toEqual(["paid", ...Array(11).fill("void")]);
    expect(rows.at(-1)).toMatchObject({ kind: "balance_due", amount: preview.balanceDue, dueDate: isoDate(0), status: "due" });
    expect(cancelled.billing).toMatchObject({ balanceDue: preview.balanceDue, nextDue: expect.objectContaining({ kind: "balance_due" }) });

    const paid = await api("POST", `/v1/policies/${policy.id}/renewal-payment`, { headers: key(), body: { payment: card() } });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data).toMatchObject({ kind: "balance_due", payment: expect.objectContaining({ amount: preview.balanceDue }) });
    expect(paid.body.data.policy.billing).toMatchObject({ balanceDue: 0, nextDue: null });
    // Kept by the carrier = what the insured paid towards the term: earned premium, kept tax and fee.
    const p = paid.body.data.policy;
    const paidTowardTerm = cents(p.billing.paidToDate) - cents(p.billing.installmentFee);
    expect(paidTowardTerm).toBe(cents(p.total) - cents(preview.returnPremium) - cents(preview.returnTaxes) - cents(preview.returnFees));
    const again = await api("POST", `/v1/policies/${policy.id}/renewal-payment`, { headers: key(), body: { payment: card() } });
    expect(again.status).toBe(409);
  });
});

describe("the insured pays what a policy owes from a link", () => {
  it("the agent makes a link for the balance a cancellation left; the insured opens it without a key and pays it once", async () => {
    const { policy } = await bind(["HS-CGL"], texasContractor({ effective_date: isoDate(0) }), CGL_ANSWERS, "monthly");
    // Nothing is owed but the next installment: a link for it is offered, for its amount.
    const early = await api("POST", `/v1/policies/${policy.id}/pay-links`);
    expect(early.status, JSON.stringify(early.body)).toBe(201);
    expect(early.body.data.item).toMatchObject({ kind: "installment", number: 2, installments: 12 });

    const done = await cancel(policy.id, { effectiveDate: isoDate(0), reason: "insured_request" });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const balance = done.body.data.policy.billing.balanceDue;
    expect(balance).toBeGreaterThan(0);
    // The installment link is void with its installment.
    expect((await api("GET", `/v1/pay/policy/${early.body.data.token}`, { key: null })).status).toBe(410);

    // Another agency's key cannot make one: 404.
    expect((await api("POST", `/v1/policies/${policy.id}/pay-links`, { key: secondKey() })).status).toBe(404);
    const made = await api("POST", `/v1/policies/${policy.id}/pay-links`);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const { token, url, item } = made.body.data;
    expect(item).toMatchObject({ kind: "balance_due", amount: balance, dueDate: isoDate(0) });
    expect(url).toMatch(new RegExp(`/pay/policy/${token}$`));

    const open = await api("GET", `/v1/pay/policy/${token}`, { key: null });
    expect(open.status).toBe(200);
    expect(open.body.data).toMatchObject({ status: "open", receipt: null, policy: { number: policy.number }, item: { amount: balance } });
    const page = await fetch(url.replace(/^https?:\/\/[^/]+/, inject("apiBase")));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(policy.number);

    const declined = await api("POST", `/v1/pay/policy/${token}`, {
      key: null,
      body: { payment: { method: "card", card: { number: "4000 0000 0000 0002", expMonth: 12, expYear: 2031, cvc: "123" } } },
    });
    expect(declined.status).toBe(402);
    const paid = await api("POST", `/v1/pay/policy/${token}`, { key: null, body: { payment: card() } });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(paid.body.data).toMatchObject({ status: "paid", receipt: { payment: expect.objectContaining({ amount: balance, status: "succeeded" }) } });
    const after = (await api("GET", `/v1/policies/${policy.id}`)).body.data;
    expect(after.billing).toMatchObject({ balanceDue: 0, nextDue: null });
    expect(after.payments.filter((p: any) => p.kind === "charge" && p.status === "succeeded" && p.amount === balance)).toHaveLength(1);

    // Once: paying again answers 410; the link stays the receipt; nothing more is owed, so no new link.
    expect((await api("POST", `/v1/pay/policy/${token}`, { key: null, body: { payment: card() } })).status).toBe(410);
    expect((await api("GET", `/v1/pay/policy/${token}`, { key: null })).body.data.status).toBe("paid");
    const none = await api("POST", `/v1/policies/${policy.id}/pay-links`);
    expect(none.status).toBe(409);
    expect(none.body.type).toBe("/docs/problems#nothing_due");
    expect((await fetch(`${inject("apiBase")}/pay/policy/pp_not_a_link`)).status).toBe(404);
  });
});

describe("travel", () => {
  it("cancels before departure within the free look for everything; single trips do not renew", async () => {
    const { policy } = await bind(["WT-TI-ESS"], trip(), TI_ANSWERS, "annual");
    expect(policy).toMatchObject({ status: "scheduled", renewal: { offeredFrom: null, offerQuoteId: null, renewedById: null } });
    const renewal = await api("GET", `/v1/policies/${policy.id}/renewal`);
    expect(renewal.body.data.status).toBe("not_renewable");
    const pay = await api("POST", `/v1/policies/${policy.id}/renewal-payment`, { headers: key(), body: { payment: card() } });
    expect(pay.status).toBe(409);
    expect(pay.body.detail).toMatch(/does not renew single trips/);

    const done = await cancel(policy.id, { effectiveDate: isoDate(0), reason: "insured_request" });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.cancellation).toMatchObject({ method: "free_look", refund: policy.total, returnFees: policy.fees });
    expect(done.body.data.refund).toMatchObject({ amount: policy.total });
  });
});

describe("the cost of paying monthly, before bind", () => {
  it("cards show the installment fee and the schedule's total; their cancellation terms say what the computation does", async () => {
    const created = await api("POST", "/v1/quote", { body: { programs: ["KM-CGL", "MP-PL"], ...bakery({ class_code: "40100" }) } });
    const folio = await pollFolio(created.body.data.quoteId);
    let checked = 0;
    for (const q of folio.quotes.filter((c: any) => c.status === "quoted")) {
      const monthly = q.paymentOptions[0].frequencies.find((f: any) => f.frequency === "monthly");
      const annual = q.paymentOptions[0].frequencies.find((f: any) => f.frequency === "annual");
      expect(monthly.installmentFee).toBeGreaterThan(0);
      expect(cents(monthly.total)).toBe(cents(annual.total) + monthly.installments * cents(monthly.installmentFee));
      // The program's down payment first (Keystone 20% of the total; Meridian PL two installments' worth, then ten)
      const down = cents(monthly.downPayment) - cents(monthly.installmentFee);
      expect(down).toBe(q.program.code === "MP-PL" ? Math.round((cents(annual.total) * 2) / 12) : Math.round(cents(annual.total) * 0.2));
      expect(monthly.installments).toBe(q.program.code === "MP-PL" ? 11 : 12);
      expect(cents(monthly.downPayment) + (monthly.installments - 2) * cents(monthly.amount) + cents(monthly.lastAmount)).toBe(cents(monthly.total));
      expect(q.pricing.monthlyDownPayment).toBe(monthly.downPayment);
      const terms = q.termsAndConditions.find((t: any) => t.title === "Cancellation").text;
      expect(terms).toMatch(
        q.program.code === "MP-PL" ? /If you cancel, unearned premium is returned pro rata/ : /returned by the standard one-year short-rate table/,
      );
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe("renewals through the sandbox clock (the second agency's own clock, so other tests keep today)", () => {
  it("offers the renewal in its window re-rated, and paying accepts it", async () => {
    const key = secondTestKey();
    const created = await api("POST", "/v1/quote", { key, body: { programs: ["KM-CGL"], ...bakery({ mailing_zip: "60601", mailing_state: "IL" }) } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const folio = await pollFolio(created.body.data.quoteId, key);
    const quote = folio.quotes[0];
    await api("POST", `/v1/quote/${folio.quoteId}/applications/${quote.id}/form`, { key, body: { form_payload: CGL_ANSWERS } });
    const bound = await api("POST", "/v1/bind", { key, body: { quoteRequestIds: [quote.id], paymentPlan: "annual", payment: card() } });
    expect(bound.status, JSON.stringify(bound.body)).toBe(201);
    const policy = bound.body.data.policies[0];
    const offeredFrom = policy.renewal.offeredFrom;
    try {
      const bad = await api("POST", "/v1/sandbox/clock", { key, body: { date: isoDate(-1) } });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual([expect.objectContaining({ path: "date", code: "date_in_past" })]);
      const moved = await api("POST", "/v1/sandbox/clock", { key, body: { date: offeredFrom } });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      expect(moved.body.data).toMatchObject({ today: offeredFrom });
      expect(moved.body.data.jobsRun).toBeGreaterThanOrEqual(1);
      // The offer is quoted by the workers at the program's current rates.
      let renewal: any;
      for (const deadline = Date.now() + 30_000; ;) {
        renewal = (await api("GET", `/v1/policies/${policy.id}/renewal`, { key })).body.data;
        if (renewal.status !== "rating" || Date.now() > deadline) break;
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(renewal).toMatchObject({ status: "offered", offeredFrom, expiringTotal: policy.total });
      expect(renewal.renewalTotal).toBeGreaterThan(0);
      const offerFolio = (await api("GET", `/v1/quote/${renewal.quoteId}`, { key })).body.data;
      expect(offerFolio.quotes[0]).toMatchObject({ status: "quoted", effectiveDate: policy.expirationDate });
      expect((await api("GET", `/v1/policies/${policy.id}/renewal`)).status).toBe(404); // another agency's

      const accepted = await api("POST", `/v1/policies/${policy.id}/renewal-payment`, {
        key,
        headers: { "idempotency-key": `acc-${crypto.randomUUID()}` },
        body: { payment: card() },
      });
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
      expect(accepted.body.data.kind).toBe("renewal");
      expect(accepted.body.data.renewal).toMatchObject({ renewalOfId: policy.id, effectiveDate: policy.expirationDate, total: renewal.renewalTotal });
      expect(accepted.body.data.policy.renewal.renewedById).toBe(accepted.body.data.renewal.id);
      expect(accepted.body.data.renewal.renewal.offerQuoteId).toBeNull();
    } finally {
      await api("POST", "/v1/sandbox/clock", { key, body: { date: isoDate(0) } });
    }
  });
});

describe("a missed installment, end to end, with Stripe's 4000 0000 0000 0341 (the second agency's own clock)", () => {
  it("binds and saves the card; installment 2 is declined on its day and 3, 5 and 7 days later; after the grace a non-payment cancellation is given with notice; on its day the policy is cancelled", async () => {
    const key = secondTestKey();
    // From today: another test may have left this agency's clock elsewhere.
    expect((await api("POST", "/v1/sandbox/clock", { key, body: { date: isoDate(0) } })).status).toBe(200);
    const email = `owner-${crypto.randomUUID().slice(0, 8)}@declines-later.test`;
    const created = await api("POST", "/v1/quote", {
      key,
      body: { programs: ["KM-CGL"], ...bakery({ mailing_zip: "60601", mailing_state: "IL", effective_date: isoDate(0) }) },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const folio = await pollFolio(created.body.data.quoteId, key);
    const quote = folio.quotes[0];
    expect(quote.status, JSON.stringify(quote)).toBe("quoted");
    await api("POST", `/v1/quote/${folio.quoteId}/applications/${quote.id}/form`, { key, body: { form_payload: CGL_ANSWERS } });
    const declinesLater = { method: "card", card: { number: "4000 0000 0000 0341", expMonth: 12, expYear: 2031, cvc: "123" } };
    const bound = await api("POST", "/v1/bind", {
      key,
      body: { quoteRequestIds: [quote.id], paymentPlan: "monthly", payment: declinesLater, billingEmail: email },
    });
    expect(bound.status, JSON.stringify(bound.body)).toBe(201);
    const policy = bound.body.data.policies[0];
    const view = async () => (await api("GET", `/v1/policies/${policy.id}`, { key })).body.data;
    /** The servicing jobs may be run by another process than the one that moved the clock: wait for what they did. */
    const until = async (what: string, done: (p: any) => boolean) => {
      for (const deadline = Date.now() + 30_000; ;) {
        const p = await view();
        if (done(p)) return p;
        if (Date.now() > deadline) throw new Error(`${what}: ${JSON.stringify({ status: p.status, cancellation: p.cancellation, history: p.history })}`);
        await new Promise((r) => setTimeout(r, 250));
      }
    };
    const failures = (p: any) => p.history.filter((h: any) => h.type === "installment_charge_failed");
    const move = async (date: string) => {
      const moved = await api("POST", "/v1/sandbox/clock", { key, body: { date } });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      expect(moved.body.data.today).toBe(date);
    };
    const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

    const start = await view();
    expect(start.autopay).toMatchObject({ card: { brand: "visa", last4: "0341" }, email });
    expect(start.schedule[0].status).toBe("paid");
    const due = start.schedule[1].dueDate;
    try {
      for (const [i, day] of [0, 3, 5, 7].entries()) {
        await move(addDays(due, day));
        const p = await until(`attempt ${i + 1}`, (x) => failures(x).length === i + 1);
        expect(failures(p)[i].detail).toMatchObject({ installment: 2, attempt: i + 1, reason: "Your card was declined." });
        expect(p.status).toBe("in_force");
      }
      // Inside the grace (10 days) nothing more happens; the day after it, the cancellation is given with 10 days' notice.
      await move(addDays(due, 10));
      expect((await view()).cancellation).toBeNull();
      await move(addDays(due, 11));
      const effective = addDays(due, 21);
      const pending = await until("the non-payment cancellation", (x) => x.status === "pending_cancellation");
      expect(pending.cancellation).toMatchObject({ status: "scheduled", reason: "non_payment", effectiveDate: effective });
      expect(pending.billing.overdue).toBeGreaterThan(0);
      expect(failures(pending).at(-1).detail.cancellationOn).toBe(effective);

      await move(effective);
      const cancelled = await until("the cancellation taking effect", (x) => x.status === "cancelled");
      expect(cancelled.cancellation).toMatchObject({ status: "effective", reason: "non_payment", effectiveDate: effective });
      expect(cancelled.schedule.filter((r: any) => r.kind === "installment").map((r: any) => r.status)).toEqual(["paid", ...Array(11).fill("void")]);
      const charges = cancelled.payments.filter((p: any) => p.kind === "charge");
      expect(charges.filter((p: any) => p.status === "succeeded")).toHaveLength(1);
      expect(charges.filter((p: any) => p.status === "failed").map((p: any) => p.failureCode)).toEqual(Array(4).fill("card_declined"));

      // The insured was told of each failure (the agency's Sent messages).
      const sent = (await api("GET", "/v1/messages?limit=100", { key })).body.data.items.filter((m: any) => m.to === email);
      expect(sent.map((m: any) => m.kind)).toEqual(Array(4).fill("installment_failed"));
    } finally {
      await api("POST", "/v1/sandbox/clock", { key, body: { date: isoDate(0) } });
    }
  });
});

// Bind guards across binds (decision 019), over HTTP against the running app: one bound policy per line
// per insured and term (bind, pay-link creation and pay-link payment), racing rival binds, past
// effective dates, superseded attempts shown and refused.
import { describe, expect, inject, it } from "vitest";
import { api, bakery, isoDate, pollFolio, secondKey, secondTestKey, trip, uniqueName } from "./client";

const card = () => ({ method: "card", card: { number: "4242 4242 4242 4242", expMonth: 12, expYear: 2031, cvc: "123" } });
const CGL_ANSWERS = { yearsInBusiness: 6, priorClaims: 0, usesWrittenContracts: true };
const BOP_ANSWERS = { yearsInBusiness: 6, priorClaims: 0, hasSprinklers: true, constructionType: "joisted_masonry" };
const TI_ANSWERS = { tripPurpose: "leisure", initialDepositDate: isoDate(-5) };
const ANSWERS: Record<string, Record<string, unknown>> = { "KM-BOP": BOP_ANSWERS, "SA-BOP": BOP_ANSWERS, "KM-CGL": CGL_ANSWERS, "WT-TI-ESS": TI_ANSWERS };

/** A folio for this insured with every card answered and priced on its answers. */
async function answered(programs: string[], risk: Record<string, unknown>, key?: string) {
  const created = await api("POST", "/v1/quote", { key, body: { programs, ...risk } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const folio = await pollFolio(created.body.data.quoteId, key);
  for (const q of folio.quotes) {
    const answers = ANSWERS[q.program.code];
    if (answers) expect((await api("POST", `/v1/quote/${folio.quoteId}/applications/${q.id}/form`, { key, body: { form_payload: answers } })).status).toBe(200);
  }
  const priced = await pollFolio(folio.quoteId, key);
  for (const q of priced.quotes) expect(q.status, `${q.program.code}: ${JSON.stringify(q.declineReasons)}`).toBe("quoted");
  return priced;
}

const byCode = (folio: any, code: string) => folio.quotes.find((q: any) => q.program.code === code);
const bind = (ids: string[], key?: string) => api("POST", "/v1/bind", { key, body: { quoteRequestIds: ids, paymentPlan: "annual", payment: card() } });
const payLink = (quoteId: string, ids: string[], key?: string) =>
  api("POST", `/v1/quote/${quoteId}/pay-links`, { key, body: { quoteRequestIds: ids, paymentPlan: "annual" } });

describe(`one bound policy per line per insured and term (${inject("database")})`, () => {
  it("refuses a rival BOP of the same folio, and of another folio of the same business at the same ZIP, naming the policy; pay links too", async () => {
    const name = uniqueName("Guarded Bakery");
    const risk = bakery({ business_name: name, mailing_zip: "60601", mailing_state: "IL" });
    const folio = await answered(["KM-BOP", "SA-BOP", "KM-CGL"], risk);
    const [km, sa, cgl] = [byCode(folio, "KM-BOP"), byCode(folio, "SA-BOP"), byCode(folio, "KM-CGL")];
    // A pay link for the rival, sent before the KM-BOP is bound: its payment is refused later.
    const early = await payLink(folio.quoteId, [sa.id]);
    expect(early.status, JSON.stringify(early.body)).toBe(201);

    const first = await bind([km.id]);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const number = first.body.data.policies[0].number;

    const rival = await bind([cgl.id, sa.id]);
    expect(rival.status, JSON.stringify(rival.body)).toBe(409);
    expect(rival.body.type).toContain("line_already_bound");
    expect(rival.body.detail).toContain(number);
    expect(rival.body.detail).toMatch(/already has BOP policy/);
    expect(rival.body.errors).toEqual([
      expect.objectContaining({ path: "quoteRequestIds[1]", code: "line_already_bound", message: expect.stringContaining(number) }),
    ]);

    const link = await payLink(folio.quoteId, [sa.id]);
    expect(link.status).toBe(409);
    expect(link.body.type).toContain("line_already_bound");
    expect(link.body.detail).toContain(number);

    const paid = await api("POST", `/v1/pay/${early.body.data.token}`, { key: null, body: { payment: card() } });
    expect(paid.status, JSON.stringify(paid.body)).toBe(409);
    expect(paid.body.type).toContain("line_already_bound");

    // The same business written another way ("& Co., LLC" and upper case) in another shopping session, at the same ZIP.
    const again = await answered(["KM-BOP"], { ...risk, business_name: `${name.toUpperCase()}, LLC` });
    const other = await bind([again.quotes[0].id]);
    expect(other.status).toBe(409);
    expect(other.body.detail).toContain(number);

    // Nothing more was charged or bound: one BOP policy; the CGL of the refused call still binds alone.
    const after = (await api("GET", `/v1/quote/${folio.quoteId}`)).body.data.quotes;
    expect(after.map((q: any) => [q.program.code, q.status])).toEqual([
      ["KM-BOP", "bound"],
      ["SA-BOP", "quoted"],
      ["KM-CGL", "quoted"],
    ]);
    expect((await bind([cgl.id])).status).toBe(201);
    // Another business of the same name elsewhere is another insured.
    const elsewhere = await answered(["SA-BOP"], { ...risk, mailing_zip: "60602" });
    expect((await bind([elsewhere.quotes[0].id])).status).toBe(201);
  });

  it("allows the line again once the earlier policy is cancelled, and from the day a scheduled cancellation takes effect", async () => {
    const risk = bakery({ business_name: uniqueName("Cancelling Bakery"), mailing_zip: "60601", mailing_state: "IL", effective_date: isoDate(10) });
    const first = await answered(["KM-CGL"], risk);
    const policy = (await bind([first.quotes[0].id])).body.data.policies[0];
    // A scheduled cancellation: the policy covers until day 20, so a term from day 10 still overlaps it ...
    const scheduled = await api("POST", `/v1/policies/${policy.id}/cancel`, { body: { effectiveDate: isoDate(20), reason: "insured_request" } });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
    const overlapping = await answered(["KM-CGL"], risk);
    const refused = await bind([overlapping.quotes[0].id]);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toContain(policy.number);
    // ... but a term from day 20 does not.
    const later = await answered(["KM-CGL"], { ...risk, effective_date: isoDate(20) });
    const laterBind = await bind([later.quotes[0].id]);
    expect(laterBind.status, JSON.stringify(laterBind.body)).toBe(201);

    // Cancelled (flat, before inception): it covers nothing, so the line is free for this insured again.
    const other = bakery({ business_name: uniqueName("Flat Bakery"), mailing_zip: "60601", mailing_state: "IL" });
    const a = await answered(["KM-CGL"], other);
    const p = (await bind([a.quotes[0].id])).body.data.policies[0];
    const flat = await api("POST", `/v1/policies/${p.id}/cancel`, { body: { effectiveDate: p.effectiveDate, reason: "insured_request" } });
    expect(flat.status, JSON.stringify(flat.body)).toBe(200);
    const b = await answered(["KM-CGL"], other);
    expect((await bind([b.quotes[0].id])).status).toBe(201);
  });

  it("travel is exempt: each trip is its own insured event, so overlapping trips of one traveller both bind", async () => {
    const travellers = { insureds: [{ first_name: "Guard", last_name: uniqueName("Trip"), date_of_birth: "1985-04-12" }] };
    const one = await answered(["WT-TI-ESS"], trip(travellers));
    const two = await answered(["WT-TI-ESS"], trip(travellers));
    expect((await bind([one.quotes[0].id])).status).toBe(201);
    const second = await bind([two.quotes[0].id]);
    expect(second.status, JSON.stringify(second.body)).toBe(201);
  });

  it("two concurrent binds of KM-BOP and SA-BOP for one insured: exactly one policy, the other 409", async () => {
    for (let round = 0; round < 3; round++) {
      const folio = await answered(["KM-BOP", "SA-BOP"], bakery({ business_name: uniqueName("Racing Bakery"), mailing_zip: "60601", mailing_state: "IL" }));
      const [km, sa] = [byCode(folio, "KM-BOP"), byCode(folio, "SA-BOP")];
      const results = await Promise.all([bind([km.id]), bind([sa.id])]);
      const statuses = results.map((r) => r.status).sort();
      expect(statuses, JSON.stringify(results.map((r) => r.body))).toEqual([201, 409]);
      const loser = results.find((r) => r.status === 409)!;
      expect(
        ["line_already_bound", "bind_in_progress"].some((c) => loser.body.type.endsWith(c)),
        loser.body.type,
      ).toBe(true);
      const cards = (await api("GET", `/v1/quote/${folio.quoteId}`)).body.data.quotes;
      expect(cards.filter((q: any) => q.status === "bound")).toHaveLength(1);
    }
  });
});

describe("past effective dates and superseded attempts", () => {
  it("refuses to bind, or send a pay link for, a quote whose effective date is before the agency's day", async () => {
    const key = secondTestKey();
    const folio = await answered(["KM-CGL"], bakery({ business_name: uniqueName("Yesterday Bakery"), effective_date: isoDate(0) }), key);
    const id = folio.quotes[0].id;
    const link = await payLink(folio.quoteId, [id], key);
    expect(link.status).toBe(201);
    try {
      expect((await api("POST", "/v1/sandbox/clock", { key, body: { advanceDays: 1 } })).status).toBe(200);
      const res = await bind([id], key);
      expect(res.status, JSON.stringify(res.body)).toBe(409);
      expect(res.body.type).toContain("effective_date_past");
      expect(res.body.detail).toMatch(/re-quote/i);
      expect(res.body.errors).toEqual([expect.objectContaining({ path: "quoteRequestIds[0].effectiveDate", code: "effective_date_past" })]);
      const refusedLink = await payLink(folio.quoteId, [id], key);
      expect(refusedLink.status).toBe(409);
      expect(refusedLink.body.type).toContain("effective_date_past");
      const paid = await api("POST", `/v1/pay/${link.body.data.token}`, { key: null, body: { payment: card() } });
      expect(paid.status).toBe(409);
      expect(paid.body.type).toContain("effective_date_past");
    } finally {
      await api("POST", "/v1/sandbox/clock", { key, body: { date: isoDate(0) } });
    }
  });

  it("shows a superseded attempt on its card and application view, and refuses to bind it or send or pay a pay link for it", async () => {
    const folio = await answered(["KM-CGL"], bakery({ business_name: uniqueName("Requoted Bakery"), mailing_zip: "60601", mailing_state: "IL" }));
    const old = folio.quotes[0];
    expect(old).toMatchObject({ superseded: false, expired: false, latestAttemptNumber: 1 });
    const early = await payLink(folio.quoteId, [old.id]);
    expect(early.status).toBe(201);
    const etag = (await api("GET", `/v1/quote/${folio.quoteId}`)).headers.get("etag");

    const requote = await api("POST", `/v1/quote/${folio.quoteId}`, { body: { coverage: { glLimit: 2000000 } } });
    expect(requote.status, JSON.stringify(requote.body)).toBe(201);
    const view = await api("GET", `/v1/quote/${folio.quoteId}`);
    expect(view.headers.get("etag")).not.toBe(etag); // the re-quote changed what the old folio shows
    expect(view.body.data.quotes[0]).toMatchObject({ status: "quoted", superseded: true, attemptNumber: 1, latestAttemptNumber: 2 });
    const detail = await api("GET", `/v1/quote/${folio.quoteId}/applications/${old.id}`);
    expect(detail.body.data).toMatchObject({ superseded: true, latestAttemptNumber: 2 });

    for (const res of [
      await bind([old.id]),
      await payLink(folio.quoteId, [old.id]),
      await api("POST", `/v1/pay/${early.body.data.token}`, { key: null, body: { payment: card() } }),
    ]) {
      expect(res.status, JSON.stringify(res.body)).toBe(409);
      expect(res.body.type).toContain("superseded_quote");
    }
  });
});

describe(`duplicate coverage, asked before payment (${inject("database")})`, () => {
  it("coverage-check lists the policy a bind would collide with, exactly when bind refuses; travel never; another agency 404", async () => {
    const name = uniqueName("Checked Bakery");
    const risk = bakery({ business_name: name, mailing_zip: "60601", mailing_state: "IL" });
    const first = await answered(["KM-CGL"], risk);
    const check = async (folio: any, code: string, key?: string) =>
      api("GET", `/v1/quote/${folio.quoteId}/applications/${byCode(folio, code).id}/coverage-check`, { key });
    const before = await check(first, "KM-CGL");
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    expect(before.body.data.duplicates).toEqual([]);
    const bound = await bind([byCode(first, "KM-CGL").id]);
    expect(bound.status, JSON.stringify(bound.body)).toBe(201);
    const policy = bound.body.data.policies[0];

    // The same business at the same ZIP, another session: the check names the policy, and bind refuses it.
    const second = await answered(["KM-CGL"], risk);
    const after = await check(second, "KM-CGL");
    expect(after.body.data.duplicates).toEqual([
      { policyId: policy.id, number: policy.number, programCode: "KM-CGL", line: "CGL", effectiveDate: policy.effectiveDate, coverEnd: policy.expirationDate },
    ]);
    const refused = await bind([byCode(second, "KM-CGL").id]);
    expect(refused.status).toBe(409);
    expect(refused.body.type).toContain("line_already_bound");

    // Another business: nothing.
    const other = await answered(["KM-CGL"], bakery({ mailing_zip: "60601", mailing_state: "IL" }));
    expect((await check(other, "KM-CGL")).body.data.duplicates).toEqual([]);
    // Another agency asking about this application: 404.
    const foreign = await check(second, "KM-CGL", secondKey());
    expect(foreign.status).toBe(404);
  });
});

// Underwriting that decides, over HTTP against the running app: answers re-rate the application through
// the queue (knock-outs decline, referrals wait for an underwriter, schedule credits and debits price),
// and an underwriter signed in to the portal approves (re-rates) or declines a referral.
import { describe, expect, it } from "vitest";
import { DEMO_AGENT, DEMO_UNDERWRITER } from "@/prisma/seed";
import { api, bakery, base, pollFolio, secondKey } from "./client";
import { portalSession, type Browser } from "./browser";

const card = () => ({ method: "card", card: { number: "4242 4242 4242 4242", expMonth: 12, expYear: 2031, cvc: "123" } });

async function quoted(programs: string[]) {
  const created = await api("POST", "/v1/quote", { body: { programs, ...bakery({ mailing_zip: "60601", mailing_state: "IL" }) } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return pollFolio(created.body.data.quoteId);
}
const formPath = (quoteId: string, id: string) => `/v1/quote/${quoteId}/applications/${id}/form`;
const answer = (quoteId: string, id: string, answers: Record<string, unknown>) => api("POST", formPath(quoteId, id), { body: { form_payload: answers } });
const cardOf = async (quoteId: string, id: string) => (await pollFolio(quoteId)).quotes.find((q: any) => q.id === id);

/** A carrier underwriter's decision at the desk, as the portal sends it: JSON with the session cookie, from the portal's own origin. */
async function decide(b: Browser, id: string, body: Record<string, unknown>) {
  const res = await b.fetch(`/v1/underwriting/referrals/${id}/decision`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

describe("answers decide", () => {
  it("saving answers re-rates: schedule credits are worksheet lines, and the price is the price of the answers", async () => {
    const folio = await quoted(["KM-CGL"]);
    const before = folio.quotes[0];
    const saved = await answer(folio.quoteId, before.id, { yearsInBusiness: 12, priorClaims: 0, usesWrittenContracts: true });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // rated before the answer (inline), as the carrier answers at once here
    expect(saved.body.data.applicationStatus).toBe("success");
    const schedule = saved.body.data.worksheet.filter((l: any) => l.step === "schedule").map((l: any) => l.label);
    expect(schedule).toEqual([
      "Schedule credit: 10 or more years in business (-10%)",
      "Schedule credit: No claims in the past 3 years (-5%)",
      "Schedule credit: Written contracts with customers (-5%)",
    ]);
    const after = await cardOf(folio.quoteId, before.id);
    expect(after.status).toBe("quoted");
    expect(after.pricing.annualPremium).toBeLessThan(before.pricing.annualPremium);
    // the same answers again change nothing (no re-rating)
    const again = await answer(folio.quoteId, before.id, { yearsInBusiness: 12 });
    expect(again.body.data.ratedAt).toBe(saved.body.data.ratedAt);
  });

  it("a knock-out declines with the carrier's words, and a declined application cannot be bound", async () => {
    const folio = await quoted(["KM-CGL"]);
    const id = folio.quotes[0].id;
    // the plumber of issue 11: 20 claims, new, 90% subcontracted without certificates
    await answer(folio.quoteId, id, {
      priorClaims: 20,
      yearsInBusiness: 0,
      subcontractedPercent: 90,
      requiresCertificatesFromSubs: false,
      usesWrittenContracts: false,
    });
    const declined = await cardOf(folio.quoteId, id);
    expect(declined.status).toBe("declined");
    expect(declined.pricing).toBeNull();
    expect(declined.declineReasons).toEqual([
      { code: "underwriting_knockout", rule: "prior_claims_knockout", message: "The program does not write risks with 4 or more claims in the past 3 years." },
      { code: "underwriting_knockout", rule: "uncertified_subcontractors", message: expect.stringContaining("without certificates of insurance") },
    ]);
    const bind = await api("POST", "/v1/bind", { body: { quoteRequestIds: [id], paymentPlan: "annual", payment: card() } });
    expect([bind.status, bind.body.type]).toEqual([409, expect.stringContaining("not_quoted")]);
    // answers that clear the knock-outs quote it again
    await answer(folio.quoteId, id, { priorClaims: 0, yearsInBusiness: 3, requiresCertificatesFromSubs: true });
    const requoted = await cardOf(folio.quoteId, id);
    expect([requoted.status, requoted.declineReasons]).toEqual(["quoted", []]);
  });
});

describe("referrals", () => {
  it("a referral is priced but cannot be bound or sent for payment; only an underwriter decides; approval re-rates and binds", async () => {
    const folio = await quoted(["KM-BOP"]);
    const id = folio.quotes[0].id;
    await answer(folio.quoteId, id, { yearsInBusiness: 6, priorClaims: 3, hasSprinklers: true, constructionType: "joisted_masonry" });
    const referred = await cardOf(folio.quoteId, id);
    expect(referred.status).toBe("referred");
    expect(referred.pricing.totalAnnual).toBeGreaterThan(0);
    expect(referred.underwriting).toEqual({ referrals: [{ rule: "prior_claims_referral", message: expect.stringContaining("3 claims") }], decision: null });
    expect(referred.notices.map((n: any) => n.text)).toContainEqual(expect.stringMatching(/^Referred to underwriting: 3 claims/));
    expect((await api("GET", `/v1/quote/${folio.quoteId}`)).body.data.summary).toMatchObject({ referredCount: 1, quotedCount: 0 });

    const bind = await api("POST", "/v1/bind", { body: { quoteRequestIds: [id], paymentPlan: "annual", payment: card() } });
    expect([bind.status, bind.body.type]).toEqual([409, expect.stringContaining("referral_pending")]);
    expect(bind.body.detail).toMatch(/referred to an underwriter.*3 claims/);
    const link = await api("POST", `/v1/quote/${folio.quoteId}/pay-links`, { body: { quoteRequestIds: [id], paymentPlan: "annual" } });
    expect([link.status, link.body.type]).toEqual([409, expect.stringContaining("referral_pending")]);

    // Not with an agency's API key, not as an agency's user: 403 with a sentence saying who decides.
    const byKey = await api("POST", `/v1/underwriting/referrals/${id}/decision`, { body: { decision: "approve", note: "ok" } });
    expect([byKey.status, byKey.body.type, byKey.body.requiredPermission]).toEqual([403, expect.stringContaining("forbidden"), "underwriting"]);
    expect(byKey.body.detail).toMatch(/Ask a carrier's underwriter in the portal\.$/);
    const agent = await portalSession(base(), DEMO_AGENT.email, DEMO_AGENT.password);
    expect((await decide(agent, id, { decision: "approve", note: "ok" })).status).toBe(403);

    const underwriter = await portalSession(base(), DEMO_UNDERWRITER.email, DEMO_UNDERWRITER.password);
    const noNote = await decide(underwriter, id, { decision: "approve", note: " " });
    expect([noNote.status, noNote.body.errors[0].path]).toEqual([400, "note"]);
    const approved = await decide(underwriter, id, {
      decision: "approve",
      note: "Loss runs reviewed: three small water claims, pipes replaced.",
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data).toMatchObject({ status: "quoted", reasons: [], decision: { decision: "approved", by: DEMO_UNDERWRITER.name } });
    const seen = await api("GET", `/v1/quote/${folio.quoteId}/applications/${id}`);
    expect(seen.body.data.underwriting.decision).toMatchObject({ decision: "approved", by: DEMO_UNDERWRITER.name, rules: ["prior_claims_referral"] });
    const quotedCard = await cardOf(folio.quoteId, id);
    expect(quotedCard.pricing.totalAnnual).toBe(referred.pricing.totalAnnual); // the answers price it, not the approval
    expect((await decide(underwriter, id, { decision: "decline", note: "late" })).body.type).toContain("not_referred");

    // An approval holds for the answers it saw: a change of answers refers it again.
    await answer(folio.quoteId, id, { yearsInBusiness: 7 });
    expect((await cardOf(folio.quoteId, id)).status).toBe("referred");
    await answer(folio.quoteId, id, { yearsInBusiness: 6 });
    const back = await cardOf(folio.quoteId, id);
    expect(back.status).toBe("quoted");

    const bound = await api("POST", "/v1/bind", {
      body: { quoteRequestIds: [id], paymentPlan: "annual", payment: card(), expectedAmount: back.pricing.totalAnnual },
    });
    expect(bound.status, JSON.stringify(bound.body)).toBe(201);
  });

  it("an underwriter's decline ends the application declined, with the note as the reason", async () => {
    const folio = await quoted(["KM-BOP"]);
    const id = folio.quotes[0].id;
    await answer(folio.quoteId, id, { yearsInBusiness: 1, priorClaims: 0, hasSprinklers: false, constructionType: "frame" });
    expect((await cardOf(folio.quoteId, id)).underwriting.referrals.map((r: any) => r.rule)).toEqual(["new_venture_referral"]);
    const underwriter = await portalSession(base(), DEMO_UNDERWRITER.email, DEMO_UNDERWRITER.password);
    const declined = await decide(underwriter, id, { decision: "decline", note: "No prior experience running a kitchen." });
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);
    const after = await cardOf(folio.quoteId, id);
    expect(after.status).toBe("declined");
    expect(after.declineReasons).toEqual([{ code: "underwriter_declined", message: "Declined by the underwriter: No prior experience running a kitchen." }]);
    expect(after.underwriting.decision).toMatchObject({ decision: "declined", note: "No prior experience running a kitchen." });
  });
});

describe("exposure bases", () => {
  const plumber = (o: Record<string, unknown> = {}) =>
    bakery({ class_code: "30100", business_name: "Pipes LLC", mailing_zip: "78701", mailing_state: "TX", annual_revenue: 300000, ...o });
  const quotePlumber = async (o: Record<string, unknown>) => {
    const created = await api("POST", "/v1/quote", { body: { programs: ["KM-CGL"], ...plumber(o) } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return (await pollFolio(created.body.data.quoteId)).quotes[0];
  };

  it("a contractor class is rated on payroll (and subcontracted cost): without a payroll the quote is refused naming the field", async () => {
    const missing = await api("POST", "/v1/quote", { body: { programs: ["KM-CGL"], ...plumber() } });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([
      expect.objectContaining({ path: "annual_payroll", message: expect.stringMatching(/KM-CGL rates class 30100 on payroll/) }),
    ]);
    // the classification and the program's class rate say so too
    const detail = (await api("GET", "/v1/appetite/classifications/30100/details?programId=KM-CGL")).body.data;
    expect(detail.classification.basis).toBe("payroll");
    expect(detail.ratingBasis).toMatch(/^payroll: class rate per \$100 of annual payroll/);
    expect(detail.classRate).toMatchObject({
      liabilityPer1000Revenue: null,
      liabilityPer100Payroll: expect.any(Number),
      subcontractedPer1000: expect.any(Number),
    });

    const small = await quotePlumber({ annual_payroll: 100000 });
    const larger = await quotePlumber({ annual_payroll: 200000 });
    const withSubs = await quotePlumber({ annual_payroll: 100000, subcontracted_cost: 50000 });
    const moreRevenue = await quotePlumber({ annual_payroll: 100000, annual_revenue: 900000 });
    expect(small.status).toBe("quoted");
    expect(larger.pricing.annualPremium).toBeGreaterThan(small.pricing.annualPremium);
    expect(withSubs.pricing.annualPremium).toBeGreaterThan(small.pricing.annualPremium);
    expect(moreRevenue.pricing.annualPremium).toBe(small.pricing.annualPremium); // revenue is not this class's base
  });
});

/** A GET as the portal sends it, with the session cookie. */
async function get(b: Browser, path: string) {
  const res = await b.fetch(path);
  return { status: res.status, body: await res.json() };
}

describe("the underwriting desk (carriers' underwriters)", () => {
  it("queues the carrier's referrals from every appointed agency, oldest first, with filters; the agency's note; nothing else of an agency", async () => {
    const ours = await quoted(["KM-BOP"]);
    const ourId = ours.quotes[0].id;
    await answer(ours.quoteId, ourId, { yearsInBusiness: 6, priorClaims: 3, hasSprinklers: true, constructionType: "joisted_masonry" });
    // The second agency's referral, in Texas.
    const theirs = await api("POST", "/v1/quote", {
      key: secondKey(),
      body: { programs: ["KM-BOP"], ...bakery({ mailing_zip: "78701", mailing_state: "TX" }) },
    });
    const theirFolio = await pollFolio(theirs.body.data.quoteId, secondKey());
    const theirId = theirFolio.quotes[0].id;
    await api("POST", formPath(theirFolio.quoteId, theirId), {
      key: secondKey(),
      body: { form_payload: { yearsInBusiness: 1, priorClaims: 0, hasSprinklers: false, constructionType: "frame" } },
    });
    // The agency writes the underwriter a note; only on a referred application.
    const note = await api("POST", `/v1/quote/${ours.quoteId}/applications/${ourId}/referral-note`, {
      body: { note: "Three small water claims; pipes replaced in 2024." },
    });
    expect(note.status, JSON.stringify(note.body)).toBe(200);
    expect(note.body.data.referralNote).toBe("Three small water claims; pipes replaced in 2024.");
    expect((await api("POST", `/v1/quote/${ours.quoteId}/applications/${ourId}/referral-note`, { body: { note: "" } })).body.errors[0].path).toBe("note");
    // The agent's dashboard filter: quotes waiting for an underwriter.
    const waiting = await api("GET", "/v1/quote?referred=true&limit=100");
    expect(waiting.body.data.items.map((f: any) => f.quoteId)).toContain(ours.quoteId);

    const uw = await portalSession(base(), DEMO_UNDERWRITER.email, DEMO_UNDERWRITER.password);
    const queue = await get(uw, "/v1/underwriting/referrals?limit=100");
    expect(queue.status, JSON.stringify(queue.body)).toBe(200);
    const ids = queue.body.data.items.map((r: any) => r.id);
    expect(ids).toEqual(expect.arrayContaining([ourId, theirId]));
    const at = queue.body.data.items.map((r: any) => r.referredAt);
    expect(at).toEqual([...at].sort()); // oldest first
    expect(queue.body.data.programs.map((p: any) => p.code)).toEqual(["KM-BOP", "KM-CGL"]);
    expect(queue.body.data.agencies.map((a: any) => a.name)).toEqual(
      expect.arrayContaining(["Harbor & Main Insurance Agency", "Second Street Insurance Brokers"]),
    );
    const mine = queue.body.data.items.find((r: any) => r.id === ourId);
    expect(mine).toMatchObject({
      status: "referred",
      agency: { name: "Harbor & Main Insurance Agency" },
      program: { code: "KM-BOP" },
      state: "IL",
      agencyNote: "Three small water claims; pipes replaced in 2024.",
      reasons: [{ rule: "prior_claims_referral", message: expect.stringContaining("3 claims") }],
      decision: null,
    });
    // Filters: state, agency, program, age.
    const texas = await get(uw, "/v1/underwriting/referrals?state=TX&limit=100");
    expect(texas.body.data.items.map((r: any) => r.id)).toContain(theirId);
    expect(texas.body.data.items.every((r: any) => r.state === "TX")).toBe(true);
    const second = queue.body.data.items.find((r: any) => r.id === theirId).agency.id;
    const byAgency = await get(uw, `/v1/underwriting/referrals?agency=${second}&limit=100`);
    expect(byAgency.body.data.items.every((r: any) => r.agency.id === second)).toBe(true);
    expect((await get(uw, "/v1/underwriting/referrals?program=KM-CGL&limit=100")).body.data.items.map((r: any) => r.id)).not.toContain(ourId);
    expect((await get(uw, "/v1/underwriting/referrals?older_than_hours=48&limit=100")).body.data.items.map((r: any) => r.id)).not.toContain(ourId);
    const bad = await get(uw, "/v1/underwriting/referrals?state=Illinois");
    expect([bad.status, bad.body.errors[0].path]).toEqual([400, "state"]);
    // One page at a time, oldest first, no referral twice.
    const page1 = await get(uw, "/v1/underwriting/referrals?limit=1");
    const page2 = await get(uw, `/v1/underwriting/referrals?limit=1&cursor=${page1.body.data.nextCursor}`);
    expect(page2.body.data.items[0].id).not.toBe(page1.body.data.items[0].id);
    expect(page2.body.data.items[0].referredAt >= page1.body.data.items[0].referredAt).toBe(true);

    // One referral: the risk and the answers in words.
    const one = await get(uw, `/v1/underwriting/referrals/${ourId}`);
    expect(one.status).toBe(200);
    expect(one.body.data.risk).toContainEqual({ label: "Location", value: "IL 60601" });
    expect(one.body.data.answers).toContainEqual(expect.objectContaining({ key: "priorClaims", answer: "3" }));
    expect(one.body.data.answers).toContainEqual(expect.objectContaining({ key: "hasSprinklers", answer: "Yes" }));

    // Another carrier's application is not found; no agency operation is open to a carrier's underwriter.
    const harbor = await quoted(["HS-CGL"]);
    expect((await get(uw, `/v1/underwriting/referrals/${harbor.quotes[0].id}`)).status).toBe(404);
    const agencyRead = await get(uw, `/v1/quote/${ours.quoteId}`);
    expect([agencyRead.status, agencyRead.body.requiredPermission]).toEqual([403, "read"]);
    expect((await get(uw, "/v1/policies")).status).toBe(403);

    // The decision: the agency's producers are emailed (the outbox, without SMTP here), and the dashboard filter drops it.
    const decided = await decide(uw, ourId, { decision: "decline", note: "Too many water claims for this class." });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(decided.body.data).toMatchObject({ status: "declined", decision: { decision: "declined", by: DEMO_UNDERWRITER.name } });
    const messages = await api("GET", "/v1/messages?limit=50");
    // To each producer of the agency (other tests may add producers to it): the demo producer's among them.
    const mail = messages.body.data.items.find((m: any) => m.kind === "referral_decision" && m.subject.includes(ours.insuredName) && m.to === DEMO_AGENT.email);
    expect(mail).toMatchObject({ to: DEMO_AGENT.email, subject: expect.stringMatching(/^Referral declined: /) });
    expect((await api("GET", "/v1/quote?referred=true&limit=100")).body.data.items.map((f: any) => f.quoteId)).not.toContain(ours.quoteId);
    const decidedList = await get(uw, "/v1/underwriting/referrals?status=decided&limit=100");
    expect(decidedList.body.data.items.map((r: any) => r.id)).toContain(ourId);
    expect((await get(uw, "/v1/underwriting/referrals?limit=100")).body.data.items.map((r: any) => r.id)).not.toContain(ourId);
  });
});

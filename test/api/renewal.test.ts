// A renewal re-quoted stays the renewal (issue 27, item 8), over HTTP: the offer of a claims-made policy is
// re-quoted with new revenue; the new attempt is the policy's offer, carries the answers (years in business
// advanced a year), shows what changed from the expiring term, and paying it issues the next term linked to
// the expiring one with its retroactive date. The client (issue 30 item 6) sees the renewal due, side by
// side with the expiring term, and the next term as its own. The second agency's own clock, reset after.
import { describe, expect, it } from "vitest";
import { api, bakery, pollFolio, secondTestKey, uniqueName } from "./client";

const card = () => ({ method: "card", card: { number: "4242 4242 4242 4242", expMonth: 12, expYear: 2031, cvc: "123" } });
const PL_ANSWERS = { yearsInBusiness: 9, priorClaims: 0, usesWrittenContracts: true, priorActsDate: "2021-03-15" };

describe("a renewal re-quoted with new exposure", () => {
  it("stays the renewal: its answers, its link to the expiring policy, its retroactive date, and what changed", async () => {
    const key = secondTestKey();
    const created = await api("POST", "/v1/quote", {
      key,
      body: {
        programs: ["MP-PL"],
        ...bakery({ class_code: "40100", business_name: uniqueName("Renewal CPA"), mailing_zip: "75201", mailing_state: "TX", annual_revenue: 400000 }),
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const folio = await pollFolio(created.body.data.quoteId, key);
    const quote = folio.quotes[0];
    expect(quote.status).toBe("quoted");
    expect((await api("POST", `/v1/quote/${folio.quoteId}/applications/${quote.id}/form`, { key, body: { form_payload: PL_ANSWERS } })).status).toBe(200);
    const bound = await api("POST", "/v1/bind", { key, body: { quoteRequestIds: [quote.id], paymentPlan: "annual", payment: card() } });
    expect(bound.status, JSON.stringify(bound.body)).toBe(201);
    const policy = bound.body.data.policies[0];
    expect(policy.retroactiveDate).toBe("2021-03-15");
    try {
      expect((await api("POST", "/v1/sandbox/clock", { key, body: { date: policy.renewal.offeredFrom } })).status).toBe(200);
      const offered = await waitForOffer(policy.id, key);
      // The offer carries the answers a year on: years in business advanced, nothing else changed.
      expect(offered.changes).toEqual(expect.arrayContaining([{ field: "answers.yearsInBusiness", from: 9, to: 10 }]));
      expect(offered.changes.map((c: { field: string }) => c.field)).not.toContain("answers.priorActsDate");

      // Answers that age are confirmed again for the renewal (issue 30 item 2): listed to confirm until given again.
      const questions = (await api("GET", `/v1/insureds/${folio.insuredId}/questions?programs=MP-PL`, { key })).body.data;
      expect(questions.toConfirm).toEqual(["yearsInBusiness", "priorClaims"]);
      const claims = questions.questions.find((q: { id: string }) => q.id === "priorClaims");
      expect(claims).toMatchObject({ toConfirm: true, answer: { value: 0, confirmedAt: null } });
      expect(questions.questions.find((q: { id: string }) => q.id === "usesWrittenContracts")).toMatchObject({ toConfirm: false });
      const confirmed = await api("POST", `/v1/insureds/${folio.insuredId}/answers?programs=MP-PL`, { key, body: { answers: { priorClaims: 0 } } });
      expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
      expect(confirmed.body.data.toConfirm).toEqual(["yearsInBusiness"]);
      const reconfirmed = confirmed.body.data.questions.find((q: { id: string }) => q.id === "priorClaims");
      // Who first gave it is kept; the confirmation is its own stamp.
      expect(reconfirmed).toMatchObject({ toConfirm: false, answer: { value: 0, answeredAt: claims.answer.answeredAt, answeredBy: claims.answer.answeredBy } });
      expect(reconfirmed.answer.confirmedAt > claims.answer.answeredAt).toBe(true);

      // Re-quoted with new revenue: a new attempt of the same program, still this policy's renewal.
      const requoted = await api("POST", `/v1/quote/${offered.quoteId}`, { key, body: { annual_revenue: 650000 } });
      expect(requoted.status, JSON.stringify(requoted.body)).toBe(201);
      const newFolio = await pollFolio(requoted.body.data.quoteId, key);
      expect(newFolio.quotes[0].status).toBe("quoted");
      const renewal = await waitForOffer(policy.id, key, requoted.body.data.quoteId);
      expect(renewal).toMatchObject({ status: "offered", quoteId: requoted.body.data.quoteId, quoteRequestId: newFolio.quotes[0].id });
      expect(renewal.changes).toEqual(
        expect.arrayContaining([
          { field: "annual_revenue", from: 400000, to: 650000 },
          { field: "answers.yearsInBusiness", from: 9, to: 10 },
        ]),
      );
      expect(renewal.renewalTotal).toBeGreaterThan(0);
      // The client's next term (issue 30 item 6): the re-quote is the same insured's, and keeps the answers
      // as the offer carried them (years in business a year on, the prior acts date as given).
      expect(newFolio.insuredId).toBe(folio.insuredId);
      const application = await api("GET", `/v1/quote/${newFolio.quoteId}/applications/${newFolio.quotes[0].id}`, { key });
      expect(application.body.data.formPayload).toEqual({ ...PL_ANSWERS, yearsInBusiness: 10 });
      expect(application.body.data.systemPayload.annual_revenue).toBe(650000);
      // Side by side: every price, option and exposure row, the retroactive date kept, the answers that differ.
      const row = (field: string) => renewal.comparison.find((r: { field: string }) => r.field === field);
      expect(row("total")).toMatchObject({ group: "price", unit: "money", expiring: policy.total, renewal: renewal.renewalTotal, changed: true });
      expect(row("exposure.annual_revenue")).toMatchObject({ expiring: 400000, renewal: 650000, changed: true });
      expect(row("exposure.employee_count")).toMatchObject({ changed: false });
      expect(row("option.plLimit")).toMatchObject({ group: "options", unit: "money", changed: false });
      expect(row("retroactiveDate")).toMatchObject({ expiring: "2021-03-15", renewal: "2021-03-15", changed: false });
      expect(row("answers.yearsInBusiness")).toMatchObject({ expiring: 9, renewal: 10, label: "How many years has the business operated?" });
      expect(row("answers.priorActsDate")).toBeUndefined();
      // The client shows it as a renewal due, with the same comparison, and its answers with who gave them.
      const client = (await api("GET", `/v1/insureds/${folio.insuredId}`, { key })).body.data;
      expect(client.renewals).toEqual([
        expect.objectContaining({
          policyId: policy.id,
          policyNumber: policy.number,
          status: "offered",
          quoteId: newFolio.quoteId,
          dueDate: policy.expirationDate,
          program: { code: "MP-PL", name: expect.any(String) },
          comparison: renewal.comparison,
        }),
      ]);
      expect(client.answers.map((a: { questionId: string }) => a.questionId)).toEqual(expect.arrayContaining(["yearsInBusiness", "priorClaims"]));
      const who = client.answers[0].answeredBy as string;
      expect(who).toMatch(/^api_key:/);
      expect(client.people).toEqual(expect.arrayContaining([{ ref: who, name: expect.stringContaining("API key") }]));
      expect(client.payments).toEqual([expect.objectContaining({ kind: "charge", status: "succeeded", amount: policy.total, policyIds: [policy.id] })]);
      // Another program is not this renewal's to quote.
      const other = await api("POST", `/v1/quote/${offered.quoteId}`, { key, body: { programs: ["KM-CGL"] } });
      expect(other.status).toBe(400);
      expect(other.body.errors).toEqual([expect.objectContaining({ path: "programs", code: "renewal_program" })]);

      // Paying accepts the re-quoted offer: the next term renews the expiring policy, with its retroactive date.
      const accepted = await api("POST", `/v1/policies/${policy.id}/renewal-payment`, {
        key,
        headers: { "idempotency-key": `renew-${crypto.randomUUID()}` },
        body: { payment: card() },
      });
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
      expect(accepted.body.data.kind).toBe("renewal");
      expect(accepted.body.data.renewal).toMatchObject({ renewalOfId: policy.id, retroactiveDate: "2021-03-15", total: renewal.renewalTotal });
      expect(accepted.body.data.renewal.insured.id).toBe(folio.insuredId);
      // Renewed: no longer due; the next term and its payment are the client's.
      const after = (await api("GET", `/v1/insureds/${folio.insuredId}`, { key })).body.data;
      expect(after.renewals).toEqual([]);
      expect(after.policies.map((p: { id: string }) => p.id)).toEqual([accepted.body.data.renewal.id, policy.id]);
      expect(after.payments).toHaveLength(2);
    } finally {
      await api("POST", "/v1/sandbox/clock", { key, body: { reset: true } });
    }
  });
});

async function waitForOffer(policyId: string, key: string, quoteId?: string): Promise<any> {
  for (const deadline = Date.now() + 30_000; ;) {
    const renewal = (await api("GET", `/v1/policies/${policyId}/renewal`, { key })).body.data;
    if ((renewal.status === "offered" && (!quoteId || renewal.quoteId === quoteId)) || Date.now() > deadline) return renewal;
    await new Promise((r) => setTimeout(r, 200));
  }
}

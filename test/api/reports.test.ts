// The insights report over HTTP against the running app (decision 046): quotes and a bind made through the API
// move the agency's figures by exactly what was made (API test files run one at a time, so the deltas are ours),
// another agency's and the test twin's figures do not move, and bad query parameters are problems naming the field.
import { describe, expect, it } from "vitest";
import { api, bakery, demoTestKey, pollFolio, secondKey, uniqueName } from "./client";

const CGL_ANSWERS = { yearsInBusiness: 6, priorClaims: 0, usesWrittenContracts: true };
const card = { method: "card", card: { number: "4242 4242 4242 4242", expMonth: 12, expYear: 2031, cvc: "123" } };

async function report(query = "", key?: string): Promise<any> {
  const res = await api("GET", `/v1/reports/insights${query ? `?${query}` : ""}`, key === undefined ? {} : { key });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

/** A KM-CGL quote for a bakery, answered and priced; bound by card when asked. */
async function quoted(bind: boolean): Promise<{ premium: number | null }> {
  const created = await api("POST", "/v1/quote", { body: { programs: ["KM-CGL"], ...bakery({ business_name: uniqueName("Insights Bakery") }) } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const folio = await pollFolio(created.body.data.quoteId);
  const quote = folio.quotes[0];
  expect((await api("POST", `/v1/quote/${folio.quoteId}/applications/${quote.id}/form`, { body: { form_payload: CGL_ANSWERS } })).status).toBe(200);
  expect((await pollFolio(folio.quoteId)).quotes[0].status).toBe("quoted");
  if (!bind) return { premium: null };
  const bound = await api("POST", "/v1/bind", { body: { quoteRequestIds: [quote.id], paymentPlan: "annual", payment: card } });
  expect(bound.status, JSON.stringify(bound.body)).toBe(201);
  return { premium: bound.body.data.policies[0].premium };
}

const program = (r: any, code: string) => r.byProgram.find((p: any) => p.programCode === code) ?? { started: 0, quoted: 0, bound: 0 };
const month = (r: any) => r.premiumByMonth.at(-1);

describe("GET /v1/reports/insights", () => {
  it("counts the quotes and the bind just made, in the agency's figures only", async () => {
    const before = await report();
    const secondBefore = await report("", secondKey());
    const testBefore = await report("", demoTestKey());
    expect(before.period).toMatchObject({ to: new Date().toISOString().slice(0, 10), producer: null });
    expect(before.premiumByMonth.length).toBeGreaterThanOrEqual(3);

    const { premium } = await quoted(true);
    await quoted(false);

    const after = await report();
    expect(after.totals.started - before.totals.started).toBe(2);
    expect(after.totals.quoted - before.totals.quoted).toBe(2);
    expect(after.totals.bound - before.totals.bound).toBe(1);
    expect(after.totals.hitRatio).toBeCloseTo(after.totals.bound / after.totals.quoted, 4);
    const cgl = program(after, "KM-CGL");
    const cglBefore = program(before, "KM-CGL");
    expect([cgl.started - cglBefore.started, cgl.quoted - cglBefore.quoted, cgl.bound - cglBefore.bound]).toEqual([2, 2, 1]);
    expect(cgl).toMatchObject({ line: "CGL", carrierName: expect.any(String), programName: expect.any(String) });
    const line = after.byLine.find((l: any) => l.line === "CGL");
    expect(line.started).toBeGreaterThanOrEqual(cgl.started);
    // Premium written this month grows by the policy's premium, in decimals.
    expect(month(after).policies - month(before).policies).toBe(1);
    expect(month(after).premium - month(before).premium).toBeCloseTo(premium!, 2);
    expect(after.timeToPriced.quotes - before.timeToPriced.quotes).toBe(2);
    expect(after.timeToPriced.medianSeconds).toEqual(expect.any(Number));

    // Another agency, and this agency's own test mode, see none of it.
    const secondAfter = await report("", secondKey());
    expect(secondAfter.totals).toEqual(secondBefore.totals);
    expect(month(secondAfter)).toEqual(month(secondBefore));
    const testAfter = await report("", demoTestKey());
    expect(testAfter.totals).toEqual(testBefore.totals);
    expect(month(testAfter)).toEqual(month(testBefore));
  });

  it("reports a past period with every month in it, and nothing from today", async () => {
    const r = await report("from=2020-01-15&to=2020-03-02");
    expect(r.period).toMatchObject({ from: "2020-01-15", to: "2020-03-02" });
    expect(r.premiumByMonth.map((m: any) => m.month)).toEqual(["2020-01", "2020-02", "2020-03"]);
    expect(r.totals).toEqual({ started: 0, quoted: 0, bound: 0, hitRatio: null });
    expect(r.byProgram).toEqual([]);
    expect(r.producers.length).toBeGreaterThan(0);
  });

  it("refuses bad parameters with a problem naming the field", async () => {
    const cases: Array<[string, string]> = [
      ["from=2026-13-01", "from"],
      ["from=2026-05-01&to=2026-04-01", "from"],
      ["from=2020-01-01&to=2026-01-01", "from"],
      ["producer=dana", "producer"],
      ["producer=00000000-0000-4000-8000-000000000000", "producer"],
      ["limit=5", ""],
    ];
    for (const [query, field] of cases) {
      const res = await api("GET", `/v1/reports/insights?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.headers.get("content-type")).toContain("application/problem+json");
      expect(res.body.detail, query).toEqual(expect.any(String));
      if (field)
        expect(
          res.body.errors.map((e: any) => e.path),
          query,
        ).toContain(field);
    }
  });
});

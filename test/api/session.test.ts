// The shopping session view and like-for-like defaults (issue 12 points 1 and 2, decision 020), over HTTP
// against the running app: re-quoting one program replaces only that program's column, the replaced attempt
// moves to history, any folio of the session answers the same view, another agency's id is a 404, and
// programs sharing an option start at one common value.
import { describe, expect, inject, it } from "vitest";
import { api, bakery, pollFolio, secondKey, trip } from "./client";

const session = async (quoteId: string) => {
  const res = await api("GET", `/v1/quote/${quoteId}/session`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

describe(`quote sessions (${inject("database")})`, () => {
  it("the latest attempt of every program, history for replaced ones, the same from any folio of the session", async () => {
    const created = await api("POST", "/v1/quote", { body: { programs: ["KM-BOP", "KM-CGL", "SA-BOP"], ...bakery() } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const first = await pollFolio(created.body.data.quoteId);
    const before = await session(first.quoteId);
    expect(before.quotes.map((c: any) => c.program.code)).toEqual(["KM-BOP", "KM-CGL", "SA-BOP"]);
    expect(before.quotes.every((c: any) => c.quoteId === first.quoteId && c.attemptNumber === 1)).toBe(true);
    expect(before.history).toEqual([]);
    expect(before.folioCount).toBe(1);
    // The carrier rows a comparison shows.
    expect(before.quotes[0].carrier).toMatchObject({ admitted: true, financialStrength: "A (Excellent)" });

    // Re-quote the CGL alone at $2M: only its column changes.
    const requoted = await api("POST", `/v1/quote/${first.quoteId}`, { body: { programs: ["KM-CGL"], coverage: { glLimit: 2000000 } } });
    expect(requoted.status, JSON.stringify(requoted.body)).toBe(201);
    const second = await pollFolio(requoted.body.data.quoteId);
    const after = await session(first.quoteId);
    expect(after.quotes.map((c: any) => [c.program.code, c.attemptNumber, c.quoteId])).toEqual([
      ["KM-BOP", 1, first.quoteId],
      ["KM-CGL", 2, second.quoteId],
      ["SA-BOP", 1, first.quoteId],
    ]);
    expect(after.quotes.every((c: any) => !c.superseded)).toBe(true);
    const cgl = after.quotes[1];
    expect(cgl.options.find((o: any) => o.key === "glLimit").selectedValue).toBe(2000000);
    expect(after.history).toEqual([
      expect.objectContaining({ programCode: "KM-CGL", attemptNumber: 1, replacedByAttempt: 2, quoteId: first.quoteId, quoteRequestId: first.quotes[1].id }),
    ]);
    expect(after.folioCount).toBe(2);
    expect(after.latestQuoteId).toBe(second.quoteId);
    // The summary prices the latest attempts: the CGL line is the $2M attempt.
    const cglLine = after.summary.lines.find((l: any) => l.line === "CGL");
    expect(cglLine.quoteRequestId).toBe(cgl.id);

    // Any folio of the session answers the same view, but for the quoteId it names.
    const fromSecond = await session(second.quoteId);
    expect({ ...fromSecond, quoteId: undefined }).toEqual({ ...after, quoteId: undefined });
    expect(fromSecond.quoteId).toBe(second.quoteId);

    // Another agency's id is a 404, as for the folio itself.
    const foreign = await api("GET", `/v1/quote/${first.quoteId}/session`, { key: secondKey() });
    expect(foreign.status).toBe(404);
    expect(foreign.headers.get("content-type")).toContain("application/problem+json");
  });

  it("three travel programs start at the one medical limit all three offer; a limit asked for is kept", async () => {
    const created = await api("POST", "/v1/quote", { body: { programs: ["WT-TI-ESS", "WT-TI-PRE", "SA-TI"], ...trip() } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const folio = await pollFolio(created.body.data.quoteId);
    const medical = (f: any) => f.quotes.map((c: any) => [c.program.code, c.options.find((o: any) => o.key === "medicalLimit").selectedValue]);
    expect(medical(folio)).toEqual([
      ["WT-TI-ESS", 100000],
      ["WT-TI-PRE", 100000],
      ["SA-TI", 100000],
    ]);
    const asked = await api("POST", "/v1/quote", {
      body: { programs: ["WT-TI-PRE", "SA-TI"], ...trip({ coverage: { tripCost: 6000, medicalLimit: 250000 } }) },
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    expect(medical(await pollFolio(asked.body.data.quoteId))).toEqual([
      ["WT-TI-PRE", 250000],
      ["SA-TI", 250000],
    ]);
  });
});

// Risk and options apart (issue 30 item 3, decision 031), over HTTP against the running app: one program's
// option change re-quotes that program only, a re-quote of the risk keeps every program's own options, a
// folio-wide coverage in a re-quote applies to the programs re-quoted, and program_options is validated
// like endorsements (400 naming the path where it was sent).
import { describe, expect, inject, it } from "vitest";
import { api, bakery, pollFolio } from "./client";

// Chicago: written by the Keystone, Meridian and Summit programs; all four offer the GL limit option.
const chicagoBakery = (o: Record<string, unknown> = {}) => bakery({ mailing_zip: "60601", mailing_state: "IL", ...o });
const PROGRAMS = ["SA-BOP", "KM-BOP", "MP-BOP", "KM-CGL"];

/** Each card's selected value of an option, by program code, as the folio view shows it. */
const optionOf = (folio: any, key: string) =>
  Object.fromEntries(folio.quotes.map((q: any) => [q.program.code, q.options.find((o: any) => o.key === key)?.selectedValue]));
const attempts = (folio: any) => Object.fromEntries(folio.quotes.map((q: any) => [q.program.code, q.attemptNumber]));

async function requoted(quoteId: string, body: Record<string, unknown>) {
  const res = await api("POST", `/v1/quote/${quoteId}`, { body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return pollFolio(res.body.data.quoteId);
}

describe(`risk and options apart (${inject("database")})`, () => {
  it("SA-BOP's GL limit set to $2M, then a re-quote of the revenue alone: SA-BOP keeps $2M, every other program keeps $1M", async () => {
    const created = await api("POST", "/v1/quote", { body: { programs: PROGRAMS, ...chicagoBakery() } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const first = await pollFolio(created.body.data.quoteId);
    expect(first.quotes.map((q: any) => [q.program.code, q.status])).toEqual(PROGRAMS.map((c) => [c, "quoted"]));
    expect(optionOf(first, "glLimit")).toEqual({ "SA-BOP": 1000000, "KM-BOP": 1000000, "MP-BOP": 1000000, "KM-CGL": 1000000 });

    // The card's change: SA-BOP alone, with its own options.
    const card = await requoted(first.quoteId, { programs: ["SA-BOP"], program_options: { "SA-BOP": { glLimit: 2000000 } } });
    expect(card.quotes.map((q: any) => [q.program.code, q.attemptNumber])).toEqual([["SA-BOP", 2]]);
    expect(optionOf(card, "glLimit")).toEqual({ "SA-BOP": 2000000 });
    // Its other options are the folio-wide ones still.
    expect(optionOf(card, "bppLimit")).toEqual({ "SA-BOP": 100000 });

    // The preview says what the re-quote will change and which programs it touches, and records nothing.
    const preview = await api("POST", `/v1/quote/${first.quoteId}/requote-preview`, { body: { annual_revenue: 900000 } });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.data.changes).toEqual([{ field: "annual_revenue", from: 850000, to: 900000 }]);
    expect(preview.body.data.notRequoted).toEqual([]);
    const gl = (p: any) => p.options.find((o: any) => o.key === "glLimit");
    expect(preview.body.data.programs.map((p: any) => [p.programCode, p.effect, p.attemptNumber, gl(p).from, gl(p).to, gl(p).changed])).toEqual([
      ["SA-BOP", "requoted", 3, 2000000, 2000000, false],
      ["KM-BOP", "requoted", 2, 1000000, 1000000, false],
      ["MP-BOP", "requoted", 2, 1000000, 1000000, false],
      ["KM-CGL", "requoted", 2, 1000000, 1000000, false],
    ]);
    expect(preview.body.data.systemPayload.program_options).toEqual({ "SA-BOP": { glLimit: 2000000 } });
    const narrow = await api("POST", `/v1/quote/${first.quoteId}/requote-preview`, { body: { programs: ["KM-BOP"], coverage: { glLimit: 500000 } } });
    expect(narrow.status, JSON.stringify(narrow.body)).toBe(200);
    expect(narrow.body.data.changes).toEqual([{ field: "coverage.glLimit", from: 1000000, to: 500000 }]);
    expect(narrow.body.data.programs.map((p: any) => [p.programCode, gl(p).from, gl(p).to, gl(p).changed])).toEqual([["KM-BOP", 1000000, 500000, true]]);
    expect(narrow.body.data.notRequoted.map((p: any) => p.programCode).sort()).toEqual(["KM-CGL", "MP-BOP", "SA-BOP"]);
    const refused = await api("POST", `/v1/quote/${first.quoteId}/requote-preview`, { body: { program_options: { "SA-BOP": { glLimit: 300000 } } } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([expect.objectContaining({ path: "program_options.SA-BOP.glLimit", code: "option_not_offered" })]);
    expect((await api("GET", `/v1/quote/${first.quoteId}/session`)).body.data.history).toHaveLength(1);

    // Edit risk: the new revenue only, from the first folio (every program).
    const risk = await requoted(first.quoteId, { annual_revenue: 900000 });
    expect(attempts(risk)).toEqual({ "SA-BOP": 3, "KM-BOP": 2, "MP-BOP": 2, "KM-CGL": 2 });
    expect(risk.quotes.every((q: any) => q.status === "quoted")).toBe(true);
    expect(optionOf(risk, "glLimit")).toEqual({ "SA-BOP": 2000000, "KM-BOP": 1000000, "MP-BOP": 1000000, "KM-CGL": 1000000 });
    const detail = (await api("GET", `/v1/quote/${risk.quoteId}/applications/${risk.quotes[0].id}`)).body.data;
    expect(detail.systemPayload).toMatchObject({ annual_revenue: 900000, coverage: { glLimit: 1000000, bppLimit: 100000 } });
    expect(detail.systemPayload.program_options).toEqual({ "SA-BOP": { glLimit: 2000000 } });
    // The revenue reached every program: the premiums moved.
    for (const q of risk.quotes) {
      const before = first.quotes.find((f: any) => f.program.code === q.program.code);
      expect(q.pricing.annualPremium, q.program.code).not.toBe(before.pricing.annualPremium);
    }

    // The same from the newest folio (SA-BOP's, whose block knows only SA-BOP), naming the session's programs.
    const again = await requoted(card.quoteId, { programs: PROGRAMS, annual_revenue: 950000 });
    expect(optionOf(again, "glLimit")).toEqual({ "SA-BOP": 2000000, "KM-BOP": 1000000, "MP-BOP": 1000000, "KM-CGL": 1000000 });
  });

  it("a folio-wide coverage given in a re-quote applies to the programs re-quoted; their other own options stay", async () => {
    const created = await api("POST", "/v1/quote", { body: { programs: PROGRAMS, ...chicagoBakery() } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const first = await pollFolio(created.body.data.quoteId);

    // An API client's card change with the folio-wide field: it applies to KM-CGL, the program re-quoted.
    const cgl = await requoted(first.quoteId, { programs: ["KM-CGL"], coverage: { glLimit: 2000000 } });
    expect(optionOf(cgl, "glLimit")).toEqual({ "KM-CGL": 2000000 });
    const sa = await requoted(first.quoteId, { programs: ["SA-BOP"], program_options: { "sa-bop": { glLimit: 2000000, deductible: 2500 } } });
    expect(optionOf(sa, "deductible")).toEqual({ "SA-BOP": 2500 });

    // The risk re-quoted from KM-CGL's folio, whose coverage says $2M: nobody else takes it.
    const risk = await requoted(cgl.quoteId, { programs: PROGRAMS, employee_count: 7 });
    expect(optionOf(risk, "glLimit")).toEqual({ "SA-BOP": 2000000, "KM-BOP": 1000000, "MP-BOP": 1000000, "KM-CGL": 2000000 });

    // A folio-wide BPP limit for every program re-quoted: the GL limits and SA-BOP's deductible are kept.
    const bpp = await requoted(risk.quoteId, { coverage: { bppLimit: 250000 } });
    expect(optionOf(bpp, "bppLimit")).toEqual({ "SA-BOP": 250000, "KM-BOP": 250000, "MP-BOP": 250000, "KM-CGL": undefined });
    expect(optionOf(bpp, "glLimit")).toEqual({ "SA-BOP": 2000000, "KM-BOP": 1000000, "MP-BOP": 1000000, "KM-CGL": 2000000 });
    expect(optionOf(bpp, "deductible")).toMatchObject({ "SA-BOP": 2500 });

    // A folio-wide GL limit replaces every re-quoted program's own GL limit, and only those re-quoted.
    const two = await requoted(bpp.quoteId, { programs: ["SA-BOP", "KM-CGL", "KM-BOP"], coverage: { glLimit: 1000000 } });
    expect(optionOf(two, "glLimit")).toEqual({ "SA-BOP": 1000000, "KM-CGL": 1000000, "KM-BOP": 1000000 });
    const session = (await api("GET", `/v1/quote/${two.quoteId}/session`)).body.data;
    expect(optionOf(session, "glLimit")).toEqual({ "SA-BOP": 1000000, "KM-BOP": 1000000, "MP-BOP": 1000000, "KM-CGL": 1000000 });
    expect(optionOf(session, "deductible")).toMatchObject({ "SA-BOP": 2500 });
  });

  it("a program's own option takes precedence over the folio-wide coverage, even a folio-wide value it does not offer", async () => {
    const created = await api("POST", "/v1/quote", {
      body: { programs: ["SA-BOP", "KM-BOP"], ...chicagoBakery({ coverage: { glLimit: 500000 } }), program_options: { "SA-BOP": { glLimit: 1000000 } } },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const folio = (await api("GET", `/v1/quote/${created.body.data.quoteId}`)).body.data;
    expect(optionOf(folio, "glLimit")).toEqual({ "SA-BOP": 1000000, "KM-BOP": 500000 });
  });

  it("refuses program_options naming a program not quoted, an option it lacks or a value it does not offer, naming the path where it was sent", async () => {
    const wrong = await api("POST", "/v1/quote", {
      body: {
        programs: ["SA-BOP", "KM-BOP"],
        ...chicagoBakery(),
        program_options: { "SA-BOP": { glLimit: 500000 }, "KM-BOP": { plLimit: 1000000 }, "HS-PL": { plLimit: 1000000 } },
      },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([
      expect.objectContaining({
        path: "program_options.SA-BOP.glLimit",
        code: "option_not_offered",
        message: expect.stringContaining("choose one of 1000000, 2000000"),
      }),
      expect.objectContaining({ path: "program_options.KM-BOP.plLimit", code: "unknown_option", message: expect.stringContaining("program KM-BOP") }),
      expect.objectContaining({ path: "program_options.HS-PL", code: "program_not_quoted" }),
    ]);
    const shape = await api("POST", "/v1/quote", { body: { programs: ["SA-BOP"], ...chicagoBakery(), program_options: { "SA-BOP": { glLimit: "2M" } } } });
    expect(shape.status).toBe(400);
    expect(shape.body.errors.map((e: any) => e.path)).toEqual(["program_options.SA-BOP.glLimit"]);

    const created = await api("POST", "/v1/quote", { body: { programs: ["SA-BOP", "KM-BOP"], ...chicagoBakery() } });
    expect(created.status).toBe(201);
    const quoteId = created.body.data.quoteId;
    // In a re-quote the path is where the field was sent: top level, or inside system_payload.
    const top = await api("POST", `/v1/quote/${quoteId}`, { body: { programs: ["SA-BOP"], program_options: { "SA-BOP": { glLimit: 300000 }, "KM-BOP": {} } } });
    expect(top.status).toBe(400);
    expect(top.body.errors).toEqual([
      expect.objectContaining({ path: "program_options.SA-BOP.glLimit", code: "option_not_offered" }),
      expect.objectContaining({ path: "program_options.KM-BOP", code: "program_not_quoted", message: expect.stringContaining("name one of SA-BOP") }),
    ]);
    const nested = await api("POST", `/v1/quote/${quoteId}`, { body: { system_payload: { program_options: { "KM-BOP": { tripCost: 5000 } } } } });
    expect(nested.status).toBe(400);
    expect(nested.body.errors).toEqual([expect.objectContaining({ path: "system_payload.program_options.KM-BOP.tripCost", code: "unknown_option" })]);
  });
});

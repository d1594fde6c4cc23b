// Programs, appetite, rating without a folio, and the system endpoints, over HTTP.
import { describe, expect, inject, it } from "vitest";
import { api, bakery, pollFolio, secondKey } from "./client";

const chicago = (o: Record<string, unknown> = {}) => bakery({ mailing_zip: "60601", mailing_state: "IL", ...o });

describe(`system (${inject("database")})`, () => {
  it("GET /v1/ping confirms the key and names its agency", async () => {
    const res = await api("GET", "/v1/ping");
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ ok: true, agency: { slug: "demo", name: expect.any(String) } });
    expect((await api("GET", "/v1/ping", { key: secondKey() })).body.data.agency.slug).toBe("second");
    expect((await api("GET", "/v1/ping", { key: null })).status).toBe(401);
  });

  it("GET /v1/health reports database, queue and every carrier", async () => {
    const res = await api("GET", "/v1/health", { key: null });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe("up");
    expect(res.body.data.checks.ratingQueue.status).toBe("up");
    expect(Object.keys(res.body.data.checks.carriers).sort()).toEqual(["harborline", "keystone", "meridian", "summit", "wayfarer"]);
    expect(res.body.data.checks.carriers.summit).toMatchObject({ status: "up", adapter: "sandbox_http" });
  });

  it("GET /v1/health/live and /v1/health/ready answer probes without a key", async () => {
    const live = await api("GET", "/v1/health/live", { key: null });
    expect(live.status).toBe(200);
    expect(live.body.data).toMatchObject({ status: "live", instance: { pid: expect.any(Number) } });
    const ready = await api("GET", "/v1/health/ready", { key: null });
    expect(ready.status).toBe(200);
    expect(ready.body.data).toMatchObject({
      status: "ready",
      checks: { shutdown: { status: "up" }, database: { status: "up" }, migrations: { status: "up" }, worker: { status: "up" } },
    });
  });
});

describe("programs", () => {
  it("lists the appointed programs, filterable by type", async () => {
    const all = await api("GET", "/v1/programs");
    expect(all.body.data.items.map((p: any) => p.code).sort()).toEqual([
      "HS-CGL",
      "HS-PL",
      "KM-BOP",
      "KM-CGL",
      "MP-BOP",
      "MP-PL",
      "SA-BOP",
      "SA-TI",
      "WT-TI-ESS",
      "WT-TI-PRE",
    ]);
    const ti = await api("GET", "/v1/programs?type=TI");
    expect(ti.body.data.items.map((p: any) => p.type)).toEqual(["TI", "TI", "TI"]);
    expect((await api("GET", "/v1/programs?type=XX")).status).toBe(400);
    const second = await api("GET", "/v1/programs", { key: secondKey() });
    expect(second.body.data.items.map((p: any) => p.code)).not.toContain("HS-PL");
  });

  it("shows one program by id or code, and its full detail", async () => {
    const [first] = (await api("GET", "/v1/programs?type=BOP")).body.data.items;
    const byId = await api("GET", `/v1/programs/${first.id}`);
    expect(byId.body.data).toEqual(first);
    expect((await api("GET", `/v1/programs/${first.code}`)).body.data.id).toBe(first.id);
    const detail = (await api("GET", `/v1/programs/${first.id}/detail`)).body.data;
    expect(detail.coverages.length).toBeGreaterThan(0);
    expect(detail.options.find((o: any) => o.key === "glLimit").values).toContain(1000000);
    expect(detail.eligibility.kind).toBe("business");
    expect(detail.statesWritten.length).toBeGreaterThan(10);
    expect(detail.applicationForm.type).toBe("object");
    expect(detail.paymentPlans.map((p: any) => p.frequency)).toEqual(["annual", "monthly"]);
  });

  it("answers 404, not 403, for a program the agency is not appointed for", async () => {
    const hsPl = (await api("GET", "/v1/programs/HS-PL")).body.data;
    for (const p of [`/v1/programs/${hsPl.id}`, `/v1/programs/${hsPl.id}/detail`, "/v1/programs/HS-PL"]) {
      expect((await api("GET", p, { key: secondKey() })).status).toBe(404);
    }
    expect((await api("GET", "/v1/programs/NOPE")).status).toBe(404);
  });
});

describe("appetite", () => {
  it("searches NAICS 2022 by words, index terms, typos and codes", async () => {
    const top = async (q: string, n = 3) => (await api("GET", `/v1/appetite/naics?q=${encodeURIComponent(q)}&limit=${n}`)).body.data.items as any[];
    expect((await top("bakery")).map((h) => h.code)).toEqual(expect.arrayContaining([expect.stringMatching(/^3118|^4452/)]));
    expect((await top("plumb")).map((h) => h.code)).toContain("238220");
    expect((await top("software", 5)).map((h) => h.code).some((c) => c === "513210" || c === "541511")).toBe(true);
    expect((await top("dentist")).map((h) => h.code)).toContain("621210");
    const coffee = await top("coffee shop");
    expect(coffee.map((h) => h.code)).toContain("722515");
    expect(coffee.find((h) => h.code === "722515").matchedTerm).toMatch(/coffee shop/i);
    expect((await top("resturant")).some((h) => h.code.startsWith("7225"))).toBe(true);
    expect((await top("23"))[0]).toMatchObject({ code: "23", level: "sector" });
    expect((await top("722511"))[0].code).toBe("722511");
    expect((await top("452210", 20)).map((h) => h.code)).not.toContain("452210"); // a 2017-only code
    const bakeries = (await top("bakery", 10)).find((h) => h.code === "311811");
    if (bakeries) expect(bakeries.classificationCount).toBeGreaterThan(0);
    expect((await api("GET", "/v1/appetite/naics?q=")).status).toBe(400);
  });

  it("finds agents' everyday words in the first three results, codes in the agency's appetite flagged", async () => {
    const top = async (q: string) => (await api("GET", `/v1/appetite/naics?q=${encodeURIComponent(q)}&limit=3`)).body.data.items as any[];
    for (const [q, code] of [
      ["IT consulting", "541512"],
      ["software developer", "541511"],
      ["roofer", "238160"],
      ["bar", "722410"],
      ["boutique", "458110"],
      ["cleaning company", "561720"],
    ] as const) {
      const hits = await top(q);
      const hit = hits.find((h) => h.code === code);
      expect(hit, `${q}: ${JSON.stringify(hits)}`).toBeDefined();
      expect(hit.inAppetite).toBe(true);
    }
    expect((await top("roofer"))[0]).toMatchObject({ code: "238160", matchedTerm: "roofer" });
  });

  it("lists the classifications under a NAICS code, and 404s an unknown code", async () => {
    const res = await api("GET", "/v1/appetite/naics/722/classifications");
    expect(res.body.data.naics).toMatchObject({ code: "722", level: "subsector" });
    expect(res.body.data.items.length).toBeGreaterThan(3);
    for (const c of res.body.data.items) expect(c.naicsCodes.some((n: string) => n.startsWith("722"))).toBe(true);
    expect((await api("GET", "/v1/appetite/naics/31-33/classifications")).body.data.items.length).toBeGreaterThan(0);
    expect((await api("GET", "/v1/appetite/naics/999999/classifications")).status).toBe(404);
  });

  it("answers appetite per appointed program, details for one, and a catalog with price bands", async () => {
    const appetites = (await api("GET", "/v1/appetite/classifications/10100/appetites")).body.data;
    expect(appetites.classification.code).toBe("10100");
    const byCode = Object.fromEntries(appetites.items.map((i: any) => [i.program.code, i]));
    expect(byCode["KM-BOP"].inAppetite).toBe(true);
    expect(byCode["HS-PL"]).toMatchObject({ inAppetite: false, reasons: [{ code: "class_out_of_appetite" }] });
    expect(Object.keys(byCode).every((c) => !c.includes("TI"))).toBe(true);

    const byId = (await api("GET", `/v1/appetite/classifications/${appetites.classification.id}/appetites?state=NY`)).body.data;
    const kmBopNy = byId.items.find((i: any) => i.program.code === "KM-BOP");
    expect(kmBopNy.reasons.map((r: any) => r.code)).toContain("state_not_written");

    const detail = (await api("GET", "/v1/appetite/classifications/10100/details?programId=KM-BOP")).body.data;
    expect(detail).toMatchObject({ inAppetite: true, program: { code: "KM-BOP" }, classification: { code: "10100" } });
    expect(detail.options.length).toBeGreaterThan(0);
    expect(detail.classRate.liabilityPer1000Revenue).toBeGreaterThan(0);
    expect(detail.classRate.propertyPer100).toBeGreaterThan(0);
    expect((await api("GET", "/v1/appetite/classifications/10100/details?programId=HS-PL", { key: secondKey() })).status).toBe(404);
    // The second agency is not appointed for HS-PL: its appetite and catalog lists leave it out, and rating it is refused.
    const codesOf = (data: any) => (data.programs ?? data.items).map((p: any) => p.program?.code ?? p.code);
    expect(codesOf((await api("GET", "/v1/appetite/classifications/10100/appetites")).body.data)).toContain("HS-PL");
    expect(codesOf((await api("GET", "/v1/appetite/classifications/10100/appetites", { key: secondKey() })).body.data)).not.toContain("HS-PL");
    expect(codesOf((await api("GET", "/v1/appetite/classifications/10100/catalog", { key: secondKey() })).body.data)).not.toContain("HS-PL");
    const rateUnappointed = await api("POST", "/v1/rate", { key: secondKey(), body: { ...bakery(), programs: ["HS-PL"] } });
    expect(rateUnappointed.status).toBe(400);
    expect(rateUnappointed.body.type).toContain("unknown_program");

    const catalog = (await api("GET", "/v1/appetite/classifications/10100/catalog")).body.data;
    const bop = catalog.programs.find((p: any) => p.program.code === "KM-BOP");
    expect(bop.indicativePrice.low).toBeGreaterThan(0);
    expect(bop.indicativePrice.high).toBeGreaterThan(bop.indicativePrice.low);
    expect(bop.options.find((o: any) => o.key === "glLimit")).toMatchObject({ min: expect.any(Number), max: expect.any(Number) });
    const pl = catalog.programs.find((p: any) => p.program.code === "HS-PL");
    expect(pl.indicativePrice).toMatchObject({ low: null, high: null });
    expect((await api("GET", "/v1/appetite/classifications/00000/appetites")).status).toBe(404);
    expect((await api("GET", "/v1/appetite/classifications/10100/appetites?state=XX")).status).toBe(400);
  });

  it("agrees with quote declines for the same risk, across every seeded business program", async () => {
    const programs = (await api("GET", "/v1/programs")).body.data.items.filter((p: any) => p.type !== "TI").map((p: any) => p.code);
    const risks = [
      { class_code: "10100", mailing_state: "IL", mailing_zip: "60601", annual_revenue: 850000, employee_count: 6 }, // bakery, Chicago
      { class_code: "10100", mailing_state: "NY", mailing_zip: "10001", annual_revenue: 850000, employee_count: 6 }, // a state some do not write
      { class_code: "30100", mailing_state: "TX", mailing_zip: "75201", annual_revenue: 1500000, annual_payroll: 600000, employee_count: 12 }, // plumber, rated on payroll
      { class_code: "40300", mailing_state: "CA", mailing_zip: "94103", annual_revenue: 400000, employee_count: 3 }, // consultant
      { class_code: "40410", mailing_state: "FL", mailing_zip: "33101", annual_revenue: 90000000, employee_count: 400 }, // big software house
    ];
    let declines = 0;
    for (const risk of risks) {
      const appetite = (
        await api(
          "GET",
          `/v1/appetite/classifications/${risk.class_code}/appetites?state=${risk.mailing_state}&annualRevenue=${risk.annual_revenue}&employeeCount=${risk.employee_count}`,
        )
      ).body.data.items;
      const created = await api("POST", "/v1/quote", { body: { programs, ...chicago(risk) } });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const folio = await pollFolio(created.body.data.quoteId);
      for (const card of folio.quotes) {
        const a = appetite.find((x: any) => x.program.code === card.program.code);
        const declineReasons = card.notices.filter((n: any) => n.code && n.code !== "quote_failed").map((n: any) => ({ code: n.code, message: n.text }));
        if (a.inAppetite) {
          expect(card.status, `${card.program.code} ${JSON.stringify(risk)}`).toBe("quoted");
        } else {
          declines++;
          expect(card.status, `${card.program.code} ${JSON.stringify(risk)}`).toBe("declined");
          expect(declineReasons).toEqual(a.reasons);
        }
      }
    }
    expect(declines).toBeGreaterThan(5);
  });
});

describe("rate without a folio", () => {
  it("rates every appointed program of the type, with worksheets and decline reasons, creating nothing", async () => {
    const res = await api("POST", "/v1/rate", { body: { program_type: "BOP", ...chicago() } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const codes = res.body.data.results.map((r: any) => r.program.code).sort();
    expect(codes).toEqual(["KM-BOP", "MP-BOP", "SA-BOP"]);
    for (const r of res.body.data.results) {
      expect(r.status).toBe("quoted");
      expect(r.worksheet.at(-1).running).toBe(r.premiumDetail.total);
    }
    const pl = await api("POST", "/v1/rate", { body: { programs: ["HS-PL"], ...chicago() } });
    expect(pl.body.data.results[0]).toMatchObject({ status: "declined", pricing: null, reasons: [{ code: "class_out_of_appetite" }] });
    // the same validation as create-quote
    const bad = await api("POST", "/v1/rate", { body: { program_type: "BOP", ...chicago({ mailing_zip: "10001" }) } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: any) => e.path)).toContain("mailing_zip");
    expect((await api("POST", "/v1/rate", { body: { business_name: "x" } })).status).toBe(400);
  });

  it("gives the same price as a real quote with the same inputs", async () => {
    const rate = await api("POST", "/v1/rate", { body: { programs: ["KM-CGL", "SA-BOP"], ...chicago() } });
    const quote = await api("POST", "/v1/quote", { body: { programs: ["KM-CGL", "SA-BOP"], ...chicago() } });
    const folio = await pollFolio(quote.body.data.quoteId);
    for (const card of folio.quotes) {
      const r = rate.body.data.results.find((x: any) => x.program.code === card.program.code);
      expect(r.pricing).toEqual(card.pricing);
    }
  });
});

describe("sensitivity", () => {
  it("prices a grid of options whose cells equal real quotes with the same options", async () => {
    const res = await api("POST", "/v1/rate/sensitivity", {
      body: { program: "KM-BOP", ...chicago(), vary: { glLimit: "all", deductible: "all" }, mode: "grid" },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data;
    const [gl, ded] = data.axes;
    expect(data.cells).toHaveLength(gl.values.length * ded.values.length);
    expect(data.cells.every((c: any) => c.status === "quoted")).toBe(true);
    // higher limits never cost less
    for (const d of ded.values) {
      const row = gl.values.map((g: number) => data.cells.find((c: any) => c.coverage.glLimit === g && c.coverage.deductible === d).totalAnnual);
      expect([...row].sort((a, b) => a - b)).toEqual(row);
    }
    for (const cell of [data.cells[0], data.cells.at(-1)]) {
      const quote = await api("POST", "/v1/quote", {
        body: {
          programs: ["KM-BOP"],
          ...chicago({ coverage: { ...chicago().coverage, glLimit: cell.coverage.glLimit, deductible: cell.coverage.deductible } }),
        },
      });
      const card = (await pollFolio(quote.body.data.quoteId)).quotes[0];
      expect(card.pricing.totalAnnual).toBe(cell.totalAnnual);
      expect(card.pricing.totalMonthly).toBe(cell.totalMonthly);
      expect(card.pricing.annualPremium).toBe(cell.annualPremium);
    }
  });

  it("varies one option at a time from the base", async () => {
    const res = await api("POST", "/v1/rate/sensitivity", {
      body: { program: "KM-BOP", ...chicago(), vary: { glLimit: [500000, 2000000], bppLimit: "all" }, mode: "one_at_a_time" },
    });
    const data = res.body.data;
    expect(data.cells).toHaveLength(2 + data.axes[1].values.length);
    expect(data.base.coverage.glLimit).toBe(1000000);
    for (const c of data.cells.slice(0, 2)) expect(c.coverage.bppLimit).toBe(data.base.coverage.bppLimit);
  });

  it("refuses options a program does not have or offer", async () => {
    const unknown = await api("POST", "/v1/rate/sensitivity", { body: { program: "KM-CGL", ...chicago(), vary: { bppLimit: "all" } } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].path).toBe("vary.bppLimit");
    const notOffered = await api("POST", "/v1/rate/sensitivity", { body: { program: "KM-BOP", ...chicago(), vary: { glLimit: [750000] } } });
    expect(notOffered.body.errors[0]).toMatchObject({ path: "vary.glLimit", code: "option_not_offered" });
    const unappointed = await api("POST", "/v1/rate/sensitivity", { key: secondKey(), body: { program: "HS-PL", ...chicago(), vary: { plLimit: "all" } } });
    expect(unappointed.status).toBe(400);
    expect(unappointed.body.errors[0].path).toBe("program");
  });
});

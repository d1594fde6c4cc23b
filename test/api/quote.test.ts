// The quoting core over real HTTP against the running app (PGlite or PostgreSQL).
import { describe, expect, inject, it } from "vitest";
import { canonicalHash } from "@/lib/canonical-json";
import { QuoteFolio, ApplicationDetail, CreateQuoteResponse } from "@/lib/schemas/quote";
import { api, bakery, isoDate, pollFolio, secondKey, trip } from "./client";

const FOUR_PROGRAMS = ["KM-BOP", "KM-CGL", "SA-BOP", "MP-PL"];
// Chicago: written by the Keystone, Meridian and Summit programs.
const chicagoBakery = (o: Record<string, unknown> = {}) => bakery({ mailing_zip: "60601", mailing_state: "IL", ...o });

const SPEC_CARD_FIELDS = [
  "id",
  "quoteRequestId",
  "attemptNumber",
  "status",
  "effectiveDate",
  "expirationDate",
  "validUntil",
  "ratedAt",
  "programState",
  "program",
  "carrier",
  "pricing",
  "options",
  "endorsements",
  "paymentOptions",
  "billing",
  "documents",
  "notices",
  "termsAndConditions",
];
const SPEC_PROGRAM_FIELDS = [
  "id",
  "name",
  "code",
  "type",
  "slug",
  "description",
  "tagline",
  "tier",
  "isFeatured",
  "renewalType",
  "renewalFrequency",
  "quoteValidityDays",
  "marketing",
];
const SPEC_PRICING_FIELDS = ["annualPremium", "monthlyPremium", "taxes", "fees", "totalAnnual", "totalMonthly", "currency"];

function expectProblem(res: { status: number; headers: Headers; body: any }, status: number) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.headers.get("content-type")).toMatch(/^application\/problem\+json/);
  expect(res.body).toMatchObject({ success: false, status, type: expect.any(String), title: expect.any(String), detail: expect.any(String) });
}

describe(`quoting core over HTTP (${inject("database")})`, () => {
  it("GET /v1/health needs no key and reports the database", async () => {
    const res = await api("GET", "/v1/health", { key: null });
    expect(res.status).toBe(200);
    expect(res.body.data.checks.database.status).toBe("up");
  });

  describe("authentication", () => {
    it("answers 401 with a problem body and WWW-Authenticate when the key is missing", async () => {
      const res = await api("GET", `/v1/quote/${crypto.randomUUID()}`, { key: null });
      expectProblem(res, 401);
      expect(res.headers.get("www-authenticate")).toMatch(/^Bearer/);
    });

    it("answers 401 for a wrong or malformed key, on every protected route", async () => {
      for (const key of ["qk_live_" + "x".repeat(43), "not-a-key"]) {
        for (const [method, path] of [
          ["POST", "/v1/quote"],
          ["GET", "/v1/quote?groupId=" + crypto.randomUUID()],
          ["GET", `/v1/quote/${crypto.randomUUID()}`],
        ] as const) {
          const res = await api(method, path, { key, body: method === "POST" ? { programs: ["KM-BOP"], ...bakery() } : undefined });
          expectProblem(res, 401);
          expect(res.headers.get("www-authenticate")).toContain('error="invalid_token"');
        }
      }
    });
  });

  describe("create, poll, view", () => {
    it("creates a folio from top-level rating fields, rates it asynchronously and renders every card", async () => {
      const created = await api("POST", "/v1/quote", {
        body: {
          programs: FOUR_PROGRAMS,
          ...chicagoBakery(),
          clientState: { line: "bop", business: { legalBusinessName: "Sunrise Bakery LLC" } },
          source: "api-test",
        },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      CreateQuoteResponse.parse(created.body);
      const { quoteId, groupId, applications } = created.body.data;
      expect(applications.map((a: any) => a.programCode)).toEqual(FOUR_PROGRAMS);
      for (const a of applications) {
        expect(a.status).toBe("pending");
        expect(a.attemptNumber).toBe(1);
      }

      const folio = await pollFolio(quoteId);
      QuoteFolio.parse(folio);
      expect(folio).toMatchObject({
        quoteId,
        groupId,
        source: "api-test",
        clientState: { line: "bop", business: { legalBusinessName: "Sunrise Bakery LLC" } },
      });
      expect(["quoted", "no_quotes"]).toContain(folio.status);
      expect(new Date(folio.expiresAt).getTime()).toBeGreaterThan(new Date(folio.createdAt).getTime());
      expect(folio.quotes.map((q: any) => q.program.code)).toEqual(FOUR_PROGRAMS);
      const quoted = folio.quotes.filter((q: any) => q.status === "quoted");
      expect(quoted.length).toBeGreaterThanOrEqual(3);
      for (const card of folio.quotes) {
        for (const f of SPEC_CARD_FIELDS) expect(card, `card ${card.program.code} lacks ${f}`).toHaveProperty(f);
        for (const f of SPEC_PROGRAM_FIELDS) expect(card.program).toHaveProperty(f);
        expect(card.program.marketing.badges.length + card.program.marketing.cardHighlights.length).toBeGreaterThan(0);
        expect(card.carrier).toMatchObject({ id: expect.any(String), name: expect.any(String), code: expect.any(String), referenceIds: expect.any(Object) });
        expect(card.id).toBe(card.quoteRequestId);
        expect(new Date(card.validUntil).getTime() - new Date(folio.createdAt).getTime()).toBe(card.program.quoteValidityDays * 86_400_000);
        for (const o of card.options) expect(o.values).toContain(o.selectedValue);
        expect(card.billing.allowedMethods).toEqual(["credit_card"]);
      }
      for (const card of quoted) {
        for (const f of SPEC_PRICING_FIELDS) expect(card.pricing, `quoted card ${card.program.code} lacks pricing.${f}`).toHaveProperty(f);
        expect(card.carrier.quoteId).toEqual(expect.any(String));
        expect(card.pricing.annualPremium).toBeGreaterThan(0);
        // total = premium + fees + taxes, to the cent
        expect(Math.round(card.pricing.totalAnnual * 100)).toBe(Math.round((card.pricing.annualPremium + card.pricing.fees + card.pricing.taxes) * 100));
        expect(card.paymentOptions[0].frequencies.map((f: any) => f.frequency)).toEqual(["annual", "monthly"]);
        expect(card.effectiveDate).toBe(chicagoBakery().effective_date);
        expect(card.programState.coverage.glLimit).toBe(1000000);
      }
      // summary totals price one card per line (the cheapest quoted BOP, not KM-BOP + SA-BOP), counts count every card
      const cents = (xs: number[]) => xs.reduce((a, b) => a + Math.round(b * 100), 0) / 100;
      const cheapestPerLine = [...new Set(quoted.map((q: any) => q.program.type))].map(
        (line) => quoted.filter((q: any) => q.program.type === line).sort((a: any, b: any) => a.pricing.totalAnnual - b.pricing.totalAnnual)[0],
      );
      expect(folio.summary.totalAnnual).toBe(cents(cheapestPerLine.map((q: any) => q.pricing.totalAnnual)));
      if (quoted.filter((q: any) => q.program.type === "BOP").length === 2) {
        expect(folio.summary.totalAnnual).toBeLessThan(cents(quoted.map((q: any) => q.pricing.totalAnnual))); // rivals not added up
      }
      expect(folio.summary.totalMonthly).toBe(cents(cheapestPerLine.map((q: any) => q.pricing.totalMonthly)));
      expect(folio.summary.lines.map((l: any) => l.quoteRequestId)).toEqual(cheapestPerLine.map((q: any) => q.quoteRequestId));
      expect(folio.summary.quotedCount).toBe(quoted.length);
      expect(folio.summary.failedCount).toBe(folio.quotes.filter((q: any) => q.status === "declined" || q.status === "quote_failed").length);
    });

    it("accepts the rating fields inside system_payload, stores them exactly and shows their RFC 8785 hash", async () => {
      const systemPayload = { program_type: "CGL", ...chicagoBakery({ annual_revenue: 1250000.5, coverage: { glLimit: 2000000 } }) };
      const created = await api("POST", "/v1/quote", { body: { programs: [{ code: "KM-CGL" }], system_payload: systemPayload } });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const { quoteId, applications } = created.body.data;
      await pollFolio(quoteId);
      const app = await api("GET", `/v1/quote/${quoteId}/applications/${applications[0].quoteRequestId}`);
      expect(app.status).toBe(200);
      ApplicationDetail.parse(app.body.data);
      expect(app.body.data.systemPayload).toEqual(systemPayload);
      expect(app.body.data.systemPayloadHash).toBe(canonicalHash(systemPayload));
      expect(app.body.data.programState.coverage.glLimit).toBe(2000000);
    });

    it("accepts a program by id, by code and as an object, and answers them in the order given", async () => {
      const first = await api("POST", "/v1/quote", { body: { programs: ["KM-CGL"], ...chicagoBakery() } });
      const folio = await pollFolio(first.body.data.quoteId);
      const cglId = folio.quotes[0].program.id;
      const res = await api("POST", "/v1/quote", { body: { programs: [{ programId: cglId }, "km-bop", { code: "MP-PL" }], ...chicagoBakery() } });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.data.applications.map((a: any) => a.programCode)).toEqual(["KM-CGL", "KM-BOP", "MP-PL"]);
    });

    it("shows the full application: form schema, plan details and a worksheet that explains the total", async () => {
      const created = await api("POST", "/v1/quote", { body: { programs: ["KM-BOP"], ...chicagoBakery() } });
      const { quoteId, applications } = created.body.data;
      await pollFolio(quoteId);
      const res = await api("GET", `/v1/quote/${quoteId}/applications/${applications[0].quoteRequestId}`);
      const app = res.body.data;
      expect(app.status).toBe("quoted");
      expect(app.applicationForm).toMatchObject({ type: "object", properties: expect.any(Object) });
      expect(app.planDetails.coverages.length).toBeGreaterThan(0);
      expect(app.planDetails.limits.glLimit).toBe(1000000);
      expect(app.worksheet.length).toBeGreaterThan(3);
      expect(app.worksheet.at(-1).running).toBe(app.premiumDetail.total);
      expect(app.premiumDetail.total).toBe(app.pricing.totalAnnual);
    });

    it("prices a single TI program before answering", async () => {
      const res = await api("POST", "/v1/quote", { body: { programs: ["WT-TI-ESS"], ...trip() } });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const [app] = res.body.data.applications;
      expect(app.status).toBe("success");
      const [node] = app.pricingData.pricing;
      expect(app.pricingData.currency).toBe("USD");
      expect(node.programId).toBe(app.programId);
      expect(Math.round(node.total * 100)).toBe(Math.round((node.premium + node.fees + node.taxes) * 100));
    });

    it("rates several TI programs asynchronously for two travellers", async () => {
      const res = await api("POST", "/v1/quote", { body: { programs: ["WT-TI-ESS", "WT-TI-PRE", "SA-TI"], ...trip() } });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const folio = await pollFolio(res.body.data.quoteId);
      expect(folio.quotes.map((q: any) => q.status)).toEqual(["quoted", "quoted", "quoted"]);
      for (const q of folio.quotes) {
        expect(q.effectiveDate).toBe(trip().start_date);
        expect(q.expirationDate).toBe(trip().end_date);
        // single-trip cover is paid once: priced, with no monthly plan
        expect(q.pricing.totalAnnual).toBe(Math.round((q.pricing.annualPremium + q.pricing.fees + q.pricing.taxes) * 100) / 100);
        expect(q.pricing.totalMonthly).toBeNull();
        expect(q.paymentOptions[0].frequencies.map((f: any) => f.frequency)).toEqual(["annual"]);
      }
      // three rival TI programs: the summary prices the cheapest one trip policy, not all three
      expect(folio.summary.totalAnnual).toBe(Math.min(...folio.quotes.map((q: any) => q.pricing.totalAnnual)));
      expect(folio.summary.lines).toHaveLength(1);
      expect(folio.summary.quotedCount).toBe(3);
      expect(folio.summary.totalMonthly).toBe(0);
    });
  });

  describe("carrier outcomes", () => {
    it("shows a carrier decline with its reason as a notice", async () => {
      // HS-PL does not write bakeries; the sandbox carrier declines on request.
      const res = await api("POST", "/v1/quote", { body: { programs: ["HS-PL", "SA-BOP"], ...chicagoBakery({ business_name: "Bakery SANDBOX_DECLINE" }) } });
      const folio = await pollFolio(res.body.data.quoteId);
      expect(folio.quotes.map((q: any) => q.status)).toEqual(["declined", "declined"]);
      expect(folio.status).toBe("no_quotes");
      for (const q of folio.quotes) {
        expect(q.pricing).toBeNull();
        expect(q.notices.some((n: any) => n.level === "underwriting" && n.code)).toBe(true);
      }
      expect(folio.summary).toMatchObject({ quotedCount: 0, failedCount: 2, declinedCount: 2, totalAnnual: 0 });
    });

    it("ends a hanging carrier in quote_failed with a reason, while other cards quote", async () => {
      const started = Date.now();
      const res = await api("POST", "/v1/quote", { body: { programs: ["SA-BOP", "KM-CGL"], ...chicagoBakery({ business_name: "Bakery SANDBOX_HANG" }) } });
      const folio = await pollFolio(res.body.data.quoteId, undefined, 30_000);
      const [hung, cgl] = folio.quotes;
      expect(hung.status).toBe("quote_failed");
      expect(hung.failureReason).toMatch(/timed out/);
      expect(hung.notices.some((n: any) => n.code === "quote_failed")).toBe(true);
      expect(cgl.status).toBe("quoted");
      expect(Date.now() - started).toBeLessThan(20_000);
    });

    it("turns a malformed or failing carrier reply into quote_failed, never a 500", async () => {
      for (const marker of ["SANDBOX_MALFORMED", "SANDBOX_ERROR"]) {
        const res = await api("POST", "/v1/quote", { body: { programs: ["SA-BOP"], ...chicagoBakery({ business_name: `Bakery ${marker}` }) } });
        const folio = await pollFolio(res.body.data.quoteId);
        expect(folio.quotes[0].status).toBe("quote_failed");
        expect(folio.quotes[0].failureReason).toMatch(marker === "SANDBOX_MALFORMED" ? /malformed/ : /error 500/);
      }
    });

    it("retries a flaky carrier and quotes", async () => {
      const res = await api("POST", "/v1/quote", { body: { programs: ["SA-BOP"], ...chicagoBakery({ business_name: "Bakery SANDBOX_RATELIMIT" }) } });
      const folio = await pollFolio(res.body.data.quoteId);
      expect(folio.quotes[0].status).toBe("quoted");
    });
  });

  describe("list and re-quote", () => {
    it("re-quotes in the same group with incremented attempts; the earlier folio stays as it was, its cards marked superseded", async () => {
      const first = await api("POST", "/v1/quote", { body: { programs: ["KM-BOP", "KM-CGL"], ...chicagoBakery() } });
      const original = await pollFolio(first.body.data.quoteId);
      const re = await api("POST", `/v1/quote/${original.quoteId}`, { body: { coverage: { glLimit: 2000000 } } });
      expect(re.status, JSON.stringify(re.body)).toBe(201);
      expect(re.body.data.groupId).toBe(original.groupId);
      expect(re.body.data.originalQuoteId).toBe(original.quoteId);
      expect(re.body.data.applications.map((a: any) => a.attemptNumber)).toEqual([2, 2]);
      const second = await pollFolio(re.body.data.quoteId);
      for (const card of second.quotes) {
        expect(card.programState.coverage.glLimit).toBe(2000000);
        expect(card.programState.coverage.bppLimit ?? 100000).toBe(100000); // unchanged factors carry over
      }
      const before = original.quotes.find((q: any) => q.program.code === "KM-CGL");
      const after = second.quotes.find((q: any) => q.program.code === "KM-CGL");
      expect(after.pricing.annualPremium).toBeGreaterThan(before.pricing.annualPremium);
      expect(after.systemPayloadHash).not.toBe(before.systemPayloadHash);

      const again = await api("GET", `/v1/quote/${original.quoteId}`);
      // The same cards, now marked as replaced by attempt 2 (decision 019); nothing else changed.
      expect(again.body.data.quotes).toEqual(original.quotes.map((q: any) => ({ ...q, superseded: true, latestAttemptNumber: 2 })));

      // a third attempt through POST /v1/quote with originalQuoteId, for one program
      const third = await api("POST", "/v1/quote", {
        body: { programs: ["KM-CGL"], originalQuoteId: second.quoteId, ...chicagoBakery({ employee_count: 9 }) },
      });
      expect(third.status, JSON.stringify(third.body)).toBe(201);
      expect(third.body.data.groupId).toBe(original.groupId);
      expect(third.body.data.applications[0].attemptNumber).toBe(3);

      const list = await api("GET", `/v1/quote?groupId=${original.groupId}`);
      expect(list.status).toBe(200);
      expect(list.body.data.items.map((f: any) => f.quoteId)).toEqual([third.body.data.quoteId, second.quoteId, original.quoteId]);
      expect(list.body.data.nextCursor).toBeNull();

      const page1 = await api("GET", `/v1/quote?groupId=${original.groupId}&limit=2`);
      expect(page1.body.data.items).toHaveLength(2);
      const page2 = await api("GET", `/v1/quote?groupId=${original.groupId}&limit=2&cursor=${page1.body.data.nextCursor}`);
      expect(page2.body.data.items.map((f: any) => f.quoteId)).toEqual([original.quoteId]);
      expect(page2.body.data.nextCursor).toBeNull();
    });

    it("re-quote accepts originalQuoteId equal to the path id, and refuses one naming another folio with 409", async () => {
      const first = await api("POST", "/v1/quote", { body: { programs: ["KM-CGL"], ...chicagoBakery() } });
      const other = await api("POST", "/v1/quote", { body: { programs: ["KM-CGL"], ...chicagoBakery() } });
      const quoteId = first.body.data.quoteId;

      // the spec's own words: "the group is reused by passing originalQuoteId"
      const same = await api("POST", `/v1/quote/${quoteId}`, { body: { originalQuoteId: quoteId, employee_count: 7 } });
      expect(same.status, JSON.stringify(same.body)).toBe(201);
      expect(same.body.data).toMatchObject({ groupId: first.body.data.groupId, originalQuoteId: quoteId });
      const app = await api("GET", `/v1/quote/${same.body.data.quoteId}/applications/${same.body.data.applications[0].quoteRequestId}`);
      expect(app.body.data.systemPayload.employee_count).toBe(7);
      expect(app.body.data.systemPayload).not.toHaveProperty("originalQuoteId"); // not a rating factor
      const upper = await api("POST", `/v1/quote/${quoteId}`, { body: { originalQuoteId: quoteId.toUpperCase(), employee_count: 8 } });
      expect(upper.status, JSON.stringify(upper.body)).toBe(201);

      for (const wrong of [other.body.data.quoteId, crypto.randomUUID()]) {
        const res = await api("POST", `/v1/quote/${quoteId}`, { body: { originalQuoteId: wrong, employee_count: 9 } });
        expectProblem(res, 409);
        expect(res.body.errors).toEqual([expect.objectContaining({ path: "originalQuoteId", message: expect.stringContaining(quoteId) })]);
        expect(res.body.detail).toMatch(/originalQuoteId/);
      }
      // nothing was written by the refused re-quotes, and another agency still gets 404, not 409
      expect((await api("GET", `/v1/quote?groupId=${first.body.data.groupId}`)).body.data.items).toHaveLength(3);
      expectProblem(await api("POST", `/v1/quote/${quoteId}`, { key: secondKey(), body: { originalQuoteId: quoteId } }), 404);
      expectProblem(await api("POST", `/v1/quote/${quoteId}`, { body: { originalQuoteId: "not-a-uuid" } }), 400);
    });

    it("validates the list query, and lists recent folios without a group, searchable by insured", async () => {
      const recent = await api("GET", "/v1/quote?limit=5");
      expect(recent.status).toBe(200);
      expect(recent.body.data.items.length).toBeGreaterThan(0);
      expect(recent.body.data.items.length).toBeLessThanOrEqual(5);
      const found = await api("GET", "/v1/quote?q=sunrise&limit=3");
      expect(found.body.data.items.every((f: any) => /sunrise/i.test(f.insuredName))).toBe(true);
      expect((await api("GET", "/v1/quote?q=no-such-insured-xyz")).body.data.items).toEqual([]);
      expectProblem(await api("GET", "/v1/quote?groupId=nope"), 400);
      expectProblem(await api("GET", `/v1/quote?groupId=${crypto.randomUUID()}&limit=101`), 400);
      expectProblem(await api("GET", `/v1/quote?groupId=${crypto.randomUUID()}&cursor=garbage`), 400);
    });

    it("refuses a re-quote whose merged rating fields are invalid", async () => {
      const first = await api("POST", "/v1/quote", { body: { programs: ["KM-CGL"], ...chicagoBakery() } });
      const res = await api("POST", `/v1/quote/${first.body.data.quoteId}`, { body: { mailing_zip: "10001" } });
      expectProblem(res, 400);
      // Named where it was sent (decision 031): top level here.
      expect(res.body.errors.map((e: any) => e.path)).toContain("mailing_zip");
      const nested = await api("POST", `/v1/quote/${first.body.data.quoteId}`, { body: { system_payload: { mailing_zip: "10001" } } });
      expect(nested.body.errors.map((e: any) => e.path)).toContain("system_payload.mailing_zip");
      const conflict = await api("POST", `/v1/quote/${first.body.data.quoteId}`, { body: { employee_count: 3, system_payload: { employee_count: 4 } } });
      expectProblem(conflict, 400);
      expect(conflict.body.errors.map((e: any) => e.path)).toEqual(["system_payload.employee_count"]);
    });
  });

  describe("tenancy", () => {
    it("answers 404 for another agency's folio, application, re-quote and group", async () => {
      const created = await api("POST", "/v1/quote", { body: { programs: ["KM-CGL"], ...chicagoBakery() } });
      const { quoteId, groupId, applications } = created.body.data;
      const other = secondKey();
      expectProblem(await api("GET", `/v1/quote/${quoteId}`, { key: other }), 404);
      expectProblem(await api("GET", `/v1/quote/${quoteId}/applications/${applications[0].quoteRequestId}`, { key: other }), 404);
      expectProblem(await api("POST", `/v1/quote/${quoteId}`, { key: other, body: { employee_count: 3 } }), 404);
      const list = await api("GET", `/v1/quote?groupId=${groupId}`, { key: other });
      expect(list.body.data.items).toEqual([]);
      const reuse = await api("POST", "/v1/quote", { key: other, body: { programs: ["KM-CGL"], originalQuoteId: quoteId, ...chicagoBakery() } });
      expectProblem(reuse, 400);
      // and the owner still sees it
      expect((await api("GET", `/v1/quote/${quoteId}`)).status).toBe(200);
    });

    it("answers 404, not 500, for ids that are not UUIDs", async () => {
      expectProblem(await api("GET", "/v1/quote/not-a-uuid"), 404);
      expectProblem(await api("GET", `/v1/quote/${crypto.randomUUID()}/applications/123`), 404);
    });
  });

  describe("bad input: 400 application/problem+json naming the field", () => {
    const cases: Array<[string, Record<string, unknown> | string, string, string?]> = [
      ["no programs", { ...chicagoBakery() }, "programs"],
      ["empty programs", { programs: [], ...chicagoBakery() }, "programs"],
      ["unknown program", { programs: ["KM-BOP", "NOPE-1"], ...chicagoBakery() }, "programs[1]"],
      ["program listed twice", { programs: ["KM-BOP", "km-bop"], ...chicagoBakery() }, "programs[1]"],
      ["bad program reference shape", { programs: [{ foo: 1 }], ...chicagoBakery() }, "programs[0]"],
      ["missing class_code for BOP", { programs: ["KM-BOP"], ...chicagoBakery({ class_code: undefined }) }, "class_code"],
      ["class_code not digits", { programs: ["KM-BOP"], ...chicagoBakery({ class_code: "BAKERY" }) }, "class_code"],
      ["ZIP malformed", { programs: ["KM-BOP"], ...chicagoBakery({ mailing_zip: "6060" }) }, "mailing_zip"],
      ["ZIP of another state", { programs: ["KM-BOP"], ...chicagoBakery({ mailing_zip: "10001" }) }, "mailing_zip"],
      ["unknown state", { programs: ["KM-BOP"], ...chicagoBakery({ mailing_state: "XX" }) }, "mailing_state"],
      ["effective date in the past", { programs: ["KM-BOP"], ...chicagoBakery({ effective_date: isoDate(-1) }) }, "effective_date"],
      ["impossible date", { programs: ["KM-BOP"], ...chicagoBakery({ effective_date: "2027-02-30" }) }, "effective_date"],
      ["negative revenue", { programs: ["KM-BOP"], ...chicagoBakery({ annual_revenue: -5 }) }, "annual_revenue"],
      ["revenue with fractions of a cent", { programs: ["KM-BOP"], ...chicagoBakery({ annual_revenue: 1000.123 }) }, "annual_revenue"],
      ["fractional employee count", { programs: ["KM-BOP"], ...chicagoBakery({ employee_count: 2.5 }) }, "employee_count"],
      ["limit the program does not offer", { programs: ["KM-BOP"], ...chicagoBakery({ coverage: { glLimit: 750000 } }) }, "coverage.glLimit"],
      ["unknown field", { programs: ["KM-BOP"], ...chicagoBakery(), favourite_colour: "blue" }, "favourite_colour"],
      ["TI end before start", { programs: ["WT-TI-ESS"], ...trip({ end_date: isoDate(20) }) }, "end_date"],
      ["TI without insureds", { programs: ["WT-TI-ESS"], ...trip({ insureds: [] }) }, "insureds"],
      ["TI insured without date of birth", { programs: ["WT-TI-ESS"], ...trip({ insureds: [{ first_name: "Ana" }] }) }, "insureds[0].date_of_birth"],
      ["TI without trip cost", { programs: ["WT-TI-ESS"], ...trip({ coverage: {} }) }, "coverage.tripCost"],
      ["TI bad country", { programs: ["WT-TI-ESS"], ...trip({ destination_country: "UK" }) }, "destination_country"],
      [
        "system_payload disagrees with top level",
        { programs: ["KM-BOP"], ...chicagoBakery(), system_payload: { annual_revenue: 1 } },
        "system_payload.annual_revenue",
      ],
      ["nested field inside system_payload", { programs: ["KM-BOP"], system_payload: chicagoBakery({ mailing_zip: "1" }) }, "system_payload.mailing_zip"],
      ["malformed JSON", "{ not json", "(body)", "malformed_json"],
    ];
    it.each(cases)("%s", async (_name, body, path, kind) => {
      const res = typeof body === "string" ? await api("POST", "/v1/quote", { rawBody: body }) : await api("POST", "/v1/quote", { body });
      expectProblem(res, 400);
      if (kind === "malformed_json") {
        expect(res.body.type).toContain("malformed_json");
      } else {
        expect(
          res.body.errors.map((e: any) => e.path),
          JSON.stringify(res.body.errors),
        ).toContain(path);
        for (const e of res.body.errors) expect(e.message).toEqual(expect.any(String));
      }
    });

    it("refuses a program the agency is not appointed for, naming it", async () => {
      const res = await api("POST", "/v1/quote", { key: secondKey(), body: { programs: ["KM-BOP", "HS-PL"], ...chicagoBakery() } });
      expectProblem(res, 400);
      expect(res.body.errors).toEqual([expect.objectContaining({ path: "programs[1]", message: expect.stringContaining("HS-PL") })]);
    });

    it("refuses a body that is not JSON", async () => {
      const res = await api("POST", "/v1/quote", { rawBody: "programs=KM-BOP", headers: { "content-type": "application/x-www-form-urlencoded" } });
      expectProblem(res, 415);
    });

    it("writes nothing when a request is refused", async () => {
      const groupId = crypto.randomUUID();
      // a valid folio in a new group, then an invalid re-quote attempt of it
      const ok = await api("POST", "/v1/quote", { body: { programs: ["KM-CGL"], ...chicagoBakery() } });
      const bad = await api("POST", "/v1/quote", { body: { programs: ["KM-CGL", "NOPE"], originalQuoteId: ok.body.data.quoteId, ...chicagoBakery() } });
      expectProblem(bad, 400);
      const list = await api("GET", `/v1/quote?groupId=${ok.body.data.groupId}`);
      expect(list.body.data.items).toHaveLength(1);
      expect(groupId).toBeTruthy();
    });
  });
});

describe("Idempotency-Key on create-quote and re-quote", () => {
  const body = () => ({
    programs: ["KM-CGL"],
    class_code: "10100",
    business_name: "Retry Bakery",
    mailing_zip: "60601",
    mailing_state: "IL",
    employee_count: 3,
    annual_revenue: 400000,
    effective_date: isoDate(5),
  });

  it("replays the first answer for a retry, and creates nothing more", async () => {
    const headers = { "idempotency-key": `create-${crypto.randomUUID()}` };
    const first = await api("POST", "/v1/quote", { headers, body: body() });
    const again = await api("POST", "/v1/quote", { headers, body: body() });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body.data.quoteId).toBe(first.body.data.quoteId);
    expect((await api("GET", `/v1/quote?groupId=${first.body.data.groupId}`)).body.data.items).toHaveLength(1);
    // the same key for another request is refused
    const other = await api("POST", "/v1/quote", { headers, body: { ...body(), employee_count: 4 } });
    expect(other.status).toBe(409);
    expect(other.body.type).toContain("idempotency_mismatch");
    // re-quote keys are separate, and replay too
    const rq = { "idempotency-key": `requote-${crypto.randomUUID()}` };
    const re1 = await api("POST", `/v1/quote/${first.body.data.quoteId}`, { headers: rq, body: { employee_count: 5 } });
    const re2 = await api("POST", `/v1/quote/${first.body.data.quoteId}`, { headers: rq, body: { employee_count: 5 } });
    expect(re2.body.data.quoteId).toBe(re1.body.data.quoteId);
    expect((await api("GET", `/v1/quote?groupId=${first.body.data.groupId}`)).body.data.items).toHaveLength(2);
  });

  it("creates one folio when the same key arrives five times at once", async () => {
    const headers = { "idempotency-key": `burst-${crypto.randomUUID()}` };
    const results = await Promise.all(Array.from({ length: 5 }, () => api("POST", "/v1/quote", { headers, body: body() })));
    const created = results.filter((r) => r.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((r) => r.body.data.quoteId)).size).toBe(1);
    for (const r of results.filter((x) => x.status !== 201)) expect(r.status).toBe(409);
  });

  it("does not keep a failed request, so the caller can fix it and retry with the same key", async () => {
    const headers = { "idempotency-key": `fix-${crypto.randomUUID()}` };
    const bad = await api("POST", "/v1/quote", { headers, body: { ...body(), mailing_zip: "10001" } });
    expect(bad.status).toBe(400);
    const fixed = await api("POST", "/v1/quote", { headers, body: body() });
    expect(fixed.status).toBe(201);
    expect(fixed.headers.get("idempotent-replayed")).toBeNull();
    expect((await api("POST", "/v1/quote", { headers: { "idempotency-key": "bad key!" }, body: body() })).status).toBe(400);
  });
});

// Clients (issue 30 item 1, decision 030) over HTTP: /v1/insureds create, read, list with search and
// cursor paging, update with exposure history, archive and restore; a folio belongs to an insured;
// POST /v1/quote with insuredId fills the rating fields from its facts; the inline spec request finds
// the same insured twice and keeps two different businesses two; another agency's insured answers 404.
import { describe, expect, inject, it } from "vitest";
import { api, bakery, isoDate, pollFolio, secondKey, trip, uniqueName } from "./client";

const business = (overrides: Record<string, unknown> = {}) => ({
  kind: "business",
  name: uniqueName("Harbor Coffee Roasters"),
  dba: "Harbor Coffee",
  entityType: "llc",
  fein: "12-3456789",
  contacts: [{ name: "Dana Reyes", email: "dana@harbor.example", phone: "+1 415 555 0100" }],
  mailingAddress: { line1: "1 Ferry Building", city: "San Francisco", state: "ca", zip: "94111" },
  locations: [{ line1: "1 Ferry Building", city: "San Francisco", state: "CA", zip: "94111" }],
  classCodes: ["10100"],
  exposures: [{ policyYear: Number(isoDate(10).slice(0, 4)), annualRevenue: 640000.5, employeeCount: 9, squareFootage: 2400 }],
  ...overrides,
});

describe(`insureds over HTTP (${inject("database")})`, () => {
  it("creates a business insured, masks its FEIN, and reads it back with its folios", async () => {
    const body = business();
    const created = await api("POST", "/v1/insureds", { body });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const insured = created.body.data;
    expect(insured).toMatchObject({
      object: "insured",
      kind: "business",
      name: body.name,
      dba: "Harbor Coffee",
      entityType: "llc",
      fein: "**-***6789",
      mailingAddress: { state: "CA", zip: "94111" },
      classCodes: ["10100"],
      archived: false,
    });
    expect(insured.exposures).toEqual([expect.objectContaining({ annualRevenue: 640000.5, employeeCount: 9, squareFootage: 2400, source: "api" })]);
    expect(JSON.stringify(insured)).not.toContain("3456789");

    const read = await api("GET", `/v1/insureds/${insured.id}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ id: insured.id, quotes: [], policies: [] });
    // Another agency's key: 404, as for every resource.
    expect((await api("GET", `/v1/insureds/${insured.id}`, { key: secondKey() })).status).toBe(404);
    expect((await api("PATCH", `/v1/insureds/${insured.id}`, { key: secondKey(), body: { dba: "x" } })).status).toBe(404);
  });

  it("pre-fills a quote from the insured: a create-quote request with insuredId and programs only is rated on its facts", async () => {
    const insured = (await api("POST", "/v1/insureds", { body: business() })).body.data;
    const res = await api("POST", "/v1/quote", { body: { insuredId: insured.id, programs: ["KM-CGL", "KM-BOP"], effective_date: isoDate(10) } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const folio = await pollFolio(res.body.data.quoteId);
    expect(folio.insuredId).toBe(insured.id);
    expect(folio.insuredName).toBe(insured.name);
    const app = await api("GET", `/v1/quote/${folio.quoteId}/applications/${folio.quotes[0].quoteRequestId}`);
    expect(app.body.data.systemPayload).toMatchObject({
      business_name: insured.name,
      mailing_zip: "94111",
      mailing_state: "CA",
      class_code: "10100",
      annual_revenue: 640000.5,
      employee_count: 9,
    });
    const detail = (await api("GET", `/v1/insureds/${insured.id}`)).body.data;
    expect(detail.quotes.map((q: any) => q.quoteId)).toEqual([folio.quoteId]);

    // A field given wins over the insured's, and the quote records the new figures as the year's exposure.
    const bigger = await api("POST", "/v1/quote", {
      body: { insuredId: insured.id, programs: ["KM-CGL"], effective_date: isoDate(10), annual_revenue: 700000 },
    });
    expect(bigger.status, JSON.stringify(bigger.body)).toBe(201);
    const after = (await api("GET", `/v1/insureds/${insured.id}`)).body.data;
    expect(after.exposures[0]).toMatchObject({ annualRevenue: 700000, employeeCount: 9, squareFootage: 2400, source: `quote:${bigger.body.data.quoteId}` });
    expect(after.exposureHistory.map((e: any) => e.annualRevenue)).toEqual([700000, 640000.5]);
    expect(after.quotes).toHaveLength(2);
  });

  it("refuses an insuredId that is not the agency's (400 naming it) or is archived (409), and what it cannot fill (400 naming each field)", async () => {
    const mine = (await api("POST", "/v1/insureds", { body: business() })).body.data;
    const theirs = await api("POST", "/v1/quote", { key: secondKey(), body: { insuredId: mine.id, programs: ["KM-CGL"], effective_date: isoDate(10) } });
    expect(theirs.status).toBe(400);
    expect(theirs.body.errors.map((e: any) => e.path)).toEqual(["insuredId"]);

    const bare = (await api("POST", "/v1/insureds", { body: { kind: "business", name: uniqueName("Bare Bones Bakery") } })).body.data;
    const missing = await api("POST", "/v1/quote", { body: { insuredId: bare.id, programs: ["KM-CGL"], effective_date: isoDate(10) } });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.map((e: any) => e.path).sort()).toEqual(["annual_revenue", "class_code", "employee_count", "mailing_state", "mailing_zip"]);

    const archived = await api("POST", `/v1/insureds/${mine.id}/archive`);
    expect(archived.status).toBe(200);
    expect(archived.body.data).toMatchObject({ archived: true });
    const refused = await api("POST", "/v1/quote", { body: { insuredId: mine.id, programs: ["KM-CGL"], effective_date: isoDate(10) } });
    expect(refused.status).toBe(409);
    expect(refused.body.errors.map((e: any) => e.code)).toEqual(["insured_archived"]);
    const restored = await api("POST", `/v1/insureds/${mine.id}/restore`);
    expect(restored.body.data.archived).toBe(false);
    expect((await api("POST", "/v1/quote", { body: { insuredId: mine.id, programs: ["KM-CGL"], effective_date: isoDate(10) } })).status).toBe(201);
  });

  it("finds the same insured for the inline spec request twice, and keeps two businesses two", async () => {
    const name = uniqueName("Golden Crust Bakery");
    const first = await api("POST", "/v1/quote", { body: { programs: ["KM-CGL"], ...bakery({ business_name: name }) } });
    // Same business, written differently (case, punctuation, spacing, ZIP+4): the same client.
    const again = await api("POST", "/v1/quote", {
      body: { programs: ["KM-BOP"], ...bakery({ business_name: `  ${name.toUpperCase().replace(" ", ",  ")} `, mailing_zip: "94103-1234" }) },
    });
    // Same name in another ZIP: another business.
    const elsewhere = await api("POST", "/v1/quote", { body: { programs: ["KM-CGL"], ...bakery({ business_name: name, mailing_zip: "94110" }) } });
    for (const r of [first, again, elsewhere]) expect(r.status, JSON.stringify(r.body)).toBe(201);
    const [a, b, c] = await Promise.all([first, again, elsewhere].map((r) => pollFolio(r.body.data.quoteId)));
    expect(b.insuredId).toBe(a.insuredId);
    expect(c.insuredId).not.toBe(a.insuredId);
    const insured = (await api("GET", `/v1/insureds/${a.insuredId}`)).body.data;
    expect(insured.quotes.map((q: any) => q.quoteId).sort()).toEqual([a.quoteId, b.quoteId].sort());
    expect(insured).toMatchObject({ kind: "business", name, mailingAddress: { state: "CA", zip: "94103" }, classCodes: ["10100"] });

    // A re-quote stays with the folio's insured, even with a new business name.
    const requote = await api("POST", `/v1/quote/${a.quoteId}`, { body: { business_name: uniqueName("Renamed Bakery") } });
    expect(requote.status, JSON.stringify(requote.body)).toBe(201);
    expect((await pollFolio(requote.body.data.quoteId)).insuredId).toBe(a.insuredId);
  });

  it("makes travellers person insureds: the same traveller twice is one client, an unnamed traveller never matches", async () => {
    const first = uniqueName("Ana").replace(" ", "");
    const t = () => trip({ insureds: [{ first_name: first, last_name: "Lopez", date_of_birth: "1985-04-12" }] });
    const one = await api("POST", "/v1/quote", { body: { programs: ["WT-TI-ESS"], ...t() } });
    const two = await api("POST", "/v1/quote", { body: { programs: ["WT-TI-ESS"], ...t() } });
    for (const r of [one, two]) expect(r.status, JSON.stringify(r.body)).toBe(201);
    const [a, b] = await Promise.all([one, two].map((r) => pollFolio(r.body.data.quoteId)));
    expect(b.insuredId).toBe(a.insuredId);
    const person = (await api("GET", `/v1/insureds/${a.insuredId}`)).body.data;
    expect(person).toMatchObject({
      kind: "person",
      person: { firstName: first, lastName: "Lopez", dateOfBirth: "1985-04-12", countryOfResidence: "US", residenceState: "IL" },
    });

    const unnamed = () => trip({ insureds: [{ date_of_birth: "1990-01-01" }] });
    const u1 = await api("POST", "/v1/quote", { body: { programs: ["WT-TI-ESS"], ...unnamed() } });
    const u2 = await api("POST", "/v1/quote", { body: { programs: ["WT-TI-ESS"], ...unnamed() } });
    const [x, y] = await Promise.all([u1, u2].map((r) => pollFolio(r.body.data.quoteId)));
    expect(x.insuredId).not.toBe(y.insuredId);
  });

  it("lists with search and cursor paging, and leaves archived insureds out unless asked", async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await api("POST", "/v1/insureds", { body: business({ name: `Pager ${tag} ${i}`, fein: undefined }) });
      ids.push(r.body.data.id);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: any = await api("GET", `/v1/insureds?q=${encodeURIComponent(`pager ${tag}`)}&limit=2${cursor ? `&cursor=${cursor}` : ""}`);
      expect(page.status).toBe(200);
      expect(page.body.data.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.data.items.map((i: any) => i.id));
      cursor = page.body.data.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...ids].reverse());

    await api("POST", `/v1/insureds/${ids[0]}/archive`);
    const active = await api("GET", `/v1/insureds?q=${encodeURIComponent(`pager ${tag}`)}`);
    expect(active.body.data.items.map((i: any) => i.id)).not.toContain(ids[0]);
    const archived = await api("GET", `/v1/insureds?q=${encodeURIComponent(`pager ${tag}`)}&archived=true`);
    expect(archived.body.data.items.map((i: any) => i.id)).toEqual([ids[0]]);
    // Search by FEIN digits.
    const fein = (await api("POST", "/v1/insureds", { body: business({ fein: "98-7654321" }) })).body.data;
    const byFein = await api("GET", "/v1/insureds?q=987654321");
    expect(byFein.body.data.items.map((i: any) => i.id)).toContain(fein.id);
    expect((await api("GET", "/v1/insureds?cursor=bogus")).status).toBe(400);
  });

  it("updates facts, keeping earlier exposures as history, and refuses bad input naming the field", async () => {
    const year = Number(isoDate(10).slice(0, 4));
    const insured = (await api("POST", "/v1/insureds", { body: business() })).body.data;
    const updated = await api("PATCH", `/v1/insureds/${insured.id}`, {
      body: { exposures: [{ policyYear: year, annualRevenue: 900000 }], dba: null, fein: null },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.data).toMatchObject({ dba: null, fein: null });
    expect(updated.body.data.exposures[0]).toMatchObject({ policyYear: year, annualRevenue: 900000, employeeCount: 9, squareFootage: 2400 });
    expect(updated.body.data.exposureHistory).toHaveLength(2);

    const bad = await api("POST", "/v1/insureds", {
      body: { kind: "business", name: "X", fein: "12345", mailingAddress: { state: "ZZ", zip: "1" }, contacts: [{ name: "A", email: "nope" }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    expect(bad.body.errors.map((e: any) => e.path).sort()).toEqual(["contacts[0].email", "fein", "mailingAddress.state", "mailingAddress.zip"]);
    const person = await api("POST", "/v1/insureds", { body: { kind: "person" } });
    expect(person.status).toBe(400);
    expect(person.body.errors.map((e: any) => e.path)).toEqual(["person"]);
    const twice = await api("PATCH", `/v1/insureds/${insured.id}`, { body: { exposures: [{ policyYear: year }, { policyYear: year }] } });
    expect(twice.status).toBe(400);
    expect(twice.body.errors.map((e: any) => e.path)).toEqual(["exposures[1].policyYear"]);
    expect((await api("PATCH", `/v1/insureds/${insured.id}`, { body: { kind: "person" } })).status).toBe(400);
  });

  it("names the insured on the policy a bind issues", async () => {
    const insured = (await api("POST", "/v1/insureds", { body: business() })).body.data;
    const res = await api("POST", "/v1/quote", { body: { insuredId: insured.id, programs: ["KM-CGL"], effective_date: isoDate(10) } });
    const folio = await pollFolio(res.body.data.quoteId);
    const card = folio.quotes[0];
    expect(card.status).toBe("quoted");
    const answered = await api("POST", `/v1/quote/${folio.quoteId}/applications/${card.id}/form`, {
      body: { form_payload: { yearsInBusiness: 6, priorClaims: 0, usesWrittenContracts: true } },
    });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    const priced = (await pollFolio(folio.quoteId)).quotes[0];
    const bound = await api("POST", "/v1/bind", {
      body: {
        quoteRequestIds: [priced.id],
        paymentPlan: "annual",
        payment: { method: "card", card: { number: "4242 4242 4242 4242", expMonth: 12, expYear: 2031, cvc: "123" } },
      },
    });
    expect(bound.status, JSON.stringify(bound.body)).toBe(201);
    const policyId = bound.body.data.policies[0].id;
    const policy = await api("GET", `/v1/policies/${policyId}`);
    expect(policy.body.data.insured).toMatchObject({ id: insured.id, name: insured.name });
    expect((await api("GET", `/v1/insureds/${insured.id}`)).body.data.policies.map((p: any) => p.id)).toEqual([policyId]);
  });
});

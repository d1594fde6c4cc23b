// ETag and If-None-Match on the folio and application views, over real HTTP against the running app:
// a strong tag that changes with every change to the folio or its applications, 304 with no body for
// the current tag, Cache-Control: private, no-cache, and another agency's folio still 404 whatever tag
// it sends.
import { describe, expect, inject, it } from "vitest";
import { api, bakery, base, checkContract, demoKey, pollFolio, secondKey } from "./client";

const STRONG_TAG = /^"\d+-[\w-]+"$/;
// Chicago: KM-CGL (rated in process) and SA-BOP (the sandbox HTTP carrier, slowed down so the first view is still quoting).
const slowChicago = () => bakery({ mailing_zip: "60601", mailing_state: "IL", business_name: "Etag Bakery SANDBOX_LATENCY_1000" });

/** A GET with If-None-Match, read raw: a 304 must have no body at all. */
async function conditional(path: string, tags: string | null, key = demoKey()) {
  const headers: Record<string, string> = { authorization: `Bearer ${key}` };
  if (tags !== null) headers["if-none-match"] = tags;
  const res = await fetch(`${base()}${path}`, { headers });
  const text = await res.text();
  const body = text ? JSON.parse(text) : null;
  await checkContract("GET", `${base()}${path}`, res.status, res.headers.get("content-type"), body);
  return { status: res.status, headers: res.headers, text, body };
}

async function answer(quoteId: string, id: string, answers: Record<string, unknown>) {
  const res = await api("POST", `/v1/quote/${quoteId}/applications/${id}/form`, { body: { form_payload: answers } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

describe(`conditional GET of the folio view (${inject("database")})`, () => {
  it("tags every answer strongly, changes the tag as cards are rated and answers 304 with no body for the current one", async () => {
    const created = await api("POST", "/v1/quote", { body: { programs: ["KM-CGL", "SA-BOP"], ...slowChicago() } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const path = `/v1/quote/${created.body.data.quoteId}`;

    const early = await conditional(path, null);
    expect(early.status).toBe(200);
    expect(early.body.data.quotes.map((q: any) => q.status)).toContain("quoting");
    const earlyTag = early.headers.get("etag")!;
    expect(earlyTag).toMatch(STRONG_TAG);
    expect(early.headers.get("cache-control")).toBe("private, no-cache");

    await pollFolio(created.body.data.quoteId);
    const settled = await conditional(path, null);
    const tag = settled.headers.get("etag")!;
    expect(tag).toMatch(STRONG_TAG);
    expect(tag).not.toBe(earlyTag);

    const notModified = await conditional(path, tag);
    expect(notModified.status).toBe(304);
    expect(notModified.text).toBe("");
    expect(notModified.headers.get("etag")).toBe(tag);
    expect(notModified.headers.get("cache-control")).toBe("private, no-cache");
    expect(notModified.headers.get("x-request-id")).toBeTruthy();

    // The quoting copy's tag gets the current view, byte for byte what an unconditional GET answers.
    const stale = await conditional(path, earlyTag);
    expect(stale.status).toBe(200);
    expect(stale.headers.get("etag")).toBe(tag);
    expect(stale.text).toBe(settled.text);

    // A list of tags, a weak form of the tag and "*" match; a tag of ours for another version does not.
    for (const header of [`"0-nope", ${tag}`, `W/${tag}`, "*"]) expect((await conditional(path, header)).status, header).toBe(304);
    const otherVersion = tag.replace(/^"(\d+)-/, (_m, v) => `"${Number(v) + 1}-`);
    for (const header of [otherVersion, '"bogus"', "W/", ""]) expect((await conditional(path, header)).status, header).toBe(200);
  });

  it("a change gives a new tag: the old one then gets the new view with 200", async () => {
    const created = await api("POST", "/v1/quote", { body: { programs: ["KM-CGL"], ...bakery({ mailing_zip: "60601", mailing_state: "IL" }) } });
    const folio = await pollFolio(created.body.data.quoteId);
    const path = `/v1/quote/${folio.quoteId}`;
    const before = await conditional(path, null);
    const tag = before.headers.get("etag")!;
    expect((await conditional(path, tag)).status).toBe(304);

    await answer(folio.quoteId, folio.quotes[0].id, { yearsInBusiness: 6 });
    const after = await conditional(path, tag);
    expect(after.status).toBe(200);
    const newTag = after.headers.get("etag")!;
    expect(newTag).toMatch(STRONG_TAG);
    expect(newTag).not.toBe(tag);
    expect((await conditional(path, newTag)).status).toBe(304);
    expect((await conditional(path, tag)).status).toBe(200);
  });

  it("another agency's folio is 404 whatever tag it sends, its own current tag or *", async () => {
    const created = await api("POST", "/v1/quote", { body: { programs: ["KM-CGL"], ...bakery({ mailing_zip: "60601", mailing_state: "IL" }) } });
    const folio = await pollFolio(created.body.data.quoteId);
    const path = `/v1/quote/${folio.quoteId}`;
    const tag = (await conditional(path, null)).headers.get("etag")!;
    for (const header of [tag, "*", `W/${tag}`, null]) {
      const res = await conditional(path, header, secondKey());
      expect(res.status, String(header)).toBe(404);
      expect(res.headers.get("etag")).toBeNull();
      expect(res.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    }
    expect((await conditional(`/v1/quote/${crypto.randomUUID()}`, "*")).status).toBe(404);
  });
});

describe(`conditional GET of the application view (${inject("database")})`, () => {
  it("tags it, answers 304 for the current tag, changes the tag with new answers, and is 404 for another agency", async () => {
    const created = await api("POST", "/v1/quote", { body: { programs: ["KM-CGL", "KM-BOP"], ...bakery({ mailing_zip: "60601", mailing_state: "IL" }) } });
    const folio = await pollFolio(created.body.data.quoteId);
    const card = folio.quotes[0];
    const path = `/v1/quote/${folio.quoteId}/applications/${card.id}`;

    const first = await conditional(path, null);
    expect(first.status).toBe(200);
    const tag = first.headers.get("etag")!;
    expect(tag).toMatch(STRONG_TAG);
    expect(first.headers.get("cache-control")).toBe("private, no-cache");
    const notModified = await conditional(path, tag);
    expect(notModified.status).toBe(304);
    expect(notModified.text).toBe("");
    expect(notModified.headers.get("etag")).toBe(tag);

    // Answers to the other card change the folio, so this view's tag too (a question only the BOP asks:
    // one both ask would be given to this card as well, decision 032).
    await answer(folio.quoteId, folio.quotes[1].id, { hasSprinklers: true });
    const afterOther = await conditional(path, tag);
    expect(afterOther.status).toBe(200);
    expect(afterOther.text).toBe(first.text);
    const tag2 = afterOther.headers.get("etag")!;
    expect(tag2).not.toBe(tag);

    await answer(folio.quoteId, card.id, { yearsInBusiness: 6 });
    const changed = await conditional(path, tag2);
    expect(changed.status).toBe(200);
    expect(changed.body.data.formPayload).toEqual({ yearsInBusiness: 6 });
    const tag3 = changed.headers.get("etag")!;
    expect(tag3).not.toBe(tag2);
    expect((await conditional(path, tag3)).status).toBe(304);
    // The folio view and the application view share the folio's version.
    expect((await conditional(`/v1/quote/${folio.quoteId}`, null)).headers.get("etag")!.split("-")[0]).toBe(tag3.split("-")[0]);

    for (const header of [tag3, "*", null]) expect((await conditional(path, header, secondKey())).status, String(header)).toBe(404);
    // An application of another folio is not found through this one, whatever the tag.
    expect((await conditional(`/v1/quote/${crypto.randomUUID()}/applications/${card.id}`, "*")).status).toBe(404);
  });
});

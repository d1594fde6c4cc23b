// GET /v1/events for reconciliation (issue 32 item 7): created[gte] and created[lt] keep a time window, with
// type, limit and cursor; total counts every match on all pages; a malformed time is a 400 naming its field.
import { describe, expect, inject, it } from "vitest";
import { api, bakery, pollFolio } from "./client";

const q = (params: Record<string, string | number>) => new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

describe(`events in a created window (${inject("database")})`, () => {
  it("keeps the window's events, pages through them with a total, and combines with type", async () => {
    const before = new Date(Date.now() - 1000).toISOString();
    const created = await api("POST", "/v1/quote", { body: { programs: ["KM-CGL"], ...bakery({ mailing_zip: "60601", mailing_state: "IL" }) } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const quoteId: string = created.body.data.quoteId;
    await pollFolio(quoteId);
    const after = new Date().toISOString(); // not later: events written from now on stay out of every page

    const window = await api("GET", `/v1/events?${q({ "created[gte]": before, "created[lt]": after, limit: 100 })}`);
    expect(window.status, JSON.stringify(window.body)).toBe(200);
    const mine = window.body.data.items.filter((e: any) => e.data.id === quoteId || e.data.quoteId === quoteId);
    expect(mine.map((e: any) => e.type)).toContain("quote.completed");
    for (const e of window.body.data.items) {
      expect(e.created >= before && e.created < after, e.created).toBe(true);
    }
    expect(window.body.data.total).toBe(window.body.data.items.length);

    // One at a time: the same events, and the same total on every page.
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: any = await api("GET", `/v1/events?${q({ "created[gte]": before, "created[lt]": after, limit: 1, ...(cursor ? { cursor } : {}) })}`);
      expect(page.status).toBe(200);
      expect(page.body.data.total).toBe(window.body.data.total);
      seen.push(...page.body.data.items.map((e: any) => e.id));
      cursor = page.body.data.nextCursor;
    } while (cursor);
    expect(seen).toEqual(window.body.data.items.map((e: any) => e.id));

    const completed = await api("GET", `/v1/events?${q({ type: "quote.completed", "created[gte]": before, "created[lt]": after })}`);
    expect(completed.body.data.items.every((e: any) => e.type === "quote.completed")).toBe(true);
    expect(completed.body.data.total).toBe(window.body.data.items.filter((e: any) => e.type === "quote.completed").length);

    // Nothing before the window's start, with an offset form of the same instant.
    const earlier = await api("GET", `/v1/events?${q({ "created[lt]": before.replace("Z", "+00:00"), "created[gte]": "2000-01-01T00:00:00Z" })}`);
    expect(earlier.body.data.items.map((e: any) => e.id)).not.toContain(mine[0].id);

    const all = await api("GET", "/v1/events?limit=1");
    expect(all.body.data.total).toBeGreaterThanOrEqual(window.body.data.total);
  });

  it("refuses a malformed time, naming the field", async () => {
    for (const field of ["created[gte]", "created[lt]"]) {
      const res = await api("GET", `/v1/events?${q({ [field]: "yesterday" })}`);
      expect(res.status).toBe(400);
      expect(res.body.type).toBe("/docs/problems#validation_error");
      expect(res.body.errors.map((e: any) => e.path)).toEqual([field]);
    }
  });
});

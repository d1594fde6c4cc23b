// The dashboard's list: GET /v1/quote with status, program and view=sessions, paged with cursors. Every
// filter is applied by the database, so it holds on every page: the bound filter lists every bound
// session, not the bound ones among the first page. Another agency sees none of it.
import { describe, expect, inject, it } from "vitest";
import { api, bakery, pollFolio, secondKey, uniqueName } from "./client";

const CGL_ANSWERS = { yearsInBusiness: 6, priorClaims: 0, usesWrittenContracts: true };
const card = { method: "card", card: { number: "4242 4242 4242 4242", expMonth: 12, expYear: 2031, cvc: "123" } };

async function create(body: Record<string, unknown>) {
  const res = await api("POST", "/v1/quote", { body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { quoteId: string; groupId: string };
}

/** Every item of a listing, page by page (`limit` a page), with the totals each page reported. */
async function everyPage(query: string, limit: number, key?: string) {
  const items: any[] = [];
  const totals = new Set<number>();
  let cursor: string | null = null;
  let pages = 0;
  do {
    const res: any = await api("GET", `/v1/quote?${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`, key ? { key } : {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.items.length).toBeLessThanOrEqual(limit);
    items.push(...res.body.data.items);
    totals.add(res.body.data.total);
    cursor = res.body.data.nextCursor;
    pages++;
    expect(pages).toBeLessThan(100);
  } while (cursor);
  return { items, totals: [...totals], pages };
}

describe(`dashboard listing (${inject("database")})`, () => {
  it("pages sessions with filters applied across pages, and shows another agency none of them", async () => {
    const prefix = uniqueName("Dashlist").replace(" ", "-");
    const name = (i: number) => `${prefix} ${String(i).padStart(2, "0")}`;
    const chicago = (i: number, o: Record<string, unknown> = {}) => bakery({ business_name: name(i), mailing_zip: "60601", mailing_state: "IL", ...o });
    // 23 sessions: 0-2 declined by the sandbox carrier (no quotes), 3-22 quoted on KM-CGL.
    const sessions: Array<{ groupId: string; quoteIds: string[] }> = [];
    for (let i = 0; i < 23; i++) {
      const created =
        i < 3
          ? await create({ programs: ["SA-BOP"], ...chicago(i, { business_name: `${name(i)} SANDBOX_DECLINE` }) })
          : await create({ programs: ["KM-CGL"], ...chicago(i) });
      sessions.push({ groupId: created.groupId, quoteIds: [created.quoteId] });
    }
    for (const s of sessions) await pollFolio(s.quoteIds[0]!);
    // Sessions 3-7 re-quoted twice: three folios each, one row each in the sessions view.
    for (const s of sessions.slice(3, 8)) {
      for (const glLimit of [2000000, 500000]) {
        const res = await api("POST", `/v1/quote/${s.quoteIds.at(-1)}`, { body: { coverage: { glLimit } } });
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        s.quoteIds.push(res.body.data.quoteId);
        await pollFolio(res.body.data.quoteId);
      }
    }
    // Sessions 8, 12, 16 and 20 bound (spread out, so that they do not share a page).
    const bound = [8, 12, 16, 20].map((i) => sessions[i]!);
    for (const s of bound) {
      const folio = await pollFolio(s.quoteIds[0]!);
      const cgl = folio.quotes[0];
      await api("POST", `/v1/quote/${folio.quoteId}/applications/${cgl.id}/form`, { body: { form_payload: CGL_ANSWERS } });
      const priced = (await pollFolio(folio.quoteId)).quotes[0];
      const res = await api("POST", "/v1/bind", {
        body: { quoteRequestIds: [priced.id], paymentPlan: "annual", payment: card, expectedAmount: priced.pricing.totalAnnual },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    const q = `q=${encodeURIComponent(prefix)}`;

    // One row per session, newest first, each its latest folio with the session's folio count.
    const all = await everyPage(`${q}&view=sessions`, 5);
    expect(all.pages).toBe(5);
    expect(all.totals).toEqual([23]);
    // Ordered by each session's latest folio: sessions 3-7 were re-quoted last (7 last of all), then the rest newest first.
    const requoted = sessions.slice(3, 8);
    const expectedOrder = [...[...requoted].reverse(), ...sessions.filter((s) => !requoted.includes(s)).reverse()].map((s) => s.groupId);
    expect(all.items.map((i) => i.groupId)).toEqual(expectedOrder);
    expect(new Set(all.items.map((i) => i.groupId)).size).toBe(23);
    for (const item of all.items) {
      const s = sessions.find((x) => x.groupId === item.groupId)!;
      expect(item.quoteId).toBe(s.quoteIds.at(-1));
      expect(item.session.folioCount).toBe(s.quoteIds.length);
    }
    // Sessions 3-7 were re-quoted last: they are the newest rows.
    expect(all.items.slice(0, 5).map((i) => i.groupId)).toEqual(
      sessions
        .slice(3, 8)
        .map((s) => s.groupId)
        .reverse(),
    );

    // Filters hold on every page.
    const boundRows = await everyPage(`${q}&view=sessions&status=bound`, 2);
    expect(boundRows.totals).toEqual([4]);
    expect(boundRows.items.map((i) => i.groupId).sort()).toEqual(bound.map((s) => s.groupId).sort());
    expect(boundRows.items.every((i) => i.status === "bound" && i.session.status === "bound")).toBe(true);
    const quotedRows = await everyPage(`${q}&view=sessions&status=quoted`, 7);
    expect(quotedRows.totals).toEqual([16]);
    expect(quotedRows.items.every((i) => i.status === "quoted")).toBe(true);
    const none = await everyPage(`${q}&view=sessions&status=no_quotes`, 2);
    expect(none.items.map((i) => i.groupId).sort()).toEqual(
      sessions
        .slice(0, 3)
        .map((s) => s.groupId)
        .sort(),
    );
    expect((await everyPage(`${q}&view=sessions&status=quoting`, 5)).items).toEqual([]);
    const sa = await everyPage(`${q}&view=sessions&program=SA-BOP`, 2);
    expect(sa.totals).toEqual([3]);
    expect(sa.items.every((i) => i.programs.includes("SA-BOP"))).toBe(true);

    // Every folio (the re-quotes too) without view=sessions.
    const folios = await everyPage(q, 10);
    expect(folios.totals).toEqual([33]);
    expect(new Set(folios.items.map((i) => i.quoteId)).size).toBe(33);
    expect(folios.items.every((i) => i.session === undefined)).toBe(true);
    expect((await everyPage(`${q}&status=bound`, 3)).items.map((i) => i.quoteId).sort()).toEqual(bound.map((s) => s.quoteIds[0]).sort());

    // Another agency sees none of them, with or without filters.
    for (const query of [`${q}&view=sessions`, q, `${q}&status=bound&view=sessions`]) {
      const other = await everyPage(query, 5, secondKey());
      expect(other.items).toEqual([]);
      expect(other.totals).toEqual([0]);
    }
    // Its cursors are not an opening either: a cursor of ours answers its own (empty) list.
    const first = await api("GET", `/v1/quote?${q}&view=sessions&limit=5`);
    const foreign = await api("GET", `/v1/quote?${q}&view=sessions&limit=5&cursor=${first.body.data.nextCursor}`, { key: secondKey() });
    expect(foreign.body.data.items).toEqual([]);
  });

  it("refuses a status or view it does not know, naming the parameter", async () => {
    for (const [query, path] of [
      ["status=won", "status"],
      ["view=groups", "view"],
      ["program=", "program"],
    ]) {
      const res = await api("GET", `/v1/quote?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.errors.map((e: any) => e.path)).toEqual([path]);
    }
  });
});

// A producer's own book (issue 31 item 1, decision 045), over HTTP against a private app (the setting is the
// agency's, so changing it here cannot surprise another test): two producers of one agency each quote a client
// and bind a policy in the portal, and an API key quotes one more. While producers see the whole book, each sees
// everything; once an administrator turns it off (audited), each producer sees only their own folios, clients
// and policies in every list, and another's answers 404 exactly as another agency's does, down to the folio's
// applications, its session and a re-quote; administrators, service staff and API keys still see everything.
// Producers and service staff may read the setting and may not change it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "@/lib/auth/passwords";
import { DEMO_ADMIN, DEMO_AGENCY, DEMO_AGENT, DEMO_SERVICE } from "@/prisma/seed";
import { createAppDatabase, startApp, type AppDatabase, type RunningApp } from "../support/app-instance";
import { bakery, checkContract, uniqueName } from "./client";
import { portalBase, portalSession, type Browser } from "./browser";

const OTHER_PRODUCER = { email: "producer-b@own-book.example", name: "Bo Producer", password: "own-book-password-2026" };
const CGL_ANSWERS = { yearsInBusiness: 6, priorClaims: 0, usesWrittenContracts: true };
const card = { method: "card", card: { number: "4242 4242 4242 4242", expMonth: 12, expYear: 2031, cvc: "123" } };
const MADE_UP = "00000000-0000-4000-8000-000000000000";
const TERMINAL = new Set(["quoted", "referred", "declined", "quote_failed", "bound"]);

let database: AppDatabase;
let app: RunningApp;
let admin: Browser;
let service: Browser;
let producerA: Browser;
let producerB: Browser;
let key: string;

/** What a producer made: the folio, its client and the policy bound from it. */
interface Book {
  quoteId: string;
  applicationId: string;
  insuredId: string;
  policyId: string;
  /** The servicing day the policy's renewal is offered from. */
  offeredFrom: string;
}
let bookA: Book;
let bookB: Book;
let keyFolio: { quoteId: string; insuredId: string };

type Caller = Browser | { key: string };

async function call(who: Caller, method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const headers: Record<string, string> = body === undefined ? {} : { "content-type": "application/json" };
  const init: RequestInit = { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) };
  const res =
    "key" in who ? await fetch(`${app.base}${path}`, { ...init, headers: { ...headers, authorization: `Bearer ${who.key}` } }) : await who.fetch(path, init);
  const text = await res.text();
  const parsed = text && res.headers.get("content-type")?.includes("json") ? JSON.parse(text) : text;
  // The private app runs the same build as the shared one, whose document every answer is checked against.
  await checkContract(method, `${portalBase(app.base)}${path}`, res.status, res.headers.get("content-type"), parsed);
  return { status: res.status, body: parsed };
}

async function poll(quoteId: string): Promise<any> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const res = await call({ key }, "GET", `/v1/quote/${quoteId}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    if (res.body.data.quotes.every((q: any) => TERMINAL.has(q.status))) return res.body.data;
    if (Date.now() > deadline) throw new Error(`folio ${quoteId} not terminal`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A producer quotes a bakery on KM-CGL in the portal, answers its questions and binds it by card. */
async function quoteAndBind(producer: Browser, name: string): Promise<Book> {
  const created = await call(producer, "POST", "/v1/quote", { programs: ["KM-CGL"], ...bakery({ business_name: uniqueName(name) }) });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const quoteId = created.body.data.quoteId as string;
  const folio = await poll(quoteId);
  const applicationId = folio.quotes[0].id as string;
  const form = await call(producer, "POST", `/v1/quote/${quoteId}/applications/${applicationId}/form`, { form_payload: CGL_ANSWERS });
  expect(form.status, JSON.stringify(form.body)).toBe(200);
  expect((await poll(quoteId)).quotes[0].status).toBe("quoted");
  const bound = await call(producer, "POST", "/v1/bind", { quoteRequestIds: [applicationId], paymentPlan: "annual", payment: card });
  expect(bound.status, JSON.stringify(bound.body)).toBe(201);
  const detail = await call(producer, "GET", `/v1/quote/${quoteId}`);
  const policy = bound.body.data.policies[0];
  return { quoteId, applicationId, insuredId: detail.body.data.insuredId, policyId: policy.id, offeredFrom: policy.renewal.offeredFrom };
}

const ids = (res: { body: any }, field = "id") => (res.body.data.items as any[]).map((i) => i[field] as string);

async function lists(who: Caller) {
  const [quotes, sessions, insureds, policies] = await Promise.all([
    call(who, "GET", "/v1/quote?limit=100"),
    call(who, "GET", "/v1/quote?view=sessions&limit=100"),
    call(who, "GET", "/v1/insureds?limit=100"),
    call(who, "GET", "/v1/policies?limit=100"),
  ]);
  for (const res of [quotes, sessions, insureds, policies]) expect(res.status, JSON.stringify(res.body)).toBe(200);
  return {
    quotes: ids(quotes, "quoteId"),
    quotesTotal: quotes.body.data.total as number,
    sessions: ids(sessions, "quoteId"),
    insureds: ids(insureds),
    policies: ids(policies),
  };
}

/** The answer to another agency's made-up folio: what a folio outside one's book must look like. */
async function notFoundLike(who: Browser, path: string) {
  const res = await call(who, "GET", path);
  expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(404);
  const elsewhere = await call(who, "GET", path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/, MADE_UP));
  expect(res.body.type).toBe(elsewhere.body.type);
  expect(res.body.title).toBe(elsewhere.body.title);
}

async function setBook(who: Browser, producersSeeAllBook: boolean) {
  return call(who, "PATCH", "/v1/agency/settings", { producersSeeAllBook });
}

beforeAll(async () => {
  database = await createAppDatabase("own_book_api", async (db) => {
    const agency = await db.prisma.agency.findUniqueOrThrow({ where: { slug: DEMO_AGENCY.slug } });
    await db.prisma.user.create({
      data: {
        agencyId: agency.id,
        email: OTHER_PRODUCER.email,
        name: OTHER_PRODUCER.name,
        role: "producer",
        passwordHash: await hashPassword(OTHER_PRODUCER.password),
      },
    });
  });
  app = await startApp(database.target);
  // In test mode (decision 043): the renewal case moves the sandbox clock, which only test mode has. The setting
  // is the team's (the live agency's) and holds in both modes.
  const inTestMode = (b: Browser) => (b.cookies.set("quoting_mode", "test"), b);
  admin = inTestMode(await portalSession(app.base, DEMO_ADMIN.email, DEMO_ADMIN.password));
  service = inTestMode(await portalSession(app.base, DEMO_SERVICE.email, DEMO_SERVICE.password));
  producerA = inTestMode(await portalSession(app.base, DEMO_AGENT.email, DEMO_AGENT.password));
  producerB = inTestMode(await portalSession(app.base, OTHER_PRODUCER.email, OTHER_PRODUCER.password));
  const made = await call(admin, "POST", "/v1/api-keys", { name: "own book tests", scope: "quote_and_bind" });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  key = made.body.data.secret;
  bookA = await quoteAndBind(producerA, "Own Book Bakery A");
  bookB = await quoteAndBind(producerB, "Own Book Bakery B");
  const byKey = await call({ key }, "POST", "/v1/quote", { programs: ["KM-CGL"], ...bakery({ business_name: uniqueName("Own Book Key Bakery") }) });
  expect(byKey.status, JSON.stringify(byKey.body)).toBe(201);
  keyFolio = { quoteId: byKey.body.data.quoteId, insuredId: (await poll(byKey.body.data.quoteId)).insuredId };
}, 300_000);

afterAll(async () => {
  await app?.stop();
  await database?.destroy();
}, 60_000);

describe("whether producers see the whole agency's book is an agency setting", () => {
  it("is on by default: every producer sees the whole book; anyone reads the setting, only an administrator changes it", async () => {
    for (const who of [admin, service, producerA, producerB, { key }]) {
      const res = await call(who, "GET", "/v1/agency/settings");
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toEqual({ object: "agency_settings", producersSeeAllBook: true });
    }
    const a = await lists(producerA);
    for (const quoteId of [bookA.quoteId, bookB.quoteId, keyFolio.quoteId]) expect(a.quotes).toContain(quoteId);
    for (const insuredId of [bookA.insuredId, bookB.insuredId, keyFolio.insuredId]) expect(a.insureds).toContain(insuredId);
    expect(a.policies).toEqual(expect.arrayContaining([bookA.policyId, bookB.policyId]));
    expect((await call(producerA, "GET", `/v1/quote/${bookB.quoteId}`)).status).toBe(200);
    expect((await call(producerA, "GET", `/v1/policies/${bookB.policyId}`)).status).toBe(200);

    for (const who of [producerA, service]) {
      const refused = await setBook(who, false);
      expect(refused.status, JSON.stringify(refused.body)).toBe(403);
      expect(refused.body).toMatchObject({ type: "/docs/problems#forbidden", requiredPermission: "people" });
    }
    // No API key holds `people` (decision 040): people and their book are set in the portal.
    expect((await call({ key }, "PATCH", "/v1/agency/settings", { producersSeeAllBook: false })).status).toBe(403);
    // Setting it to what it is changes nothing (and is not audited: see the last test).
    expect((await setBook(admin, true)).body.data.producersSeeAllBook).toBe(true);
    const invalid = await call(admin, "PATCH", "/v1/agency/settings", { producersSeeAllBook: "no" });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors[0].path).toBe("producersSeeAllBook");
  });

  it("off: a producer sees only their own folios, clients and policies; another's is a 404 like another agency's", async () => {
    const changed = await setBook(admin, false);
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data.producersSeeAllBook).toBe(false);

    for (const [producer, own, other] of [
      [producerA, bookA, bookB],
      [producerB, bookB, bookA],
    ] as const) {
      const seen = await lists(producer);
      expect(seen.quotes).toEqual([own.quoteId]);
      expect(seen.quotesTotal).toBe(1);
      expect(seen.sessions).toEqual([own.quoteId]);
      expect(seen.insureds).toEqual([own.insuredId]);
      expect(seen.policies).toEqual([own.policyId]);
      // Their own, whole: the folio, its application and session, the client record with its quote and policy, the policy.
      expect((await call(producer, "GET", `/v1/quote/${own.quoteId}`)).status).toBe(200);
      expect((await call(producer, "GET", `/v1/quote/${own.quoteId}/applications/${own.applicationId}`)).status).toBe(200);
      expect((await call(producer, "GET", `/v1/quote/${own.quoteId}/session`)).status).toBe(200);
      const client = await call(producer, "GET", `/v1/insureds/${own.insuredId}`);
      expect(client.status).toBe(200);
      expect(JSON.stringify(client.body)).toContain(own.policyId);
      expect((await call(producer, "GET", `/v1/policies/${own.policyId}`)).status).toBe(200);
      // The other's and the API key's: 404 everywhere, as another agency's.
      await notFoundLike(producer, `/v1/quote/${other.quoteId}`);
      await notFoundLike(producer, `/v1/quote/${keyFolio.quoteId}`);
      await notFoundLike(producer, `/v1/quote/${other.quoteId}/applications/${other.applicationId}`);
      await notFoundLike(producer, `/v1/quote/${other.quoteId}/session`);
      await notFoundLike(producer, `/v1/insureds/${other.insuredId}`);
      await notFoundLike(producer, `/v1/insureds/${keyFolio.insuredId}`);
      await notFoundLike(producer, `/v1/policies/${other.policyId}`);
      const requote = await call(producer, "POST", `/v1/quote/${other.quoteId}`, { coverage: { glLimit: 2000000 } });
      expect(requote.status, JSON.stringify(requote.body)).toBe(404);
      await notFoundLike(producer, `/v1/policies/${other.policyId}/renewal`);
      // Ids in a body too: binding the other's application is a 404 (not "already bound"), quoting their client or
      // joining their session a 400 naming the field, as for another agency's.
      const bind = await call(producer, "POST", "/v1/bind", { quoteRequestIds: [other.applicationId], paymentPlan: "annual", payment: card });
      expect(bind.status, JSON.stringify(bind.body)).toBe(404);
      for (const [field, id] of [
        ["insuredId", other.insuredId],
        ["originalQuoteId", other.quoteId],
      ] as const) {
        const quote = await call(producer, "POST", "/v1/quote", { programs: ["KM-CGL"], ...bakery(), [field]: id });
        expect(quote.status, JSON.stringify(quote.body)).toBe(400);
        expect(quote.body.errors.map((e: any) => e.path)).toEqual([field]);
      }
    }

    // A re-quote stays in its producer's book.
    const requoted = await call(producerA, "POST", `/v1/quote/${bookA.quoteId}`, { coverage: { glLimit: 2000000 } });
    expect(requoted.status, JSON.stringify(requoted.body)).toBe(201);
    expect((await lists(producerA)).quotes).toEqual([requoted.body.data.quoteId, bookA.quoteId]);
    expect((await lists(producerB)).quotes).toEqual([bookB.quoteId]);

    // Administrators, service staff and API keys still see the whole book.
    for (const who of [admin, service, { key }]) {
      const seen = await lists(who);
      expect(seen.quotes).toEqual(expect.arrayContaining([bookA.quoteId, bookB.quoteId, keyFolio.quoteId, requoted.body.data.quoteId]));
      expect(seen.insureds).toEqual(expect.arrayContaining([bookA.insuredId, bookB.insuredId, keyFolio.insuredId]));
      expect(seen.policies).toEqual(expect.arrayContaining([bookA.policyId, bookB.policyId]));
      for (const path of [`/v1/quote/${bookB.quoteId}`, `/v1/insureds/${bookA.insuredId}`, `/v1/policies/${bookB.policyId}`]) {
        expect((await call(who, "GET", path)).status, path).toBe(200);
      }
    }
  });

  it("off: a producer reads only the messages about their own clients (decision 048)", async () => {
    expect((await setBook(admin, false)).status).toBe(200);
    /** A producer's quote answered and sent to the customer by email: a message about their client. */
    const emailed = async (producer: Browser, name: string) => {
      const created = await call(producer, "POST", "/v1/quote", { programs: ["KM-CGL"], ...bakery({ business_name: uniqueName(name) }) });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const quoteId = created.body.data.quoteId as string;
      const applicationId = (await poll(quoteId)).quotes[0].id as string;
      expect((await call(producer, "POST", `/v1/quote/${quoteId}/applications/${applicationId}/form`, { form_payload: CGL_ANSWERS })).status).toBe(200);
      expect((await poll(quoteId)).quotes[0].status).toBe("quoted");
      const link = await call(producer, "POST", `/v1/quote/${quoteId}/pay-links`, {
        quoteRequestIds: [applicationId],
        paymentPlan: "annual",
        email: "owner@own-book.example",
      });
      expect(link.status, JSON.stringify(link.body)).toBe(201);
      return { messageId: link.body.data.message.id as string, insuredId: link.body.data.insuredId as string };
    };
    const a = await emailed(producerA, "Own Book Mail A");
    const b = await emailed(producerB, "Own Book Mail B");
    const listed = async (who: Caller, query = "") => ids(await call(who, "GET", `/v1/messages?limit=100${query}`));
    expect(await listed(producerA)).toContain(a.messageId);
    expect(await listed(producerA)).not.toContain(b.messageId);
    expect(await listed(producerB)).toContain(b.messageId);
    expect(await listed(producerB)).not.toContain(a.messageId);
    expect(await listed(producerA, `&insured_id=${b.insuredId}`)).toEqual([]);
    await notFoundLike(producerA, `/v1/messages/${b.messageId}`);
    expect((await call(producerA, "GET", `/v1/messages/${a.messageId}`)).status).toBe(200);
    // The whole book for administrators and keys.
    for (const who of [admin, { key }]) expect(await listed(who)).toEqual(expect.arrayContaining([a.messageId, b.messageId]));
  });

  it("a renewal offer, made by the servicing run, is in the book of the expiring policy's producer", async () => {
    const clock = await call(admin, "POST", "/v1/sandbox/clock", { date: [bookA.offeredFrom, bookB.offeredFrom].sort().at(-1) });
    expect(clock.status, JSON.stringify(clock.body)).toBe(200);
    const offerOf = async (policyId: string) => {
      for (const deadline = Date.now() + 30_000; ;) {
        const renewal = (await call(admin, "GET", `/v1/policies/${policyId}/renewal`)).body.data;
        if (renewal.quoteId || Date.now() > deadline) return renewal.quoteId as string;
        await new Promise((r) => setTimeout(r, 200));
      }
    };
    const [offerA, offerB] = [await offerOf(bookA.policyId), await offerOf(bookB.policyId)];
    expect(offerA).toBeTruthy();
    expect(offerB).toBeTruthy();
    expect((await call(producerA, "GET", `/v1/quote/${offerA}`)).status).toBe(200);
    expect((await call(producerB, "GET", `/v1/quote/${offerA}`)).status).toBe(404);
    expect((await call(producerB, "GET", `/v1/quote/${offerB}`)).status).toBe(200);
    expect((await lists(producerA)).quotes).toContain(offerA);
    expect((await lists(producerA)).quotes).not.toContain(offerB);
    const reset = await call(admin, "POST", "/v1/sandbox/clock", { reset: true });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
  });

  it("on again: producers see the whole book at their next request; each change is in the audit log", async () => {
    expect((await setBook(admin, true)).body.data.producersSeeAllBook).toBe(true);
    const a = await lists(producerA);
    expect(a.quotes).toEqual(expect.arrayContaining([bookA.quoteId, bookB.quoteId, keyFolio.quoteId]));
    expect((await call(producerA, "GET", `/v1/policies/${bookB.policyId}`)).status).toBe(200);

    // A change of the team's setting is in the live agency's log, whichever mode the administrator was in.
    const liveAdmin = admin.clone();
    liveAdmin.cookies.delete("quoting_mode");
    const log = await call(liveAdmin, "GET", "/v1/audit-events?action=agency.settings_changed");
    expect(log.status, JSON.stringify(log.body)).toBe(200);
    // Two changes (off, on); the PATCH that changed nothing left no row.
    expect(log.body.data.items.map((r: any) => [r.before, r.after])).toEqual([
      [{ producersSeeAllBook: false }, { producersSeeAllBook: true }],
      [{ producersSeeAllBook: true }, { producersSeeAllBook: false }],
    ]);
    expect(log.body.data.items[0]).toMatchObject({ action: "agency.settings_changed", actor: { type: "user", name: DEMO_ADMIN.name } });
  });
});

// Your own portal sessions through the API (decision 057), over HTTP against the built app: GET /v1/me/sessions
// lists the signed-in person's live sessions (this one first), POST /v1/me/sessions/{id}/revoke signs out another
// of them (someone else's, an ended one or a made-up id is 404; the one in use is 409 current_session), POST
// /v1/me/sessions/revoke-others signs out all the others and says how many. Each revocation is audited as the
// sessions page's always were. A carrier's underwriter (no agency) has sessions too; an API key has none: 403.
import { describe, expect, it } from "vitest";
import { DEMO_AGENT, DEMO_UNDERWRITER, SECOND_AGENT } from "@/prisma/seed";
import { api, base, checkContract, demoKey } from "./client";
import { Browser, portalBase } from "./browser";

const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const SAFARI = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const CHROME = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A browser signed in as `user`, with its own User-Agent. */
async function signedIn(user: { email: string; password: string }, userAgent: string): Promise<Browser> {
  const site = portalBase(base());
  const b = new Browser(site, { origin: site, "user-agent": userAgent });
  const { location } = await b.signIn(user.email, user.password);
  if (location.includes("error") || location.includes("code=")) throw new Error(`sign-in as ${user.email} failed: ${location}`);
  return b;
}

/** A JSON request with the browser's session cookie, its answer checked against the OpenAPI document. */
async function call(b: Browser, method: "GET" | "POST", path: string): Promise<{ status: number; body: any; type: string }> {
  const res = await b.fetch(path, method === "POST" ? { method, headers: { "content-type": "application/json" }, body: "{}" } : { method });
  const type = res.headers.get("content-type") ?? "";
  const text = await res.text();
  const body = text && type.includes("json") ? JSON.parse(text) : text;
  await checkContract(method, `${base()}${path}`, res.status, type, body);
  return { status: res.status, body, type };
}

const list = async (b: Browser) => {
  const res = await call(b, "GET", "/v1/me/sessions");
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.items as Array<Record<string, any>>;
};
// Any signed-in person may list their sessions (GET /v1/ping is an agency's: a carrier's underwriter gets 403 there).
const isSignedIn = async (b: Browser) => (await b.fetch("/v1/me/sessions")).status === 200;

describe("your own portal sessions: GET /v1/me/sessions and its revokes", () => {
  it("lists this browser first, signs out another, never someone else's; the one in use is refused; all the others at once; audited", async () => {
    const laptop = await signedIn(DEMO_AGENT, FIREFOX);
    // Earlier files signed this agent in too: start from this browser alone.
    const cleared = await call(laptop, "POST", "/v1/me/sessions/revoke-others");
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(cleared.body.data.revoked).toBeGreaterThanOrEqual(0);
    const phone = await signedIn(DEMO_AGENT, SAFARI);
    const desktop = await signedIn(DEMO_AGENT, CHROME);
    const someoneElse = await signedIn(SECOND_AGENT, FIREFOX);

    const mine = await list(laptop);
    expect(mine.map((s) => [s.browser, s.current])).toEqual([
      ["Firefox on Windows", true],
      ["Chrome on macOS", false],
      ["Safari on iPhone", false],
    ]);
    expect(mine[0]).toEqual({
      object: "portal_session",
      id: expect.stringMatching(UUID),
      current: true,
      browser: "Firefox on Windows",
      address: expect.any(String),
      createdAt: expect.any(String),
      lastSeenAt: expect.any(String),
      expiresAt: expect.any(String),
    });
    expect(Date.parse(mine[0]!.expiresAt) - Date.parse(mine[0]!.createdAt)).toBe(12 * 3_600_000);
    // Each browser sees itself first.
    expect((await list(phone))[0]).toMatchObject({ browser: "Safari on iPhone", current: true });
    const [theirs] = await list(someoneElse);
    expect(mine.map((s) => s.id)).not.toContain(theirs!.id);

    // Someone else's session, a made-up id and a malformed one: 404, and nothing is signed out.
    for (const id of [theirs!.id, "00000000-0000-4000-8000-000000000000", "not-a-session"]) {
      const res = await call(laptop, "POST", `/v1/me/sessions/${id}/revoke`);
      expect(res.status, id).toBe(404);
      expect(res.type).toContain("application/problem+json");
      expect(res.body.type).toBe("/docs/problems#not_found");
    }
    expect(await isSignedIn(someoneElse)).toBe(true);

    // The session in use is ended by signing out, not here.
    const own = await call(laptop, "POST", `/v1/me/sessions/${mine[0]!.id}/revoke`);
    expect(own.status).toBe(409);
    expect(own.body).toMatchObject({ type: "/docs/problems#current_session", status: 409 });
    expect(own.body.detail).toMatch(/^This is the session this request was sent with: sign out in the portal to end it\./);
    expect(await isSignedIn(laptop)).toBe(true);

    // Another of mine: signed out at once; a second time it has already ended.
    const phoneId = mine.find((s) => s.browser === "Safari on iPhone")!.id;
    const revoked = await call(laptop, "POST", `/v1/me/sessions/${phoneId}/revoke`);
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
    expect(revoked.body.data).toEqual({ object: "portal_session", id: phoneId, revokedAt: expect.any(String) });
    expect(await isSignedIn(phone)).toBe(false);
    expect((await phone.fetch("/dashboard")).status).toBe(307);
    expect((await call(laptop, "POST", `/v1/me/sessions/${phoneId}/revoke`)).status).toBe(404);
    expect((await list(laptop)).map((s) => s.browser)).toEqual(["Firefox on Windows", "Chrome on macOS"]);

    // Everywhere else: the desktop goes, the laptop stays, the other agent is untouched.
    const others = await call(laptop, "POST", "/v1/me/sessions/revoke-others");
    expect(others.status).toBe(200);
    expect(others.body.data).toEqual({ revoked: 1 });
    expect(await isSignedIn(desktop)).toBe(false);
    expect(await isSignedIn(laptop)).toBe(true);
    expect(await isSignedIn(someoneElse)).toBe(true);
    expect((await call(laptop, "POST", "/v1/me/sessions/revoke-others")).body.data).toEqual({ revoked: 0 });
    expect((await list(laptop)).map((s) => s.current)).toEqual([true]);

    // Audited in the agent's agency, as the sessions page always did: by the user, naming the session that acted.
    const audit = async (query: string) => {
      const res = await api("GET", `/v1/audit-events?${query}`, { key: demoKey() });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data.items as Array<Record<string, any>>;
    };
    const [one] = await audit(`action=session.revoke&objectId=${phoneId}`);
    expect(one).toMatchObject({
      action: "session.revoke",
      actor: { type: "user", email: DEMO_AGENT.email },
      object: { type: "portal_session", id: phoneId },
      after: { by: mine[0]!.id },
    });
    const [all] = await audit(`action=session.revoke_others&actor=user:${one!.actor.id}`);
    expect(all).toMatchObject({ action: "session.revoke_others", after: { revoked: 1, kept: mine[0]!.id } });
  });

  it("a carrier's underwriter (no agency) lists and signs out their own sessions too", async () => {
    const desk = await signedIn(DEMO_UNDERWRITER, CHROME);
    await call(desk, "POST", "/v1/me/sessions/revoke-others");
    const laptop = await signedIn(DEMO_UNDERWRITER, FIREFOX);
    const sessions = await list(desk);
    expect(sessions.map((s) => [s.browser, s.current])).toEqual([
      ["Chrome on macOS", true],
      ["Firefox on Windows", false],
    ]);
    const res = await call(desk, "POST", `/v1/me/sessions/${sessions[1]!.id}/revoke`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await isSignedIn(laptop)).toBe(false);
    expect(await isSignedIn(desk)).toBe(true);
  });

  it("an API key has no portal session: 403 naming the permission; no caller at all: 401", async () => {
    for (const [method, path] of [
      ["GET", "/v1/me/sessions"],
      ["POST", "/v1/me/sessions/revoke-others"],
      ["POST", "/v1/me/sessions/00000000-0000-4000-8000-000000000000/revoke"],
    ] as const) {
      const byKey = await api(method, path, { key: demoKey(), ...(method === "POST" ? { body: {} } : {}) });
      expect(byKey.status, `${method} ${path}`).toBe(403);
      expect(byKey.body).toMatchObject({ type: "/docs/problems#forbidden", requiredPermission: "account" });
      expect(byKey.body.detail).toMatch(/^An API key has no portal session/);
      const nobody = await api(method, path, { key: null, ...(method === "POST" ? { body: {} } : {}) });
      expect(nobody.status, `${method} ${path}`).toBe(401);
    }
  });
});

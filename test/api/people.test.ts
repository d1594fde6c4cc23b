// People and roles (issue 31 item 1, decision 041), over HTTP against a private app whose SMTP is a real
// server on loopback: an administrator invites by email; the invitation is read from the SMTP server; the
// invitee accepts with the link's token, signs in, and is held to their role; a role change counts on the
// next request; deactivation ends the live session at once and refuses sign-in; reactivation lets them back.
// Expired, revoked and reused tokens are refused; "forgot password" answers the same for unknown emails,
// emails a link that works once, and ends the old sessions. Every change is in the audit log.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashLinkToken } from "@/lib/auth/link-token";
import { DEMO_ADMIN, DEMO_AGENCY, DEMO_SERVICE, SECOND_AGENCY, SECOND_AGENT } from "@/prisma/seed";
import { createAppDatabase, startApp, withDatabase, type AppDatabase, type RunningApp } from "../support/app-instance";
import { startMailServer, type MailServer } from "../support/mail-server";
import { Browser, portalBase, portalSession } from "./browser";

const EXPIRED_INVITE = "inv_expired-invitation-token-for-the-test";
const EXPIRED_RESET = "pwr_expired-reset-token-for-the-test";

let smtp: MailServer;
let database: AppDatabase;
let app: RunningApp;
let admin: Browser;
let prepared: { secondAgentId: string; adminId: string };

async function call(who: Browser | null, method: string, path: string, body?: unknown): Promise<{ status: number; body: any; type: string }> {
  const init: RequestInit = {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  };
  const res = who ? await who.fetch(path, init) : await fetch(`${portalBase(app.base)}${path}`, init);
  const text = await res.text();
  return {
    status: res.status,
    body: text && res.headers.get("content-type")?.includes("json") ? JSON.parse(text) : text,
    type: res.headers.get("content-type") ?? "",
  };
}

const tokenIn = (text: string, kind: "invite" | "reset-password") => {
  const found = text.match(new RegExp(`https?://\\S+/${kind}/((?:inv|pwr)_[\\w-]+)`));
  expect(found, text).not.toBeNull();
  return found![1]!;
};

beforeAll(async () => {
  smtp = await startMailServer();
  database = await createAppDatabase("people_api", async (db) => {
    const demo = await db.prisma.agency.findUniqueOrThrow({ where: { slug: DEMO_AGENCY.slug } });
    const second = await db.prisma.user.findUniqueOrThrow({ where: { email: SECOND_AGENT.email } });
    const adminUser = await db.prisma.user.findUniqueOrThrow({ where: { email: DEMO_ADMIN.email } });
    const past = new Date(Date.now() - 60_000);
    await db.prisma.invitation.create({
      data: {
        agencyId: demo.id,
        email: "late@people.example",
        name: "Late Invitee",
        role: "producer",
        tokenHash: hashLinkToken(EXPIRED_INVITE),
        invitedBy: `user:${adminUser.id}`,
        expiresAt: past,
      },
    });
    const service = await db.prisma.user.findUniqueOrThrow({ where: { email: DEMO_SERVICE.email } });
    // Made two hours ago: it does not count towards the account's links of the last hour.
    await db.prisma.passwordReset.create({
      data: { userId: service.id, tokenHash: hashLinkToken(EXPIRED_RESET), createdAt: new Date(Date.now() - 2 * 3_600_000), expiresAt: past },
    });
    return { secondAgentId: second.id, adminId: adminUser.id };
  });
  prepared = (database as AppDatabase & { prepared: typeof prepared }).prepared;
  app = await startApp(database.target, { SMTP_URL: smtp.url, SMTP_FROM: "team@harbor-main.example", SMTP_RETRY_BASE_MS: "300" });
  admin = await portalSession(app.base, DEMO_ADMIN.email, DEMO_ADMIN.password);
}, 300_000);

afterAll(async () => {
  await app?.stop();
  await smtp?.close();
  await database?.destroy();
}, 60_000);

describe("people: invite, accept, sign in, roles, deactivate", () => {
  const email = "casey@people.example";
  const password = "correct horse battery staple";
  let userId = "";
  let casey: Browser;

  it("invites by email; the link arrives through SMTP; the invitation is listed as pending", async () => {
    const since = smtp.received.length;
    const made = await call(admin, "POST", "/v1/invitations", { email: "Casey@People.example", name: "Casey Service", role: "service" });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data).toMatchObject({ object: "invitation", email, name: "Casey Service", role: "service", status: "pending" });
    expect(JSON.stringify(made.body)).not.toContain("inv_");
    const mail = await smtp.waitFor(email, 15_000, since);
    expect(mail.subject).toContain("Ada Admin invited you");
    expect(mail.text).toContain("service staff");
    expect(mail.text).toContain("expires in 3 days");
    const token = tokenIn(mail.text, "invite");

    const people = await call(admin, "GET", "/v1/users");
    expect(people.status).toBe(200);
    expect(people.body.data.items.find((p: { email: string }) => p.email === email)).toMatchObject({ status: "invited", role: "service" });
    expect((await call(admin, "GET", "/v1/invitations")).body.data.items.map((i: { email: string }) => i.email)).toContain(email);
    // The link is a credential: the agency's outbox does not show the message.
    const outbox = await call(admin, "GET", "/v1/messages");
    expect(JSON.stringify(outbox.body)).not.toContain(email);

    // The accept page names the person, the agency and the role.
    const page = await fetch(`${portalBase(app.base)}/invite/${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("referrer-policy")).toBe("no-referrer");
    const html = await page.text();
    expect(html).toContain("Casey Service");
    expect(html).toContain(email);

    // A short password is refused naming the field; the token still works after.
    const short = await call(null, "POST", "/v1/invitations/accept", { token, password: "short" });
    expect(short.status).toBe(400);
    expect(short.type).toContain("application/problem+json");
    expect(short.body.errors[0].path).toBe("password");

    const accepted = await call(null, "POST", "/v1/invitations/accept", { token, password });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
    expect(accepted.body.data).toMatchObject({ email, role: "service", agencyName: expect.any(String) });
    // Once only.
    const again = await call(null, "POST", "/v1/invitations/accept", { token, password });
    expect(again.status).toBe(410);
    expect(again.body.detail).toContain("already used");
    const usedPage = await (await fetch(`${portalBase(app.base)}/invite/${token}`)).text();
    expect(usedPage).toContain("already used");
    expect(usedPage).not.toContain("Set password and join");

    const listed = (await call(admin, "GET", "/v1/users")).body.data.items.find((p: { email: string }) => p.email === email);
    expect(listed).toMatchObject({ status: "active", role: "service" });
    userId = listed.id;
  });

  it("the new user signs in and is held to their role; a role change counts on the next request", async () => {
    casey = await portalSession(app.base, email, password);
    const bind = await call(casey, "POST", "/v1/bind", {});
    expect(bind.status).toBe(403);
    expect(bind.body).toMatchObject({ requiredPermission: "bind" });
    expect((await call(casey, "GET", "/v1/users")).status).toBe(403);

    const promoted = await call(admin, "PATCH", `/v1/users/${userId}`, { role: "producer" });
    expect(promoted.status, JSON.stringify(promoted.body)).toBe(200);
    expect(promoted.body.data).toMatchObject({ role: "producer", status: "active" });
    const bindNow = await call(casey, "POST", "/v1/bind", {});
    expect(bindNow.status).toBe(400); // past the permission, refused for its empty body

    const bad = await call(admin, "PATCH", `/v1/users/${userId}`, { role: "owner" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe("role");
  });

  it("deactivation ends the live session at once and refuses sign-in; reactivation lets the user sign in again", async () => {
    const page = await casey.fetch("/dashboard");
    expect(page.status).toBe(200);
    const off = await call(admin, "POST", `/v1/users/${userId}/deactivate`, {});
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.data).toMatchObject({ status: "deactivated" });

    expect((await call(casey, "GET", "/v1/quote")).status).toBe(401);
    const after = await casey.fetch("/dashboard");
    expect(after.status).toBe(307);
    expect(after.headers.get("location")).toContain("/signin");
    const refused = await new Browser(portalBase(app.base)).signIn(email, password);
    expect(refused.location).toContain("error");

    const on = await call(admin, "POST", `/v1/users/${userId}/reactivate`, {});
    expect(on.status).toBe(200);
    expect(on.body.data).toMatchObject({ status: "active", deactivatedAt: null });
    // The old session stays ended; a new sign-in works.
    expect((await call(casey, "GET", "/v1/quote")).status).toBe(401);
    const back = await portalSession(app.base, email, password);
    expect((await call(back, "GET", "/v1/quote")).status).toBe(200);
  });

  it("the last active administrator cannot be demoted or deactivated; another agency's user is not found", async () => {
    const demote = await call(admin, "PATCH", `/v1/users/${prepared.adminId}`, { role: "producer" });
    expect(demote.status).toBe(409);
    expect(demote.body.detail).toContain("last active administrator");
    const deactivate = await call(admin, "POST", `/v1/users/${prepared.adminId}/deactivate`, {});
    expect(deactivate.status).toBe(409);

    for (const [method, path, body] of [
      ["GET", `/v1/users/${prepared.secondAgentId}`, undefined],
      ["PATCH", `/v1/users/${prepared.secondAgentId}`, { role: "service" }],
      ["POST", `/v1/users/${prepared.secondAgentId}/deactivate`, {}],
      ["POST", `/v1/users/${prepared.secondAgentId}/reactivate`, {}],
    ] as const) {
      const res = await call(admin, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const people = await call(admin, "GET", "/v1/users");
    expect(JSON.stringify(people.body)).not.toContain(SECOND_AGENT.email);
    expect(SECOND_AGENCY.slug).not.toBe(DEMO_AGENCY.slug);
  });

  it("an email already a user is a 409 naming email; inviting a pending email again replaces the earlier link; revoked and expired links are refused", async () => {
    const taken = await call(admin, "POST", "/v1/invitations", { email: DEMO_SERVICE.email, name: "Sol Again", role: "service" });
    expect(taken.status).toBe(409);
    expect(taken.type).toContain("application/problem+json");
    expect(taken.body.errors[0]).toMatchObject({ path: "email" });
    const elsewhere = await call(admin, "POST", "/v1/invitations", { email: SECOND_AGENT.email, name: "Sam", role: "producer" });
    expect(elsewhere.status).toBe(409);

    const pat = "pat@people.example";
    let since = smtp.received.length;
    const first = await call(admin, "POST", "/v1/invitations", { email: pat, name: "Pat", role: "producer" });
    expect(first.status).toBe(201);
    const firstToken = tokenIn((await smtp.waitFor(pat, 15_000, since)).text, "invite");
    since = smtp.received.length;
    // Underwriters are carriers' users (decisions 040, 044): an agency cannot invite one.
    const underwriter = await call(admin, "POST", "/v1/invitations", { email: pat, name: "Pat Producer", role: "underwriter" });
    expect(underwriter.status).toBe(400);
    expect(underwriter.body.errors[0]).toMatchObject({ path: "role" });
    const second = await call(admin, "POST", "/v1/invitations", { email: pat, name: "Pat Producer", role: "admin" });
    expect(second.status).toBe(201);
    const secondToken = tokenIn((await smtp.waitFor(pat, 15_000, since)).text, "invite");
    const pending = (await call(admin, "GET", "/v1/invitations")).body.data.items.filter((i: { email: string }) => i.email === pat);
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ id: second.body.data.id, role: "admin" });
    const replaced = await call(null, "POST", "/v1/invitations/accept", { token: firstToken, password: "a perfectly long password" });
    expect(replaced.status).toBe(410);
    expect(replaced.body.detail).toContain("withdrawn");

    const revoked = await call(admin, "POST", `/v1/invitations/${second.body.data.id}/revoke`, {});
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.status).toBe("revoked");
    expect((await call(null, "POST", "/v1/invitations/accept", { token: secondToken, password: "a perfectly long password" })).status).toBe(410);
    expect((await call(admin, "GET", "/v1/invitations")).body.data.items.some((i: { email: string }) => i.email === pat)).toBe(false);

    const expired = await call(null, "POST", "/v1/invitations/accept", { token: EXPIRED_INVITE, password: "a perfectly long password" });
    expect(expired.status).toBe(410);
    expect(expired.body.detail).toContain("expired");
    const expiredPage = await fetch(`${portalBase(app.base)}/invite/${EXPIRED_INVITE}`);
    expect(expiredPage.status).toBe(200);
    expect(await expiredPage.text()).toContain("This invitation has expired");
    const unknown = await call(null, "POST", "/v1/invitations/accept", { token: "inv_nothing-like-it", password: "a perfectly long password" });
    expect(unknown.status).toBe(404);
    expect((await call(admin, "POST", "/v1/invitations/00000000-0000-4000-8000-000000000000/revoke", {})).status).toBe(404);

    // One link used twice at the same moment makes one user.
    const duo = "duo@people.example";
    since = smtp.received.length;
    expect((await call(admin, "POST", "/v1/invitations", { email: duo, name: "Duo", role: "producer" })).status).toBe(201);
    const duoToken = tokenIn((await smtp.waitFor(duo, 15_000, since)).text, "invite");
    const both = await Promise.all([1, 2].map(() => call(null, "POST", "/v1/invitations/accept", { token: duoToken, password: "a perfectly long password" })));
    expect(both.map((r) => r.status).sort()).toEqual([201, 410]);
    expect((await call(admin, "GET", "/v1/users")).body.data.items.filter((p: { email: string }) => p.email === duo)).toHaveLength(1);
  });

  it("forgot password: the same answer for an unknown email; a known one gets a link that works once and ends the old sessions", async () => {
    const since = smtp.received.length;
    const unknown = await call(null, "POST", "/v1/password-resets", { email: "nobody@people.example" });
    const known = await call(null, "POST", "/v1/password-resets", { email: email.toUpperCase() });
    expect(unknown.status).toBe(202);
    expect(known.status).toBe(202);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.data.message).toContain("If an account exists");

    const before = await portalSession(app.base, email, password);
    const mail = await smtp.waitFor(email, 15_000, since);
    const token = tokenIn(mail.text, "reset-password");
    expect(mail.text).toContain("expires in 1 hour");
    const page = await fetch(`${portalBase(app.base)}/reset-password/${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("referrer-policy")).toBe("no-referrer");

    const newPassword = "a brand new passphrase 2026";
    const done = await call(null, "POST", "/v1/password-resets/complete", { token, password: newPassword });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toEqual({ object: "password_reset", email });
    const reused = await call(null, "POST", "/v1/password-resets/complete", { token, password: "yet another long passphrase" });
    expect(reused.status).toBe(410);
    expect(reused.body.detail).toContain("already used");
    expect((await call(before, "GET", "/v1/quote")).status).toBe(401);
    expect((await new Browser(portalBase(app.base)).signIn(email, password)).location).toContain("error");
    const fresh = await portalSession(app.base, email, newPassword);
    expect((await call(fresh, "GET", "/v1/quote")).status).toBe(200);

    const expired = await call(null, "POST", "/v1/password-resets/complete", { token: EXPIRED_RESET, password: newPassword });
    expect(expired.status).toBe(410);
    expect(expired.body.detail).toContain("expired");
    const badEmail = await call(null, "POST", "/v1/password-resets", { email: "not an email" });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.errors[0].path).toBe("email");
  });

  it("sends at most three reset links an hour to one account", async () => {
    const since = smtp.received.length;
    for (let i = 0; i < 4; i++) expect((await call(null, "POST", "/v1/password-resets", { email: DEMO_SERVICE.email })).status).toBe(202);
    await smtp.waitFor(DEMO_SERVICE.email, 15_000, since);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(smtp.received.slice(since).filter((m) => m.to.includes(DEMO_SERVICE.email))).toHaveLength(3);
  });

  it("records each change in the audit log", async () => {
    await app.stop();
    const rows = await withDatabase(database.target, (db) =>
      db.prisma.auditEvent.findMany({
        where: { action: { startsWith: "user." } },
        orderBy: { id: "asc" },
        select: { action: true, actor: true, objectId: true, before: true, after: true },
      }),
    );
    const actions = rows.map((r) => r.action);
    for (const action of [
      "user.invite",
      "user.invite_accepted",
      "user.role_change",
      "user.deactivate",
      "user.reactivate",
      "user.invite_revoke",
      "user.password_reset_requested",
      "user.password_reset",
    ])
      expect(actions, action).toContain(action);
    const change = rows.find((r) => r.action === "user.role_change" && r.objectId === userId)!;
    expect(change).toMatchObject({ actor: `user:${prepared.adminId}`, before: { role: "service" }, after: { role: "producer" } });
    expect(rows.find((r) => r.action === "user.deactivate" && r.objectId === userId)?.after).toMatchObject({ status: "deactivated", sessionsEnded: 1 });
    // Tokens are never written anywhere but the email.
    expect(JSON.stringify(rows)).not.toMatch(/inv_|pwr_/);
  });
});

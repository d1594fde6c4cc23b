// Carriers' underwriters as users (decision 044), over HTTP against a private app whose SMTP is a real server on
// loopback: an underwriter invites another underwriter of the same carrier; the invitation is read from the SMTP
// server (sent in the carrier's name); the invitee accepts, signs in and works the desk. The agency's and the
// carrier's invitation operations refuse each other's callers (403). A carrier user's "forgot password" is emailed
// through the same outbox and the reset works. The agency's Sent messages and audit log never show a carrier's rows.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "@/lib/auth/passwords";
import { NO_AGENCY_ID } from "@/lib/auth/sign-in";
import { DEMO_ADMIN, DEMO_UNDERWRITER } from "@/prisma/seed";
import { createAppDatabase, startApp, withDatabase, type AppDatabase, type RunningApp } from "../support/app-instance";
import { startMailServer, type MailServer } from "../support/mail-server";
import { Browser, portalBase, portalSession } from "./browser";

const OTHER = { email: "hana@harborline.test", name: "Hana Harborline", password: "harborline-password-2026" };

let smtp: MailServer;
let database: AppDatabase;
let app: RunningApp;
let uma: Browser;
let admin: Browser;
let prepared: { keystoneId: string; harborlineId: string };

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
  database = await createAppDatabase("underwriters_api", async (db) => {
    const keystone = await db.prisma.carrier.findUniqueOrThrow({ where: { code: "keystone" } });
    const harborline = await db.prisma.carrier.findUniqueOrThrow({ where: { code: "harborline" } });
    // Another carrier's underwriter: the desk's team is per carrier.
    await db.prisma.user.create({
      data: { carrierId: harborline.id, email: OTHER.email, name: OTHER.name, role: "underwriter", passwordHash: await hashPassword(OTHER.password) },
    });
    return { keystoneId: keystone.id, harborlineId: harborline.id };
  });
  prepared = (database as AppDatabase & { prepared: typeof prepared }).prepared;
  app = await startApp(database.target, { SMTP_URL: smtp.url, SMTP_FROM: "desk@quoting.example", SMTP_RETRY_BASE_MS: "300" });
  uma = await portalSession(app.base, DEMO_UNDERWRITER.email, DEMO_UNDERWRITER.password);
  admin = await portalSession(app.base, DEMO_ADMIN.email, DEMO_ADMIN.password);
}, 300_000);

afterAll(async () => {
  await app?.stop();
  await smtp?.close();
  await database?.destroy();
}, 60_000);

describe("carriers' underwriters invite one another", () => {
  const email = "riley@keystone.example";
  const password = "riley underwrites the desk 2026";

  it("an underwriter invites an underwriter of the same carrier; the email comes in the carrier's name; accepting makes a carrier user who works the desk", async () => {
    const since = smtp.received.length;
    const made = await call(uma, "POST", "/v1/underwriting/invitations", { email: "Riley@Keystone.example", name: "Riley Underwood" });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data).toMatchObject({ object: "invitation", email, name: "Riley Underwood", role: "underwriter", status: "pending" });
    expect(JSON.stringify(made.body)).not.toContain("inv_");
    const mail = await smtp.waitFor(email, 15_000, since);
    expect(mail.from).toContain("Keystone Mutual");
    expect(mail.subject).toContain(`${DEMO_UNDERWRITER.name} invited you to Keystone Mutual`);
    expect(mail.subject).toContain("underwriting desk");
    expect(mail.text).toContain("an underwriter");
    const token = tokenIn(mail.text, "invite");

    const pending = await call(uma, "GET", "/v1/underwriting/invitations");
    expect(pending.status).toBe(200);
    expect(pending.body.data.items.map((i: { email: string }) => i.email)).toEqual([email]);
    const team = await call(uma, "GET", "/v1/underwriting/users");
    expect(team.body.data.items.map((p: { email: string; status: string }) => `${p.email} ${p.status}`)).toEqual([
      `${DEMO_UNDERWRITER.email} active`,
      `${email} invited`,
    ]);
    // Another carrier's desk sees none of it.
    const hana = await portalSession(app.base, OTHER.email, OTHER.password);
    expect((await call(hana, "GET", "/v1/underwriting/users")).body.data.items.map((p: { email: string }) => p.email)).toEqual([OTHER.email]);
    expect((await call(hana, "GET", "/v1/underwriting/invitations")).body.data.items).toEqual([]);

    // The accept page names the carrier's desk.
    const page = await (await fetch(`${portalBase(app.base)}/invite/${token}`)).text();
    expect(page).toContain("Riley Underwood");
    expect(page).toContain("underwriting desk");

    const accepted = await call(null, "POST", "/v1/invitations/accept", { token, password });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
    expect(accepted.body.data).toMatchObject({ email, role: "underwriter", agencyName: expect.stringContaining("Keystone Mutual"), organization: "carrier" });
    expect((await call(null, "POST", "/v1/invitations/accept", { token, password })).status).toBe(410);

    // Signed in, Riley is at the desk: the dashboard sends a carrier's user there, and the desk's operations answer.
    const riley = await portalSession(app.base, email, password);
    const dashboard = await riley.fetch("/dashboard");
    expect(dashboard.status).toBe(307);
    expect(dashboard.headers.get("location")).toContain("/desk");
    const desk = await riley.fetch("/desk");
    expect(desk.status).toBe(200);
    expect(await desk.text()).toContain("Underwriting desk");
    expect((await call(riley, "GET", "/v1/underwriting/referrals")).status).toBe(200);
    // An agency's operations refuse the new underwriter as they refuse every carrier user.
    expect((await call(riley, "GET", "/v1/quote")).status).toBe(403);
    const listed = (await call(uma, "GET", "/v1/underwriting/users")).body.data.items;
    expect(listed.find((p: { email: string }) => p.email === email)).toMatchObject({ status: "active", role: "underwriter" });
    const underwritersPage = await riley.fetch("/desk/underwriters");
    expect(underwritersPage.status).toBe(200);
    expect(await underwritersPage.text()).toContain("Underwriters");
  });

  it("an email already a user's is a 409 naming email; a bad email is a 400 naming it", async () => {
    const taken = await call(uma, "POST", "/v1/underwriting/invitations", { email: DEMO_ADMIN.email, name: "Ada" });
    expect(taken.status).toBe(409);
    expect(taken.type).toContain("application/problem+json");
    expect(taken.body.errors[0]).toMatchObject({ path: "email" });
    const bad = await call(uma, "POST", "/v1/underwriting/invitations", { email: "not an email", name: "X" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe("email");
    // The role is implied: a carrier invites underwriters only.
    const role = await call(uma, "POST", "/v1/underwriting/invitations", { email: "x@keystone.example", name: "X", role: "admin" });
    expect(role.status).toBe(400);
  });

  it("a pending invitation is revoked by an underwriter of the carrier; another carrier's underwriter finds no such invitation (404)", async () => {
    const since = smtp.received.length;
    const made = await call(uma, "POST", "/v1/underwriting/invitations", { email: "morgan@keystone.example", name: "Morgan" });
    expect(made.status).toBe(201);
    const token = tokenIn((await smtp.waitFor("morgan@keystone.example", 15_000, since)).text, "invite");
    const hana = await portalSession(app.base, OTHER.email, OTHER.password);
    expect((await call(hana, "POST", `/v1/underwriting/invitations/${made.body.data.id}/revoke`, {})).status).toBe(404);
    const revoked = await call(uma, "POST", `/v1/underwriting/invitations/${made.body.data.id}/revoke`, {});
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.status).toBe("revoked");
    expect((await call(null, "POST", "/v1/invitations/accept", { token, password: "a perfectly long password" })).status).toBe(410);
    expect((await call(uma, "GET", "/v1/underwriting/invitations")).body.data.items.some((i: { email: string }) => i.email === "morgan@keystone.example")).toBe(
      false,
    );
  });

  it("an agency administrator cannot call the carrier's invitation operations, nor an underwriter the agency's (403)", async () => {
    for (const [method, path] of [
      ["POST", "/v1/underwriting/invitations"],
      ["GET", "/v1/underwriting/invitations"],
      ["GET", "/v1/underwriting/users"],
      ["POST", "/v1/underwriting/invitations/00000000-0000-4000-8000-000000000000/revoke"],
    ] as const) {
      const res = await call(admin, method, path, method === "POST" ? { email: "sneaky@people.example", name: "Sneaky" } : undefined);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body).toMatchObject({ type: "/docs/problems#forbidden", requiredPermission: "underwriting" });
    }
    const agencyInvite = await call(uma, "POST", "/v1/invitations", { email: "sneaky@people.example", name: "Sneaky", role: "admin" });
    expect(agencyInvite.status).toBe(403);
    expect(agencyInvite.body).toMatchObject({ type: "/docs/problems#forbidden", requiredPermission: "people" });
    expect((await call(uma, "GET", "/v1/invitations")).status).toBe(403);
    // And an agency cannot make an underwriter of its own (underwriters are carriers' users).
    const asUnderwriter = await call(admin, "POST", "/v1/invitations", { email: "sneaky@people.example", name: "Sneaky", role: "underwriter" });
    expect(asUnderwriter.status).toBe(400);
    expect(asUnderwriter.body.errors[0]).toMatchObject({ path: "role" });
  });
});

describe("a carrier user's forgotten password", () => {
  it("is emailed through the outbox as the carrier's message, and the reset works and signs them in to the desk", async () => {
    const since = smtp.received.length;
    const before = await portalSession(app.base, OTHER.email, OTHER.password);
    const asked = await call(null, "POST", "/v1/password-resets", { email: OTHER.email.toUpperCase() });
    expect(asked.status).toBe(202);
    expect(asked.body.data.message).toContain("If an account exists");
    const mail = await smtp.waitFor(OTHER.email, 15_000, since);
    expect(mail.from).toContain("Harborline");
    expect(mail.subject).toContain("underwriting desk");
    const token = tokenIn(mail.text, "reset-password");
    const page = await fetch(`${portalBase(app.base)}/reset-password/${token}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(OTHER.email);

    const newPassword = "harborline's new passphrase";
    const done = await call(null, "POST", "/v1/password-resets/complete", { token, password: newPassword });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toEqual({ object: "password_reset", email: OTHER.email });
    // The old session ended; the old password no longer works; the new one reaches the desk.
    expect((await call(before, "GET", "/v1/underwriting/referrals")).status).toBe(401);
    expect((await new Browser(portalBase(app.base)).signIn(OTHER.email, OTHER.password)).location).toContain("error");
    const fresh = await portalSession(app.base, OTHER.email, newPassword);
    expect((await fresh.fetch("/dashboard")).headers.get("location")).toContain("/desk");
    expect((await call(fresh, "GET", "/v1/underwriting/referrals")).status).toBe(200);
  });
});

describe("the agency never sees a carrier's messages or audit rows", () => {
  it("GET /v1/messages and the audit log list none of them; the outbox rows belong to the carrier", async () => {
    const outbox = await call(admin, "GET", "/v1/messages?limit=100");
    expect(outbox.status).toBe(200);
    const listed = JSON.stringify(outbox.body);
    const audit = await call(admin, "GET", "/v1/audit-events?limit=100");
    expect(audit.status).toBe(200);
    const audited = JSON.stringify(audit.body);
    for (const address of ["riley@keystone.example", OTHER.email]) {
      expect(listed).not.toContain(address);
      expect(audited).not.toContain(address);
    }

    // The database (PGlite has one process at a time: the app stops first).
    await app.stop();
    const { messages, rows, riley } = await withDatabase(database.target, async (db) => ({
      messages: await db.prisma.outboundMessage.findMany({
        where: { carrierId: { not: null } },
        select: { id: true, agencyId: true, carrierId: true, status: true, to: true },
      }),
      rows: await db.prisma.auditEvent.findMany({
        where: { carrierId: { not: null }, action: { startsWith: "user." } },
        select: { action: true, agencyId: true, carrierId: true, after: true },
      }),
      riley: await db.prisma.user.findUniqueOrThrow({ where: { email: "riley@keystone.example" } }),
    }));
    expect(riley).toMatchObject({ carrierId: prepared.keystoneId, agencyId: null, role: "underwriter" });
    expect(messages.length).toBeGreaterThanOrEqual(2);
    for (const m of messages) {
      expect(m).toMatchObject({ agencyId: null, status: "sent" });
      expect(listed).not.toContain(m.id);
    }
    expect(new Set(messages.map((m) => m.carrierId))).toEqual(new Set([prepared.keystoneId, prepared.harborlineId]));
    // The carrier's own audit rows: under no agency, with carrier_id.
    for (const action of ["user.invite", "user.invite_accepted", "user.invite_revoke", "user.password_reset_requested", "user.password_reset", "user.sign_in"])
      expect(
        rows.find((r) => r.action === action),
        action,
      ).toMatchObject({ agencyId: NO_AGENCY_ID });
    expect(rows.find((r) => r.action === "user.invite")?.carrierId).toBe(prepared.keystoneId);
    expect(JSON.stringify(rows)).not.toMatch(/inv_|pwr_/);
  });
});

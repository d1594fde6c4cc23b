// Portal sessions (lib/auth/sessions.ts) against a real database: the check every auth() call makes
// is one read by primary key (counted from Prisma's own query log, and EXPLAINed), last_seen_at is
// written at most once a minute, and revoked, expired or foreign sessions are refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  checkPortalSession,
  createPortalSession,
  endPortalSession,
  LAST_SEEN_RESOLUTION_MS,
  listPortalSessions,
  revokeOtherPortalSessions,
  revokePortalSession,
  SESSION_TTL_MS,
} from "@/lib/auth/sessions";
import { listOwnSessions, signOutOtherOwnSessions, signOutOwnSession } from "@/lib/auth/own-sessions";
import { NO_AGENCY_ID } from "@/lib/auth/sign-in";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { DEMO_AGENT, DEMO_UNDERWRITER, SECOND_AGENT } from "@/prisma/seed";
import { createTestDatabase, type TestDatabase } from "../support/db";

let t: TestDatabase;
const loggingClient = (database: TestDatabase) => new PrismaClient({ adapter: database.factory, log: [{ emit: "event", level: "query" }] });
let logged: ReturnType<typeof loggingClient>;
const statements: string[] = [];
let demo: { id: string; agencyId: string };
let second: { id: string; agencyId: string };

beforeAll(async () => {
  t = await createTestDatabase("portal_sessions_test");
  // A second client over the same connection, logging every SQL statement it sends.
  logged = loggingClient(t);
  logged.$on("query", (e) => statements.push(e.query));
  const agencyUser = async (email: string) => {
    const u = await t.prisma.user.findUniqueOrThrow({ where: { email }, select: { id: true, agencyId: true } });
    return { id: u.id, agencyId: u.agencyId! };
  };
  demo = await agencyUser(DEMO_AGENT.email);
  second = await agencyUser(SECOND_AGENT.email);
}, 120_000);
afterAll(async () => {
  await logged?.$disconnect();
  await t?.destroy();
});

const newSession = (user: { id: string; agencyId: string }, now: Date, userAgent = "Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0") =>
  createPortalSession(t.prisma, { userId: user.id, agencyId: user.agencyId, userAgent, address: "192.0.2.10" }, now);

async function statementsOf(fn: () => Promise<unknown>): Promise<string[]> {
  statements.length = 0;
  await fn();
  return statements.filter((s) => !/^(BEGIN|COMMIT|DEALLOCATE)/i.test(s.trim()));
}

describe("portal sessions (real database)", () => {
  it("the per-request check is one SELECT by primary key, an index scan; last seen is written once a minute", async () => {
    const now = new Date();
    // Enough rows that the planner's choice means something.
    await t.prisma.portalSession.createMany({
      data: Array.from({ length: 2000 }, (_, i) => ({
        userId: second.id,
        agencyId: second.agencyId,
        expiresAt: new Date(now.getTime() + i * 1000),
        address: "192.0.2.99",
      })),
    });
    await t.prisma.$executeRawUnsafe("ANALYZE portal_sessions");
    const sid = await newSession(demo, now);

    const hot = await statementsOf(() => checkPortalSession(logged, sid, demo.id, new Date(now.getTime() + 1000)));
    expect(hot).toHaveLength(1);
    // With the user's role and deactivation (a join), so a changed role or a deactivation counts at once, and the
    // agency's book setting (decision 045), so a change of it counts at once too.
    expect(hot[0]).toMatch(
      /^select [\s\S]* from "portal_sessions" as "s" inner join "users" as "u" on "u"\."id" = "s"\."user_id" left join "agencies" as "a" on "a"\."id" = "u"\."agency_id" where "s"\."id" = \$1$/,
    );

    const plan = await t.prisma.$queryRawUnsafe<Array<{ "QUERY PLAN": string }>>(
      `EXPLAIN SELECT s.user_id, u.role FROM portal_sessions s JOIN users u ON u.id = s.user_id WHERE s.id = '${sid}'::uuid`,
    );
    expect(plan.map((r) => r["QUERY PLAN"]).join("\n")).toMatch(/Index Scan using portal_sessions_pkey/);

    // A minute later the check also records that the session was seen: one SELECT, one UPDATE.
    const stale = await statementsOf(() => checkPortalSession(logged, sid, demo.id, new Date(now.getTime() + LAST_SEEN_RESOLUTION_MS)));
    expect(stale.map((s) => s.split(" ")[0]!.toUpperCase())).toEqual(["SELECT", "UPDATE"]);
    const again = await statementsOf(() => checkPortalSession(logged, sid, demo.id, new Date(now.getTime() + LAST_SEEN_RESOLUTION_MS + 1000)));
    expect(again).toHaveLength(1);

    // What it costs here, for the decision record (not asserted: timing on a shared 2-core machine).
    const runs = 300;
    const started = performance.now();
    for (let i = 0; i < runs; i++) await checkPortalSession(t.prisma, sid, demo.id, new Date(now.getTime() + LAST_SEEN_RESOLUTION_MS + 2000));
    console.log(`[portal-sessions ${t.kind}] checkPortalSession: ${((performance.now() - started) / runs).toFixed(3)} ms mean over ${runs} (2,001 rows)`);
  });

  it("refuses a session that is revoked, expired, someone else's, or not an id at all", async () => {
    const now = new Date();
    const sid = await newSession(demo, now);
    expect(await checkPortalSession(t.prisma, sid, demo.id, now)).toBe(true);
    expect(await checkPortalSession(t.prisma, sid, second.id, now)).toBe(false);
    expect(await checkPortalSession(t.prisma, sid, demo.id, new Date(now.getTime() + SESSION_TTL_MS))).toBe(false);
    expect(await checkPortalSession(t.prisma, "not-a-uuid", demo.id, now)).toBe(false);
    expect(await checkPortalSession(t.prisma, undefined, demo.id, now)).toBe(false);
    expect(await checkPortalSession(t.prisma, "00000000-0000-4000-8000-000000000000", demo.id, now)).toBe(false);
    await endPortalSession(t.prisma, sid, now);
    expect(await checkPortalSession(t.prisma, sid, demo.id, now)).toBe(false);
  });

  it("lists a user's live sessions, signs out one of them or all the others, never another user's; audited", async () => {
    await t.prisma.portalSession.updateMany({ where: { userId: demo.id }, data: { revokedAt: new Date() } });
    const now = new Date();
    const mine = await newSession(
      demo,
      now,
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
    );
    const phone = await newSession(
      demo,
      new Date(now.getTime() - 1000),
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
    );
    const laptop = await newSession(demo, new Date(now.getTime() - 2000));
    const theirs = await newSession(second, now);
    const actor = { userId: demo.id, agencyId: demo.agencyId, sid: mine };

    const listed = await listPortalSessions(t.prisma, demo.id, mine, now);
    expect(listed.map((s) => [s.browser, s.current])).toEqual([
      ["Chrome on macOS", true],
      ["Safari on iPhone", false],
      ["Firefox on Linux", false],
    ]);

    expect(await revokePortalSession(t.prisma, actor, theirs, now), "another user's session is not found").toBe(false);
    expect(await checkPortalSession(t.prisma, theirs, second.id, now)).toBe(true);
    expect(await revokePortalSession(t.prisma, actor, phone, now)).toBe(true);
    expect(await revokePortalSession(t.prisma, actor, phone, now), "twice").toBe(false);
    expect(await checkPortalSession(t.prisma, phone, demo.id, now)).toBe(false);

    expect(await revokeOtherPortalSessions(t.prisma, actor, now)).toBe(1);
    expect(await checkPortalSession(t.prisma, laptop, demo.id, now)).toBe(false);
    expect(await checkPortalSession(t.prisma, mine, demo.id, now)).toBe(true);
    expect((await listPortalSessions(t.prisma, demo.id, mine, now)).map((s) => s.id)).toEqual([mine]);

    const audit = await t.prisma.auditEvent.findMany({ where: { actor: `user:${demo.id}` }, orderBy: { id: "asc" } });
    expect(audit.map((a) => [a.action, a.objectId, a.agencyId])).toEqual([
      ["session.revoke", phone, demo.agencyId],
      ["session.revoke_others", demo.id, demo.agencyId],
    ]);
  });

  it("your own sessions (/v1/me, decision 057): the one in use is refused, another's or an ended one not found; a carrier's underwriter audited under no agency", async () => {
    const underwriter = await t.prisma.user.findUniqueOrThrow({ where: { email: DEMO_UNDERWRITER.email }, select: { id: true } });
    const now = new Date();
    const create = (at: Date) => createPortalSession(t.prisma, { userId: underwriter.id, agencyId: null, userAgent: null, address: null }, at);
    const desk = await create(now);
    const laptop = await create(new Date(now.getTime() - 1000));
    const spare = await create(new Date(now.getTime() - 2000));
    const theirs = await newSession(second, now);
    const owner = { userId: underwriter.id, sessionId: desk, agencyId: null };

    expect((await listOwnSessions(t.prisma, owner, now)).map((s) => [s.id, s.current])).toEqual([
      [desk, true],
      [laptop, false],
      [spare, false],
    ]);
    await expect(signOutOwnSession(t.prisma, owner, desk, now)).rejects.toMatchObject({ code: "current_session" });
    await expect(signOutOwnSession(t.prisma, owner, theirs, now)).rejects.toMatchObject({ code: "not_found" });
    expect(await checkPortalSession(t.prisma, theirs, second.id, now)).toBe(true);
    expect(await signOutOwnSession(t.prisma, owner, laptop, now)).toEqual({ id: laptop, revokedAt: now });
    await expect(signOutOwnSession(t.prisma, owner, laptop, now), "twice").rejects.toMatchObject({ code: "not_found" });
    expect(await signOutOtherOwnSessions(t.prisma, owner, now)).toBe(1);
    expect(await checkPortalSession(t.prisma, spare, underwriter.id, now)).toBe(false);
    expect(await checkPortalSession(t.prisma, desk, underwriter.id, now)).toBe(true);

    const audit = await t.prisma.auditEvent.findMany({ where: { actor: `user:${underwriter.id}` }, orderBy: { id: "asc" } });
    expect(audit.map((a) => [a.action, a.objectId, a.agencyId])).toEqual([
      ["session.revoke", laptop, NO_AGENCY_ID],
      ["session.revoke_others", underwriter.id, NO_AGENCY_ID],
    ]);
  });
});

// The audit log on the database (decision 042): append only (UPDATE, DELETE and TRUNCATE refused by triggers,
// however the statement is written), and read newest first with keyset paging that neither skips nor repeats
// rows written in one transaction (they share created_at), filtered, and only the agency's own.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAuditEvents } from "@/lib/audit/events";
import { recordAudit } from "@/lib/db/queries/audit";
import { ListAuditEventsQuery } from "@/lib/schemas/audit";
import { createTestDatabase, type TestDatabase } from "../support/db";

let t: TestDatabase;
let agencyId: string;
let otherAgencyId: string;
let userId: string;

beforeAll(async () => {
  t = await createTestDatabase("audit_log_test");
  const [demo, second] = await Promise.all([
    t.prisma.agency.findUniqueOrThrow({ where: { slug: "demo" } }),
    t.prisma.agency.findUniqueOrThrow({ where: { slug: "second" } }),
  ]);
  agencyId = demo.id;
  otherAgencyId = second.id;
  userId = (await t.prisma.user.findFirstOrThrow({ where: { agencyId } })).id;
});
afterAll(async () => t?.destroy());

const query = (q: Record<string, string>) => ListAuditEventsQuery.parse(q);

describe("append only", () => {
  it("refuses UPDATE, DELETE and TRUNCATE, by Prisma and by raw SQL, and the rows stay as written", async () => {
    await t.prisma.$transaction((tx) =>
      recordAudit(tx, { agencyId, actor: `user:${userId}`, action: "test.append_only", objectType: "thing", objectId: "t1", after: { n: 1 } }),
    );
    const row = await t.prisma.auditEvent.findFirstOrThrow({ where: { action: "test.append_only" } });
    await expect(t.prisma.auditEvent.update({ where: { id: row.id }, data: { action: "tampered" } })).rejects.toThrow(/append only/);
    await expect(t.prisma.auditEvent.delete({ where: { id: row.id } })).rejects.toThrow(/append only/);
    await expect(t.prisma.$executeRawUnsafe(`UPDATE audit_events SET actor = 'system' WHERE id = ${row.id}`)).rejects.toThrow(/append only/);
    await expect(t.prisma.$executeRawUnsafe(`DELETE FROM audit_events WHERE action = 'test.append_only'`)).rejects.toThrow(/append only/);
    await expect(t.prisma.$executeRawUnsafe(`TRUNCATE audit_events`)).rejects.toThrow(/append only/);
    expect(await t.prisma.auditEvent.findUniqueOrThrow({ where: { id: row.id } })).toEqual(row);
  });
});

describe("listAuditEvents", () => {
  it("pages newest first through rows of one transaction (same created_at) without skipping or repeating, and filters", async () => {
    // Rows of one change are often written within one millisecond: the same created_at, told apart by id.
    const at = new Date("2026-11-20T12:00:00.000Z");
    for (let i = 0; i < 7; i++)
      await t.prisma.$executeRaw`INSERT INTO audit_events (agency_id, actor, action, object_type, object_id, created_at)
        VALUES (${agencyId}::uuid, ${`user:${userId}`}, ${i % 2 ? "paging.odd" : "paging.even"}, 'page', ${`p${i}`}, ${at}::timestamp)`;
    await t.prisma.$executeRaw`INSERT INTO audit_events (agency_id, actor, action, object_type, object_id, created_at)
      VALUES (${otherAgencyId}::uuid, 'system', 'paging.even', 'page', 'theirs', ${at}::timestamp)`;
    const all = await t.prisma.auditEvent.findMany({ where: { agencyId, action: { startsWith: "paging." } }, orderBy: { id: "desc" } });
    expect(new Set(all.map((r) => r.createdAt.getTime())).size).toBe(1);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof listAuditEvents>> = await listAuditEvents(
        t.prisma,
        agencyId,
        query({ action: "paging.", limit: "3", ...(cursor ? { cursor } : {}) }),
      );
      expect(page.items.length).toBeLessThanOrEqual(3);
      seen.push(...page.items.map((e) => e.row.objectId));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.map((r) => r.objectId));
    expect(seen).not.toContain("theirs");

    const odd = await listAuditEvents(t.prisma, agencyId, query({ action: "paging.odd" }));
    expect(odd.items.map((e) => e.row.objectId)).toEqual(["p5", "p3", "p1"]);
    const one = await listAuditEvents(t.prisma, agencyId, query({ objectType: "page", objectId: "p4" }));
    expect(one.items.map((e) => e.actor)).toEqual([{ type: "user", id: userId, name: expect.any(String), email: expect.stringContaining("@") }]);
    expect((await listAuditEvents(t.prisma, agencyId, query({ actor: "api_key", action: "paging." }))).items).toEqual([]);
    expect((await listAuditEvents(t.prisma, agencyId, query({ actor: `user:${userId}`, action: "paging." }))).items).toHaveLength(7);
    expect((await listAuditEvents(t.prisma, agencyId, query({ action: "paging.", "created[lt]": at.toISOString() }))).items).toEqual([]);
    expect((await listAuditEvents(t.prisma, agencyId, query({ action: "paging.", "created[gte]": at.toISOString() }))).items).toHaveLength(7);
  });

  it("a cursor it did not make is a validation error naming cursor", async () => {
    const forged = Buffer.from("aud:2026-11-01T00:00:00.000Z|99999999999999999999").toString("base64url");
    for (const cursor of ["not a cursor", forged, Buffer.from("evt:5").toString("base64url")]) {
      await expect(listAuditEvents(t.prisma, agencyId, query({ cursor }))).rejects.toMatchObject({ errors: [{ path: "cursor" }] });
    }
  });
});

// The servicing clock: today, or (sandbox only) the agency's test clock ahead of it.
import "server-only";
import type { Tx } from "../client";

/** The agency's clock offset; `lock` (in a transaction) holds the agency row until it commits, so moves queue. */
export async function clockOffsetDays(db: Tx, agencyId: string, opts: { lock?: boolean } = {}): Promise<number> {
  if (opts.lock) {
    const rows = await db.$queryRaw<Array<{ days: number }>>`SELECT clock_offset_days AS days FROM agencies WHERE id = ${agencyId}::uuid FOR UPDATE`;
    return rows[0]?.days ?? 0;
  }
  const row = await db.agency.findUnique({ where: { id: agencyId }, select: { clockOffsetDays: true } });
  return row?.clockOffsetDays ?? 0;
}

export async function setClockOffsetDays(db: Tx, agencyId: string, days: number): Promise<void> {
  await db.agency.update({ where: { id: agencyId }, data: { clockOffsetDays: days } });
}

const DAY_MS = 86_400_000;

/** The agency's servicing moment: `wall`, moved ahead by its sandbox clock (decision 027); quotes and binds date by it. */
export async function servicingNow(db: Tx, agencyId: string, wall: Date = new Date()): Promise<Date> {
  const days = await clockOffsetDays(db, agencyId);
  return days ? new Date(wall.getTime() + days * DAY_MS) : wall;
}

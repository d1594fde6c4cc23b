// The servicing clock: today, or (sandbox only) the agency's test clock ahead of it.
import "server-only";
import type { Tx } from "../client";
import { builder, rows, statement } from "../sql";

/** The agency's clock offset; `lock` (in a transaction) holds the agency row until it commits, so moves queue. */
export async function clockOffsetDays(db: Tx, agencyId: string, opts: { lock?: boolean } = {}): Promise<number> {
  if (opts.lock) {
    const [row] = await rows(db, CLOCK_OFFSET_LOCKED, { agencyId });
    return row?.clock_offset_days ?? 0;
  }
  const row = await db.agency.findUnique({ where: { id: agencyId }, select: { clockOffsetDays: true } });
  return row?.clockOffsetDays ?? 0;
}

const CLOCK_OFFSET_LOCKED = statement("agency_clock_offset_locked_v1", (args: { agencyId: string }) =>
  builder.selectFrom("agencies").select("clock_offset_days").where("id", "=", args.agencyId).forUpdate(),
);

export async function setClockOffsetDays(db: Tx, agencyId: string, days: number): Promise<void> {
  await db.agency.update({ where: { id: agencyId }, data: { clockOffsetDays: days } });
}

const DAY_MS = 86_400_000;

/** The agency's servicing moment: `wall`, moved ahead by its sandbox clock (decision 027); quotes and binds date by it. */
export async function servicingNow(db: Tx, agencyId: string, wall: Date = new Date()): Promise<Date> {
  const days = await clockOffsetDays(db, agencyId);
  return days ? new Date(wall.getTime() + days * DAY_MS) : wall;
}

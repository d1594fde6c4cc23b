// The servicing clock: today, or (sandbox only) the agency's test clock ahead of it.
import "server-only";
import type { Tx } from "../client";

export async function clockOffsetDays(db: Tx, agencyId: string): Promise<number> {
  const row = await db.agency.findUnique({ where: { id: agencyId }, select: { clockOffsetDays: true } });
  return row?.clockOffsetDays ?? 0;
}

export async function setClockOffsetDays(db: Tx, agencyId: string, days: number): Promise<void> {
  await db.agency.update({ where: { id: agencyId }, data: { clockOffsetDays: days } });
}

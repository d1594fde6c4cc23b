// The agency's settings row (decision 045): columns of agencies.
import "server-only";
import type { Tx } from "../client";

export interface AgencySettingsRecord {
  producersSeeAllBook: boolean;
}

export async function agencySettings(db: Tx, agencyId: string): Promise<AgencySettingsRecord | null> {
  return db.agency.findUnique({ where: { id: agencyId }, select: { producersSeeAllBook: true } });
}

/** The settings, locked until the transaction ends: two administrators' changes are audited one after the other. */
export async function lockAgencySettings(tx: Tx, agencyId: string): Promise<AgencySettingsRecord | null> {
  const rows = await tx.$queryRaw<Array<{ producersSeeAllBook: boolean }>>`
    SELECT producers_see_all_book AS "producersSeeAllBook" FROM agencies WHERE id = ${agencyId}::uuid FOR UPDATE`;
  return rows[0] ?? null;
}

export async function saveAgencySettings(tx: Tx, agencyId: string, settings: AgencySettingsRecord): Promise<void> {
  await tx.agency.update({ where: { id: agencyId }, data: { producersSeeAllBook: settings.producersSeeAllBook } });
}

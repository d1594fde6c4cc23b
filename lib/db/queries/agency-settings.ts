// The agency's settings row (decision 045): columns of agencies.
import "server-only";
import type { Tx } from "../client";
import { builder, rows, statement } from "../sql";

export interface AgencySettingsRecord {
  producersSeeAllBook: boolean;
}

export async function agencySettings(db: Tx, agencyId: string): Promise<AgencySettingsRecord | null> {
  return db.agency.findUnique({ where: { id: agencyId }, select: { producersSeeAllBook: true } });
}

/** The settings, locked until the transaction ends: two administrators' changes are audited one after the other. */
export async function lockAgencySettings(tx: Tx, agencyId: string): Promise<AgencySettingsRecord | null> {
  const [row] = await rows(tx, SETTINGS_LOCKED, { agencyId });
  return row ?? null;
}

const SETTINGS_LOCKED = statement("agency_settings_locked_v1", (args: { agencyId: string }) =>
  builder.selectFrom("agencies").select("producers_see_all_book as producersSeeAllBook").where("id", "=", args.agencyId).forUpdate(),
);

export async function saveAgencySettings(tx: Tx, agencyId: string, settings: AgencySettingsRecord): Promise<void> {
  await tx.agency.update({ where: { id: agencyId }, data: { producersSeeAllBook: settings.producersSeeAllBook } });
}

// The agency's settings (decision 045): read by anyone of the agency, changed by administrators, audited. A
// producer's session reads the book setting with the session row on every request, so a change counts at once.
import "server-only";
import type { AgencyPrincipal } from "@/lib/auth/api-keys";
import { atomically, type Db } from "@/lib/db/client";
import { agencySettings, lockAgencySettings, saveAgencySettings, type AgencySettingsRecord } from "@/lib/db/queries/agency-settings";
import { recordAudit } from "@/lib/db/queries/audit";

export type { AgencySettingsRecord };

export async function getAgencySettings(db: Db, agencyId: string): Promise<AgencySettingsRecord> {
  const settings = await agencySettings(db, agencyId);
  if (!settings) throw new Error(`agency ${agencyId} not found`);
  return settings;
}

/** Changes the settings given; an actual change is written to the audit log (before and after), a no-change is not. */
export async function updateAgencySettings(
  db: Db,
  principal: Pick<AgencyPrincipal, "agencyId" | "actor">,
  change: Partial<AgencySettingsRecord>,
  ctx: { requestId?: string } = {},
): Promise<AgencySettingsRecord> {
  return atomically(db, async (tx) => {
    const before = await lockAgencySettings(tx, principal.agencyId);
    if (!before) throw new Error(`agency ${principal.agencyId} not found`);
    const after: AgencySettingsRecord = { ...before, ...change };
    if (after.producersSeeAllBook === before.producersSeeAllBook) return before;
    await saveAgencySettings(tx, principal.agencyId, after);
    await recordAudit(tx, {
      agencyId: principal.agencyId,
      actor: principal.actor,
      action: "agency.settings_changed",
      objectType: "agency",
      objectId: principal.agencyId,
      before,
      after,
      ...(ctx.requestId ? { requestId: ctx.requestId } : {}),
    });
    return after;
  });
}

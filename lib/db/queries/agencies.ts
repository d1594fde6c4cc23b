// An agency's two modes (decision 043): the live agency, and its test twin that holds the test-mode book.
import "server-only";
import type { Tx } from "../client";
import { processState } from "@/lib/process-state";

export interface AgencyMode {
  /** The agency whose data the mode sees: the live agency itself, or its test twin. */
  id: string;
  livemode: boolean;
  /** The live agency: the team (users, invitations) and the name both modes show. */
  liveAgencyId: string;
}

/**
 * The test twin of a live agency, made on first use: same name, office and appointments, its own book, keys,
 * webhook endpoints and sandbox clock. Concurrent first uses make one twin (the unique live_agency_id).
 * The office and appointments are copied each time (the seed calls this on every start), so a change to the
 * live agency's reaches test mode too.
 */
export async function ensureTestAgency(db: Tx, liveAgencyId: string): Promise<string> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    INSERT INTO agencies (id, slug, name, address, phone, surplus_lines_license, livemode, live_agency_id)
    SELECT gen_random_uuid(), a.slug || '--test', a.name, a.address, a.phone, a.surplus_lines_license, false, a.id
      FROM agencies a WHERE a.id = ${liveAgencyId}::uuid AND a.livemode
    ON CONFLICT (live_agency_id) DO UPDATE
      SET name = EXCLUDED.name, address = EXCLUDED.address, phone = EXCLUDED.phone, surplus_lines_license = EXCLUDED.surplus_lines_license
    RETURNING id::text AS id`;
  const id = rows[0]?.id;
  if (!id) throw new Error(`agency ${liveAgencyId} is not a live agency`);
  await db.$executeRaw`
    INSERT INTO appointments (agency_id, program_id)
    SELECT ${id}::uuid, program_id FROM appointments WHERE agency_id = ${liveAgencyId}::uuid
    ON CONFLICT DO NOTHING`;
  return id;
}

/** Whether an agency is live or a test twin, and its live agency; null when there is no such agency. */
export async function agencyMode(db: Tx, agencyId: string): Promise<AgencyMode | null> {
  const row = await db.agency.findUnique({ where: { id: agencyId }, select: { id: true, livemode: true, liveAgencyId: true } });
  return row ? { id: row.id, livemode: row.livemode, liveAgencyId: row.liveAgencyId ?? row.id } : null;
}

/** An agency's mode never changes once made, so each process remembers it (agency ids are random, never reused). */
const LIVEMODE = () => processState("agencies.livemode", () => new Map<string, boolean>());

/** Whether the agency is live (true) or a test twin (false); an unknown agency counts as live. */
export async function agencyLivemode(db: Tx, agencyId: string): Promise<boolean> {
  const known = LIVEMODE().get(agencyId);
  if (known !== undefined) return known;
  const mode = await agencyMode(db, agencyId);
  if (!mode) return true;
  if (LIVEMODE().size > 10_000) LIVEMODE().clear();
  LIVEMODE().set(agencyId, mode.livemode);
  return mode.livemode;
}

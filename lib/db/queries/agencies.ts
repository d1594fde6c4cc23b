// An agency's two modes (decision 043): the live agency, and its test twin that holds the test-mode book.
import "server-only";
import type { Tx } from "../client";
import { sql } from "kysely";
import { builder, execute, rows, statement } from "../sql";
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
  const [twin] = await rows(db, UPSERT_TEST_TWIN, { liveAgencyId });
  if (!twin) throw new Error(`agency ${liveAgencyId} is not a live agency`);
  await execute(db, COPY_APPOINTMENTS, { from: liveAgencyId, to: twin.id });
  return twin.id;
}

const UPSERT_TEST_TWIN = statement("agency_test_twin_upsert_v1", (args: { liveAgencyId: string }) =>
  builder
    .insertInto("agencies")
    .columns(["id", "slug", "name", "address", "phone", "surplus_lines_license", "livemode", "live_agency_id"])
    .expression(
      builder
        .selectFrom("agencies as a")
        .select((eb) => [
          sql<string>`gen_random_uuid()`.as("id"),
          sql<string>`${eb.ref("a.slug")} || '--test'`.as("slug"),
          "a.name",
          "a.address",
          "a.phone",
          "a.surplus_lines_license",
          eb.lit(false).as("livemode"),
          "a.id as live_agency_id",
        ])
        .where("a.id", "=", args.liveAgencyId)
        .where("a.livemode", "=", true),
    )
    .onConflict((oc) =>
      oc.column("live_agency_id").doUpdateSet((eb) => ({
        name: eb.ref("excluded.name"),
        address: eb.ref("excluded.address"),
        phone: eb.ref("excluded.phone"),
        surplus_lines_license: eb.ref("excluded.surplus_lines_license"),
      })),
    )
    .returning("id"),
);

const COPY_APPOINTMENTS = statement("agency_appointments_copy_v1", (args: { from: string; to: string }) =>
  builder
    .insertInto("appointments")
    .columns(["agency_id", "program_id"])
    .expression(
      builder
        .selectFrom("appointments")
        .select((eb) => [sql<string>`${args.to}::uuid`.as("agency_id"), eb.ref("program_id").as("program_id")])
        .where("agency_id", "=", args.from),
    )
    .onConflict((oc) => oc.doNothing()),
);

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

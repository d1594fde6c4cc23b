// Programs an agency is appointed for. A program it is not appointed for does not exist for it (404).
import "server-only";
import type { Db } from "@/lib/db/client";
import { appointedPrograms, findAppointedProgram } from "@/lib/db/queries/programs";
import type { ProgramRecord } from "@/lib/db/records/program";
import { notFound } from "@/lib/errors";
import type { ProgramType } from "@/lib/rating/types";

export async function listPrograms(db: Db, agencyId: string, type?: ProgramType): Promise<ProgramRecord[]> {
  return appointedPrograms(db, agencyId, { ...(type ? { type } : {}), byType: true });
}

/** One appointed program by id or code. */
export async function getAppointedProgram(db: Db, agencyId: string, idOrCode: string): Promise<ProgramRecord> {
  const program = await findAppointedProgram(db, agencyId, idOrCode);
  if (!program) throw notFound(`No program ${idOrCode} is available to your agency.`);
  return program;
}

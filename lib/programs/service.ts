// Programs an agency is appointed for. A program it is not appointed for does not exist for it (404).
import { AppError } from "@/lib/errors";
import type { Db } from "@/lib/db/client";
import type { ProgramWithCarrier } from "@/lib/db/programs";
import type { ProgramType } from "@/lib/rating/types";
import { programDetail, programHeader } from "./views";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function listPrograms(db: Db, agencyId: string, type?: ProgramType) {
  const programs = await db.program.findMany({
    where: { appointments: { some: { agencyId } }, ...(type ? { type } : {}) },
    include: { carrier: true },
    orderBy: [{ type: "asc" }, { code: "asc" }],
  });
  return { items: programs.map(programHeader) };
}

/** One appointed program by id or code. */
export async function findAppointedProgram(db: Db, agencyId: string, idOrCode: string): Promise<ProgramWithCarrier> {
  const program = await db.program.findFirst({
    where: {
      ...(UUID.test(idOrCode) ? { id: idOrCode.toLowerCase() } : { code: { equals: idOrCode, mode: "insensitive" as const } }),
      appointments: { some: { agencyId } },
    },
    include: { carrier: true },
  });
  if (!program) throw new AppError("not_found", `No program ${idOrCode} is available to your agency.`);
  return program;
}

export async function getProgram(db: Db, agencyId: string, idOrCode: string) {
  return programHeader(await findAppointedProgram(db, agencyId, idOrCode));
}

export async function getProgramDetail(db: Db, agencyId: string, idOrCode: string) {
  return programDetail(await findAppointedProgram(db, agencyId, idOrCode));
}

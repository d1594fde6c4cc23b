// Resolves programs[] references to programs the agency is appointed for.
import type { Db } from "@/lib/db/client";
import type { ProgramWithCarrier } from "@/lib/db/programs";
import type { FieldIssue } from "@/lib/errors";
import type { z } from "zod";
import type { ProgramRef } from "@/lib/schemas/quote";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function appointedPrograms(db: Db, agencyId: string): Promise<ProgramWithCarrier[]> {
  return db.program.findMany({
    where: { appointments: { some: { agencyId } } },
    include: { carrier: true },
    orderBy: { code: "asc" },
  });
}

export async function resolvePrograms(
  db: Db,
  agencyId: string,
  refs: Array<z.infer<typeof ProgramRef>>,
  path = "programs",
): Promise<{ programs: ProgramWithCarrier[]; issues: FieldIssue[] }> {
  const appointed = await appointedPrograms(db, agencyId);
  const byId = new Map(appointed.map((p) => [p.id, p]));
  const byCode = new Map(appointed.map((p) => [p.code.toUpperCase(), p]));
  const programs: ProgramWithCarrier[] = [];
  const issues: FieldIssue[] = [];
  const seen = new Set<string>();
  refs.forEach((ref, i) => {
    const key = typeof ref === "string" ? ref : "programId" in ref ? ref.programId : ref.code;
    const program =
      typeof ref === "string"
        ? UUID.test(ref)
          ? byId.get(ref.toLowerCase())
          : byCode.get(ref.toUpperCase())
        : "programId" in ref
          ? byId.get(ref.programId.toLowerCase())
          : byCode.get(ref.code.toUpperCase());
    if (!program) {
      issues.push({ path: `${path}[${i}]`, message: `unknown program "${key}", or your agency is not appointed for it`, code: "unknown_program" });
    } else if (seen.has(program.id)) {
      issues.push({ path: `${path}[${i}]`, message: `program ${program.code} is listed twice`, code: "duplicate_program" });
    } else {
      seen.add(program.id);
      programs.push(program);
    }
  });
  return { programs, issues };
}

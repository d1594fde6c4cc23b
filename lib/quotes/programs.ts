// Resolves programs[] references to programs the agency is appointed for.
import "server-only";
import type { Db } from "@/lib/db/client";
import { appointedPrograms } from "@/lib/db/queries/programs";
import type { ProgramRecord } from "@/lib/db/records";
import type { FieldIssue } from "@/lib/errors";
import { isUuid, type ProgramRefInput } from "@/lib/schemas/common";

export async function resolvePrograms(
  db: Db,
  agencyId: string,
  refs: ProgramRefInput[],
  path = "programs",
): Promise<{ programs: ProgramRecord[]; issues: FieldIssue[] }> {
  const appointed = await appointedPrograms(db, agencyId);
  const byId = new Map(appointed.map((p) => [p.id, p]));
  const byCode = new Map(appointed.map((p) => [p.code.toUpperCase(), p]));
  const programs: ProgramRecord[] = [];
  const issues: FieldIssue[] = [];
  const seen = new Set<string>();
  refs.forEach((ref, i) => {
    const key = typeof ref === "string" ? ref : "programId" in ref ? ref.programId : ref.code;
    const program =
      typeof ref === "string"
        ? isUuid(ref)
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

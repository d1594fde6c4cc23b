// Resolves programs[] references to programs the agency is appointed for.
import "server-only";
import type { Db } from "@/lib/db/client";
import { appointedPrograms } from "@/lib/db/queries/programs";
import { toProgramForRating, type ProgramRecord } from "@/lib/db/records/program";
import { AppError, type FieldIssue } from "@/lib/errors";
import { checkBusinessAppetite } from "@/lib/rating/eligibility";
import { quoteRequirements } from "./requirements";
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

/**
 * What the programs named need before quoting (GET /v1/quote/requirements): the fields create-quote requires,
 * merged, the questions their applications ask, and each program's appetite for the class and state given.
 */
export async function programRequirements(
  db: Db,
  agencyId: string,
  query: { programs: string; classCode?: string; state?: string; countryOfResidence?: string },
) {
  const refs = query.programs.split(",").map((ref) => ref.trim());
  const { programs, issues } = await resolvePrograms(db, agencyId, refs);
  if (issues.length) throw new AppError("unknown_program", issues.map((i) => `${i.path}: ${i.message}`).join("; "), issues);
  const state = query.state?.toUpperCase();
  const appetite = (program: ProgramRecord) =>
    program.type === "TI" || !query.classCode
      ? null
      : checkBusinessAppetite(toProgramForRating(program), { classCode: query.classCode, ...(state ? { state } : {}) });
  return {
    programs: programs.map((program) => ({ program, appetite: appetite(program) })),
    requirements: quoteRequirements(programs, {
      ...(query.classCode ? { classCode: query.classCode } : {}),
      ...(state ? { state } : {}),
      ...(query.countryOfResidence ? { countryOfResidence: query.countryOfResidence.toUpperCase() } : {}),
    }),
  };
}

// A program's short reference, as rate results, policies and events name it.
import type { ProgramRecord } from "@/lib/db/records/program";

export function programRef(program: Pick<ProgramRecord, "id" | "code" | "name" | "type">) {
  return { id: program.id, code: program.code, name: program.name, type: program.type };
}

// Agents' words for NAICS codes (prisma/data/naics/naics-synonyms.csv, decision 014), loaded beside the
// NAICS codes and index terms. Idempotent: the table is replaced when it differs from the file.
import path from "node:path";
import { loadNaicsFromCsvDir } from "@/lib/appetite/naics-data";
import type { Db } from "@/lib/db/client";

const NAICS_DIR = path.join(process.cwd(), "prisma", "data", "naics");

export async function seedNaicsSynonyms(db: Db): Promise<void> {
  const { synonyms } = loadNaicsFromCsvDir(NAICS_DIR);
  const rows = await db.naicsSynonym.findMany({ select: { term: true, code: true }, orderBy: { id: "asc" } });
  const same = rows.length === synonyms.length && rows.every((r, i) => r.term === synonyms[i]!.term && r.code === synonyms[i]!.code);
  if (same) return;
  await db.$transaction(async (tx) => {
    await tx.naicsSynonym.deleteMany();
    await tx.naicsSynonym.createMany({ data: synonyms });
  });
}

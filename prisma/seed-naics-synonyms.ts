// Agents' words for NAICS codes (prisma/data/naics/naics-synonyms.csv, decision 014), loaded beside the
// NAICS codes and index terms by the seed, which keeps the table equal to the file (prisma/seed-table.ts).
import type { NaicsSynonym } from "@/lib/appetite/naics-search";
import type { ReferenceTable } from "./seed-table";

/** The synonyms as a reference table: a synonym's id is its line in the file, so ids keep the file's order. */
export function naicsSynonyms(synonyms: NaicsSynonym[]): ReferenceTable<number> {
  return {
    table: "naics_synonyms",
    keyColumn: "id",
    keyType: "int",
    columns: ["term", "code"],
    rows: synonyms.map((s, i) => ({ key: i + 1, values: [s.term, s.code] })),
  };
}

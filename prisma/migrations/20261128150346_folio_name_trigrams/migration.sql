-- The dashboard's client search (insured name contains) by trigrams (decision 054). pg_trgm is a trusted
-- extension (PostgreSQL 13+: the database owner may create it); PGlite loads it at open (lib/db/pglite.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- CreateIndex
CREATE INDEX "folios_insured_name_trgm_idx" ON "folios" USING GIN ("insured_name" gin_trgm_ops);

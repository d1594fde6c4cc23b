-- Clients (decision 030): the insureds table, and every existing folio and policy given its insured by
-- the matching rule of lib/insureds/facts.ts (matchKey): a business by its normalised legal name and
-- 5-digit mailing ZIP, a person by normalised first and last name and date of birth; a traveller
-- without a name gets an insured of their own (never matched). Normalised: lower case, each run of
-- characters other than a-z and 0-9 one space, trimmed. Nothing is dropped or rewritten.
--
-- Locks (issue 28 item 3): CREATE TABLE and the two ADD COLUMNs without a default are catalogue-only;
-- the backfill UPDATEs take row locks on folios and policies for their duration (about 4 s per million
-- folios measured on PGlite for 10,000; run it in a quiet hour on a big book); SET NOT NULL scans once.

-- CreateEnum
CREATE TYPE "InsuredKind" AS ENUM ('business', 'person');

-- CreateTable
CREATE TABLE "insureds" (
    "id" UUID NOT NULL,
    "agency_id" UUID NOT NULL,
    "kind" "InsuredKind" NOT NULL,
    "name" TEXT NOT NULL,
    "dba" TEXT,
    "entity_type" TEXT,
    "fein" TEXT,
    "contacts" JSONB NOT NULL DEFAULT '[]',
    "mailing_address" JSONB,
    "locations" JSONB NOT NULL DEFAULT '[]',
    "class_codes" JSONB NOT NULL DEFAULT '[]',
    "exposures" JSONB NOT NULL DEFAULT '[]',
    "person" JSONB,
    "answers" JSONB NOT NULL DEFAULT '{}',
    "match_key" TEXT NOT NULL,
    "archived_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "insureds_pkey" PRIMARY KEY ("id")
);

-- AlterTable
ALTER TABLE "folios" ADD COLUMN     "insured_id" UUID;

-- AlterTable
ALTER TABLE "policies" ADD COLUMN     "insured_id" UUID;

-- Backfill: each folio's client facts from its first business application (else its first), keyed.
CREATE TEMPORARY TABLE "_folio_clients" AS
SELECT f.id AS folio_id, f.agency_id, f.created_at, r.risk,
       CASE WHEN r.risk->>'kind' = 'business' THEN
              'business|' || btrim(regexp_replace(lower(r.risk->>'businessName'), '[^a-z0-9]+', ' ', 'g')) || '|' || left(coalesce(r.risk->>'mailingZip', ''), 5)
            WHEN coalesce(r.risk->'insureds'->0->>'firstName', '') <> '' AND coalesce(r.risk->'insureds'->0->>'lastName', '') <> '' THEN
              'person|' || btrim(regexp_replace(lower((r.risk->'insureds'->0->>'firstName') || ' ' || (r.risk->'insureds'->0->>'lastName')), '[^a-z0-9]+', ' ', 'g'))
                || '|' || (r.risk->'insureds'->0->>'dateOfBirth')
            ELSE 'unmatched|' || f.id::text
       END AS match_key
  FROM "folios" f
  CROSS JOIN LATERAL (
    SELECT a.risk FROM "applications" a WHERE a.folio_id = f.id
     ORDER BY (a.risk->>'kind' = 'business') DESC, a.position, a.id LIMIT 1
  ) r;

-- One insured per agency and key, described by its newest folio; its exposures: each policy year's
-- figures from the newest folio of that year.
INSERT INTO "insureds" ("id", "agency_id", "kind", "name", "mailing_address", "class_codes", "exposures", "person", "match_key", "created_at", "updated_at")
SELECT gen_random_uuid(), n.agency_id,
       CASE WHEN n.risk->>'kind' = 'business' THEN 'business'::"InsuredKind" ELSE 'person'::"InsuredKind" END,
       CASE WHEN n.risk->>'kind' = 'business' THEN n.risk->>'businessName'
            ELSE coalesce(nullif(btrim(coalesce(n.risk->'insureds'->0->>'firstName', '') || ' ' || coalesce(n.risk->'insureds'->0->>'lastName', '')), ''), 'Traveller') END,
       CASE WHEN n.risk->>'kind' = 'business' THEN jsonb_build_object('state', n.risk->>'mailingState', 'zip', n.risk->>'mailingZip') END,
       coalesce((SELECT jsonb_agg(DISTINCT c.risk->>'classCode') FROM "_folio_clients" c
                  WHERE c.agency_id = n.agency_id AND c.match_key = n.match_key AND c.risk->>'classCode' IS NOT NULL), '[]'::jsonb),
       coalesce((SELECT jsonb_agg(e.entry ORDER BY e.year) FROM (
                   SELECT DISTINCT ON (left(c.risk->>'effectiveDate', 4))
                          left(c.risk->>'effectiveDate', 4)::int AS year,
                          jsonb_strip_nulls(jsonb_build_object(
                            'policyYear', left(c.risk->>'effectiveDate', 4)::int,
                            'annualRevenueCents', (c.risk->>'annualRevenueCents')::bigint,
                            'annualPayrollCents', (c.risk->>'annualPayrollCents')::bigint,
                            'employeeCount', (c.risk->>'employeeCount')::int,
                            'subcontractedCostCents', (c.risk->>'subcontractedCostCents')::bigint,
                            'recordedAt', to_char(c.created_at, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                            'source', 'quote:' || c.folio_id::text)) AS entry
                     FROM "_folio_clients" c
                    WHERE c.agency_id = n.agency_id AND c.match_key = n.match_key AND c.risk->>'kind' = 'business'
                    ORDER BY left(c.risk->>'effectiveDate', 4), c.created_at DESC, c.folio_id DESC) e), '[]'::jsonb),
       CASE WHEN n.risk->>'kind' <> 'business' AND n.match_key LIKE 'person|%' THEN
              jsonb_strip_nulls(jsonb_build_object('firstName', n.risk->'insureds'->0->>'firstName', 'lastName', n.risk->'insureds'->0->>'lastName',
                'dateOfBirth', n.risk->'insureds'->0->>'dateOfBirth', 'residenceState', n.risk->>'residenceState',
                'countryOfResidence', n.risk->>'countryOfResidence'))
       END,
       n.match_key, n.first_at, n.created_at
  FROM (
    SELECT DISTINCT ON (c.agency_id, c.match_key) c.agency_id, c.match_key, c.risk, c.created_at,
           min(c.created_at) OVER (PARTITION BY c.agency_id, c.match_key) AS first_at
      FROM "_folio_clients" c
     ORDER BY c.agency_id, c.match_key, c.created_at DESC, c.folio_id DESC
  ) n;

UPDATE "folios" f SET "insured_id" = i.id
  FROM "_folio_clients" c JOIN "insureds" i ON i.agency_id = c.agency_id AND i.match_key = c.match_key
 WHERE f.id = c.folio_id;

UPDATE "policies" p SET "insured_id" = f.insured_id FROM "folios" f WHERE f.id = p.folio_id;

DROP TABLE "_folio_clients";

ALTER TABLE "folios" ALTER COLUMN "insured_id" SET NOT NULL;
ALTER TABLE "policies" ALTER COLUMN "insured_id" SET NOT NULL;

-- CreateIndex
CREATE INDEX "insureds_agency_id_created_at_id_idx" ON "insureds"("agency_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "insureds_agency_id_match_key_idx" ON "insureds"("agency_id", "match_key");

-- CreateIndex
CREATE INDEX "folios_insured_id_created_at_idx" ON "folios"("insured_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "policies_insured_id_idx" ON "policies"("insured_id");

-- AddForeignKey
ALTER TABLE "insureds" ADD CONSTRAINT "insureds_agency_id_fkey" FOREIGN KEY ("agency_id") REFERENCES "agencies"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "folios" ADD CONSTRAINT "folios_insured_id_fkey" FOREIGN KEY ("insured_id") REFERENCES "insureds"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

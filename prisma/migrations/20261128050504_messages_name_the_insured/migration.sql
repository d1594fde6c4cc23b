-- AlterTable
ALTER TABLE "outbound_messages" ADD COLUMN     "insured_id" UUID;

-- CreateIndex
CREATE INDEX "outbound_messages_insured_id_created_at_idx" ON "outbound_messages"("insured_id", "created_at");

-- AddForeignKey
ALTER TABLE "outbound_messages" ADD CONSTRAINT "outbound_messages_insured_id_fkey" FOREIGN KEY ("insured_id") REFERENCES "insureds"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Backfill (issue 30): the client each kept message is about.
-- A pay link's message: the link's folio's client.
UPDATE "outbound_messages" m SET "insured_id" = f."insured_id"
  FROM "pay_links" l JOIN "folios" f ON f."id" = l."folio_id"
 WHERE m."pay_link_id" = l."id" AND m."insured_id" IS NULL;
-- A referral decision: the folio its link points at (/quotes/<folio id>/applications/<id>).
UPDATE "outbound_messages" m SET "insured_id" = f."insured_id"
  FROM "folios" f
 WHERE m."kind" = 'referral_decision' AND m."insured_id" IS NULL AND f."agency_id" = m."agency_id"
   AND f."id"::text = substring(m."text_body" from '/quotes/([0-9a-f-]{36})/applications/');
-- An installment or cancellation notice: the agency's policy whose number its subject names.
UPDATE "outbound_messages" m SET "insured_id" = p."insured_id"
  FROM "policies" p
 WHERE m."kind" IN ('installment_failed', 'cancellation_rescinded') AND m."insured_id" IS NULL
   AND p."agency_id" = m."agency_id" AND strpos(m."subject", p."number") > 0;

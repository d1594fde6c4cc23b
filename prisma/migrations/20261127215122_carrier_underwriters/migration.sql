-- Carrier underwriters (decision 040): a user belongs to an agency (admin, producer, service) or to a carrier
-- (underwriter), never both. Agency users who had the underwriter role decided referrals for their own agency;
-- referrals are now the carrier's, so they become deactivated service users (an administrator may reactivate).
UPDATE "users" SET "role" = 'service', "deactivated_at" = COALESCE("deactivated_at", CURRENT_TIMESTAMP) WHERE "role" = 'underwriter';

ALTER TABLE "users" ADD COLUMN "carrier_id" UUID,
ALTER COLUMN "agency_id" DROP NOT NULL;
ALTER TABLE "users" ADD CONSTRAINT "users_carrier_id_fkey" FOREIGN KEY ("carrier_id") REFERENCES "carriers"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "users" ADD CONSTRAINT "users_agency_or_carrier" CHECK (("agency_id" IS NULL) <> ("carrier_id" IS NULL));
ALTER TABLE "users" ADD CONSTRAINT "users_underwriters_are_carriers" CHECK (("role" = 'underwriter') = ("carrier_id" IS NOT NULL));

ALTER TABLE "portal_sessions" ALTER COLUMN "agency_id" DROP NOT NULL;

-- The agency's note to the underwriter on a referral, and the desk's queue.
ALTER TABLE "applications" ADD COLUMN "referral_note" TEXT;
CREATE INDEX "applications_status_program_id_rated_at_idx" ON "applications"("status", "program_id", "rated_at");

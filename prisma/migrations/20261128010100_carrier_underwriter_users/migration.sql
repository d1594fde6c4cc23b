-- Carriers' underwriters as users (decision 044): a carrier's underwriter invites another of the same carrier, and
-- a carrier user's password reset is emailed. Invitations and outbox messages belong to an agency or to a carrier,
-- exactly one; a carrier's invitation makes an underwriter, an agency's never does. The audit log keeps agency_id
-- NOT NULL (a carrier's rows use the all-zero NO_AGENCY_ID, as carrier sign-ins already did) and gains carrier_id.
-- AlterTable
ALTER TABLE "audit_events" ADD COLUMN     "carrier_id" UUID;

-- AlterTable
ALTER TABLE "invitations" ADD COLUMN     "carrier_id" UUID,
ALTER COLUMN "agency_id" DROP NOT NULL;

-- AlterTable
ALTER TABLE "outbound_messages" ADD COLUMN     "carrier_id" UUID,
ALTER COLUMN "agency_id" DROP NOT NULL;

-- CreateIndex
CREATE INDEX "audit_events_carrier_id_created_at_idx" ON "audit_events"("carrier_id", "created_at");

-- CreateIndex
CREATE INDEX "invitations_carrier_id_created_at_idx" ON "invitations"("carrier_id", "created_at");

-- CreateIndex
CREATE INDEX "outbound_messages_carrier_id_created_at_idx" ON "outbound_messages"("carrier_id", "created_at");

-- AddForeignKey
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_carrier_id_fkey" FOREIGN KEY ("carrier_id") REFERENCES "carriers"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "outbound_messages" ADD CONSTRAINT "outbound_messages_carrier_id_fkey" FOREIGN KEY ("carrier_id") REFERENCES "carriers"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- An agency's invitation as underwriter could never be accepted (users_underwriters_are_carriers): withdraw any.
UPDATE "invitations" SET "role" = 'service', "revoked_at" = COALESCE("revoked_at", CURRENT_TIMESTAMP) WHERE "role" = 'underwriter' AND "carrier_id" IS NULL;
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_agency_or_carrier" CHECK (("agency_id" IS NULL) <> ("carrier_id" IS NULL));
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_underwriters_are_carriers" CHECK (("role" = 'underwriter') = ("carrier_id" IS NOT NULL));
ALTER TABLE "outbound_messages" ADD CONSTRAINT "outbound_messages_agency_or_carrier" CHECK (("agency_id" IS NULL) <> ("carrier_id" IS NULL));

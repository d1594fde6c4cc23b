-- CreateEnum
CREATE TYPE "MessageStatus" AS ENUM ('queued', 'sent', 'failed', 'stored');

-- AlterTable
ALTER TABLE "pay_links" ADD COLUMN     "opened_at" TIMESTAMP(3),
ADD COLUMN     "recipient" TEXT;

-- CreateTable
CREATE TABLE "outbound_messages" (
    "id" UUID NOT NULL,
    "agency_id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "to_address" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "text_body" TEXT NOT NULL,
    "html_body" TEXT NOT NULL,
    "pay_link_id" UUID,
    "status" "MessageStatus" NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,
    "next_attempt_at" TIMESTAMP(3),
    "lease_until" TIMESTAMP(3),
    "lease_token" UUID,
    "provider_id" TEXT,
    "sent_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "outbound_messages_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "outbound_messages_agency_id_created_at_idx" ON "outbound_messages"("agency_id", "created_at");

-- CreateIndex
CREATE INDEX "outbound_messages_status_next_attempt_at_idx" ON "outbound_messages"("status", "next_attempt_at");

-- CreateIndex
CREATE INDEX "outbound_messages_pay_link_id_idx" ON "outbound_messages"("pay_link_id");

-- CreateIndex
CREATE INDEX "pay_links_folio_id_idx" ON "pay_links"("folio_id");

-- AddForeignKey
ALTER TABLE "outbound_messages" ADD CONSTRAINT "outbound_messages_pay_link_id_fkey" FOREIGN KEY ("pay_link_id") REFERENCES "pay_links"("id") ON DELETE SET NULL ON UPDATE CASCADE;

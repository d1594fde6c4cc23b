-- AlterTable
ALTER TABLE "idempotency_records" ADD COLUMN     "expires_at" TIMESTAMP(3) NOT NULL DEFAULT (now() + '24:00:00'::interval),
ADD COLUMN     "lease_token" UUID,
ADD COLUMN     "lease_until" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "resource_id" TEXT;

-- CreateTable
CREATE TABLE "rate_limit_windows" (
    "bucket" TEXT NOT NULL,
    "window_start" TIMESTAMP(3) NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "rate_limit_windows_pkey" PRIMARY KEY ("bucket","window_start")
);

-- CreateIndex
CREATE INDEX "rate_limit_windows_window_start_idx" ON "rate_limit_windows"("window_start");

-- CreateIndex
CREATE INDEX "idempotency_records_expires_at_idx" ON "idempotency_records"("expires_at");

-- CreateTable
CREATE TABLE "pending_binds" (
    "payment_id" UUID NOT NULL,
    "agency_id" UUID NOT NULL,
    "lock_token" TEXT NOT NULL,
    "request" JSONB NOT NULL,
    "client_secret" TEXT NOT NULL,
    "next_action" JSONB NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "settled_at" TIMESTAMP(3),

    CONSTRAINT "pending_binds_pkey" PRIMARY KEY ("payment_id")
);

-- CreateIndex
CREATE INDEX "pending_binds_agency_id_idx" ON "pending_binds"("agency_id");

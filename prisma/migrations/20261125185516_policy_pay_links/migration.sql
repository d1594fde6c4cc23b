-- CreateTable
CREATE TABLE "policy_pay_links" (
    "id" UUID NOT NULL,
    "token_hash" TEXT NOT NULL,
    "agency_id" UUID NOT NULL,
    "policy_id" UUID NOT NULL,
    "row_number" INTEGER NOT NULL,
    "amount_cents" INTEGER NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "used_at" TIMESTAMP(3),
    "payment_id" UUID,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "policy_pay_links_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "policy_pay_links_token_hash_key" ON "policy_pay_links"("token_hash");

-- CreateIndex
CREATE INDEX "policy_pay_links_policy_id_idx" ON "policy_pay_links"("policy_id");

-- AlterEnum
ALTER TYPE "ApplicationStatus" ADD VALUE 'bound';

-- AlterTable
ALTER TABLE "applications" ADD COLUMN     "bind_token" UUID,
ADD COLUMN     "bind_until" TIMESTAMP(3),
ADD COLUMN     "bound_at" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "programs" ADD COLUMN     "cancellation_rules" JSONB NOT NULL DEFAULT '{}';

-- CreateTable
CREATE TABLE "policies" (
    "id" UUID NOT NULL,
    "number" TEXT NOT NULL,
    "agency_id" UUID NOT NULL,
    "application_id" UUID,
    "folio_id" UUID NOT NULL,
    "program_id" UUID NOT NULL,
    "renewal_of_id" UUID,
    "status" TEXT NOT NULL,
    "insured" JSONB NOT NULL,
    "effective_date" TEXT NOT NULL,
    "expiration_date" TEXT NOT NULL,
    "premium_cents" INTEGER NOT NULL,
    "fees_cents" INTEGER NOT NULL,
    "taxes_cents" INTEGER NOT NULL,
    "total_cents" INTEGER NOT NULL,
    "premium_detail" JSONB NOT NULL,
    "coverage" JSONB NOT NULL,
    "payment_plan" TEXT NOT NULL,
    "installment_fee_cents" INTEGER NOT NULL,
    "schedule" JSONB NOT NULL,
    "cancellation" JSONB,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "policies_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "policy_events" (
    "id" SERIAL NOT NULL,
    "policy_id" UUID NOT NULL,
    "type" TEXT NOT NULL,
    "detail" JSONB NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "policy_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payments" (
    "id" UUID NOT NULL,
    "agency_id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "provider_ref" TEXT,
    "amount_cents" INTEGER NOT NULL,
    "status" TEXT NOT NULL,
    "failure_code" TEXT,
    "failure_message" TEXT,
    "description" TEXT NOT NULL,
    "policy_ids" TEXT[],
    "application_ids" TEXT[],
    "refund_of_id" UUID,
    "idempotency_key" TEXT NOT NULL,
    "brand" TEXT,
    "last4" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "payments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "pay_links" (
    "id" UUID NOT NULL,
    "token_hash" TEXT NOT NULL,
    "agency_id" UUID NOT NULL,
    "folio_id" UUID NOT NULL,
    "application_ids" TEXT[],
    "payment_plan" TEXT NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "used_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "pay_links_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "audit_events" (
    "id" BIGSERIAL NOT NULL,
    "agency_id" UUID NOT NULL,
    "actor" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "object_type" TEXT NOT NULL,
    "object_id" TEXT NOT NULL,
    "before" JSONB,
    "after" JSONB,
    "request_id" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "audit_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "webhook_events" (
    "id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "received_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "processed_at" TIMESTAMP(3),

    CONSTRAINT "webhook_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "policies_number_key" ON "policies"("number");

-- CreateIndex
CREATE UNIQUE INDEX "policies_application_id_key" ON "policies"("application_id");

-- CreateIndex
CREATE UNIQUE INDEX "policies_renewal_of_id_key" ON "policies"("renewal_of_id");

-- CreateIndex
CREATE INDEX "policies_agency_id_created_at_idx" ON "policies"("agency_id", "created_at");

-- CreateIndex
CREATE INDEX "policy_events_policy_id_idx" ON "policy_events"("policy_id");

-- CreateIndex
CREATE UNIQUE INDEX "payments_idempotency_key_key" ON "payments"("idempotency_key");

-- CreateIndex
CREATE INDEX "payments_agency_id_created_at_idx" ON "payments"("agency_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "pay_links_token_hash_key" ON "pay_links"("token_hash");

-- CreateIndex
CREATE INDEX "audit_events_agency_id_created_at_idx" ON "audit_events"("agency_id", "created_at");

-- CreateIndex
CREATE INDEX "audit_events_object_type_object_id_idx" ON "audit_events"("object_type", "object_id");

-- AddForeignKey
ALTER TABLE "policies" ADD CONSTRAINT "policies_application_id_fkey" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "policy_events" ADD CONSTRAINT "policy_events_policy_id_fkey" FOREIGN KEY ("policy_id") REFERENCES "policies"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Hand-written: policy numbers come from a sequence (gap-tolerant, never reused).
CREATE SEQUENCE policy_number_seq START 100001;

-- Hand-written: the audit log is append only.
CREATE FUNCTION audit_events_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append only' USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER audit_events_no_update_or_delete
  BEFORE UPDATE OR DELETE ON "audit_events"
  FOR EACH ROW EXECUTE FUNCTION audit_events_append_only();

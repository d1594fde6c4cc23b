-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "ProgramType" AS ENUM ('BOP', 'CGL', 'PL', 'TI');

-- CreateEnum
CREATE TYPE "ApplicationStatus" AS ENUM ('pending', 'success', 'error', 'failed');

-- CreateTable
CREATE TABLE "agencies" (
    "id" UUID NOT NULL,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "agencies_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "users" (
    "id" UUID NOT NULL,
    "agency_id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "password_hash" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "api_keys" (
    "id" UUID NOT NULL,
    "agency_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "prefix" TEXT NOT NULL,
    "hash" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_used_at" TIMESTAMP(3),
    "revoked_at" TIMESTAMP(3),

    CONSTRAINT "api_keys_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "carriers" (
    "id" UUID NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "adapter" TEXT NOT NULL,
    "admitted" BOOLEAN NOT NULL,
    "naic_company_code" TEXT,

    CONSTRAINT "carriers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "programs" (
    "id" UUID NOT NULL,
    "carrier_id" UUID NOT NULL,
    "code" TEXT NOT NULL,
    "type" "ProgramType" NOT NULL,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "tagline" TEXT NOT NULL,
    "tier" TEXT NOT NULL,
    "is_featured" BOOLEAN NOT NULL,
    "renewal_type" TEXT NOT NULL,
    "renewal_frequency" TEXT NOT NULL,
    "quote_validity_days" INTEGER NOT NULL,
    "marketing" JSONB NOT NULL,
    "options" JSONB NOT NULL,
    "endorsements" JSONB NOT NULL,
    "payment_plans" JSONB NOT NULL,
    "notices" JSONB NOT NULL,
    "terms" JSONB NOT NULL,
    "coverages" JSONB NOT NULL,
    "states_written" TEXT[],
    "class_codes" TEXT[],
    "eligibility" JSONB NOT NULL,
    "rating_plan" JSONB,
    "application_form" JSONB NOT NULL,

    CONSTRAINT "programs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "appointments" (
    "agency_id" UUID NOT NULL,
    "program_id" UUID NOT NULL,

    CONSTRAINT "appointments_pkey" PRIMARY KEY ("agency_id","program_id")
);

-- CreateTable
CREATE TABLE "classifications" (
    "id" UUID NOT NULL,
    "code" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "naics_codes" TEXT[],
    "basis" TEXT NOT NULL,

    CONSTRAINT "classifications_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "folios" (
    "id" UUID NOT NULL,
    "agency_id" UUID NOT NULL,
    "group_id" UUID NOT NULL,
    "original_quote_id" UUID,
    "source" TEXT,
    "client_state" JSONB,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "folios_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "applications" (
    "id" UUID NOT NULL,
    "folio_id" UUID NOT NULL,
    "agency_id" UUID NOT NULL,
    "program_id" UUID NOT NULL,
    "group_id" UUID NOT NULL,
    "attempt_number" INTEGER NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "status" "ApplicationStatus" NOT NULL DEFAULT 'pending',
    "system_payload" JSONB NOT NULL,
    "system_payload_hash" TEXT NOT NULL,
    "risk" JSONB NOT NULL,
    "selected_options" JSONB NOT NULL,
    "form_payload" JSONB NOT NULL DEFAULT '{}',
    "effective_date" TEXT,
    "expiration_date" TEXT,
    "valid_until" TIMESTAMP(3) NOT NULL,
    "rated_at" TIMESTAMP(3),
    "premium_cents" INTEGER,
    "fees_cents" INTEGER,
    "taxes_cents" INTEGER,
    "total_cents" INTEGER,
    "premium_detail" JSONB,
    "worksheet" JSONB,
    "carrier_quote_id" TEXT,
    "carrier_application_id" TEXT,
    "carrier_external_id" TEXT,
    "notices" JSONB NOT NULL DEFAULT '[]',
    "decline_reasons" JSONB,
    "failure_reason" TEXT,
    "lease_until" TIMESTAMP(3),
    "lease_token" UUID,
    "claim_count" INTEGER NOT NULL DEFAULT 0,
    "available_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "applications_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "carrier_calls" (
    "id" UUID NOT NULL,
    "application_id" UUID NOT NULL,
    "claim_number" INTEGER NOT NULL,
    "outcome" TEXT NOT NULL,
    "detail" JSONB NOT NULL,
    "duration_ms" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "carrier_calls_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "agencies_slug_key" ON "agencies"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");

-- CreateIndex
CREATE UNIQUE INDEX "api_keys_hash_key" ON "api_keys"("hash");

-- CreateIndex
CREATE INDEX "api_keys_agency_id_idx" ON "api_keys"("agency_id");

-- CreateIndex
CREATE UNIQUE INDEX "carriers_code_key" ON "carriers"("code");

-- CreateIndex
CREATE UNIQUE INDEX "programs_code_key" ON "programs"("code");

-- CreateIndex
CREATE UNIQUE INDEX "programs_slug_key" ON "programs"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "classifications_code_key" ON "classifications"("code");

-- CreateIndex
CREATE INDEX "folios_agency_id_group_id_created_at_id_idx" ON "folios"("agency_id", "group_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "applications_folio_id_idx" ON "applications"("folio_id");

-- CreateIndex
CREATE INDEX "applications_status_available_at_idx" ON "applications"("status", "available_at");

-- CreateIndex
CREATE UNIQUE INDEX "applications_group_id_program_id_attempt_number_key" ON "applications"("group_id", "program_id", "attempt_number");

-- CreateIndex
CREATE INDEX "carrier_calls_application_id_idx" ON "carrier_calls"("application_id");

-- AddForeignKey
ALTER TABLE "users" ADD CONSTRAINT "users_agency_id_fkey" FOREIGN KEY ("agency_id") REFERENCES "agencies"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_agency_id_fkey" FOREIGN KEY ("agency_id") REFERENCES "agencies"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "programs" ADD CONSTRAINT "programs_carrier_id_fkey" FOREIGN KEY ("carrier_id") REFERENCES "carriers"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_agency_id_fkey" FOREIGN KEY ("agency_id") REFERENCES "agencies"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_program_id_fkey" FOREIGN KEY ("program_id") REFERENCES "programs"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "folios" ADD CONSTRAINT "folios_agency_id_fkey" FOREIGN KEY ("agency_id") REFERENCES "agencies"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "applications" ADD CONSTRAINT "applications_folio_id_fkey" FOREIGN KEY ("folio_id") REFERENCES "folios"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "applications" ADD CONSTRAINT "applications_agency_id_fkey" FOREIGN KEY ("agency_id") REFERENCES "agencies"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "applications" ADD CONSTRAINT "applications_program_id_fkey" FOREIGN KEY ("program_id") REFERENCES "programs"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "carrier_calls" ADD CONSTRAINT "carrier_calls_application_id_fkey" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Hand-written: system_payload is the atomic rating block, recorded as submitted and hashed.
-- Nothing may change it (or its hash) afterwards; a change of rating factor is a re-quote.
CREATE FUNCTION applications_freeze_system_payload() RETURNS trigger AS $$
BEGIN
  IF NEW.system_payload IS DISTINCT FROM OLD.system_payload
     OR NEW.system_payload_hash IS DISTINCT FROM OLD.system_payload_hash THEN
    RAISE EXCEPTION 'system_payload of application % is immutable; re-quote instead', OLD.id
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER applications_system_payload_immutable
  BEFORE UPDATE ON "applications"
  FOR EACH ROW EXECUTE FUNCTION applications_freeze_system_payload();

-- CreateEnum
CREATE TYPE "JobStatus" AS ENUM ('pending', 'done', 'cancelled');

-- AlterTable
ALTER TABLE "agencies" ADD COLUMN     "clock_offset_days" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "folios" ADD COLUMN     "renewal_of_policy_id" UUID;

-- AlterTable: the cancellation rules become the program's servicing rules (the seed writes the new
-- shape on every start, as it does all program data).
ALTER TABLE "programs" RENAME COLUMN "cancellation_rules" TO "servicing_rules";

-- CreateTable
CREATE TABLE "scheduled_jobs" (
    "id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "policy_id" UUID NOT NULL,
    "key" TEXT NOT NULL DEFAULT '',
    "run_at" TIMESTAMP(3) NOT NULL,
    "status" "JobStatus" NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lease_until" TIMESTAMP(3),
    "lease_token" UUID,
    "last_error" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "done_at" TIMESTAMP(3),

    CONSTRAINT "scheduled_jobs_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "scheduled_jobs_status_run_at_idx" ON "scheduled_jobs"("status", "run_at");

-- CreateIndex
CREATE UNIQUE INDEX "scheduled_jobs_kind_policy_id_key_key" ON "scheduled_jobs"("kind", "policy_id", "key");

-- CreateIndex
CREATE INDEX "folios_renewal_of_policy_id_idx" ON "folios"("renewal_of_policy_id");

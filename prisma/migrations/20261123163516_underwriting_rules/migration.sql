-- CreateEnum
CREATE TYPE "UserRole" AS ENUM ('agent', 'underwriter');

-- AlterEnum
ALTER TYPE "ApplicationStatus" ADD VALUE 'referred';

-- AlterTable
ALTER TABLE "applications" ADD COLUMN     "referral_reasons" JSONB,
ADD COLUMN     "underwriter_decision" JSONB;

-- AlterTable
ALTER TABLE "programs" ADD COLUMN     "underwriting_rules" JSONB NOT NULL DEFAULT '{"version": "none", "maxSchedulePercent": 0, "rules": []}';

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "role" "UserRole" NOT NULL DEFAULT 'agent';

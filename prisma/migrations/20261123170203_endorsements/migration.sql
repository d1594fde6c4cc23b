-- AlterTable
ALTER TABLE "applications" ADD COLUMN     "added_endorsements" JSONB NOT NULL DEFAULT '[]';

-- AlterTable
ALTER TABLE "policies" ADD COLUMN     "added_endorsements" JSONB NOT NULL DEFAULT '[]',
ADD COLUMN     "additional_insureds" JSONB NOT NULL DEFAULT '[]';

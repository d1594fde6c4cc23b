-- AlterTable
ALTER TABLE "policies" ADD COLUMN     "lock_token" UUID,
ADD COLUMN     "lock_until" TIMESTAMP(3);

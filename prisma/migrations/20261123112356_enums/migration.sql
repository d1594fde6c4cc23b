-- String columns with a closed set of values become enums. Converted in place (USING casts) so that
-- existing rows keep their values; Prisma's generated diff would have dropped and re-added the columns.

-- CreateEnum
CREATE TYPE "CarrierAdapterKind" AS ENUM ('rating_table', 'sandbox_http');

-- CreateEnum
CREATE TYPE "PolicyStatus" AS ENUM ('active', 'cancelled');

-- CreateEnum
CREATE TYPE "PaymentFrequency" AS ENUM ('annual', 'monthly');

-- CreateEnum
CREATE TYPE "PaymentKind" AS ENUM ('charge', 'refund');

-- CreateEnum
CREATE TYPE "PaymentStatus" AS ENUM ('succeeded', 'failed', 'requires_action', 'processing', 'refunded');

-- AlterTable
ALTER TABLE "carriers" ALTER COLUMN "adapter" TYPE "CarrierAdapterKind" USING "adapter"::"CarrierAdapterKind";

-- AlterTable
ALTER TABLE "pay_links" ALTER COLUMN "payment_plan" TYPE "PaymentFrequency" USING "payment_plan"::"PaymentFrequency";

-- AlterTable
ALTER TABLE "payments" ALTER COLUMN "kind" TYPE "PaymentKind" USING "kind"::"PaymentKind",
ALTER COLUMN "status" TYPE "PaymentStatus" USING "status"::"PaymentStatus";

-- AlterTable
ALTER TABLE "policies" ALTER COLUMN "status" TYPE "PolicyStatus" USING "status"::"PolicyStatus",
ALTER COLUMN "payment_plan" TYPE "PaymentFrequency" USING "payment_plan"::"PaymentFrequency";

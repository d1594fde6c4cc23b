-- AlterTable
ALTER TABLE "carriers" ADD COLUMN     "financial_strength" TEXT;

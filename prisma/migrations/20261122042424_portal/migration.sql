-- AlterTable
ALTER TABLE "folios" ADD COLUMN     "insured_name" TEXT NOT NULL DEFAULT '';

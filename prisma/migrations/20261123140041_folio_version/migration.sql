-- AlterTable
ALTER TABLE "folios" ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

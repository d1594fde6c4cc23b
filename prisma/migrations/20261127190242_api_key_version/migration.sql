-- AlterTable
ALTER TABLE "api_keys" ADD COLUMN     "api_version" TEXT NOT NULL DEFAULT '2026-11-26';

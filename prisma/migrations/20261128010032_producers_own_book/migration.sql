-- AlterTable
ALTER TABLE "agencies" ADD COLUMN     "producers_see_all_book" BOOLEAN NOT NULL DEFAULT true;

-- AlterTable
ALTER TABLE "folios" ADD COLUMN     "created_by_user_id" UUID;

-- AlterTable
ALTER TABLE "insureds" ADD COLUMN     "created_by_user_id" UUID;

-- CreateIndex
CREATE INDEX "folios_agency_id_created_by_user_id_created_at_id_idx" ON "folios"("agency_id", "created_by_user_id", "created_at" DESC, "id" DESC);

-- AddForeignKey
ALTER TABLE "insureds" ADD CONSTRAINT "insureds_created_by_user_id_fkey" FOREIGN KEY ("created_by_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "folios" ADD CONSTRAINT "folios_created_by_user_id_fkey" FOREIGN KEY ("created_by_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

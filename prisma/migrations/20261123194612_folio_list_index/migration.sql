-- CreateIndex
CREATE INDEX "folios_agency_id_created_at_id_idx" ON "folios"("agency_id", "created_at" DESC, "id" DESC);

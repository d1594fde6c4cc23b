-- CreateIndex
CREATE INDEX "events_agency_id_created_at_idx" ON "events"("agency_id", "created_at");

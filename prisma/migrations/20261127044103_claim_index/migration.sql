-- CreateIndex
CREATE INDEX "applications_status_agency_id_available_at_id_idx" ON "applications"("status", "agency_id", "available_at", "id");

-- CreateIndex
CREATE INDEX "applications_status_agency_id_available_at_id_idx" ON "applications"("status", "agency_id", "available_at", "id");

-- CreateIndex
CREATE INDEX "applications_status_lease_until_idx" ON "applications"("status", "lease_until");

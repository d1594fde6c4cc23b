-- CreateIndex
CREATE INDEX "policies_active_expiration_idx" ON "policies"("agency_id", "expiration_date") WHERE (status = 'active');

-- CreateIndex
CREATE INDEX "policies_non_payment_notice_idx" ON "policies"("agency_id") WHERE (status = 'active' AND (cancellation ->> 'status') = 'scheduled' AND (cancellation ->> 'reason') = 'non_payment');

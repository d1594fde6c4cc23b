-- AlterTable
ALTER TABLE "policies" ADD COLUMN     "producer_id" UUID;

-- CreateIndex
CREATE INDEX "policies_active_expiration_idx" ON "policies"("agency_id", "expiration_date") WHERE (status = 'active');

-- CreateIndex
CREATE INDEX "policies_active_producer_expiration_idx" ON "policies"("agency_id", "producer_id", "expiration_date") WHERE (status = 'active');

-- CreateIndex
CREATE INDEX "policies_non_payment_notice_idx" ON "policies"("agency_id") WHERE (status = 'active' AND (cancellation ->> 'status') = 'scheduled' AND (cancellation ->> 'reason') = 'non_payment');

-- Hand-written (decision 056): a policy's producer_id is the producer of its application's folio (decision 045's
-- "bound from one of the user's folios"), said once here: set on insert (or when its application changes), and moved
-- when that folio changes owner. The insights read a producer's renewals due and notices by it, along the index above.
CREATE FUNCTION policies_set_producer() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.producer_id := (SELECT f.created_by_user_id FROM applications a JOIN folios f ON f.id = a.folio_id WHERE a.id = NEW.application_id);
  RETURN NEW;
END $$;

CREATE TRIGGER policies_producer
  BEFORE INSERT OR UPDATE OF application_id ON "policies"
  FOR EACH ROW EXECUTE FUNCTION policies_set_producer();

CREATE FUNCTION policies_follow_folio_owner() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE policies p SET producer_id = NEW.created_by_user_id
    FROM applications a WHERE a.id = p.application_id AND a.folio_id = NEW.id;
  RETURN NULL;
END $$;

CREATE TRIGGER folios_policy_producer
  AFTER UPDATE OF created_by_user_id ON "folios"
  FOR EACH ROW WHEN (OLD.created_by_user_id IS DISTINCT FROM NEW.created_by_user_id)
  EXECUTE FUNCTION policies_follow_folio_owner();

-- The backfill: one UPDATE of every policy with an application (row locks on policies only; see docs/scaling.md).
UPDATE policies p SET producer_id = f.created_by_user_id
  FROM applications a JOIN folios f ON f.id = a.folio_id
 WHERE a.id = p.application_id AND f.created_by_user_id IS NOT NULL;

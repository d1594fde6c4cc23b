-- AlterTable
ALTER TABLE "carriers" ADD COLUMN     "max_concurrent_calls" INTEGER NOT NULL DEFAULT 8;

-- Workers in any process wake when rating work appears (decision 023): a pending application that no
-- worker holds, inserted or handed back (a re-rating, a released claim), notifies the rating_queue
-- channel in the transaction that made it, so the notification is delivered on commit and never for
-- work that was rolled back. PostgreSQL folds identical notifications of one transaction into one.
CREATE FUNCTION rating_queue_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('rating_queue', '');
  RETURN NULL;
END
$$;

CREATE TRIGGER applications_rating_queue_notify
  AFTER INSERT OR UPDATE OF status, lease_until, available_at ON applications
  FOR EACH ROW WHEN (NEW.status = 'pending' AND NEW.lease_until IS NULL)
  EXECUTE FUNCTION rating_queue_notify();


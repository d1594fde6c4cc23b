-- Hand-written (decision 015): a change to a folio row, or a card added, removed or with a new validity,
-- notifies the folio's id on channel folio_changed, to a session that listens on it. The embedded database
-- (PGlite: one session, which listens) keeps folio versions in memory from these notifications; on
-- PostgreSQL no writing session listens, so each row costs the check below and nothing is queued (an
-- unconditional NOTIFY would also serialise every such commit on the notification queue's lock).
CREATE OR REPLACE FUNCTION folio_changed_notify() RETURNS trigger AS $$
DECLARE
  changed record := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_listening_channels() AS channel WHERE channel = 'folio_changed') THEN
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'folios' THEN
    PERFORM pg_notify('folio_changed', changed.id::text);
  ELSE
    PERFORM pg_notify('folio_changed', changed.folio_id::text);
    IF TG_OP = 'UPDATE' AND OLD.folio_id IS DISTINCT FROM NEW.folio_id THEN
      PERFORM pg_notify('folio_changed', OLD.folio_id::text);
    END IF;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

-- OR REPLACE and IF EXISTS: embedded data directories made before this migration have the function and
-- triggers from the run-time set-up it replaces.
DROP TRIGGER IF EXISTS folios_changed_notify ON "folios";
CREATE TRIGGER folios_changed_notify
  AFTER UPDATE OR DELETE ON "folios"
  FOR EACH ROW EXECUTE FUNCTION folio_changed_notify();

DROP TRIGGER IF EXISTS applications_validity_notify ON "applications";
CREATE TRIGGER applications_validity_notify
  AFTER INSERT OR DELETE OR UPDATE OF valid_until, folio_id ON "applications"
  FOR EACH ROW EXECUTE FUNCTION folio_changed_notify();

-- Hand-written: the audit log is append only (decision 042). The row trigger of 20261122041016_binding refuses
-- UPDATE and DELETE; TRUNCATE fires no row trigger, so a statement trigger refuses it too.
CREATE TRIGGER audit_events_no_truncate
  BEFORE TRUNCATE ON "audit_events"
  FOR EACH STATEMENT EXECUTE FUNCTION audit_events_append_only();

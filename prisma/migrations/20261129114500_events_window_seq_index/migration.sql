-- GET /v1/events with a created window (lib/db/queries/events.ts, eventsOfWindow): the window's seqs read from the
-- index alone, so its newest events are found without walking every event written since (issue 28 item 3; decision
-- 062). CONCURRENTLY, this statement alone, outside a transaction: events go on being written while it is built
-- (docs/scaling.md, "Migration locks"). It replaces events_agency_id_created_at_idx, its prefix (dropped next).
CREATE INDEX CONCURRENTLY IF NOT EXISTS "events_agency_id_created_at_seq_idx" ON "events"("agency_id", "created_at", "seq");

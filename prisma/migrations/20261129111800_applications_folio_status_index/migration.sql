-- The dashboard's status and program filters probe each folio's cards (lib/db/queries/folios/list.ts). On
-- (folio_id, status, program_id) those probes read the index alone, not each card's row (issue 28 item 3; docs/scaling.md,
-- "Migration locks"). CONCURRENTLY: built without blocking writes to applications, so this file holds this one statement
-- and is not run in a transaction. It replaces applications_folio_id_idx (the next migration drops that one).
CREATE INDEX CONCURRENTLY IF NOT EXISTS "applications_folio_id_status_program_id_idx" ON "applications"("folio_id", "status", "program_id");

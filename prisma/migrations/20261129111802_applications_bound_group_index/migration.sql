-- "Is a card of this shopping session bound?", asked of every session the dashboard walks (lib/db/queries/folios/list.ts):
-- the bound cards alone (one in twenty), by group, read without their rows. CONCURRENTLY, this statement alone, outside a
-- transaction: writes to applications go on while it is built (docs/scaling.md, "Migration locks").
CREATE INDEX CONCURRENTLY IF NOT EXISTS "applications_bound_group_id_agency_id_idx" ON "applications"("group_id", "agency_id") WHERE (status = 'bound');

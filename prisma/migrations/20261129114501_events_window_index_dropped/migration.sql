-- events (agency_id, created_at) is the prefix of the index the previous migration built (the window's count and
-- retention's deletes use that one now): dropped CONCURRENTLY, this statement alone, outside a transaction.
DROP INDEX CONCURRENTLY IF EXISTS "events_agency_id_created_at_idx";

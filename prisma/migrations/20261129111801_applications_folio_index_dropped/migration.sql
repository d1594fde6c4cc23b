-- applications (folio_id) is the prefix of the index the previous migration built: dropped without blocking reads or
-- writes (CONCURRENTLY, this statement alone, outside a transaction).
DROP INDEX CONCURRENTLY IF EXISTS "applications_folio_id_idx";

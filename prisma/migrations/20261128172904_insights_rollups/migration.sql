-- CreateTable
CREATE TABLE "insight_requests" (
    "group_id" UUID NOT NULL,
    "program_id" UUID NOT NULL,
    "agency_id" UUID NOT NULL,
    "day" DATE NOT NULL,
    "producer_id" UUID NOT NULL,
    "attempts" INTEGER NOT NULL,
    "quoted" INTEGER NOT NULL,
    "bound" INTEGER NOT NULL,

    CONSTRAINT "insight_requests_pkey" PRIMARY KEY ("group_id","program_id")
);

-- CreateTable
CREATE TABLE "insight_folios" (
    "folio_id" UUID NOT NULL,
    "agency_id" UUID NOT NULL,
    "day" DATE NOT NULL,
    "producer_id" UUID NOT NULL,
    "seconds" DOUBLE PRECISION,

    CONSTRAINT "insight_folios_pkey" PRIMARY KEY ("folio_id")
);

-- CreateTable
CREATE TABLE "insight_referrals" (
    "application_id" UUID NOT NULL,
    "agency_id" UUID NOT NULL,
    "day" DATE NOT NULL,
    "producer_id" UUID NOT NULL,
    "waiting" BOOLEAN NOT NULL,
    "hours" DOUBLE PRECISION,

    CONSTRAINT "insight_referrals_pkey" PRIMARY KEY ("application_id")
);

-- CreateTable
CREATE TABLE "insight_days" (
    "agency_id" UUID NOT NULL,
    "day" DATE NOT NULL,
    "producer_id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "n" INTEGER NOT NULL,
    "code" TEXT,
    "message" TEXT,
    "premium_cents" BIGINT NOT NULL DEFAULT 0,
    "total_cents" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "insight_days_pkey" PRIMARY KEY ("agency_id","day","producer_id","kind","key")
);

-- CreateTable
CREATE TABLE "insight_deltas" (
    "id" BIGSERIAL NOT NULL,
    "agency_id" UUID NOT NULL,
    "day" DATE NOT NULL,
    "producer_id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "n" INTEGER NOT NULL,
    "code" TEXT,
    "message" TEXT,
    "premium_cents" BIGINT NOT NULL DEFAULT 0,
    "total_cents" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "insight_deltas_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "insight_folios_agency_id_day_producer_id_seconds_idx" ON "insight_folios"("agency_id", "day", "producer_id", "seconds");

-- CreateIndex
CREATE INDEX "insight_referrals_agency_id_day_producer_id_idx" ON "insight_referrals"("agency_id", "day", "producer_id");

-- CreateIndex
CREATE INDEX "insight_days_agency_id_kind_day_idx" ON "insight_days"("agency_id", "kind", "day");

-- CreateIndex
CREATE INDEX "insight_deltas_agency_id_day_idx" ON "insight_deltas"("agency_id", "day");

-- Hand-written (decision 056): the insights report reads these rollups instead of counting a year of folios and
-- applications per request. Triggers keep them exact in the transaction that changes an application or a folio;
-- insights_rebuild() makes them whole from the tables (this migration's backfill; the big book's generator).
--
-- What a row counts is said once, in the insights_* functions below, which both the triggers and the rebuild use.
-- A folio's key: its agency, its created_at (UTC) date, its producer (created_by_user_id, the nil uuid for none);
-- a renewal offer (renewal_of_policy_id set) counts nowhere.

-- An application is quoted when it was priced (a referral is priced) or an underwriter decided it.
CREATE FUNCTION insights_quoted(status "ApplicationStatus", decision jsonb) RETURNS boolean
  LANGUAGE sql IMMUTABLE AS $$ SELECT status IN ('success', 'referred', 'bound') OR decision IS NOT NULL $$;

-- Its decline reasons, once per rule where the reason names one (knock-outs share a code), else per code.
CREATE FUNCTION insights_decline_keys(reasons jsonb) RETURNS TABLE (key text, code text, message text)
  LANGUAGE sql IMMUTABLE AS $$
    SELECT coalesce(d->>'rule', d->>'code', 'unknown'), min(coalesce(d->>'code', 'unknown')), min(d->>'message')
      FROM jsonb_array_elements(CASE WHEN jsonb_typeof(reasons) = 'array' THEN reasons ELSE '[]'::jsonb END) AS d
     GROUP BY 1 $$;

-- The referral rules that matched it: those waiting (referral_reasons) and those an underwriter decided.
CREATE FUNCTION insights_referral_keys(reasons jsonb, decision jsonb) RETURNS TABLE (key text, message text)
  LANGUAGE sql IMMUTABLE AS $$
    SELECT rule, max(message) FROM (
      SELECT r->>'rule' AS rule, r->>'message' AS message
        FROM jsonb_array_elements(CASE WHEN jsonb_typeof(reasons) = 'array' THEN reasons ELSE '[]'::jsonb END) AS r
      UNION ALL
      SELECT r #>> '{}', NULL
        FROM jsonb_array_elements(CASE WHEN jsonb_typeof(decision->'rules') = 'array' THEN decision->'rules' ELSE '[]'::jsonb END) AS r
    ) m WHERE rule IS NOT NULL GROUP BY rule $$;

-- Hours from a referred application's request to its underwriter's decision; null before one.
CREATE FUNCTION insights_decision_hours(decision jsonb, created_at timestamp) RETURNS float8
  LANGUAGE sql IMMUTABLE AS $$
    SELECT CASE WHEN decision ? 'at' THEN EXTRACT(EPOCH FROM ((decision->>'at')::timestamptz AT TIME ZONE 'UTC' - created_at)) / 3600.0 END $$;

-- One application's decline and referral reasons, and its referral, counted (sign 1) or taken back (-1) under
-- its folio's key. Append-only deltas: no writer waits on another's counter row.
CREATE FUNCTION insights_application_add(a applications, f_agency uuid, f_day date, f_producer uuid, sign integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO insight_deltas (agency_id, day, producer_id, kind, key, n, code, message)
    SELECT f_agency, f_day, f_producer, 'decline', d.key, sign, d.code, d.message FROM insights_decline_keys(a.decline_reasons) d
    UNION ALL
    SELECT f_agency, f_day, f_producer, 'referral', r.key, sign, NULL, r.message FROM insights_referral_keys(a.referral_reasons, a.underwriter_decision) r;
  IF sign < 0 THEN
    DELETE FROM insight_referrals WHERE application_id = a.id;
  ELSIF a.status = 'referred' OR a.underwriter_decision IS NOT NULL THEN
    INSERT INTO insight_referrals (application_id, agency_id, day, producer_id, waiting, hours)
    SELECT a.id, f_agency, f_day, f_producer, a.status = 'referred' AND h IS NULL, h
      FROM insights_decision_hours(a.underwriter_decision, a.created_at) AS h
    ON CONFLICT (application_id) DO UPDATE
      SET agency_id = excluded.agency_id, day = excluded.day, producer_id = excluded.producer_id, waiting = excluded.waiting, hours = excluded.hours;
  END IF;
END $$;

-- A quote request (group, program) counted anew from its applications, under its first attempt's folio; what it
-- counted before is taken back. The request's row is locked first, so two changes to one request count in turn.
CREATE FUNCTION insights_refresh_request(g uuid, p uuid) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  old insight_requests;
  cur record;
  nil CONSTANT uuid := '00000000-0000-0000-0000-000000000000';
BEGIN
  INSERT INTO insight_requests VALUES (g, p, nil, '1970-01-01', nil, 0, 0, 0) ON CONFLICT DO NOTHING;
  SELECT * INTO old FROM insight_requests WHERE group_id = g AND program_id = p FOR UPDATE;
  SELECT f.agency_id, f.created_at::date AS day, coalesce(f.created_by_user_id, nil) AS producer, f.renewal_of_policy_id IS NULL AS counted,
         s.attempts, s.quoted, s.bound
    INTO cur
    FROM (SELECT count(*)::int AS attempts,
                 count(*) FILTER (WHERE insights_quoted(a.status, a.underwriter_decision))::int AS quoted,
                 count(*) FILTER (WHERE a.status = 'bound')::int AS bound,
                 (array_agg(a.folio_id ORDER BY a.attempt_number, a.id))[1] AS first_folio
            FROM applications a WHERE a.group_id = g AND a.program_id = p) s
    LEFT JOIN folios f ON f.id = s.first_folio;
  IF old.attempts > 0 THEN
    INSERT INTO insight_deltas (agency_id, day, producer_id, kind, key, n)
      SELECT old.agency_id, old.day, old.producer_id, k, p::text, -1
        FROM unnest(ARRAY['started', 'quoted', 'bound'], ARRAY[true, old.quoted > 0, old.bound > 0]) AS t(k, counts) WHERE counts;
  END IF;
  IF cur.attempts > 0 AND cur.counted THEN
    UPDATE insight_requests SET agency_id = cur.agency_id, day = cur.day, producer_id = cur.producer, attempts = cur.attempts, quoted = cur.quoted, bound = cur.bound
     WHERE group_id = g AND program_id = p;
    INSERT INTO insight_deltas (agency_id, day, producer_id, kind, key, n)
      SELECT cur.agency_id, cur.day, cur.producer, k, p::text, 1
        FROM unnest(ARRAY['started', 'quoted', 'bound'], ARRAY[true, cur.quoted > 0, cur.bound > 0]) AS t(k, counts) WHERE counts;
  ELSE
    DELETE FROM insight_requests WHERE group_id = g AND program_id = p;
  END IF;
END $$;

-- A folio's time to every card priced, computed anew: seconds from its creation to its last answer, null while a
-- card is pending. Its row is locked first, so of two answers committing at once the later sees the earlier.
CREATE FUNCTION insights_refresh_folio(fid uuid) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  cur record;
  nil CONSTANT uuid := '00000000-0000-0000-0000-000000000000';
BEGIN
  INSERT INTO insight_folios VALUES (fid, nil, '1970-01-01', nil, NULL) ON CONFLICT DO NOTHING;
  PERFORM 1 FROM insight_folios WHERE folio_id = fid FOR UPDATE;
  SELECT f.agency_id, f.created_at::date AS day, coalesce(f.created_by_user_id, nil) AS producer, f.renewal_of_policy_id IS NULL AS counted,
         s.cards, s.pending, EXTRACT(EPOCH FROM (s.last_answer - f.created_at))::float8 AS seconds
    INTO cur
    FROM folios f,
         LATERAL (SELECT count(*) AS cards, count(*) FILTER (WHERE a.status = 'pending') AS pending, max(coalesce(a.rated_at, a.updated_at)) AS last_answer
                    FROM applications a WHERE a.folio_id = f.id) s
   WHERE f.id = fid;
  IF FOUND AND cur.counted AND cur.cards > 0 THEN
    UPDATE insight_folios SET agency_id = cur.agency_id, day = cur.day, producer_id = cur.producer,
           seconds = CASE WHEN cur.pending = 0 THEN cur.seconds END
     WHERE folio_id = fid;
  ELSE
    DELETE FROM insight_folios WHERE folio_id = fid;
  END IF;
END $$;

-- Row by row, in the statement: reasons and referrals move with the application.
CREATE FUNCTION insights_application_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  k record;
  nil CONSTANT uuid := '00000000-0000-0000-0000-000000000000';
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT agency_id, created_at::date AS day, coalesce(created_by_user_id, nil) AS producer INTO k
      FROM folios WHERE id = OLD.folio_id AND renewal_of_policy_id IS NULL;
    IF FOUND THEN PERFORM insights_application_add(OLD, k.agency_id, k.day, k.producer, -1); END IF;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    SELECT agency_id, created_at::date AS day, coalesce(created_by_user_id, nil) AS producer INTO k
      FROM folios WHERE id = NEW.folio_id AND renewal_of_policy_id IS NULL;
    IF FOUND THEN PERFORM insights_application_add(NEW, k.agency_id, k.day, k.producer, 1); END IF;
  END IF;
  RETURN NULL;
END $$;

-- At commit: the request and the folio counted anew (by then the rating path holds the folio's lock, so two
-- outcomes committing at once are counted in turn, the later seeing the earlier).
CREATE FUNCTION insights_application_settled() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- The folio's row first, then the request's: every writer of a folio's cards takes them in that order.
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM insights_refresh_folio(OLD.folio_id);
    PERFORM insights_refresh_request(OLD.group_id, OLD.program_id);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.folio_id IS DISTINCT FROM OLD.folio_id) THEN
    PERFORM insights_refresh_folio(NEW.folio_id);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND (NEW.group_id, NEW.program_id) IS DISTINCT FROM (OLD.group_id, OLD.program_id)) THEN
    PERFORM insights_refresh_request(NEW.group_id, NEW.program_id);
  END IF;
  RETURN NULL;
END $$;

-- A policy's premium and total, counted (sign 1) or taken back (-1) on its own created_at date, under the producer
-- of its application's folio (none for a policy without an application).
CREATE FUNCTION insights_policy_add(p policies, owner uuid, sign integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO insight_deltas (agency_id, day, producer_id, kind, key, n, premium_cents, total_cents)
  VALUES (p.agency_id, p.created_at::date, coalesce(owner, '00000000-0000-0000-0000-000000000000'::uuid), 'premium', '', sign,
          sign * p.premium_cents::bigint, sign * p.total_cents::bigint) $$;

-- The producer of a policy's application's folio.
CREATE FUNCTION insights_policy_owner(application uuid) RETURNS uuid
LANGUAGE sql STABLE AS $$
  SELECT f.created_by_user_id FROM applications a JOIN folios f ON f.id = a.folio_id WHERE a.id = application $$;

CREATE FUNCTION insights_policy_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM insights_policy_add(OLD, insights_policy_owner(OLD.application_id), -1); END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN PERFORM insights_policy_add(NEW, insights_policy_owner(NEW.application_id), 1); END IF;
  RETURN NULL;
END $$;

-- A folio's key changed (its date, producer, agency or renewal flag): everything it counted moves.
CREATE FUNCTION insights_folio_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  a applications;
  nil CONSTANT uuid := '00000000-0000-0000-0000-000000000000';
BEGIN
  FOR a IN SELECT * FROM applications WHERE folio_id = NEW.id ORDER BY id LOOP
    IF OLD.renewal_of_policy_id IS NULL THEN
      PERFORM insights_application_add(a, OLD.agency_id, OLD.created_at::date, coalesce(OLD.created_by_user_id, nil), -1);
    END IF;
    IF NEW.renewal_of_policy_id IS NULL THEN
      PERFORM insights_application_add(a, NEW.agency_id, NEW.created_at::date, coalesce(NEW.created_by_user_id, nil), 1);
    END IF;
    PERFORM insights_refresh_request(a.group_id, a.program_id);
  END LOOP;
  IF OLD.created_by_user_id IS DISTINCT FROM NEW.created_by_user_id THEN
    PERFORM insights_policy_add(p, OLD.created_by_user_id, -1), insights_policy_add(p, NEW.created_by_user_id, 1)
       FROM policies p JOIN applications pa ON pa.id = p.application_id WHERE pa.folio_id = NEW.id;
  END IF;
  PERFORM insights_refresh_folio(NEW.id);
  RETURN NULL;
END $$;

CREATE TRIGGER applications_insights
  AFTER INSERT OR DELETE OR UPDATE OF folio_id, status, decline_reasons, referral_reasons, underwriter_decision, created_at ON "applications"
  FOR EACH ROW EXECUTE FUNCTION insights_application_changed();

CREATE CONSTRAINT TRIGGER applications_insights_settled
  AFTER INSERT OR DELETE OR UPDATE OF folio_id, group_id, program_id, attempt_number, status, underwriter_decision, rated_at ON "applications"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION insights_application_settled();

CREATE TRIGGER policies_insights
  AFTER INSERT OR DELETE OR UPDATE OF agency_id, application_id, created_at, premium_cents, total_cents ON "policies"
  FOR EACH ROW EXECUTE FUNCTION insights_policy_changed();

CREATE TRIGGER folios_insights
  AFTER UPDATE OF agency_id, created_at, created_by_user_id, renewal_of_policy_id ON "folios"
  FOR EACH ROW
  WHEN ((OLD.agency_id, OLD.created_at::date, OLD.created_by_user_id, OLD.renewal_of_policy_id IS NULL)
        IS DISTINCT FROM (NEW.agency_id, NEW.created_at::date, NEW.created_by_user_id, NEW.renewal_of_policy_id IS NULL))
  EXECUTE FUNCTION insights_folio_changed();

-- Folds the deltas into insight_days. The report calls it before it reads (rows a writer has not committed yet
-- stay for the next fold); one fold at a time.
CREATE FUNCTION insights_compact() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('insights_compact'));
  WITH moved AS (DELETE FROM insight_deltas RETURNING *)
  INSERT INTO insight_days AS d (agency_id, day, producer_id, kind, key, n, code, message, premium_cents, total_cents)
  SELECT agency_id, day, producer_id, kind, key, sum(n)::int, min(code),
         CASE WHEN kind = 'referral' THEN max(message) ELSE min(message) END, sum(premium_cents), sum(total_cents)
    FROM moved GROUP BY agency_id, day, producer_id, kind, key
    ORDER BY agency_id, day, producer_id, kind, key
  ON CONFLICT (agency_id, day, producer_id, kind, key) DO UPDATE
    SET n = d.n + excluded.n,
        premium_cents = d.premium_cents + excluded.premium_cents,
        total_cents = d.total_cents + excluded.total_cents,
        code = least(d.code, excluded.code),
        message = CASE WHEN d.kind = 'referral' THEN greatest(d.message, excluded.message) ELSE least(d.message, excluded.message) END;
END $$;

-- Every rollup made whole from the tables, set-based. Used by this migration, and by a bulk load that turns the
-- four triggers off while it writes (bench/book.ts).
CREATE FUNCTION insights_rebuild() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('insights_compact'));
  TRUNCATE insight_requests, insight_folios, insight_referrals, insight_days, insight_deltas;
  DROP TABLE IF EXISTS pg_temp.insights_keyed;
  CREATE TEMP TABLE insights_keyed ON COMMIT DROP AS
    SELECT a.id, a.folio_id, a.status, a.decline_reasons, a.referral_reasons, a.underwriter_decision, a.created_at, a.rated_at, a.updated_at,
           f.created_at AS folio_created_at, f.agency_id AS k_agency, f.created_at::date AS k_day, coalesce(f.created_by_user_id, '00000000-0000-0000-0000-000000000000'::uuid) AS k_producer
      FROM applications a JOIN folios f ON f.id = a.folio_id WHERE f.renewal_of_policy_id IS NULL;

  INSERT INTO insight_requests (group_id, program_id, agency_id, day, producer_id, attempts, quoted, bound)
  SELECT group_id, program_id, (array_agg(k_agency ORDER BY attempt_number, id))[1], (array_agg(k_day ORDER BY attempt_number, id))[1],
         (array_agg(k_producer ORDER BY attempt_number, id))[1], count(*),
         count(*) FILTER (WHERE insights_quoted(status, underwriter_decision)), count(*) FILTER (WHERE status = 'bound')
    FROM applications a
    JOIN (SELECT id AS fid, agency_id AS k_agency, created_at::date AS k_day, coalesce(created_by_user_id, '00000000-0000-0000-0000-000000000000'::uuid) AS k_producer,
                 renewal_of_policy_id IS NULL AS counted FROM folios) f ON f.fid = a.folio_id
   GROUP BY group_id, program_id
  HAVING (array_agg(counted ORDER BY attempt_number, id))[1];

  INSERT INTO insight_days (agency_id, day, producer_id, kind, key, n)
  SELECT agency_id, day, producer_id, t.k, program_id::text, count(*)::int
    FROM insight_requests, unnest(ARRAY['started', 'quoted', 'bound'], ARRAY[true, quoted > 0, bound > 0]) AS t(k, counts)
   WHERE counts GROUP BY 1, 2, 3, 4, 5;

  INSERT INTO insight_days (agency_id, day, producer_id, kind, key, n, code, message)
  SELECT k_agency, k_day, k_producer, 'decline', d.key, count(*)::int, min(d.code), min(d.message)
    FROM insights_keyed a, insights_decline_keys(a.decline_reasons) d WHERE a.decline_reasons IS NOT NULL GROUP BY 1, 2, 3, 5
  UNION ALL
  SELECT k_agency, k_day, k_producer, 'referral', r.key, count(*)::int, NULL, max(r.message)
    FROM insights_keyed a, insights_referral_keys(a.referral_reasons, a.underwriter_decision) r
   WHERE a.referral_reasons IS NOT NULL OR a.underwriter_decision IS NOT NULL GROUP BY 1, 2, 3, 5;

  INSERT INTO insight_days (agency_id, day, producer_id, kind, key, n, premium_cents, total_cents)
  SELECT p.agency_id, p.created_at::date, coalesce(f.created_by_user_id, '00000000-0000-0000-0000-000000000000'::uuid), 'premium', '',
         count(*)::int, sum(p.premium_cents), sum(p.total_cents)
    FROM policies p LEFT JOIN applications a ON a.id = p.application_id LEFT JOIN folios f ON f.id = a.folio_id
   GROUP BY 1, 2, 3;

  INSERT INTO insight_referrals (application_id, agency_id, day, producer_id, waiting, hours)
  SELECT id, k_agency, k_day, k_producer, status = 'referred' AND h IS NULL, h
    FROM insights_keyed, LATERAL (SELECT insights_decision_hours(underwriter_decision, created_at) AS h) x
   WHERE status = 'referred' OR underwriter_decision IS NOT NULL;

  INSERT INTO insight_folios (folio_id, agency_id, day, producer_id, seconds)
  SELECT folio_id, min(k_agency::text)::uuid, min(k_day), min(k_producer::text)::uuid,
         CASE WHEN bool_and(status <> 'pending') THEN EXTRACT(EPOCH FROM (max(coalesce(rated_at, updated_at)) - min(folio_created_at)))::float8 END
    FROM insights_keyed
   GROUP BY folio_id;
END $$;

-- The backfill. On the big book (docs/scaling.md, "Migration locks") it holds CREATE TRIGGER's lock on
-- applications, folios and policies (SHARE ROW EXCLUSIVE: reads go on, writes wait) for the rebuild's time.
SELECT insights_rebuild();

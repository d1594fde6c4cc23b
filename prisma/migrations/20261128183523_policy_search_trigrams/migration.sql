-- AlterTable
ALTER TABLE "policies" ADD COLUMN     "insured_name" TEXT NOT NULL DEFAULT '';

-- Hand-written (decision 058): insured_name is insured->>'name', kept by this trigger on every write of insured,
-- so the policy search reads one text column along a trigram index (as the folios' client search, decision 054).
CREATE FUNCTION policies_set_insured_name() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.insured_name := coalesce(NEW.insured->>'name', '');
  RETURN NEW;
END $$;

CREATE TRIGGER policies_insured_name
  BEFORE INSERT OR UPDATE OF insured ON "policies"
  FOR EACH ROW EXECUTE FUNCTION policies_set_insured_name();

-- The backfill, before the indexes are built.
UPDATE policies SET insured_name = coalesce(insured->>'name', '') WHERE insured_name IS DISTINCT FROM coalesce(insured->>'name', '');

-- CreateIndex
CREATE INDEX "policies_number_trgm_idx" ON "policies" USING GIN ("number" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "policies_insured_name_trgm_idx" ON "policies" USING GIN ("insured_name" gin_trgm_ops);

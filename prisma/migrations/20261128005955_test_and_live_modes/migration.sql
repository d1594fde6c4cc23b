-- AlterTable
ALTER TABLE "agencies" ADD COLUMN     "live_agency_id" UUID,
ADD COLUMN     "livemode" BOOLEAN NOT NULL DEFAULT true;

-- CreateIndex
CREATE UNIQUE INDEX "agencies_live_agency_id_key" ON "agencies"("live_agency_id");

-- AddForeignKey
ALTER TABLE "agencies" ADD CONSTRAINT "agencies_live_agency_id_fkey" FOREIGN KEY ("live_agency_id") REFERENCES "agencies"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- A live agency has no live agency; a test twin names its live agency (decision 043).
ALTER TABLE "agencies" ADD CONSTRAINT "agencies_mode_check" CHECK ("livemode" = ("live_agency_id" IS NULL));

-- Every agency there is today is live, and gets its test twin: same name and office, the same appointments,
-- its own (empty) book, keys, webhook endpoints and sandbox clock. What was made so far stays live.
INSERT INTO "agencies" ("id", "slug", "name", "address", "phone", "surplus_lines_license", "livemode", "live_agency_id")
SELECT gen_random_uuid(), a."slug" || '--test', a."name", a."address", a."phone", a."surplus_lines_license", false, a."id"
  FROM "agencies" a WHERE a."livemode";

INSERT INTO "appointments" ("agency_id", "program_id")
SELECT t."id", ap."program_id" FROM "appointments" ap JOIN "agencies" t ON t."live_agency_id" = ap."agency_id";

-- AlterTable
ALTER TABLE "agencies" ADD COLUMN     "address" JSONB,
ADD COLUMN     "phone" TEXT,
ADD COLUMN     "surplus_lines_license" TEXT;

-- AlterTable
ALTER TABLE "policies" ADD COLUMN     "premises_address" JSONB,
ADD COLUMN     "retroactive_date" TEXT;

-- AlterTable
ALTER TABLE "programs" ADD COLUMN     "declarations" JSONB NOT NULL DEFAULT '{}';

-- CreateTable
CREATE TABLE "certificates" (
    "id" UUID NOT NULL,
    "agency_id" UUID NOT NULL,
    "policy_id" UUID NOT NULL,
    "sequence" INTEGER NOT NULL,
    "number" TEXT NOT NULL,
    "holder" JSONB NOT NULL,
    "description" TEXT,
    "additional_insured" BOOLEAN NOT NULL,
    "issued_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "certificates_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "certificates_number_key" ON "certificates"("number");

-- CreateIndex
CREATE UNIQUE INDEX "certificates_policy_id_sequence_key" ON "certificates"("policy_id", "sequence");

-- AddForeignKey
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_policy_id_fkey" FOREIGN KEY ("policy_id") REFERENCES "policies"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- CreateTable
CREATE TABLE "naics_codes" (
    "code" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "level" TEXT NOT NULL,
    "description" TEXT NOT NULL,

    CONSTRAINT "naics_codes_pkey" PRIMARY KEY ("code")
);

-- CreateTable
CREATE TABLE "naics_index_terms" (
    "id" SERIAL NOT NULL,
    "code" TEXT NOT NULL,
    "term" TEXT NOT NULL,

    CONSTRAINT "naics_index_terms_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "naics_index_terms_code_idx" ON "naics_index_terms"("code");

-- CreateTable
CREATE TABLE "naics_synonyms" (
    "id" SERIAL NOT NULL,
    "term" TEXT NOT NULL,
    "code" TEXT NOT NULL,

    CONSTRAINT "naics_synonyms_pkey" PRIMARY KEY ("id")
);

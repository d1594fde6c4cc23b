import { apiRoute } from "@/lib/api/route";
import { searchNaicsCodes } from "@/lib/appetite/service";
import { NaicsSearchQuery } from "@/lib/schemas/appetite";

// GET /v1/appetite/naics?q=: NAICS 2022 codes by code prefix or words (index terms included), ranked
export const GET = apiRoute({
  query: NaicsSearchQuery,
  handler: async ({ db, query }) => ({ data: await searchNaicsCodes(db, query.q, query.limit, query.level) }),
});

import { apiRoute } from "@/lib/api/route";
import { searchNaicsCodes } from "@/lib/appetite/service";
import { NaicsSearchQuery, NaicsSearchResponse } from "@/lib/schemas/appetite";

// GET /v1/appetite/naics?q=: NAICS 2022 codes by code prefix or words (index terms included), ranked
export const GET = apiRoute({
  operation: {
    id: "searchNaics",
    tag: "Appetite",
    summary: "Search NAICS 2022 codes",
    description: "By code prefix or words in titles and Census index terms; ranked and typo-tolerant.",
  },
  query: NaicsSearchQuery,
  response: { data: NaicsSearchResponse.shape.data, description: "Ranked hits" },
  handler: async ({ db, query }) => ({ items: await searchNaicsCodes(db, query.q, query.limit, query.level) }),
});

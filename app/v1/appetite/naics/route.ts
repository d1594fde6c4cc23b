import { apiRoute } from "@/lib/api/route";
import { searchNaicsCodes } from "@/lib/appetite/service";
import { NaicsSearchQuery, NaicsSearchResponse } from "@/lib/schemas/appetite";

// GET /v1/appetite/naics?q=: NAICS 2022 codes by code prefix or words (index terms included), ranked
export const GET = apiRoute({
  permission: "read",
  operation: {
    id: "searchNaics",
    tag: "Appetite",
    summary: "Search NAICS 2022 codes",
    description:
      "By code prefix, or by words: titles, Census index terms and agents' everyday words (roofer, IT consulting, boutique, bar, cleaning company, ...); ranked and typo-tolerant. Among hits matching as many words, codes that a program your agency is appointed for writes come first (inAppetite).",
  },
  query: NaicsSearchQuery,
  response: { data: NaicsSearchResponse.shape.data, description: "Ranked hits" },
  handler: async ({ db, agency, query }) => ({ items: await searchNaicsCodes(db, agency.agencyId, query.q, query.limit, query.level) }),
});

export * from "@/app/v1/fallback";

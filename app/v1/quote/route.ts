import { readIdempotencyKey, withIdempotency } from "@/lib/api/idempotency";
import { apiRoute } from "@/lib/api/route";
import { createQuoteFolio, createdFolioAnswer, viewFolioList } from "@/lib/quotes/service";
import { CreateQuoteRequest, ListQuotesQuery } from "@/lib/schemas/quote";

// POST /v1/quote: create a quote folio, one application per program
export const POST = apiRoute({
  body: CreateQuoteRequest,
  handler: async ({ db, agency, body, raw, req }) =>
    withIdempotency(db, agency.agencyId, readIdempotencyKey(req), "POST /v1/quote", raw, {
      run: async (mark) => ({ status: 201, data: await createQuoteFolio(db, agency.agencyId, body, raw, mark) }),
      recover: async (folioId) => ({ status: 201, data: await createdFolioAnswer(db, agency.agencyId, folioId) }),
    }),
});

// GET /v1/quote?groupId=&q=: the folios of one shopping session (or the agency's recent ones), newest first
export const GET = apiRoute({
  query: ListQuotesQuery,
  handler: async ({ db, agency, query }) => ({
    data: await viewFolioList(db, agency.agencyId, { ...(query.groupId ? { groupId: query.groupId } : {}), ...(query.q ? { q: query.q } : {}) }, query.limit, query.cursor),
  }),
});

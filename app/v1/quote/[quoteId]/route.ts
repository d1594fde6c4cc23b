import { readIdempotencyKey, withIdempotency } from "@/lib/api/idempotency";
import { apiRoute, requireUuid } from "@/lib/api/route";
import { createdFolioAnswer, requoteFolio, viewFolio } from "@/lib/quotes/service";
import { RequoteRequest } from "@/lib/schemas/quote";

// GET /v1/quote/{quoteId}: the whole folio with rendered program cards
export const GET = apiRoute({
  handler: async ({ db, agency, params }) => ({ data: await viewFolio(db, agency.agencyId, requireUuid(params.quoteId, "quote folio")) }),
});

// POST /v1/quote/{quoteId}: re-quote with changed rating factors, in the same group
export const POST = apiRoute({
  body: RequoteRequest,
  handler: async ({ db, agency, params, body, raw, req }) => {
    const quoteId = requireUuid(params.quoteId, "quote folio");
    return withIdempotency(db, agency.agencyId, readIdempotencyKey(req), `POST /v1/quote/${quoteId}`, raw, {
      run: async (mark) => ({ status: 201, data: await requoteFolio(db, agency.agencyId, quoteId, body, raw, mark) }),
      recover: async (folioId) => ({ status: 201, data: await createdFolioAnswer(db, agency.agencyId, folioId) }),
    });
  },
});

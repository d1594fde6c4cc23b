import { conditionalView, renderedViews } from "@/lib/api/conditional";
import { toCreatedFolio, toFolio } from "@/lib/api/serializers/folio";
import { apiRoute } from "@/lib/api/route";
import { recordedFolioState, requote, submitFolio } from "@/lib/quotes/create-quote";
import { getFolioView } from "@/lib/quotes/folios";
import { idParam } from "@/lib/schemas/common";
import { CreateQuoteResponse, QuoteFolioResponse, RequoteRequest } from "@/lib/schemas/quote";
import { z } from "zod";

const params = z.object({ quoteId: idParam("quote folio") });

// GET /v1/quote/{quoteId}: the whole folio with rendered program cards; ETag and If-None-Match (304) for pollers

export const GET = apiRoute({
  permission: "read",
  operation: {
    id: "getQuote",
    tag: "Quote",
    summary: "View a quote folio (light, all programs)",
    description:
      "Poll with If-None-Match: the ETag of the copy you hold. 304 (no body) while nothing changed; any change to the folio or its applications gives a new ETag.",
    errors: [404],
  },
  params,
  conditional: true,
  response: { data: QuoteFolioResponse.shape.data, description: "Rendered program cards and a summary" },
  handler: async ({ req, db, agency, params, services }) => {
    const now = new Date();
    return conditionalView(
      req,
      services.billingFor(agency.livemode),
      (known) => getFolioView(db, agency.agencyId, params.quoteId, known, now),
      (folio) => JSON.stringify({ success: true, data: toFolio(folio, services.billingFor(agency.livemode), now) }),
      { views: renderedViews("getQuote"), key: `${agency.agencyId}/${params.quoteId}` },
    );
  },
});

// POST /v1/quote/{quoteId}: re-quote with changed rating factors, in the same group
export const POST = apiRoute({
  permission: "quote",
  operation: {
    id: "requote",
    tag: "Quote",
    summary: "Re-quote",
    description:
      "A new folio in the same group with the changed rating factors merged over the original's; attempt numbers go up by one per program. Each program re-quoted keeps its own options and endorsements from its latest attempt in the session unless the request changes them: program_options replaces a program's own options, and a folio-wide coverage given here applies to every program re-quoted (decision 031). originalQuoteId may repeat the path's quoteId; naming another folio is refused with 409. Accepts an Idempotency-Key like create-quote.",
    errors: [400, 404, 409],
    example: { programs: ["SA-BOP"], program_options: { "SA-BOP": { glLimit: 2000000 } } },
  },
  params,
  body: RequoteRequest,
  response: { status: 201, data: CreateQuoteResponse.shape.data, description: "The new folio" },
  idempotent: "optional",
  handler: async ({ services, agency, params, body, raw, onCommit }) => {
    const created = await requote(services.db, agency.agencyId, params.quoteId, body, raw, onCommit ? { onCommit } : {});
    const state = await submitFolio(services, created);
    return toCreatedFolio(state.folio, state.applications);
  },
  recover: async ({ db, agency }, folioId) => {
    const state = await recordedFolioState(db, agency.agencyId, folioId);
    return toCreatedFolio(state.folio, state.applications);
  },
});

export * from "@/app/v1/fallback";

import { bakeryExample } from "@/lib/api/examples";
import { toCreatedFolio, toFolioListItem } from "@/lib/api/serializers/folio";
import { apiRoute } from "@/lib/api/route";
import { userIdOf } from "@/lib/auth/book";
import { createQuote, quoteIssuesBeside, recordedFolioState, submitFolio } from "@/lib/quotes/create-quote";
import { listFolios } from "@/lib/quotes/folios";
import { CreateQuoteRequest, CreateQuoteRequestDocumented, CreateQuoteResponse, FolioListResponse, ListQuotesQuery } from "@/lib/schemas/quote";

// POST /v1/quote: create a quote folio, one application per program
export const POST = apiRoute({
  permission: "quote",
  operation: {
    id: "createQuote",
    tag: "Quote",
    summary: "Create a quote folio",
    description:
      "One application per program, rated asynchronously: poll the folio until no card is `quoting`. Rating fields may sit at the top level or in `system_payload`. A single TI program is priced before answering. Send an Idempotency-Key header to make retries safe: a retry with the same key and body replays the first answer (Idempotent-Replayed: true) and creates nothing.",
    errors: [400],
    example: bakeryExample,
  },
  body: CreateQuoteRequest,
  documentedBody: CreateQuoteRequestDocumented,
  moreBodyIssues: ({ services, agency }, json, error) => quoteIssuesBeside(services.db, agency!.agencyId, json, error),
  response: { status: 201, data: CreateQuoteResponse.shape.data, description: "The folio and its applications" },
  idempotent: "optional",
  handler: async ({ services, agency, body, raw, onCommit }) => {
    const created = await createQuote(services.db, agency.agencyId, body, raw, { ...(onCommit ? { onCommit } : {}), createdByUserId: userIdOf(agency.actor) });
    const state = await submitFolio(services, created);
    return toCreatedFolio(state.folio, state.applications);
  },
  recover: async ({ db, agency }, folioId) => {
    const state = await recordedFolioState(db, agency.agencyId, folioId);
    return toCreatedFolio(state.folio, state.applications);
  },
});

// GET /v1/quote?groupId=&q=&status=&program=&view=: the folios of one shopping session (or the agency's recent ones, or one row per session), newest first
export const GET = apiRoute({
  permission: "read",
  operation: { id: "listQuotes", tag: "Quote", summary: "List quote folios (of a shopping session, recent, or one per session)" },
  query: ListQuotesQuery,
  response: { data: FolioListResponse.shape.data, description: "Newest first, cursor-paginated; filters apply across pages" },
  handler: async ({ db, agency, query, services }) => {
    const { page, nextCursor, total, totalCapped } = await listFolios(
      db,
      agency.agencyId,
      {
        ...(query.groupId ? { groupId: query.groupId } : {}),
        ...(query.q ? { q: query.q } : {}),
        ...(query.status ? { status: query.status } : {}),
        ...(query.program ? { programCode: query.program } : {}),
        ...(query.referred !== undefined ? { referred: query.referred } : {}),
        sessions: query.view === "sessions",
        ownBookOf: agency.ownBookOf,
      },
      query.limit,
      query.cursor,
    );
    return { items: page.map((f) => toFolioListItem(f, services.billingFor(agency.livemode))), nextCursor, total, totalCapped };
  },
});

export * from "@/app/v1/fallback";

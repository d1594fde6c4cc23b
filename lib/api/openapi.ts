// The OpenAPI 3.1 document, generated from the zod schemas the routes use. Every /v1 operation is
// listed once here; test/api/openapi.test.ts fails if a route exists that this list lacks, or the reverse.
import { z } from "zod";
import { Problem } from "@/lib/schemas/common";
import {
  AppetiteDetailResponse,
  AppetiteQuery,
  AppetitesResponse,
  CatalogResponse,
  ClassificationsResponse,
  DetailsQuery,
  NaicsSearchQuery,
  NaicsSearchResponse,
} from "@/lib/schemas/appetite";
import { ListProgramsQuery, ProgramDetailResponse, ProgramHeaderResponse, ProgramListResponse } from "@/lib/schemas/programs";
import {
  ApplicationDetailResponse,
  CreateQuoteRequest,
  CreateQuoteResponse,
  FolioListResponse,
  ListQuotesQuery,
  QuoteFolioResponse,
  RequoteRequest,
} from "@/lib/schemas/quote";
import { RateRequest, RateResponse, SensitivityRequest, SensitivityResponse } from "@/lib/schemas/rate";
import { HealthResponse, PingResponse } from "@/lib/schemas/system";
import {
  BindRequest,
  BindResponse,
  CancelRequest,
  CancelResponse,
  PayLinkRequest,
  PayLinkResponse,
  PayLinkSummaryResponse,
  PayWithLinkRequest,
  PayWithLinkResponse,
  DocumentQuery,
  ListPoliciesQuery,
  PolicyListResponse,
  PolicyResponse,
  RenewalPaymentRequest,
  RenewalPaymentResponse,
} from "@/lib/schemas/bind";
import { FormRequest } from "@/lib/schemas/quote";

type Method = "get" | "post";

export interface Operation {
  method: Method;
  path: string;
  operationId: string;
  tag: "System" | "Programs" | "Appetite" | "Rate" | "Quote" | "Bind" | "Policy";
  summary: string;
  description?: string;
  auth?: boolean;
  query?: z.ZodObject;
  body?: z.ZodType;
  bodyExample?: unknown;
  success: { status: number; schema: z.ZodType; description: string; contentType?: "application/pdf" };
  errors: number[];
}

const bakeryExample = {
  programs: ["KM-BOP", "KM-CGL", "MP-PL"],
  class_code: "10100",
  business_name: "Sunrise Bakery",
  mailing_zip: "60601",
  mailing_state: "IL",
  employee_count: 6,
  annual_revenue: 850000,
  effective_date: "2027-01-01",
  coverage: { glLimit: 1000000, bppLimit: 100000 },
  clientState: { line: "bop", business: { legalBusinessName: "Sunrise Bakery LLC" } },
  source: "partner-portal",
};

export const OPERATIONS: Operation[] = [
  { method: "get", path: "/v1/ping", operationId: "ping", tag: "System", summary: "Confirm API connectivity and the key", success: { status: 200, schema: PingResponse, description: "The agency the key belongs to" }, errors: [401] },
  {
    method: "get", path: "/v1/health", operationId: "health", tag: "System", summary: "API health status", auth: false,
    description: "Database, rating queue and carrier reachability. 503 when the database is down; `degraded` when a carrier is unreachable.",
    success: { status: 200, schema: HealthResponse, description: "Up or degraded" }, errors: [503],
  },
  {
    method: "get", path: "/v1/openapi.json", operationId: "openapi", tag: "System", summary: "This OpenAPI 3.1 document",
    success: { status: 200, schema: z.record(z.string(), z.unknown()), description: "The document (also browsable at /docs)" }, errors: [401],
  },
  { method: "get", path: "/v1/programs", operationId: "listPrograms", tag: "Programs", summary: "List programs available to the caller", query: ListProgramsQuery, success: { status: 200, schema: ProgramListResponse, description: "Appointed programs" }, errors: [400, 401] },
  { method: "get", path: "/v1/programs/{programId}", operationId: "getProgram", tag: "Programs", summary: "Get program by ID (or code)", success: { status: 200, schema: ProgramHeaderResponse, description: "The program card header" }, errors: [401, 404] },
  { method: "get", path: "/v1/programs/{programId}/detail", operationId: "getProgramDetail", tag: "Programs", summary: "Get full detail on one program", success: { status: 200, schema: ProgramDetailResponse, description: "Coverages, options, eligibility, form, payment plans" }, errors: [401, 404] },
  { method: "get", path: "/v1/appetite/naics", operationId: "searchNaics", tag: "Appetite", summary: "Search NAICS 2022 codes", description: "By code prefix or words in titles and Census index terms; ranked and typo-tolerant.", query: NaicsSearchQuery, success: { status: 200, schema: NaicsSearchResponse, description: "Ranked hits" }, errors: [400, 401] },
  { method: "get", path: "/v1/appetite/naics/{naicsCode}/classifications", operationId: "classificationsForNaics", tag: "Appetite", summary: "Classifications for a NAICS code", success: { status: 200, schema: ClassificationsResponse, description: "Classes mapped to the code or its children" }, errors: [401, 404] },
  { method: "get", path: "/v1/appetite/classifications/{classificationId}/appetites", operationId: "classificationAppetites", tag: "Appetite", summary: "Appetites for a classification", description: "For each appointed business program: in or out of appetite, with the same reasons a quote's decline gives. Optional state, annualRevenue and employeeCount narrow the answer.", query: AppetiteQuery, success: { status: 200, schema: AppetitesResponse, description: "Per-program appetite" }, errors: [400, 401, 404] },
  { method: "get", path: "/v1/appetite/classifications/{classificationId}/catalog", operationId: "classificationCatalog", tag: "Appetite", summary: "Full catalog for a classification", query: AppetiteQuery, success: { status: 200, schema: CatalogResponse, description: "Programs, coverages, option ranges and indicative price bands" }, errors: [400, 401, 404] },
  { method: "get", path: "/v1/appetite/classifications/{classificationId}/details", operationId: "classificationAppetiteDetails", tag: "Appetite", summary: "Appetite details (program-filtered)", query: DetailsQuery, success: { status: 200, schema: AppetiteDetailResponse, description: "One program's appetite for the class" }, errors: [400, 401, 404] },
  {
    method: "post", path: "/v1/rate", operationId: "rate", tag: "Rate", summary: "Rate eligible programs for a risk",
    description: "Indicative prices with rating worksheets, and declines with reasons, without creating a folio. Same validation as create-quote.",
    body: RateRequest, bodyExample: { ...bakeryExample, programs: undefined, clientState: undefined, source: undefined, program_type: "BOP" },
    success: { status: 200, schema: RateResponse, description: "One result per program" }, errors: [400, 401, 415],
  },
  {
    method: "post", path: "/v1/rate/sensitivity", operationId: "rateSensitivity", tag: "Rate", summary: "Sensitivity analysis across coverage options",
    body: SensitivityRequest,
    bodyExample: { program: "KM-BOP", ...bakeryExample, programs: undefined, clientState: undefined, source: undefined, vary: { glLimit: "all", bppLimit: [50000, 100000, 250000], deductible: "all" }, mode: "grid" },
    success: { status: 200, schema: SensitivityResponse, description: "A grid of totals, annual and monthly" }, errors: [400, 401, 404, 415],
  },
  {
    method: "post", path: "/v1/quote", operationId: "createQuote", tag: "Quote", summary: "Create a quote folio",
    description: "One application per program, rated asynchronously: poll the folio until no card is `quoting`. Rating fields may sit at the top level or in `system_payload`. A single TI program is priced before answering. Send an Idempotency-Key header to make retries safe: a retry with the same key and body replays the first answer (Idempotent-Replayed: true) and creates nothing.",
    body: CreateQuoteRequest, bodyExample: bakeryExample,
    success: { status: 201, schema: CreateQuoteResponse, description: "The folio and its applications" }, errors: [400, 401, 415],
  },
  { method: "get", path: "/v1/quote", operationId: "listQuotes", tag: "Quote", summary: "List quote folios (of a shopping session, or recent)", query: ListQuotesQuery, success: { status: 200, schema: FolioListResponse, description: "Newest first, cursor-paginated" }, errors: [400, 401] },
  { method: "get", path: "/v1/quote/{quoteId}", operationId: "getQuote", tag: "Quote", summary: "View a quote folio (light, all programs)", success: { status: 200, schema: QuoteFolioResponse, description: "Rendered program cards and a summary" }, errors: [401, 404] },
  {
    method: "post", path: "/v1/quote/{quoteId}", operationId: "requote", tag: "Quote", summary: "Re-quote",
    description: "A new folio in the same group with the changed rating factors merged over the original's; attempt numbers go up by one per program. Accepts an Idempotency-Key like create-quote.",
    body: RequoteRequest, bodyExample: { coverage: { glLimit: 2000000 } },
    success: { status: 201, schema: CreateQuoteResponse, description: "The new folio" }, errors: [400, 401, 404, 415],
  },
  { method: "get", path: "/v1/quote/{quoteId}/applications/{quoteRequestId}", operationId: "getApplication", tag: "Quote", summary: "View one application (full)", success: { status: 200, schema: ApplicationDetailResponse, description: "The application with form schema, plan details and worksheet" }, errors: [401, 404] },
  {
    method: "post", path: "/v1/quote/{quoteId}/applications/{quoteRequestId}/form", operationId: "saveApplicationForm", tag: "Quote", summary: "Edit form_payload only",
    description: "Saves answers to the program's application questions (partial saves allowed), validated against its JSON Schema. Any rating factor is refused with 409: re-quote to change it.",
    body: FormRequest, bodyExample: { form_payload: { yearsInBusiness: 6, priorClaims: 0 } },
    success: { status: 200, schema: ApplicationDetailResponse, description: "The application, with unansweredRequired" }, errors: [400, 401, 404, 409, 415],
  },
  {
    method: "post", path: "/v1/bind", operationId: "bind", tag: "Bind", summary: "Bind quote requests",
    description: "Binds quoted applications of one folio and charges the card (the whole annual total, or the first monthly installment). At most once per application; send an Idempotency-Key to make retries safe. With Stripe configured, pay with a payment method id from Stripe Elements.",
    body: BindRequest,
    bodyExample: { quoteRequestIds: ["3f0e1c1e-8f43-4d3c-9a43-2b1f0a6f6b11"], paymentPlan: "annual", payment: { method: "card", card: { number: "4242 4242 4242 4242", expMonth: 12, expYear: 2030, cvc: "123" } } },
    success: { status: 201, schema: BindResponse, description: "The issued policies and the payment" }, errors: [400, 401, 402, 404, 409, 415, 422],
  },
  {
    method: "post", path: "/v1/quote/{quoteId}/pay-links", operationId: "createPayLink", tag: "Bind", summary: "Create a customer checkout link",
    description: "The customer opens the returned url (/pay/{token}) without an account and pays by card. The link expires with the quotes and works once.",
    body: PayLinkRequest, bodyExample: { quoteRequestIds: ["3f0e1c1e-8f43-4d3c-9a43-2b1f0a6f6b11"], paymentPlan: "monthly" },
    success: { status: 201, schema: PayLinkResponse, description: "The link" }, errors: [400, 401, 404, 409, 415],
  },
  { method: "get", path: "/v1/pay/{token}", operationId: "getPayLink", tag: "Bind", summary: "What a checkout link sells (the token is the credential)", auth: false, success: { status: 200, schema: PayLinkSummaryResponse, description: "Items, amounts due today and how to pay" }, errors: [404, 410] },
  {
    method: "post", path: "/v1/pay/{token}", operationId: "payWithLink", tag: "Bind", summary: "Pay through a checkout link", auth: false,
    body: PayWithLinkRequest, bodyExample: { payment: { method: "card", card: { number: "4242424242424242", expMonth: 12, expYear: 2030, cvc: "123" } } },
    success: { status: 201, schema: PayWithLinkResponse, description: "The issued policy numbers and the payment" }, errors: [400, 402, 404, 409, 410, 415, 422],
  },
  {
    method: "get", path: "/v1/quote/{quoteId}/applications/{quoteRequestId}/documents/{documentType}", operationId: "getApplicationDocument", tag: "Quote",
    summary: "Download a card's quote proposal or application (PDF)", auth: false,
    description: "documentType is quote_proposal or application. Opens with the owning agency's API key, or with ?token= of a pay link for the application.",
    query: DocumentQuery, success: { status: 200, schema: z.string(), description: "The PDF", contentType: "application/pdf" }, errors: [401, 404],
  },
  {
    method: "get", path: "/v1/policies/{policyId}/documents/{documentType}", operationId: "getPolicyDocument", tag: "Policy", summary: "Download the policy declarations (PDF)",
    description: "documentType is declarations.", success: { status: 200, schema: z.string(), description: "The PDF", contentType: "application/pdf" }, errors: [401, 404],
  },
  { method: "get", path: "/v1/policies", operationId: "listPolicies", tag: "Policy", summary: "List the agency's policies", query: ListPoliciesQuery, success: { status: 200, schema: PolicyListResponse, description: "Newest first, cursor-paginated" }, errors: [400, 401] },
  { method: "get", path: "/v1/policies/{policyId}", operationId: "getPolicy", tag: "Policy", summary: "Get policy, full detail", success: { status: 200, schema: PolicyResponse, description: "Coverages, payments, schedule, documents and status history" }, errors: [401, 404] },
  {
    method: "post", path: "/v1/policies/{policyId}/renewal-payment", operationId: "policyRenewalPayment", tag: "Policy", summary: "Renewal payment",
    description: "Pays the next installment of a monthly plan or, when the term is paid, the renewal term. Requires an Idempotency-Key header: the same key never charges twice. One payment or cancellation of a policy runs at a time; another answers 409 policy_busy.",
    body: RenewalPaymentRequest, bodyExample: { payment: { method: "card", card: { number: "4242424242424242", expMonth: 12, expYear: 2030, cvc: "123" } } },
    success: { status: 200, schema: RenewalPaymentResponse, description: "The payment and the policy (and its renewal term)" }, errors: [400, 401, 402, 404, 409, 415],
  },
  {
    method: "post", path: "/v1/policies/{policyId}/cancel", operationId: "cancelPolicy", tag: "Policy", summary: "Cancel a policy",
    description: "With preview: true, returns the refund (pro-rata, short-rate, flat or minimum earned, per the program's rules) without cancelling. Refunds go back through the payment provider, to the charges that paid this term, and are planned in full before any is made; if the provider fails one (502 refund_failed) the policy stays active and a retry completes it, counting the refunds already made.",
    body: CancelRequest, bodyExample: { effectiveDate: "2027-03-01", reason: "insured_request", preview: true },
    success: { status: 200, schema: CancelResponse, description: "The cancellation and refund" }, errors: [400, 401, 404, 409, 415, 502],
  },
];

const ERROR_TEXT: Record<number, string> = {
  400: "Invalid request: `errors[]` names each field",
  401: "Missing or invalid API key",
  402: "The payment was declined or needs authentication; nothing was bound",
  409: "Conflicts with the current state (already bound, superseded, expired, rating factor edit, ...)",
  422: "Required application questions are unanswered",
  410: "The link has expired or was used",
  404: "Not found (or not your agency's)",
  403: "A portal session's change came from another site (use an API key for server calls)",
  413: "The body is larger than 256 KB",
  415: "Body is not JSON",
  429: "Rate limit reached for the API key or the agency: see Retry-After and RateLimit-* headers",
  502: "The payment provider failed a refund; nothing was cancelled, retry to complete it",
  503: "Database unavailable",
};

function jsonSchema(schema: z.ZodType, io: "input" | "output") {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any", reused: "inline" }) as Record<string, unknown>;
  return rest;
}

function withoutUndefined(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value));
}

/** The operation's own errors, and those the edge adds: size, media type and origin for bodies; rate limits with a key. */
function edgeErrors(op: Operation): number[] {
  const statuses = new Set(op.errors);
  if (op.body) [400, 403, 413, 415].forEach((s) => statuses.add(s));
  if (op.auth !== false) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

export function buildOpenApiDocument(serverUrl = "/") {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of OPERATIONS) {
    const pathParams = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => ({ name: m[1], in: "path", required: true, schema: { type: "string" } }));
    const queryParams = op.query
      ? Object.entries(op.query.shape).map(([name, field]) => {
          const schema = jsonSchema(field as z.ZodType, "input");
          return { name, in: "query", required: !(field as z.ZodType).safeParse(undefined).success, schema, ...(schema.description ? { description: schema.description } : {}) };
        })
      : [];
    const problem = { "application/problem+json": { schema: jsonSchema(Problem, "output") } };
    paths[op.path] ??= {};
    paths[op.path]![op.method] = {
      operationId: op.operationId,
      tags: [op.tag],
      summary: op.summary,
      ...(op.description ? { description: op.description } : {}),
      ...(op.auth === false ? { security: [] } : {}),
      parameters: [...pathParams, ...queryParams],
      ...(op.body
        ? {
            requestBody: {
              required: true,
              content: { "application/json": { schema: jsonSchema(op.body, "input"), ...(op.bodyExample ? { example: withoutUndefined(op.bodyExample) } : {}) } },
            },
          }
        : {}),
      responses: {
        [String(op.success.status)]: {
          description: op.success.description,
          content:
            op.success.contentType === "application/pdf"
              ? { "application/pdf": { schema: { type: "string", contentMediaType: "application/pdf" } } }
              : { "application/json": { schema: jsonSchema(op.success.schema, "output") } },
        },
        ...Object.fromEntries(edgeErrors(op).map((status) => [String(status), { description: ERROR_TEXT[status] ?? "Error", content: problem }])),
        default: { description: "Unexpected error", content: problem },
      },
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Quoting API",
      version: "1.0.0",
      description:
        "Quote, rate and bind small-business (BOP, CGL, PL) and travel (TI) insurance. Money is decimal at this edge; errors are RFC 9457 problem details. " +
        "Limits: a body is at most 256 KB of JSON nested at most 32 levels, with no NUL characters or lone surrogates in any string or key (400 names the field); `clientState` is at most 16 KB. " +
        "Every authenticated answer carries RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset and RateLimit-Policy headers (per API key and per agency, shared by all servers); past the limit, 429 with Retry-After. " +
        "Idempotency-Key values are kept for 24 hours.",
    },
    servers: [{ url: serverUrl }],
    security: [{ bearerAuth: [] }],
    components: { securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", description: "An agency API key, `qk_live_...`" } } },
    tags: [
      { name: "System" },
      { name: "Programs" },
      { name: "Appetite" },
      { name: "Rate" },
      { name: "Quote" },
      { name: "Bind" },
      { name: "Policy" },
    ],
    paths,
  };
}

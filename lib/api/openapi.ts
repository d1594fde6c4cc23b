// The OpenAPI 3.1 document, generated from the routes' own declarations (lib/api/route.ts): the
// schemas a route validates with are the schemas it documents. The routes come from the registry in
// app/v1/openapi.json/routes.ts, which test/api/openapi.test.ts holds equal to the route files on disk.
import "server-only";
import { z } from "zod";
import * as accountSchemas from "@/lib/schemas/account";
import * as answerSchemas from "@/lib/schemas/answers";
import * as appetiteSchemas from "@/lib/schemas/appetite";
import * as addressSchemas from "@/lib/schemas/address";
import * as bindSchemas from "@/lib/schemas/bind";
import * as certificateSchemas from "@/lib/schemas/certificates";
import * as messageSchemas from "@/lib/schemas/messages";
import * as payLinkSchemas from "@/lib/schemas/pay-links";
import * as paymentSchemas from "@/lib/schemas/payments";
import * as policySchemas from "@/lib/schemas/policies";
import * as sandboxSchemas from "@/lib/schemas/sandbox";
import * as clientRecordSchemas from "@/lib/schemas/client-record";
import * as commonSchemas from "@/lib/schemas/common";
import { Problem } from "@/lib/schemas/common";
import * as insuredSchemas from "@/lib/schemas/insureds";
import * as programSchemas from "@/lib/schemas/programs";
import * as quoteSchemas from "@/lib/schemas/quote";
import * as rateSchemas from "@/lib/schemas/rate";
import * as requirementSchemas from "@/lib/schemas/requirements";
import * as systemSchemas from "@/lib/schemas/system";
import * as teamSchemas from "@/lib/schemas/team";
import * as webhookSchemas from "@/lib/schemas/webhooks";
import { buildComponents, componentNames, usedComponents } from "./openapi-components";
import { API_VERSIONS, CURRENT_API_VERSION } from "@/lib/versions";
import type { RouteHandler } from "./route";
import { holdersOf, KEY_SCOPES, ROLES, type Permission } from "@/lib/auth/permissions";

/** The schema modules whose exports name the document's components (Policy, QuoteFolio, Problem, …). */
const SCHEMA_MODULES = [
  commonSchemas,
  quoteSchemas,
  paymentSchemas,
  addressSchemas,
  bindSchemas,
  certificateSchemas,
  policySchemas,
  sandboxSchemas,
  payLinkSchemas,
  messageSchemas,
  programSchemas,
  appetiteSchemas,
  insuredSchemas,
  clientRecordSchemas,
  answerSchemas,
  rateSchemas,
  requirementSchemas,
  systemSchemas,
  webhookSchemas,
  teamSchemas,
  accountSchemas,
];

export interface RegisteredRoute {
  /** The URL path, with {params}: /v1/quote/{quoteId}. */
  path: string;
  /** The route module: its exported GET/POST/... are apiRoute handlers. */
  module: Record<string, unknown>;
}

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

const ERROR_TEXT: Record<number, string> = {
  400: "Invalid request: `errors[]` names each field",
  401: "Missing or invalid API key",
  402: "The payment was declined or needs authentication; nothing was bound",
  403: "A portal session's change came from another site (use an API key for server calls)",
  404: "Not found (or not your agency's)",
  409: "Conflicts with the current state (already bound, superseded, expired, rating factor edit, ...)",
  410: "The link has expired or was used",
  413: "The body is larger than 256 KB",
  415: "Body is not JSON",
  422: "Required application questions are unanswered",
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

/** Every operation of the registry: method, path and its declaration. */
export function operationsOf(routes: RegisteredRoute[]) {
  return routes.flatMap((r) =>
    METHODS.filter((m) => typeof r.module[m] === "function" && "spec" in (r.module[m] as object)).map((method) => ({
      method,
      path: r.path,
      spec: (r.module[method] as RouteHandler).spec,
    })),
  );
}

/** The operation's errors, and those the edge adds: size, media type and origin for bodies; rate limits with a key; 404 for path ids. */
function everyoneHolds(permission: Permission): boolean {
  const { roles, scopes } = holdersOf(permission);
  return roles.length === ROLES.length && scopes.length === KEY_SCOPES.length;
}

/** The permission an operation needs and who holds it, as a sentence for the reference and as x-permission. */
function permissionDoc(permission: Permission | undefined) {
  if (!permission) return { note: "", extension: {} };
  const { roles, scopes } = holdersOf(permission);
  const note = everyoneHolds(permission)
    ? ""
    : `\n\nPermission \`${permission}\`: portal roles ${roles.join(", ") || "none"}; API key scopes ${scopes.join(", ") || "none"}. Others get 403 forbidden.`;
  return { note, extension: { "x-permission": { name: permission, roles, scopes } } };
}

function errorStatuses(spec: RouteHandler["spec"]): number[] {
  const statuses = new Set(spec.operation.errors ?? []);
  if (spec.auth !== false) statuses.add(401).add(429);
  // Every operation validates Quoting-Version (and most their path, query or body): 400 is always possible.
  statuses.add(400);
  if (spec.body) [403, 413, 415].forEach((s) => statuses.add(s));
  // 403 when some role or key scope lacks the operation's permission.
  if (spec.permission && !everyoneHolds(spec.permission)) statuses.add(403);
  if (spec.idempotent) statuses.add(409);
  return [...statuses].sort((a, b) => a - b);
}

function parameterSchemas(shape: Record<string, z.ZodType> | undefined, where: "path" | "query") {
  return Object.entries(shape ?? {}).map(([name, field]) => {
    const schema = jsonSchema(field, "input");
    return {
      name,
      in: where,
      required: where === "path" || !field.safeParse(undefined).success,
      schema,
      ...(schema.description ? { description: schema.description } : {}),
    };
  });
}

/** Response headers the edge sends (lib/api/route.ts), declared once and referred to by each response that carries them. */
const HEADERS = {
  "X-Request-Id": {
    description: "This request's id (yours, when you sent a valid X-Request-Id; else req_<uuid>): quote it to support; also the problem's requestId",
    schema: { type: "string" },
  },
  "Quoting-Version": {
    description: "The dated API version the answer is in: the one the request named, else the API key's pinned version (see /docs/changelog)",
    schema: { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}$" },
  },
  "RateLimit-Limit": { description: "Requests allowed in the window, for the tighter of the API key's and the agency's limits", schema: { type: "integer" } },
  "RateLimit-Remaining": { description: "Requests left in the window", schema: { type: "integer" } },
  "RateLimit-Reset": { description: "Seconds until the window resets", schema: { type: "integer" } },
  "RateLimit-Policy": { description: "The limits, e.g. 600;w=60 (requests per window of seconds)", schema: { type: "string" } },
  "Retry-After": { description: "Seconds to wait before retrying", schema: { type: "integer" } },
  "Idempotent-Replayed": {
    description: "true: this is the stored answer of an earlier request with the same Idempotency-Key and body; nothing was done again",
    schema: { type: "string", enum: ["true"] },
  },
} as const;
const header = (name: keyof typeof HEADERS) => ({ [name]: { $ref: `#/components/headers/${name}` } });
const RATE_LIMIT_HEADERS = { ...header("RateLimit-Limit"), ...header("RateLimit-Remaining"), ...header("RateLimit-Reset"), ...header("RateLimit-Policy") };

/** X-Request-Id as a request header: every operation takes it (inline, so each operation's parameters are whole). */
const REQUEST_ID_PARAMETER = {
  name: "X-Request-Id",
  in: "header",
  required: false,
  schema: { type: "string", pattern: "^[\\w.:-]{1,100}$" },
  description: "Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId",
};

/** Quoting-Version as a request header: answer in this dated version rather than the key's pinned one. */
const VERSION_PARAMETER = {
  name: "Quoting-Version",
  in: "header",
  required: false,
  schema: { type: "string", enum: API_VERSIONS.map((v) => v.version) },
  description: "The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog",
};

/** The headers an answer of this status carries: the request id always; rate limits once a key was accepted; Retry-After with 429. */
function responseHeaders(status: number | "default", authenticated: boolean, extra: Record<string, unknown> = {}) {
  return {
    ...header("X-Request-Id"),
    ...(status !== 401 && status !== "default" ? header("Quoting-Version") : {}),
    ...(authenticated && status !== 401 && status !== "default" ? RATE_LIMIT_HEADERS : {}),
    ...(status === 429 ? header("Retry-After") : {}),
    ...extra,
  };
}

export function buildOpenApiDocument(routes: RegisteredRoute[], serverUrl = "/") {
  // Responses name their resources: each a components.schemas entry, each use a $ref.
  const components = buildComponents(componentNames(SCHEMA_MODULES), (schema) => jsonSchema(schema, "output") as never);
  const output = (schema: z.ZodType) => components.refer(jsonSchema(schema, "output") as never);
  const paths: Record<string, Record<string, unknown>> = {};
  const problem = { "application/problem+json": { schema: output(Problem) } };
  // Error answers are alike across operations: each (status, authenticated, idempotent) once in components.responses.
  const responses: Record<string, unknown> = {};
  const errorResponse = (status: number | "default", authenticated: boolean, idempotent: boolean) => {
    const name = `${status === "default" ? "Unexpected" : `Error${status}`}${authenticated ? "" : "Public"}${idempotent ? "Idempotent" : ""}`;
    responses[name] ??= {
      description: status === "default" ? "Unexpected error" : (ERROR_TEXT[status] ?? "Error"),
      headers: responseHeaders(status, authenticated, idempotent ? header("Idempotent-Replayed") : {}),
      content: problem,
    };
    return { $ref: `#/components/responses/${name}` };
  };
  for (const { method, path, spec } of operationsOf(routes)) {
    const pathNames = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    const declared = spec.params?.shape as Record<string, z.ZodType> | undefined;
    const pathParams = declared
      ? parameterSchemas(declared, "path")
      : pathNames.map((name) => ({ name, in: "path", required: true, schema: { type: "string" } }));
    const idempotencyHeader = spec.idempotent
      ? [
          {
            name: "Idempotency-Key",
            in: "header",
            required: spec.idempotent === "required",
            schema: { type: "string", pattern: "^[\\w.:-]{8,255}$" },
            description: "Makes retries safe: the same key and body replay the first answer; kept 24 hours",
          },
        ]
      : [];
    const conditionalHeader = spec.conditional
      ? [
          {
            name: "If-None-Match",
            in: "header",
            required: false,
            schema: { type: "string" },
            description: "The ETag of the copy you hold: 304 with no body when it is still current (poll with it)",
          },
        ]
      : [];
    const success = spec.response;
    const permitted = permissionDoc(spec.permission);
    // Rate limits apply once a key (or a portal session) is accepted.
    const authenticated = spec.auth !== false;
    paths[path] ??= {};
    paths[path]![method.toLowerCase()] = {
      operationId: spec.operation.id,
      tags: [spec.operation.tag],
      summary: spec.operation.summary,
      ...(spec.operation.description || permitted.note ? { description: ((spec.operation.description ?? "") + permitted.note).trim() } : {}),
      ...permitted.extension,
      // Optional auth (documents open with a key or a pay-link token) is documented as public, like the pay links.
      ...(spec.auth === false || spec.auth === "optional"
        ? { security: [] }
        : spec.auth === "carrier" || spec.auth === "user"
          ? { security: [{ portalSession: [] }] }
          : {}),
      parameters: [
        ...pathParams,
        ...parameterSchemas(spec.query?.shape as Record<string, z.ZodType> | undefined, "query"),
        ...idempotencyHeader,
        ...conditionalHeader,
        REQUEST_ID_PARAMETER,
        VERSION_PARAMETER,
      ],
      ...(spec.body
        ? {
            requestBody: {
              required: true,
              content: {
                "application/json": {
                  schema: jsonSchema(spec.documentedBody ?? spec.body, "input"),
                  ...(spec.operation.example ? { example: withoutUndefined(spec.operation.example) } : {}),
                },
              },
            },
          }
        : {}),
      responses: {
        [String(success.status ?? 200)]: {
          description: success.description,
          headers: responseHeaders(success.status ?? 200, authenticated, {
            ...(spec.conditional
              ? {
                  ETag: { description: "Strong tag of this view; it changes with every change to the folio or its applications", schema: { type: "string" } },
                  "Cache-Control": { description: "private, no-cache: keep a copy, revalidate it with If-None-Match", schema: { type: "string" } },
                }
              : {}),
            ...(spec.idempotent ? header("Idempotent-Replayed") : {}),
          }),
          content:
            "pdf" in success
              ? { "application/pdf": { schema: { type: "string", contentMediaType: "application/pdf" } } }
              : { "application/json": { schema: output(z.object({ success: z.literal(true), data: success.data })) } },
        },
        ...(spec.conditional
          ? {
              "304": {
                description: "Not modified: If-None-Match named the current ETag (no body)",
                headers: responseHeaders(304, authenticated, { ETag: { schema: { type: "string" } } }),
              },
            }
          : {}),
        ...Object.fromEntries(errorStatuses(spec).map((status) => [String(status), errorResponse(status, authenticated, !!spec.idempotent)])),
        default: errorResponse("default", authenticated, !!spec.idempotent),
      },
    };
  }
  // Each event type's delivery, so generators give partners a typed handler per event (OpenAPI 3.1 webhooks).
  const webhooks = Object.fromEntries(
    webhookSchemas.EVENT_TYPES.map((type) => [
      type,
      {
        post: {
          operationId: `event_${type.replace(/\./g, "_")}`,
          summary: `The ${type} event`,
          description:
            "POSTed to each endpoint subscribed to it, as the JSON GET /v1/events/{eventId} answers; signed by Standard Webhooks: verify webhook-signature over `webhook-id.webhook-timestamp.body` with the endpoint's whsec_ secret before trusting it. Answer 2xx within 10 seconds; anything else is retried for up to 3 days.",
          tags: ["Webhooks"],
          security: [],
          parameters: [
            {
              name: "webhook-id",
              in: "header",
              required: true,
              schema: { type: "string" },
              description: "The event's id: the same on every retry (deduplicate on it)",
            },
            { name: "webhook-timestamp", in: "header", required: true, schema: { type: "string" }, description: "Unix seconds when this attempt was signed" },
            {
              name: "webhook-signature",
              in: "header",
              required: true,
              schema: { type: "string" },
              description: "v1,<base64 HMAC-SHA256>; several, space-separated, while a rotated secret overlaps",
            },
          ],
          requestBody: {
            required: true,
            content: { "application/json": { schema: output(webhookSchemas.EventView.extend({ type: z.literal(type), data: eventDataOf(type) })) } },
          },
          responses: { "2XX": { description: "Received: not sent again" }, default: { description: "Not received: retried with backoff" } },
        },
      },
    ]),
  );
  return {
    openapi: "3.1.0",
    info: {
      title: "Quoting API",
      version: CURRENT_API_VERSION,
      license: { name: "Proprietary: for appointed agencies and their integration partners", identifier: "LicenseRef-Proprietary" },
      description:
        "Quote, rate and bind small-business (BOP, CGL, PL) and travel (TI) insurance. Money is decimal at this edge; errors are RFC 9457 problem details. " +
        "Limits: a body is at most 256 KB of JSON nested at most 32 levels, with no NUL characters or lone surrogates in any string or key (400 names the field); `clientState` is at most 16 KB. " +
        "Every authenticated answer carries RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset and RateLimit-Policy headers (per API key and per agency, shared by all servers); past the limit, 429 with Retry-After. " +
        "Idempotency-Key values are kept for 24 hours.",
    },
    servers: [{ url: serverUrl }],
    security: [{ bearerAuth: [] }],
    components: {
      schemas: usedComponents({ paths, webhooks, responses } as never, components.schemas),
      headers: HEADERS,
      responses: Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b))),
      securitySchemes: {
        bearerAuth: {
          type: "http",
          scheme: "bearer",
          description: "An agency API key: `qk_live_...` for live data, `qk_test_...` for test data (decision 043)",
        },
        portalSession: {
          type: "apiKey",
          in: "cookie",
          name: "authjs.session-token",
          description:
            "A portal session (signed in at /signin): the underwriting desk's operations take a carrier underwriter's session only, and the account's (/v1/me) any signed-in user's session, never a key",
        },
      },
    },
    tags: [
      {
        name: "System",
        description:
          "Connectivity and health: GET /v1/ping checks a key; GET /v1/health reports the service and its dependencies, /v1/health/live and /v1/health/ready answer liveness and readiness probes (no key).",
      },
      {
        name: "Programs",
        description: "The carrier programs the agency is appointed for: coverages, options, endorsements, appetite, forms and payment plans.",
      },
      { name: "Appetite", description: "NAICS 2022 search, the classifications under a code, and which programs write a class (and state)." },
      {
        name: "Insureds",
        description:
          "The client: a business or a traveller. Every quote folio and policy belongs to one; POST /v1/quote with insuredId fills what the request leaves out from the insured's facts, and an inline request finds its insured by the matching rule (decision 030).",
      },
      { name: "Rate", description: "Indicative prices without a folio, and a price grid across options; nothing is recorded." },
      {
        name: "Quote",
        description:
          "Quote folios: one application per program, rated asynchronously; re-quotes, sessions, what programs need before quoting, application answers, referrals and pay links.",
      },
      { name: "Bind", description: "Binding quoted applications with a card or a Stripe payment method; 3-D Secure confirmation." },
      { name: "Policy", description: "Policies: payments due, renewal, cancellation and rescission, certificates of insurance and documents." },
      {
        name: "Reports",
        description: "An agency's figures for a period: quotes, binds and hit ratios, premium written, declines, referrals, renewals due and failing payments.",
      },
      {
        name: "Webhooks",
        description:
          "Events are POSTed to your endpoints as JSON { id, type, apiVersion, created, data }, signed by Standard Webhooks (webhook-id, webhook-timestamp and webhook-signature: v1,<base64 HMAC-SHA256 of `id.timestamp.body`>; any Standard Webhooks library verifies them), retried for up to 3 days; GET /v1/events lists them for polling.",
      },
      {
        name: "Underwriting",
        description:
          "The underwriting desk, for carriers' underwriters signed in to the portal: referrals of the carrier's programs from every appointed agency, each with the risk, the answers and the agency's note, decided with a note; and the desk's team: the carrier's underwriters, who invite one another.",
      },
      {
        name: "Team",
        description:
          "The agency's API keys: made with a scope that fixes what each may do, shown once, listed with when each was last used, revoked. Who may call each operation is its x-permission (decision 040).",
      },
      { name: "Sandbox", description: "Test mode only: move the agency's servicing clock to see installments, renewals and cancellations come due." },
      {
        name: "Account",
        description:
          "The signed-in person's own account (decision 057): their portal sessions, listed and signed out. Only a portal session calls these (an agency's user or a carrier's underwriter); an API key has no session and gets 403.",
      },
      { name: "Audit", description: "The agency's append-only audit log: every change, by whom (user, API key, customer or system) and when (decision 042)." },
    ],
    paths,
    webhooks,
  };
}

/** The data an event of this type carries: the object named by its type's first part. */
function eventDataOf(type: webhookSchemas.EventType): z.ZodType {
  const kind = type.split(".")[0];
  const { QuoteEventData, ApplicationEventData, PolicyEventData, InstallmentEventData, PaymentEventData } = webhookSchemas;
  const byKind: Record<string, z.ZodType> = {
    quote: QuoteEventData,
    application: ApplicationEventData,
    policy: PolicyEventData,
    installment: InstallmentEventData,
    payment: PaymentEventData,
  };
  const data = byKind[kind!];
  if (!data) throw new Error(`no data schema for event type ${type}`);
  return data;
}

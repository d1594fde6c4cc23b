// The one wrapper every /v1 route goes through, and the route's whole contract: a route *is* its
// operation. `apiRoute({ operation, auth, params, query, body, response, idempotent, handler })`
// validates what comes in with the declared schemas, authenticates (key or portal session), applies
// the edge's limits (lib/api/input.ts), rate limits and Idempotency-Key, calls the handler with the
// process's services, and renders success or problem. The OpenAPI document is built from these same
// declarations (lib/api/openapi.ts), so what is documented is what is validated.
import "server-only";
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { bearerToken, verifyApiKey, type AgencyPrincipal, type CarrierPrincipal } from "@/lib/auth/api-keys";
import { requirePermission, type Permission } from "@/lib/auth/permissions";
import { AppError, validationError, type FieldIssue } from "@/lib/errors";
import { appUrl } from "@/lib/env";
import { logFor } from "@/lib/log";
import { metrics } from "@/lib/metrics";
import { services, type Services } from "@/lib/runtime";
import { inRequestSpan, noteResponse, tracingOn, type Span } from "@/lib/telemetry/tracing";
import { refuseOutsideBook, refuseOutsideBookInBody } from "./book";
import { withIdempotency, readIdempotencyKey, type Answer, type CommitMark } from "./idempotency";
import { edgeHeaders, inspectParams, parseJsonBody, readBodyText } from "./input";
import { problemBody, problemResponse, statusOf, zodIssues } from "./problem";
import { consumeRateLimit } from "./rate-limit";
import { VERSION_HEADER, requestVersion } from "@/lib/versions";
import { processState } from "@/lib/process-state";

export type Tag =
  | "System"
  | "Programs"
  | "Appetite"
  | "Insureds"
  | "Rate"
  | "Quote"
  | "Bind"
  | "Policy"
  | "Webhooks"
  | "Team"
  | "Underwriting"
  | "Sandbox"
  | "Audit"
  | "Reports"
  | "Account";

/** What the reference says about an operation; method and path come from the route file. */
export interface OperationDoc {
  id: string;
  tag: Tag;
  summary: string;
  description?: string;
  /** Statuses this operation answers besides success; the edge's own (400, 401, 413, 415, 429...) are added. */
  errors?: number[];
  example?: unknown;
}

/**
 * true: an agency's caller (a key, or an agency user's portal session); "optional": the same, or none; false:
 * no caller; "carrier": a carrier's underwriter signed in to the portal (the underwriting desk); "user": any
 * person signed in to the portal, an agency's user or a carrier's underwriter, never a key (their own account,
 * decision 057).
 */
type Auth = boolean | "optional" | "carrier" | "user";
type ObjectSchema = z.ZodObject;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export type JsonResponseSpec<D> = { status?: number; description: string; data: z.ZodType<D> };
export type PdfResponseSpec = { status?: 200; description: string; pdf: true };

/** The person signed in to the portal, on routes whose auth is "user" (decision 057). */
export interface PortalUser {
  userId: string;
  /** The portal_sessions row this request came with. */
  sessionId: string;
  /** The user's live agency (whatever the portal's mode), or null for a carrier's underwriter. */
  agencyId: string | null;
}

/** The client with every member unusable: assignable where a use case takes the database, useless for anything else. */
export type DbHandle = Services["db"] & { readonly [K in keyof Services["db"]]: never };

export type HandlerServices = Omit<Services, "db"> & { db: DbHandle };

export interface Context<A extends Auth, P, Q, B> {
  req: Request;
  /** The process's services, their database a handle too (`rateAgainNow(services, ...)` hands it on). */
  services: HandlerServices;
  /**
   * The database, as a handle to hand to use cases (`createQuote(db, ...)`): a handler reads and writes only
   * through them, so every member of the client is typed `never` here (and lint refuses `db.<anything>`).
   */
  db: DbHandle;
  /** The caller's agency; null only on routes whose auth is false, optional or carrier. */
  agency: A extends true ? AgencyPrincipal : AgencyPrincipal | null;
  /** The carrier's underwriter signed in, on routes whose auth is "carrier" (or "user", when it is one); else null. */
  carrier: A extends "carrier" ? CarrierPrincipal : A extends "user" ? CarrierPrincipal | null : null;
  /** The person signed in, on routes whose auth is "user"; else null. */
  user: A extends "user" ? PortalUser : null;
  params: P;
  query: Q;
  body: B;
  /** The body's JSON before parsing: what was submitted, for storing as submitted. */
  raw: Record<string, unknown>;
  requestId: string;
  /** The dated API version the request is answered in (lib/api/versions.ts). */
  apiVersion: string;
  /** The Idempotency-Key sent (idempotent routes), to use as the payment provider's key too. */
  idempotencyKey: string | null;
  /** Idempotent routes: call in the transaction that commits the resource, with its id. */
  onCommit: CommitMark | undefined;
}

/** A success answered with another status than the operation's (health's 503), or extra headers. */
export class Reply<D> {
  constructor(
    readonly status: number,
    readonly data: D,
    readonly headers: Record<string, string> = {},
  ) {}
}

export interface RouteSpec<A extends Auth, PS, QS, BS, D> {
  operation: OperationDoc;
  auth?: A;
  /**
   * What the caller must hold (lib/auth/permissions.ts): every operation that takes a caller names one. It is
   * checked before the parameters and body are read, so a refusal never depends on what was sent.
   */
  permission?: Permission;
  params?: PS;
  query?: QS;
  body?: BS;
  /**
   * A body that fails its schema: further issues found in the rest of it, reported beside the schema's in the
   * same 400, so a caller learns every fault at once (create-quote runs its per-program checks on the
   * fields that did parse). Must not write.
   */
  moreBodyIssues?: (ctx: { services: Services; agency: AgencyPrincipal | null }, json: unknown, error: z.ZodError) => Promise<FieldIssue[]>;
  /** The request body as the OpenAPI document describes it, when it says more than the parsing schema (a union per line). */
  documentedBody?: z.ZodType;
  response: JsonResponseSpec<D> | PdfResponseSpec;
  /** Accepts an Idempotency-Key ("optional"), or requires one ("required"). */
  idempotent?: "optional" | "required";
  /** Answers with a strong ETag and honours If-None-Match with 304 (lib/api/conditional.ts); documented so. */
  conditional?: true;
  /** Idempotent routes: the answer for a resource committed by a request whose process died before answering. */
  recover?: (ctx: Context<A, Out<PS>, Out<QS>, Out<BS>>, resourceId: string) => Promise<D>;
  handler: (ctx: Context<A, Out<PS>, Out<QS>, Out<BS>>) => Promise<D | Reply<D> | Response>;
}

export type RouteHandler = ((req: Request, routeContext?: NextRouteContext) => Promise<Response>) & {
  spec: RouteSpec<Auth, ObjectSchema | undefined, ObjectSchema | undefined, z.ZodType | undefined, unknown>;
};

type NextRouteContext = { params: Promise<Record<string, string | string[]>> };

export type { CarrierPrincipal };

const JSON_HEADERS = { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" };

export function json(status: number, data: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ success: true, data }), { status, headers: { ...JSON_HEADERS, ...headers } });
}

export function pdfResponse(bytes: Uint8Array, filename: string): Response {
  return new Response(Buffer.from(bytes), {
    headers: { "content-type": "application/pdf", "content-disposition": `inline; filename="${filename}"`, "cache-control": "private, no-store" },
  });
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const JSON_TYPE = /^application\/([\w.+-]*\+)?json\b/i;

export function apiRoute<
  A extends Auth = true,
  PS extends ObjectSchema | undefined = undefined,
  QS extends ObjectSchema | undefined = undefined,
  BS extends z.ZodType | undefined = undefined,
  D = unknown,
>(spec: RouteSpec<A, PS, QS, BS, D>): RouteHandler {
  const auth: Auth = spec.auth ?? true;
  if (auth !== false && !spec.permission) throw new Error(`${spec.operation.id} takes a caller but names no permission`);
  // Traces on (decision 049): the request runs inside a span named for its operation. Off: one boolean read.
  const route = (req: Request, routeContext?: NextRouteContext): Promise<Response> =>
    tracingOn() ? inRequestSpan(spec.operation.id, req, routeContext?.params, (span) => answer(req, routeContext, span)) : answer(req, routeContext);
  const answer = async (req: Request, routeContext?: NextRouteContext, span?: Span): Promise<Response> => {
    const incomingId = req.headers.get("x-request-id");
    const requestId = incomingId && /^[\w.:-]{1,100}$/.test(incomingId) ? incomingId : `req_${randomUUID()}`;
    const started = performance.now();
    const url = new URL(req.url);
    const instance = url.pathname;
    let rateHeaders: Record<string, string> = {};
    let apiVersion: string | null = null;
    // What the request's log line says besides its outcome: who asked, and what went wrong unexpectedly.
    let agencyId: string | undefined;
    let carrierId: string | undefined;
    let actor: string | undefined;
    let failure: Record<string, unknown> | undefined;
    let logPath = instance;
    const finish = (res: Response) => {
      res.headers.set("x-request-id", requestId);
      if (apiVersion) res.headers.set(VERSION_HEADER, apiVersion);
      for (const [name, value] of Object.entries(rateHeaders)) res.headers.set(name, value);
      // One line per request (docs/operations.md): the time to the response's headers, not to its last byte.
      const requestLog = processState("api.requestLog", () => logFor("api"));
      const durationMs = performance.now() - started;
      metrics.requestDuration.observe({ operation: spec.operation.id, method: req.method, status: res.status }, durationMs / 1000);
      if (span) noteResponse(span, res.status, requestId);
      const line = {
        requestId,
        method: req.method,
        path: logPath,
        operationId: spec.operation.id,
        status: res.status,
        durationMs: Math.round(durationMs * 10) / 10,
        ...(agencyId ? { agencyId } : {}),
        ...(carrierId ? { carrierId } : {}),
        ...(actor ? { actor } : {}),
        ...(span ? { traceId: span.spanContext().traceId } : {}),
        ...failure,
      };
      if (res.status >= 500) requestLog.error(line, "request failed");
      else requestLog.info(line, "request");
      return res;
    };
    try {
      // Text PostgreSQL cannot store never gets past the edge, wherever it is sent.
      const rawParams = (routeContext ? await routeContext.params : undefined) ?? {};
      const pathParams = Object.fromEntries(Object.entries(rawParams).map(([k, v]) => [k, Array.isArray(v) ? v.join("/") : v]));
      // A pay link's token opens a payment page: it never reaches the log, even as part of the path.
      if (pathParams.token) logPath = instance.replace(pathParams.token, "[token]");
      const search = Object.fromEntries(url.searchParams);
      const textIssues = [...inspectParams(pathParams), ...inspectParams(search)];
      if (textIssues.length) throw validationError(textIssues);

      const svc = await services().catch((error: unknown) => {
        failure = { reason: "services unavailable", ...describeError(error) };
        throw new AppError("unavailable", "The service cannot reach its database right now; retry shortly.");
      });
      let agency: AgencyPrincipal | null = null;
      let carrier: CarrierPrincipal | null = null;
      let viaSession = false;
      const authorization = req.headers.get("authorization");
      // The portal calls the same API with its session cookie; partners send a bearer key.
      if (!authorization && auth !== false) {
        const caller = await sessionCaller();
        if (caller && "carrierId" in caller) carrier = caller;
        else agency = caller;
        viaSession = caller !== null;
      }
      if (!agency && !carrier && (auth === true || auth === "carrier" || auth === "user" || (auth === "optional" && authorization))) {
        const token = bearerToken(authorization);
        agency = token ? await verifyApiKey(svc.db, token, svc.apiKeys) : null;
        if (!agency) {
          return finish(
            problemResponse("unauthorized", token ? "The API key is invalid or revoked." : "Send an API key: Authorization: Bearer <key>.", {
              requestId,
              instance,
              headers: { "www-authenticate": token ? 'Bearer error="invalid_token"' : 'Bearer realm="v1"' },
            }),
          );
        }
      }
      // Who asked, for the request's log line (a 429 or 403 names them too).
      agencyId = agency?.agencyId;
      carrierId = carrier?.carrierId;
      actor = (agency ?? carrier)?.actor;
      if (agency) {
        const e = svc.env;
        const limit = await consumeRateLimit(svc.db, agency, {
          windowSeconds: e.RATE_LIMIT_WINDOW_S,
          perKey: e.RATE_LIMIT_PER_KEY,
          perAgency: e.RATE_LIMIT_PER_AGENCY,
        });
        if (limit) rateHeaders = limit.headers;
        if (limit?.limited) {
          metrics.rateLimitRefusals.inc();
          throw new AppError(
            "rate_limited",
            `Too many requests for this ${agency.apiKeyId ? "API key" : "agency"}; retry after ${limit.headers["retry-after"]} s.`,
          );
        }
      }
      // Who may do what (decision 040), before anything of the request is read. A carrier's underwriter holds
      // only the desk's permission (and their own account's), so every agency operation refuses them, and every
      // agency caller the desk.
      const caller = agency ?? carrier;
      // A key has no portal session, so the operations on your own account refuse it in words of their own.
      if (auth === "user" && caller && !caller.portal) {
        throw new AppError(
          "forbidden",
          "An API key has no portal session: these operations act on the sessions of the person signed in to the portal, and take that session's cookie, never a key.",
          [],
          { requiredPermission: spec.permission },
        );
      }
      if (caller) requirePermission(caller.grants, spec.permission!);
      if (auth === "carrier" && !carrier) throw new Error(`${spec.operation.id}: a carrier operation reached without a carrier's underwriter`);
      if (auth === true && !agency) throw new Error(`${spec.operation.id}: an agency operation reached without an agency caller`);
      const user: PortalUser | null = auth === "user" && caller?.portal ? { ...caller.portal, agencyId: agency ? agency.liveAgencyId : null } : null;
      if (auth === "user" && !user) throw new Error(`${spec.operation.id}: an account operation reached without a portal user`);
      // The dated version this request is answered in: named by Quoting-Version, else the key's pin (decision 038).
      const version = requestVersion(req.headers.get(VERSION_HEADER), agency?.apiVersion ?? null);
      if ("issue" in version) throw validationError([version.issue]);
      apiVersion = version.version;
      const params = parseParams(spec.params, pathParams);
      // A cookie rides along with requests other sites make; a bearer key does not. So a change made
      // with the portal's session must come from this site, as JSON (which a form cannot send).
      if (viaSession && !SAFE_METHODS.has(req.method)) refuseCrossSite(req, url);

      let body: unknown = undefined;
      let raw: Record<string, unknown> = {};
      if (spec.body) {
        const type = req.headers.get("content-type") ?? "";
        if (type && !JSON_TYPE.test(type)) throw new AppError("unsupported_media_type", `Content-Type ${type} is not supported; send application/json.`);
        const text = await readBodyText(req);
        if (!type && (text.trim() || viaSession)) throw new AppError("unsupported_media_type", "Send the body with Content-Type: application/json.");
        const parsedJson = parseJsonBody(text);
        const parsed = spec.body.safeParse(parsedJson);
        if (!parsed.success) {
          const more = spec.moreBodyIssues ? await spec.moreBodyIssues({ services: svc, agency }, parsedJson, parsed.error) : [];
          throw validationError([...zodIssues(parsed.error), ...more]);
        }
        body = parsed.data;
        raw = parsedJson as Record<string, unknown>;
      } else if (!SAFE_METHODS.has(req.method)) {
        // An action without a body (rescind): nothing, or an empty JSON object; the size cap holds as everywhere.
        const text = await readBodyText(req);
        if (text.trim()) {
          const parsedJson = parseJsonBody(text);
          if (parsedJson === null || typeof parsedJson !== "object" || Array.isArray(parsedJson) || Object.keys(parsedJson).length) {
            throw validationError([{ path: "body", message: "this operation takes no body; send none or {}", code: "unexpected_body" }]);
          }
        }
      }
      let query: unknown = undefined;
      if (spec.query) {
        const parsed = spec.query.safeParse(search);
        if (!parsed.success) throw validationError(zodIssues(parsed.error));
        query = parsed.data;
      }
      // A producer who sees only their own book: a folio, policy or client of someone else's is a 404 (decision 045).
      if (agency?.ownBookOf) {
        await refuseOutsideBook(svc.db, agency, params);
        await refuseOutsideBookInBody(svc.db, agency, body);
      }
      const idempotencyKey = spec.idempotent ? readIdempotencyKey(req, spec.idempotent === "required") : null;
      const ctx = {
        req,
        services: svc as HandlerServices,
        db: svc.db as DbHandle,
        agency,
        carrier,
        user,
        params,
        query,
        body,
        raw,
        requestId,
        apiVersion,
        idempotencyKey,
        onCommit: undefined,
      } as Context<A, Out<PS>, Out<QS>, Out<BS>>;
      const successStatus = spec.response.status ?? 200;

      if (!spec.idempotent) {
        const result = await spec.handler(ctx);
        if (result instanceof Response) return finish(result);
        if (result instanceof Reply) return finish(json(result.status, result.data, result.headers));
        return finish(json(successStatus, result));
      }
      // Idempotent routes answer JSON; their answers (success, or a problem after a commit) are stored.
      const answerOf = async (run: () => Promise<D | Reply<D> | Response>): Promise<Answer> => {
        try {
          const result = await run();
          if (result instanceof Response) throw new Error("an idempotent route must answer JSON");
          if (result instanceof Reply) return { status: result.status, body: { success: true, data: result.data } };
          return { status: successStatus, body: { success: true, data: result } };
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          return {
            status: statusOf(error.code),
            body: problemBody(error.code, error.message, { errors: error.errors, requestId, instance, extensions: error.extensions }),
            failed: true,
          };
        }
      };
      const answer = await withIdempotency(
        svc.db,
        // A carrier's requests keep their keys under the carrier's id, and a person's own account's under the
        // user's (ids are UUIDs: no agency's can equal them), so two users of one agency never share a key.
        (user?.userId ?? agency?.agencyId ?? carrier?.carrierId)!,
        idempotencyKey,
        `${req.method} ${instance}`,
        raw,
        {
          run: (mark) => answerOf(() => spec.handler({ ...ctx, onCommit: mark })),
          recover: (resourceId) => {
            if (!spec.recover) throw new Error(`${spec.operation.id} is idempotent but cannot recover a committed resource`);
            return answerOf(() => spec.recover!(ctx, resourceId));
          },
        },
        svc.env.IDEMPOTENCY_LEASE_MS,
      );
      const headers = {
        "content-type": answer.failed ? "application/problem+json" : JSON_HEADERS["content-type"],
        "cache-control": "no-store",
        ...(answer.replayed ? { "idempotent-replayed": "true" } : {}),
      };
      return finish(new Response(JSON.stringify(answer.body), { status: answer.status, headers }));
    } catch (error) {
      if (error instanceof AppError)
        return finish(
          problemResponse(error.code, error.message, {
            errors: error.errors,
            requestId,
            instance,
            extensions: error.extensions,
            headers: edgeHeaders(error),
          }),
        );
      failure = describeError(error);
      return finish(
        problemResponse("internal_error", `An unexpected error occurred. Quote request id ${requestId} when contacting support.`, { requestId, instance }),
      );
    }
  };
  return Object.assign(route, { spec: spec as unknown as RouteHandler["spec"] });
}

/** Path parameters by their schema; one that does not fit (not a UUID, say) names nothing here: 404. */
function parseParams(schema: ObjectSchema | undefined, values: Record<string, string>): unknown {
  if (!schema) return values;
  const parsed = schema.safeParse(values);
  if (parsed.success) return parsed.data;
  const name = String(parsed.error.issues[0]?.path[0] ?? "");
  const what = (schema.shape[name] as z.ZodType | undefined)?.description ?? name;
  throw new AppError("not_found", `No ${what} with id ${values[name] ?? ""}.`);
}

function refuseCrossSite(req: Request, url: URL): void {
  const site = req.headers.get("sec-fetch-site");
  const origin = req.headers.get("origin");
  const ownOrigins = new Set([url.origin, new URL(appUrl()).origin]);
  if ((site && site !== "same-origin" && site !== "none") || (origin && !ownOrigins.has(origin))) {
    throw new AppError(
      "cross_site_request",
      "This change was sent from another site with your portal session; it was refused. Use an API key for server-to-server calls.",
    );
  }
  if (!JSON_TYPE.test(req.headers.get("content-type") ?? "")) {
    throw new AppError("unsupported_media_type", "Send the body with Content-Type: application/json.");
  }
}

/**
 * What the log keeps of an unexpected error: its kind, code and stack frames, never the values it was
 * given (a Prisma error's message repeats the query's arguments, which are the caller's data).
 */
export function describeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { error: typeof error };
  const code = (error as { code?: unknown }).code;
  const firstLine =
    error.message
      .split("\n")
      .find((l) => l.trim())
      ?.trim() ?? "";
  const isPrisma = error.name.startsWith("PrismaClient");
  const frames = (error.stack ?? "")
    .split("\n")
    .filter((l) => /^\s+at /.test(l))
    .slice(0, 8)
    .map((l) => l.trim());
  return {
    error: error.name,
    ...(typeof code === "string" ? { code } : {}),
    // Prisma: "Invalid `prisma.x.y()` invocation:" is kept, the arguments and database message are not.
    message: isPrisma ? firstLine.replace(/:$/, "") : firstLine.slice(0, 300),
    stack: frames,
  };
}

async function sessionCaller(): Promise<AgencyPrincipal | CarrierPrincipal | null> {
  const { portalCaller } = await import("@/lib/auth/portal-caller");
  return portalCaller();
}

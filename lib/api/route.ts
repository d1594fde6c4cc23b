// The one wrapper every /v1 route handler goes through: request id, auth, parsing, errors.
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { bearerToken, verifyApiKey, type AgencyPrincipal } from "@/lib/auth/api-keys";
import { db, type Db } from "@/lib/db";
import { appUrl, env } from "@/lib/env";
import { AppError, validationError } from "@/lib/errors";
import { problemResponse, zodIssues } from "@/lib/api/problem";
import { inspectParams, parseJsonBody, readBodyText } from "./input";
import { consumeRateLimit } from "./rate-limit";

interface Context<B, Q> {
  req: Request;
  db: Db;
  agency: AgencyPrincipal;
  body: B;
  /** The body's JSON before parsing: what was submitted, for storing as submitted. */
  raw: Record<string, unknown>;
  query: Q;
  params: Record<string, string>;
  requestId: string;
}

type Result = Response | { status?: number; data: unknown; headers?: Record<string, string> };

interface RouteOptions<B extends z.ZodType | undefined, Q extends z.ZodType | undefined> {
  body?: B;
  query?: Q;
  /** false: public (health, pay links). "optional": a key if sent (documents also open with a pay-link token). */
  auth?: boolean | "optional";
  handler: (
    ctx: Context<B extends z.ZodType ? z.infer<B> : undefined, Q extends z.ZodType ? z.infer<Q> : undefined>,
  ) => Promise<Result>;
}

type NextRouteContext = { params: Promise<Record<string, string | string[]>> };

const JSON_HEADERS = { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" };

export function json(status: number, data: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ success: true, data }), { status, headers: { ...JSON_HEADERS, ...headers } });
}

export function apiRoute<B extends z.ZodType | undefined = undefined, Q extends z.ZodType | undefined = undefined>(
  options: RouteOptions<B, Q>,
) {
  return async (req: Request, routeContext?: NextRouteContext): Promise<Response> => {
    const incomingId = req.headers.get("x-request-id");
    const requestId = incomingId && /^[\w.:-]{1,100}$/.test(incomingId) ? incomingId : `req_${randomUUID()}`;
    const url = new URL(req.url);
    const instance = url.pathname;
    let rateHeaders: Record<string, string> = {};
    const withId = (res: Response) => {
      res.headers.set("x-request-id", requestId);
      for (const [name, value] of Object.entries(rateHeaders)) res.headers.set(name, value);
      return res;
    };
    try {
      // Text PostgreSQL cannot store never gets past the edge, wherever it is sent.
      const rawParams = (routeContext ? await routeContext.params : undefined) ?? {};
      const params = Object.fromEntries(Object.entries(rawParams).map(([k, v]) => [k, Array.isArray(v) ? v.join("/") : v]));
      const search = Object.fromEntries(url.searchParams);
      const textIssues = [...inspectParams(params), ...inspectParams(search)];
      if (textIssues.length) throw validationError(textIssues);

      const database = await db();
      let agency: AgencyPrincipal | null = null;
      let viaSession = false;
      const authorization = req.headers.get("authorization");
      // The portal calls the same API with its session cookie; partners send a bearer key.
      if (!authorization && options.auth !== false) {
        agency = await sessionPrincipal();
        viaSession = agency !== null;
      }
      if (!agency && (options.auth === true || options.auth === undefined || (options.auth === "optional" && authorization))) {
        const token = bearerToken(authorization);
        agency = token ? await verifyApiKey(database, token) : null;
        if (!agency) {
          return withId(
            problemResponse("unauthorized", token ? "The API key is invalid or revoked." : "Send an API key: Authorization: Bearer <key>.", {
              requestId,
              instance,
              headers: { "www-authenticate": token ? 'Bearer error="invalid_token"' : 'Bearer realm="v1"' },
            }),
          );
        }
      }
      if (agency) {
        const e = env();
        const limit = await consumeRateLimit(database, agency, { windowSeconds: e.RATE_LIMIT_WINDOW_S, perKey: e.RATE_LIMIT_PER_KEY, perAgency: e.RATE_LIMIT_PER_AGENCY });
        if (limit) rateHeaders = limit.headers;
        if (limit?.limited) {
          throw new AppError("rate_limited", `Too many requests for this ${agency.apiKeyId ? "API key" : "agency"}; retry after ${limit.headers["retry-after"]} s.`);
        }
      }
      const unsafe = !SAFE_METHODS.has(req.method);
      // A cookie rides along with requests other sites make; a bearer key does not. So a change made
      // with the portal's session must come from this site, as JSON (which a form cannot send).
      if (viaSession && unsafe) refuseCrossSite(req, url);

      let body: unknown = undefined;
      let rawBody: Record<string, unknown> = {};
      if (options.body) {
        const type = req.headers.get("content-type") ?? "";
        if (type && !JSON_TYPE.test(type)) {
          throw new AppError("unsupported_media_type", `Content-Type ${type} is not supported; send application/json.`);
        }
        const text = await readBodyText(req);
        if (!type && (text.trim() || viaSession)) {
          throw new AppError("unsupported_media_type", "Send the body with Content-Type: application/json.");
        }
        const raw = parseJsonBody(text);
        const parsed = options.body.safeParse(raw);
        if (!parsed.success) throw validationError(zodIssues(parsed.error));
        body = parsed.data;
        rawBody = raw as Record<string, unknown>;
      }
      let query: unknown = undefined;
      if (options.query) {
        const parsed = options.query.safeParse(search);
        if (!parsed.success) throw validationError(zodIssues(parsed.error));
        query = parsed.data;
      }
      const result = await options.handler({
        req,
        db: database,
        agency: agency as AgencyPrincipal,
        body: body as never,
        raw: rawBody,
        query: query as never,
        params,
        requestId,
      });
      if (result instanceof Response) return withId(result);
      return withId(json(result.status ?? 200, result.data, result.headers));
    } catch (error) {
      if (error instanceof AppError) {
        return withId(problemResponse(error.code, error.message, { errors: error.errors, requestId, instance }));
      }
      console.error(JSON.stringify({ level: "error", requestId, path: instance, ...describeError(error) }));
      return withId(problemResponse("internal_error", `An unexpected error occurred. Quote request id ${requestId} when contacting support.`, { requestId, instance }));
    }
  };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const JSON_TYPE = /^application\/([\w.+-]*\+)?json\b/i;

function refuseCrossSite(req: Request, url: URL): void {
  const site = req.headers.get("sec-fetch-site");
  const origin = req.headers.get("origin");
  const ownOrigins = new Set([url.origin, new URL(appUrl()).origin]);
  if ((site && site !== "same-origin" && site !== "none") || (origin && !ownOrigins.has(origin))) {
    throw new AppError("cross_site_request", "This change was sent from another site with your portal session; it was refused. Use an API key for server-to-server calls.");
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
  const firstLine = error.message.split("\n").find((l) => l.trim())?.trim() ?? "";
  const isPrisma = error.name.startsWith("PrismaClient");
  const frames = (error.stack ?? "").split("\n").filter((l) => /^\s+at /.test(l)).slice(0, 8).map((l) => l.trim());
  return {
    error: error.name,
    ...(typeof code === "string" ? { code } : {}),
    // Prisma: "Invalid `prisma.x.y()` invocation:" is kept, the arguments and database message are not.
    message: isPrisma ? firstLine.replace(/:$/, "") : firstLine.slice(0, 300),
    stack: frames,
  };
}

async function sessionPrincipal(): Promise<AgencyPrincipal | null> {
  const { auth } = await import("@/lib/auth/portal");
  const session = await auth().catch(() => null);
  const user = session?.user;
  if (!user?.agencyId) return null;
  return { agencyId: user.agencyId, agencySlug: user.agencySlug, agencyName: user.agencyName, apiKeyId: null, actor: `user:${user.id}` };
}

/** Path ids are UUIDs; anything else is simply not found (never a 500 from a cast). */
export function requireUuid(value: string | undefined, what: string): string {
  if (!value || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)) {
    throw new AppError("not_found", `No ${what} with id ${value ?? ""}.`);
  }
  return value.toLowerCase();
}

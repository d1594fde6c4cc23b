// The one wrapper every /v1 route handler goes through: request id, auth, parsing, errors.
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { bearerToken, verifyApiKey, type AgencyPrincipal } from "@/lib/auth/api-keys";
import { db, type Db } from "@/lib/db";
import { AppError, problemResponse, validationError, zodIssues } from "./errors";

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
    const instance = new URL(req.url).pathname;
    const withId = (res: Response) => {
      res.headers.set("x-request-id", requestId);
      return res;
    };
    try {
      const database = await db();
      let agency: AgencyPrincipal | null = null;
      const authorization = req.headers.get("authorization");
      // The portal calls the same API with its session cookie; partners send a bearer key.
      if (!authorization && options.auth !== false) agency = await sessionPrincipal();
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
      const rawParams = (routeContext ? await routeContext.params : undefined) ?? {};
      const params = Object.fromEntries(Object.entries(rawParams).map(([k, v]) => [k, Array.isArray(v) ? v.join("/") : v]));

      let body: unknown = undefined;
      let rawBody: Record<string, unknown> = {};
      if (options.body) {
        const type = req.headers.get("content-type") ?? "";
        if (type && !/^application\/([\w.+-]*\+)?json\b/i.test(type)) {
          throw new AppError("unsupported_media_type", `Content-Type ${type} is not supported; send application/json.`);
        }
        const text = await req.text();
        let raw: unknown;
        try {
          raw = text.trim() ? JSON.parse(text) : {};
        } catch (e) {
          throw new AppError("malformed_json", `The body is not valid JSON: ${(e as Error).message}`);
        }
        const parsed = options.body.safeParse(raw);
        if (!parsed.success) throw validationError(zodIssues(parsed.error));
        body = parsed.data;
        rawBody = raw as Record<string, unknown>;
      }
      let query: unknown = undefined;
      if (options.query) {
        const parsed = options.query.safeParse(Object.fromEntries(new URL(req.url).searchParams));
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
      console.error(JSON.stringify({ level: "error", requestId, path: instance, error: (error as Error)?.stack ?? String(error) }));
      return withId(problemResponse("internal_error", `An unexpected error occurred. Quote request id ${requestId} when contacting support.`, { requestId, instance }));
    }
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

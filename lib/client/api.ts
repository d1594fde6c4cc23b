// The portal's only way to the server: the /v1 API, same origin, with the session cookie. Components
// call the typed functions in ./endpoints; this is the transport under them. A success is parsed with
// the operation's own response schema from lib/schemas (the envelope the server answers with), so a
// change on either side shows up as a parse error here, not as undefined somewhere in a component.
// The schemas (and zod) come in a chunk of their own, ./responses, loaded alongside the first request,
// so no page carries them in its first-load JavaScript (decision 022).
import type { z } from "zod";
import type { ResponseName, responses } from "./responses";

export interface FieldError {
  path: string;
  message: string;
  code?: string;
}

/** A problem+json answer (RFC 9457): the status, the problem type, its detail and any field errors. */
/** A payment waiting for the cardholder (402 payment_requires_action): how to finish it (lib/client/next-action.ts). */
export interface PaymentAction {
  id: string;
  clientSecret: string;
  nextAction: { type: string; url?: string };
  confirmUrl: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    readonly detail: string,
    readonly errors: FieldError[],
    readonly payment: PaymentAction | null = null,
  ) {
    super(detail);
    this.name = "ApiError";
  }
}

/** A 2xx answer that does not have the shape its schema says: the client and the server disagree. */
export class UnexpectedResponseError extends Error {
  constructor(
    readonly operation: string,
    readonly problems: string[],
  ) {
    super(`The server's answer to ${operation} was not understood (${problems.slice(0, 3).join("; ")}).`);
    this.name = "UnexpectedResponseError";
  }
}

/** The `data` of the named response envelope, as its schema parses it. */
export type ResponseData<K extends ResponseName> = z.output<(typeof responses)[K]> extends { data: infer D } ? D : never;

let checker: Promise<typeof import("./responses")> | undefined;
/** The response schemas' chunk, fetched once, on the first call. A failed load is tried again next call. */
function loadChecker(): Promise<typeof import("./responses")> {
  checker ??= import("./responses").catch((error: unknown) => {
    checker = undefined;
    throw error;
  });
  return checker;
}

/** The parts of an RFC 9457 problem the portal uses, read without a schema library (errors are read on every page). */
function paymentActionOf(value: unknown): PaymentAction | null {
  if (!value || typeof value !== "object") return null;
  const { id, clientSecret, nextAction, confirmUrl } = value as Record<string, unknown>;
  if (typeof id !== "string" || typeof clientSecret !== "string" || typeof confirmUrl !== "string" || !confirmUrl.startsWith("/v1/")) return null;
  if (!nextAction || typeof nextAction !== "object" || typeof (nextAction as { type?: unknown }).type !== "string") return null;
  const { type, url } = nextAction as { type: string; url?: unknown };
  return { id, clientSecret, confirmUrl, nextAction: { type, ...(typeof url === "string" ? { url } : {}) } };
}

function problemOf(json: unknown): { type?: string; detail?: string; errors: FieldError[]; payment: PaymentAction | null } {
  if (!json || typeof json !== "object") return { errors: [], payment: null };
  const p = json as Record<string, unknown>;
  const errors = Array.isArray(p.errors)
    ? p.errors.flatMap((e: unknown) => {
        if (!e || typeof e !== "object") return [];
        const { path, message, code } = e as Record<string, unknown>;
        if (typeof path !== "string" || typeof message !== "string") return [];
        return [{ path, message, ...(typeof code === "string" ? { code } : {}) }];
      })
    : [];
  return {
    type: typeof p.type === "string" ? p.type : undefined,
    detail: typeof p.detail === "string" ? p.detail : undefined,
    errors,
    payment: paymentActionOf(p.payment),
  };
}

export interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
}

export async function apiFetch<K extends ResponseName>(
  method: "GET" | "POST" | "PATCH" | "DELETE",
  path: string,
  response: K,
  opts: RequestOptions = {},
): Promise<ResponseData<K>> {
  const check = loadChecker();
  check.catch(() => {}); // awaited below on success only; an error answer does not need it
  const res = await fetch(path, {
    method,
    credentials: "same-origin",
    headers: { accept: "application/json", ...(opts.body !== undefined ? { "content-type": "application/json" } : {}), ...(opts.headers ?? {}) },
    ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
  });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    // A proxy's HTML error page, a truncated body: report the status, not a SyntaxError.
    if (res.ok) throw new UnexpectedResponseError(`${method} ${path.split("?")[0]}`, ["not JSON"]);
  }
  if (!res.ok) {
    const p = problemOf(json);
    throw new ApiError(res.status, p.type ?? "unknown", p.detail ?? `Request failed (${res.status})`, p.errors, p.payment);
  }
  const parsed = (await check).parseResponse(response, json);
  if (!parsed.ok) throw new UnexpectedResponseError(`${method} ${path.split("?")[0]}`, parsed.problems);
  return parsed.data as ResponseData<K>;
}

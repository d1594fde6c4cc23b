// The portal's only way to the server: the /v1 API, same origin, with the session cookie, through the
// repository's SDK (sdk/: openapi-fetch over the types generated from the served OpenAPI document, decision
// 039). Components call the typed functions in ./endpoints; each names its path, parameters and body as the
// document declares them, so a change to the API that the portal does not follow fails the build. A success is
// also checked at run time with the operation's own response schema from lib/schemas, so a server that answers
// otherwise shows up as a parse error here, not as undefined somewhere in a component. The SDK's client and
// those schemas (with zod) come in a chunk of their own, ./transport, loaded by the first call, so no page
// carries them in its first-load JavaScript (decision 022).
import type { QuotingClient } from "@/sdk";
import type { ResponseName } from "./responses";

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

let transport: Promise<typeof import("./transport")> | undefined;
/** The SDK client and the response schemas, fetched once, on the first call. A failed load is tried again next call. */
function loadTransport(): Promise<typeof import("./transport")> {
  transport ??= import("./transport").catch((error: unknown) => {
    transport = undefined;
    throw error;
  });
  return transport;
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

/** What an SDK call resolves to: the envelope on a success, the problem (or text) on a failure. */
export interface SdkResult<D> {
  data?: { data: D };
  error?: unknown;
  response: Response;
}

/**
 * Sends one SDK call with the portal's client (same origin, signed in by the session cookie) and gives the
 * `data` of its envelope, checked with the named response schema. A failure is an ApiError (status, problem
 * type, detail, errors[]); an answer that does not fit is an UnexpectedResponseError.
 */
export async function call<D>(send: (client: QuotingClient) => Promise<SdkResult<D>>, schema: ResponseName): Promise<D> {
  const { client, parseResponse } = await loadTransport();
  return unwrap(send(client), schema, parseResponse);
}

/** The `data` of an SDK call's envelope, checked with `parse` (the named schema's). */
export async function unwrap<D>(
  pending: Promise<SdkResult<D>>,
  schema: ResponseName,
  parse: (name: ResponseName, json: unknown) => { ok: true } | { ok: false; problems: string[] },
): Promise<D> {
  let result: SdkResult<D>;
  try {
    result = await pending;
  } catch (error) {
    // A 2xx whose body is not JSON (a proxy's page, a truncated body): openapi-fetch's JSON.parse throws.
    if (error instanceof SyntaxError) throw new UnexpectedResponseError(schema, ["not JSON"]);
    throw error;
  }
  const { response } = result;
  if (!response.ok) {
    const p = problemOf(result.error);
    throw new ApiError(response.status, p.type ?? "unknown", p.detail ?? `Request failed (${response.status})`, p.errors, p.payment);
  }
  const parsed = parse(schema, result.data);
  if (!parsed.ok) throw new UnexpectedResponseError(response.url ? new URL(response.url).pathname : schema, parsed.problems);
  return (result.data as { data: D }).data;
}

// The portal's only way to the server: the /v1 API, same origin, with the session cookie. Components
// call the typed functions in ./endpoints; this is the transport under them. A success is parsed with
// the operation's own response schema from lib/schemas (the envelope the server answers with), so a
// change on either side shows up as a parse error here, not as undefined somewhere in a component.
import type { z } from "zod";
import { Problem } from "@/lib/schemas/common";

export interface FieldError {
  path: string;
  message: string;
  code?: string;
}

/** A problem+json answer (RFC 9457): the status, the problem type, its detail and any field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    readonly detail: string,
    readonly errors: FieldError[],
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

type Envelope<T> = z.ZodType<{ success: true; data: T }>;

export interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
}

export async function apiFetch<T>(method: "GET" | "POST", path: string, response: Envelope<T>, opts: RequestOptions = {}): Promise<T> {
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
    const problem = Problem.partial().safeParse(json);
    const p = problem.success ? problem.data : {};
    throw new ApiError(res.status, p.type ?? "unknown", p.detail ?? `Request failed (${res.status})`, p.errors ?? []);
  }
  const parsed = response.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`);
    throw new UnexpectedResponseError(`${method} ${path.split("?")[0]}`, problems);
  }
  return parsed.data.data;
}

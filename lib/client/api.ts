// The portal's only way to the server: the /v1 API, same origin, with the session cookie.
// Responses are parsed with the same zod schemas the server uses.
import type { z } from "zod";

export interface FieldError {
  path: string;
  message: string;
  code?: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    readonly detail: string,
    readonly errors: FieldError[],
  ) {
    super(detail);
  }
}

export async function apiFetch<T>(method: "GET" | "POST", path: string, opts: { body?: unknown; schema?: z.ZodType<T>; headers?: Record<string, string> } = {}): Promise<T> {
  const res = await fetch(path, {
    method,
    credentials: "same-origin",
    headers: { accept: "application/json", ...(opts.body !== undefined ? { "content-type": "application/json" } : {}), ...(opts.headers ?? {}) },
    ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
  });
  const text = await res.text();
  const json = text ? JSON.parse(text) : null;
  if (!res.ok) {
    throw new ApiError(res.status, json?.type ?? "unknown", json?.detail ?? `Request failed (${res.status})`, json?.errors ?? []);
  }
  const data = json?.data;
  return opts.schema ? opts.schema.parse(data) : (data as T);
}

export const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
export const formatMoney = (n: number | null | undefined) => (n === null || n === undefined ? "-" : money.format(n));

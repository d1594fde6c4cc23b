// A small HTTP client for the API tests: real requests against the running app.
import { inject } from "vitest";

export const base = () => inject("apiBase");
export const demoKey = () => inject("demoKey");
export const secondKey = () => inject("secondKey");

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export async function api<T = any>(method: string, path: string, opts: { key?: string | null; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {}): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  const key = opts.key === undefined ? demoKey() : opts.key;
  if (key) headers.authorization = `Bearer ${key}`;
  let payload: string | undefined;
  if (opts.rawBody !== undefined) payload = opts.rawBody;
  else if (opts.body !== undefined) payload = JSON.stringify(opts.body);
  if (payload !== undefined && !headers["content-type"]) headers["content-type"] = "application/json";
  const res = await fetch(`${base()}${path}`, { method, headers, ...(payload !== undefined ? { body: payload } : {}) });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
}

export function isoDate(daysFromToday: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + daysFromToday);
  return d.toISOString().slice(0, 10);
}

/** A bakery in San Francisco: in appetite for the Keystone programs. */
export function bakery(overrides: Record<string, unknown> = {}) {
  return {
    class_code: "10100",
    business_name: "Sunrise Bakery",
    mailing_zip: "94103",
    mailing_state: "CA",
    employee_count: 6,
    annual_revenue: 850000,
    effective_date: isoDate(10),
    coverage: { glLimit: 1000000, bppLimit: 100000 },
    ...overrides,
  };
}

export function trip(overrides: Record<string, unknown> = {}) {
  return {
    country_of_residence: "US",
    residence_state: "IL",
    destination_country: "FR",
    start_date: isoDate(30),
    end_date: isoDate(40),
    coverage: { tripCost: 6000 },
    insureds: [
      { first_name: "Ana", last_name: "Lopez", date_of_birth: "1985-04-12" },
      { first_name: "Ben", last_name: "Lopez", date_of_birth: "1958-09-30" },
    ],
    ...overrides,
  };
}

const TERMINAL = new Set(["quoted", "declined", "quote_failed", "bound"]);

/** Polls the folio until every card is terminal; returns the folio. */
export async function pollFolio(quoteId: string, key = demoKey(), timeoutMs = 30_000): Promise<any> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await api("GET", `/v1/quote/${quoteId}`, { key });
    if (res.status !== 200) throw new Error(`GET folio answered ${res.status}: ${JSON.stringify(res.body)}`);
    if (res.body.data.quotes.every((q: any) => TERMINAL.has(q.status))) return res.body.data;
    if (Date.now() > deadline) throw new Error(`folio ${quoteId} not terminal after ${timeoutMs} ms: ${JSON.stringify(res.body.data.quotes.map((q: any) => q.status))}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

// A small HTTP client for the API tests: real requests against the running app. Every response is
// validated against the app's own OpenAPI document (fetched over HTTP), so each API test also checks
// that the document tells the truth.
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { inject } from "vitest";

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

interface Doc {
  components?: { schemas?: Record<string, object>; responses?: Record<string, { content?: Record<string, { schema: object }> }> };
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }> }>>;
}
let docPromise: Promise<Doc> | undefined;
const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
const validators = new Map<string, ValidateFunction>();
export const contract = { validated: 0 };

function templateFor(doc: Doc, path: string): string | undefined {
  const segments = path.split("/");
  const matches = Object.keys(doc.paths).filter((t) => {
    const ts = t.split("/");
    return ts.length === segments.length && ts.every((s, i) => s.startsWith("{") || s === segments[i]);
  });
  // the most literal template wins: /v1/rate/sensitivity over a parameterised sibling
  return matches.sort((a, b) => (b.match(/\{/g)?.length ?? 0) - (a.match(/\{/g)?.length ?? 0)).at(-1);
}

export async function checkContract(method: string, url: string, status: number, contentType: string | null, body: unknown) {
  docPromise ??= fetch(`${base()}/v1/openapi.json`, { headers: { authorization: `Bearer ${demoKey()}` } }).then((r) => r.json() as Promise<Doc>);
  const doc = await docPromise;
  const path = new URL(url).pathname;
  const template = templateFor(doc, path);
  const operation = template ? doc.paths[template]?.[method.toLowerCase()] : undefined;
  if (!operation) throw new Error(`${method} ${path} answered ${status} but the OpenAPI document has no such operation`);
  if (status === 304) {
    // Not modified: documented without content, and sent without a body.
    if (!operation.responses["304"]) throw new Error(`${method} ${template} answered 304, which the OpenAPI document does not describe`);
    if (body !== null) throw new Error(`${method} ${template} answered 304 with a body`);
    contract.validated++;
    return;
  }
  const declared = (operation.responses[String(status)] ?? operation.responses.default) as
    { $ref?: string; content?: Record<string, { schema: object }> } | undefined;
  // Error answers alike across operations are components.responses, referred to by $ref.
  const response = declared?.$ref ? doc.components?.responses?.[declared.$ref.replace("#/components/responses/", "")] : declared;
  const mediaType = (contentType ?? "").split(";")[0]!.trim();
  const schema = response?.content?.[mediaType]?.schema;
  if (!schema) throw new Error(`${method} ${template} answered ${status} ${mediaType}, which the OpenAPI document does not describe`);
  const key = `${method} ${template} ${status} ${mediaType}`;
  let validate = validators.get(key);
  if (!validate) {
    // Responses name their resources ($ref to components.schemas): compiled with the document's components.
    validate = ajv.compile({ ...schema, components: doc.components ?? {} });
    validators.set(key, validate);
  }
  if (!validate(body)) {
    throw new Error(`${key}: response does not match the OpenAPI document: ${ajv.errorsText(validate.errors, { separator: "\n  " })}`);
  }
  contract.validated++;
}

export const base = () => inject("apiBase");
export const demoKey = () => inject("demoKey");
export const secondKey = () => inject("secondKey");
/** qk_test_ keys of the two agencies' test twins (decision 043): the sandbox clock is theirs only. */
export const demoTestKey = () => inject("demoTestKey");
export const secondTestKey = () => inject("secondTestKey");

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export async function api<T = any>(
  method: string,
  path: string,
  opts: { key?: string | null; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  const key = opts.key === undefined ? demoKey() : opts.key;
  if (key) headers.authorization = `Bearer ${key}`;
  let payload: string | undefined;
  if (opts.rawBody !== undefined) payload = opts.rawBody;
  else if (opts.body !== undefined) payload = JSON.stringify(opts.body);
  if (payload !== undefined && !headers["content-type"]) headers["content-type"] = "application/json";
  const res = await fetch(`${base()}${path}`, { method, headers, ...(payload !== undefined ? { body: payload } : {}) });
  const text = await res.text();
  const body = text ? JSON.parse(text) : null;
  await checkContract(method, `${base()}${path}`, res.status, res.headers.get("content-type"), body);
  return { status: res.status, headers: res.headers, body };
}

export function isoDate(daysFromToday: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + daysFromToday);
  return d.toISOString().slice(0, 10);
}

/** A name no other test's insured has: one insured holds one bound policy per line and term (decision 019). */
export const uniqueName = (name: string) => `${name} ${Math.random().toString(36).slice(2, 8)}`;

/** A bakery in San Francisco: in appetite for the Keystone programs (each call a different bakery, unless business_name is given). */
export function bakery(overrides: Record<string, unknown> = {}) {
  return {
    class_code: "10100",
    business_name: uniqueName("Sunrise Bakery"),
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

const TERMINAL = new Set(["quoted", "referred", "declined", "quote_failed", "bound"]);

/** Polls the folio until every card is terminal; returns the folio. */
export async function pollFolio(quoteId: string, key = demoKey(), timeoutMs = 30_000): Promise<any> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await api("GET", `/v1/quote/${quoteId}`, { key });
    if (res.status !== 200) throw new Error(`GET folio answered ${res.status}: ${JSON.stringify(res.body)}`);
    if (res.body.data.quotes.every((q: any) => TERMINAL.has(q.status))) return res.body.data;
    if (Date.now() > deadline)
      throw new Error(`folio ${quoteId} not terminal after ${timeoutMs} ms: ${JSON.stringify(res.body.data.quotes.map((q: any) => q.status))}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

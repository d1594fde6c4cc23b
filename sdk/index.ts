// The Quoting API's TypeScript client (issue 32 item 8): openapi-fetch over types generated from the served
// OpenAPI document by openapi-typescript (sdk/schema.d.ts; `npm test` fails when they are out of step).
// Every path, parameter, body and answer is typed; each resource is one named type (QuoteFolio, Policy, …).
//
//   const quoting = createQuotingClient({ baseUrl: "http://localhost:3000", apiKey: process.env.QUOTING_API_KEY! });
//   const { data, error } = await quoting.POST("/v1/quote", { body: { programs: ["KM-CGL"], ...risk } });
//   if (error) console.error(error.errors);  // a Problem: errors[] names each field
import createClient, { type Client } from "openapi-fetch";
import type { components, paths, webhooks } from "./schema";

export type { components, paths, webhooks };
export type Schemas = components["schemas"];
export type QuoteFolio = Schemas["QuoteFolio"];
export type ProgramCard = Schemas["ProgramCard"];
export type ApplicationDetail = Schemas["ApplicationDetail"];
export type Policy = Schemas["Policy"];
export type Insured = Schemas["Insured"];
export type Event = Schemas["Event"];
export type Problem = Schemas["Problem"];

export interface QuotingClientOptions {
  /** Where the API is: https://quoting.example.com (the paths start with /v1). */
  baseUrl: string;
  /** An agency API key, qk_live_… */
  apiKey: string;
  /** A dated API version to answer in (Quoting-Version); without it, the key's pinned version. */
  version?: string;
  fetch?: typeof globalThis.fetch;
}

export type QuotingClient = Client<paths>;

export function createQuotingClient(options: QuotingClientOptions): QuotingClient {
  const client = createClient<paths>({ baseUrl: options.baseUrl.replace(/\/+$/, ""), ...(options.fetch ? { fetch: options.fetch } : {}) });
  client.use({
    onRequest({ request }) {
      request.headers.set("authorization", `Bearer ${options.apiKey}`);
      if (options.version) request.headers.set("quoting-version", options.version);
      return request;
    },
  });
  return client;
}

export interface SessionClientOptions {
  /** Where the API is; without it, the page's own origin (relative URLs, resolved by the browser). */
  baseUrl?: string;
  version?: string;
  fetch?: typeof globalThis.fetch;
}

/**
 * A client signed in by a browser session instead of an API key: it sends the same-origin cookie and no
 * Authorization header. The portal's own client kit (lib/client) calls the API through this.
 */
export function createSessionClient(options: SessionClientOptions = {}): QuotingClient {
  const client = createClient<paths>({
    baseUrl: (options.baseUrl ?? "").replace(/\/+$/, ""),
    credentials: "same-origin",
    headers: { accept: "application/json", ...(options.version ? { "quoting-version": options.version } : {}) },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  // A change made with a session must come as JSON (the API refuses a form another site could post), so an
  // action that takes no body (rescind, deactivate, revoke, confirm) is sent as an empty JSON object.
  client.use({
    onRequest({ request }) {
      if (request.method === "GET" || request.method === "HEAD" || request.headers.has("content-type")) return undefined;
      const headers = new Headers(request.headers);
      headers.set("content-type", "application/json");
      return new Request(request, { body: "{}", headers });
    },
  });
  return client;
}

/** A fresh Idempotency-Key for one logical request: send the same one on every retry of it. */
export const idempotencyKey = (): string => `sdk-${globalThis.crypto.randomUUID()}`;

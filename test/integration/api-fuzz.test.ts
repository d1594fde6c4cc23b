// Fuzzing the /v1 API over real HTTP against the built app on a database of its own (PGlite, or
// PostgreSQL when DATABASE_URL is set). The operations come from the served OpenAPI document, so an
// operation added later is fuzzed without touching this file: every POST, and every GET that takes
// path or query parameters. Bodies are generated from each operation's JSON Schema and from realistic
// valid bodies built on real ids (folios, applications, policies, pay links created first), then
// mutated with hostile values (NUL, lone surrogates, LIKE metacharacters, prototype keys, 100 kB keys,
// 3,000-deep nesting, wrong types, huge and negative numbers, extra fields); fixed probes add raw
// non-JSON bodies and wrong content types, hostile path segments and query values (malformed
// percent-encoding, forged cursors), and 5 MB bodies.
//
// Asserted for every answer: status < 500, and an error is application/problem+json with type, title,
// status and detail. Asserted for the database: with the app stopped, every table's row count changed
// by exactly what the accepted (2xx) requests explain (plus the few refusals that are records by
// design: a declined charge), and every new folio, application and audit row traces back to one.
// Also: every 5 MB body is refused with 413, and a search for % or _ lists only items containing them.
//
// FUZZ_SEED=<n> replays a run's choices (the seed is printed); FUZZ_SCALE multiplies the random part.
// The full list of failures is written to test-results-fuzz/api-fuzz-<database>.json.
import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "@/lib/auth/api-keys";
import { can, PERMISSIONS, type Permission } from "@/lib/auth/permissions";
import type { OpenDatabase } from "@/lib/db/client";
import { DEMO_AGENCY } from "@/prisma/seed";
import { DATABASE_KIND, createAppDatabase, startApp, tableCounts, withDatabase, type AppDatabase, type RunningApp } from "../support/app-instance";
import {
  HOSTILE_CURSORS,
  HOSTILE_URL_PIECES,
  bigString,
  deepObject,
  describePath,
  mutations,
  nodes,
  percentEncode,
  rawBodies,
  serializeJson,
  setAt,
  withKey,
  type Path,
  type RawBody,
} from "../support/hostile";
import { schemaArbitrary, type JsonSchema, type SchemaPath } from "../support/json-schema-arbitrary";
import { ROOT } from "../support/processes";

const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : 20261124;
const SCALE = process.env.FUZZ_SCALE ? Number(process.env.FUZZ_SCALE) : 1;
if (!Number.isInteger(SEED)) throw new Error(`FUZZ_SEED=${process.env.FUZZ_SEED}: must be an integer`);
if (!(SCALE > 0)) throw new Error(`FUZZ_SCALE=${process.env.FUZZ_SCALE}: must be a positive number`);
const MIN_REQUESTS = 2000;
/** Random requests per operation (the fixed probes come on top). */
const RANDOM_PER_OP = { post: Math.round(80 * SCALE), query: Math.round(40 * SCALE), path: Math.round(12 * SCALE) };
const CONCURRENCY = 6;
const REQUEST_TIMEOUT_MS = 60_000;

// ---- the operations, from the OpenAPI document ----

interface Param {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

interface Operation {
  method: "GET" | "POST" | "PATCH" | "DELETE";
  template: string;
  operationId: string;
  pathParams: string[];
  query: Param[];
  body?: JsonSchema;
  example?: unknown;
  /** What the caller must hold (decision 040). */
  permission?: Permission;
}

interface OpenApiDoc {
  paths: Record<
    string,
    Record<
      string,
      {
        operationId: string;
        security?: Array<Record<string, string[]>>;
        parameters?: Array<{ name: string; in: string; required?: boolean; schema: JsonSchema }>;
        requestBody?: { content: Record<string, { schema: JsonSchema; example?: unknown }> };
        "x-permission"?: { name: string };
      }
    >
  >;
}

function operationsOf(doc: OpenApiDoc): { fuzzed: Operation[]; skipped: string[] } {
  const fuzzed: Operation[] = [];
  const skipped: string[] = [];
  for (const [template, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      // Headers (X-Request-Id, Idempotency-Key, If-None-Match) are the edge's, fuzzed on their own: path and query here.
      const params = (op.parameters ?? []).filter((p) => p.in === "path" || p.in === "query");
      const media = op.requestBody?.content["application/json"];
      const operation: Operation = {
        method: method.toUpperCase() as Operation["method"],
        template,
        operationId: op.operationId,
        pathParams: params.filter((p) => p.in === "path").map((p) => p.name),
        query: params.filter((p) => p.in === "query").map((p) => ({ name: p.name, required: !!p.required, schema: p.schema })),
        ...(media ? { body: media.schema, example: media.example } : {}),
        ...(op["x-permission"] ? { permission: PERMISSIONS.find((p) => p === op["x-permission"]!.name) } : {}),
      };
      if (!["GET", "POST", "PATCH", "DELETE"].includes(operation.method))
        throw new Error(`${method} ${template}: this fuzz test knows GET, POST, PATCH and DELETE; teach it ${method}`);
      // The sandbox clock moves the whole agency's servicing time and runs its jobs (renewal offers,
      // settlements): its effects are tested on their own (test/integration/servicing.test.ts, e2e).
      if (op.operationId === "setSandboxClock") skipped.push(`${operation.method} ${template} (moves the agency's servicing clock)`);
      // The underwriting desk takes a carrier underwriter's portal session, and your own account (/v1/me) any portal
      // session, never a key (decisions 040, 057): every request of this fuzzer's key is refused there before its body
      // is read (test/api/permissions.test.ts shows it).
      else if (op.security?.some((s) => "portalSession" in s)) skipped.push(`${operation.method} ${template} (a portal session only)`);
      else if (takesBody(operation) || params.length) fuzzed.push(operation);
      else skipped.push(`${operation.method} ${template} (no parameters or body to fuzz)`);
    }
  }
  return { fuzzed, skipped };
}

/** POST and PATCH send a JSON body (fuzzed); GET and DELETE only their path and query. */
const takesBody = (op: Pick<Operation, "method">) => op.method === "POST" || op.method === "PATCH";

// ---- real ids to aim at ----

interface App {
  id: string;
  quoteId: string;
  programId: string;
  programCode: string;
  status: string;
}

interface Fixtures {
  programs: Array<{ id: string; code: string; type: string }>;
  answers: Map<string, Record<string, unknown>>; // programId -> valid answers to every question
  classifications: string[]; // ids and codes
  naicsCodes: string[];
  folios: Array<{ quoteId: string; groupId: string }>;
  apps: App[];
  quotedByFolio: App[][]; // answered and quoted, by folio: what a bind can take
  policies: Array<{ id: string; effectiveDate: string; expirationDate: string }>;
  tokens: string[];
  cursors: string[];
  /** A webhook endpoint of the agency, and events (decision 024). */
  endpoints: string[];
  events: string[];
  /** An insured of the agency (decision 030). */
  insureds: string[];
}

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
// 4000 0025 0000 3155 asks for 3-D Secure: a bind then waits for the cardholder (decision 026).
const CARDS = [
  "4242 4242 4242 4242",
  "4242424242424242",
  "4000000000000002",
  "4000000000009995",
  "4000000000000069",
  "5555555555554444",
  "1234567812345678",
  "4000002500003155",
];
const card = (number: string) => ({ method: "card", card: { number, expMonth: 12, expYear: 2031, cvc: "123" } });
/** Answers that no seeded program declines or refers (prisma/seed-data/underwriting.ts). */
const CLEAN_ANSWERS: Record<string, unknown> = {
  yearsInBusiness: 5,
  priorClaims: 0,
  cooksWithGrease: false,
  workAboveThreeStories: false,
  subcontractedPercent: 0,
  requiresCertificatesFromSubs: true,
  licensedProfessional: true,
  largestClientSharePercent: 10,
};

// ---- sending, and what each answer did ----

type Phase = "setup" | "fuzz" | "big" | "readback";

interface Draft {
  op: Operation;
  params: Record<string, string>; // raw path segments, already encoded
  query?: string; // raw, without "?"
  json?: unknown;
  raw?: RawBody;
  /** "idempotency-key": a header; the value "fresh" becomes a key no other request uses. */
  headers?: Record<string, string>;
  label: string;
  plantedAt?: string;
  /** A webhook endpoint URL whose host is loopback, private or reserved, however it is spelled. */
  hostileHost?: boolean;
}

interface Sent {
  seq: number;
  requestId: string;
  phase: Phase;
  op: Operation;
  url: string;
  label: string;
  bodyPreview: string;
  bodyBytes: number;
  status: number; // 0: no answer
  contentType: string;
  text: string; // truncated
  error?: string;
  /** For an error status: whether the answer is application/problem+json with type, title, status and detail. */
  problemShaped?: boolean;
  /** For a 400: the fields its errors[] names. */
  errorPaths?: string[];
  /** For a probe that planted NUL or a lone surrogate in one field: that field. */
  plantedAt?: string;
  hostileHost?: boolean;
  /** Rows this answer accounts for, by table. */
  rows: Record<string, number>;
  /** The open applications a canonical answer was given to (each re-rated: a carrier call at most), decision 033. */
  rerated?: number;
  /** The folio and applications a create-quote or re-quote answer says it created. */
  created?: { folio: string; applications: string[] };
  ms: number;
}

const truncate = (s: string, n: number) => (s.length > n ? `${s.slice(0, n)}…(${s.length} chars)` : s);
const visible = (s: string) =>
  s.replace(/[\u0000-\u001f\u007f\ud800-\udfff\u2028\u2029\u202e\ufeff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);

class Client {
  sent: Sent[] = [];
  private seq = 0;
  constructor(
    private base: string,
    private key: string,
  ) {}

  async send(draft: Draft, phase: Phase): Promise<Sent & { json: any }> {
    const seq = ++this.seq;
    const requestId = `fuzz-${SEED}-${seq}`;
    const pathPart = draft.op.template.replace(/\{(\w+)\}/g, (_, name: string) => draft.params[name] ?? "");
    const url = `${pathPart}${draft.query ? `?${draft.query}` : ""}`;
    const headers: Record<string, string> = { authorization: `Bearer ${this.key}`, "x-request-id": requestId };
    for (const [k, v] of Object.entries(draft.headers ?? {})) headers[k] = v === "fresh" ? `fuzz-key-${SEED}-${seq}` : v;
    let body: string | Uint8Array<ArrayBuffer> | undefined;
    if (draft.raw) {
      body = draft.raw.body;
      if (draft.raw.contentType) headers["content-type"] = draft.raw.contentType;
    } else if (takesBody(draft.op)) {
      body = serializeJson(draft.json === undefined ? {} : draft.json);
      headers["content-type"] = "application/json";
    }
    const bodyText = body === undefined ? "" : typeof body === "string" ? body : Buffer.from(body).toString("latin1");
    const started = performance.now();
    let status = 0;
    let contentType = "";
    let text = "";
    let error: string | undefined;
    let replayed = false;
    try {
      const res = await fetch(`${this.base}${url}`, { method: draft.op.method, headers, body, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      status = res.status;
      contentType = res.headers.get("content-type") ?? "";
      replayed = res.headers.get("idempotent-replayed") === "true";
      text = contentType.startsWith("application/pdf") ? `(PDF, ${(await res.arrayBuffer()).byteLength} bytes)` : await res.text();
    } catch (e) {
      error = `${(e as Error).name}: ${(e as Error).message}${(e as { cause?: Error }).cause ? ` (${(e as { cause: Error }).cause.message})` : ""}`;
    }
    let json: any = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON: judged below */
    }
    const sent: Sent = {
      seq,
      requestId,
      phase,
      op: draft.op,
      url,
      label: draft.label,
      bodyPreview: visible(truncate(bodyText, 600)),
      bodyBytes: body === undefined ? 0 : typeof body === "string" ? Buffer.byteLength(body) : body.byteLength,
      status,
      contentType,
      text: truncate(text, 2000),
      ...(error ? { error } : {}),
      rows: rowsAccountedFor(draft, headers, status, json, replayed),
      ms: performance.now() - started,
    };
    if (draft.plantedAt) sent.plantedAt = draft.plantedAt;
    if (draft.hostileHost) sent.hostileHost = true;
    if (status === 400 && Array.isArray(json?.errors)) sent.errorPaths = json.errors.map((e: { path: unknown }) => String(e.path));
    if (status >= 400) {
      sent.problemShaped =
        contentType.startsWith("application/problem+json") &&
        typeof json?.type === "string" &&
        typeof json?.title === "string" &&
        json?.status === status &&
        typeof json?.detail === "string";
    }
    if (draft.op.operationId === "answerInsuredQuestions" && status === 200 && Array.isArray(json?.data?.updatedApplications))
      sent.rerated = json.data.updatedApplications.length;
    if (sent.rows.folios)
      sent.created = { folio: json.data.quoteId, applications: json.data.applications.map((a: { quoteRequestId: string }) => a.quoteRequestId) };
    this.sent.push(sent);
    return { ...sent, json };
  }

  /** For setup: must succeed with `expected`, or the run stops here. */
  async must(draft: Omit<Draft, "label"> & { label?: string }, expected: number): Promise<any> {
    const res = await this.send({ label: "setup", ...draft }, "setup");
    if (res.status !== expected) throw new Error(`setup: ${draft.op.method} ${res.url} answered ${res.status} (wanted ${expected}): ${res.text}`);
    return res.json;
  }
}

/**
 * The rows an answer added, by table. Accepted (2xx) requests add rows; of the refusals only a
 * declined charge does (402: the attempt is a financial record, with its audit row). Anything else
 * refused must add nothing. Carrier calls are written by the rating worker, one per application.
 */
function rowsAccountedFor(draft: Draft, headers: Record<string, string>, status: number, body: any, replayed: boolean): Record<string, number> {
  if (status < 200 || (status >= 300 && status !== 402) || !body) return {};
  const data = body.data;
  switch (draft.op.operationId) {
    case "createQuote":
    case "requote": {
      if (status !== 201 || replayed) return {};
      const n = data.applications.length as number;
      // Each rating outcome is an event, and the folio's last one a quote.completed too (decision 024).
      return { folios: 1, applications: n, carrier_calls: n, events: n + 1, idempotency_records: headers["idempotency-key"] ? 1 : 0 };
    }
    case "saveApplicationForm":
      return status === 200 ? { audit_events: 1 } : {};
    case "answerInsuredQuestions":
      return status === 200 ? { audit_events: 1 } : {};
    case "bind":
    case "payWithLink": {
      if (replayed) return {};
      // An Idempotency-Key's answer is kept once the request committed something (a policy, or a declined charge).
      const key = draft.op.operationId === "bind" && headers["idempotency-key"] ? 1 : 0;
      // A card asking for 3-D Secure: the payment waits with its pending bind, and nothing is reported yet.
      if (status === 402 && body.payment) return { payments: 1, audit_events: 1, idempotency_records: key, pending_binds: 1 };
      if (status === 402) return { payments: 1, audit_events: 1, idempotency_records: key, events: failedChargeEvents(body) };
      if (status !== 201) return {};
      const policies = data.policies.length as number;
      // A pay link's answer is a summary without the schedule; the fixture's link is an annual plan of a
      // renewable business program: no installments to chase, a renewal offer and its lapse (2 jobs each).
      const jobs = draft.op.operationId === "payWithLink" ? 2 * policies : (data.policies as any[]).reduce((n, p) => n + jobsPlannedFor(p), 0);
      // Events: policy.bound for each policy, and payment.succeeded. A monthly plan saves the card (decision 025):
      // one saved card per policy on it, and the one card the offline provider keeps.
      const autopay = (data.policies as any[]).filter((p) => p.autopay).length;
      return {
        policies,
        policy_events: 2 * policies,
        audit_events: policies + 1,
        payments: 1,
        idempotency_records: key,
        scheduled_jobs: jobs,
        events: policies + 1,
        saved_payment_methods: autopay,
        offline_payment_methods: autopay ? 1 : 0,
      };
    }
    case "createPayLink":
      // With an email, its message is written to the outbox in the same transaction (decision 020).
      return status === 201 ? { pay_links: 1, ...(data.message ? { outbound_messages: 1 } : {}) } : {};
    case "createPolicyPayLink":
      return status === 201 ? { policy_pay_links: 1 } : {};
    case "payPolicyLink":
      // The link's row is charged like an installment the agent pays (renewal.ts chargeRow).
      if (status === 402) return { payments: 1, audit_events: 1, events: failedChargeEvents(body) };
      // Events: installment.paid and payment.succeeded. An installment with more to come keeps the card it was paid with.
      if (status !== 201) return {};
      return {
        policy_events: 1,
        payments: 1,
        audit_events: 1,
        events: 2,
        ...cardKept(data.item.kind === "installment" && data.item.number < data.item.installments),
      };
    case "issueCertificate":
      if (status !== 201 || replayed) return {};
      return { certificates: 1, policy_events: 1, audit_events: 1, idempotency_records: headers["idempotency-key"] ? 1 : 0 };
    case "policyRenewalPayment":
      if (replayed) return {};
      if (status === 402) return { payments: 1, audit_events: 1, idempotency_records: 1, events: failedChargeEvents(body) };
      if (status !== 200) return {};
      // A renewal is its offer bound: the bind's rows, plus the renewal event on the expiring term (and policy.renewed).
      return data.kind === "renewal"
        ? {
            policies: 1,
            policy_events: 3,
            payments: 1,
            audit_events: 2,
            idempotency_records: 1,
            scheduled_jobs: jobsPlannedFor(data.renewal),
            events: 3,
            ...cardKept(Boolean(data.renewal.autopay)),
          }
        : { policy_events: 1, payments: 1, audit_events: 1, idempotency_records: 1, events: 2, ...cardKept(installmentsAfter(data.policy, data.payment.id)) };
    case "rescindCancellation":
      return status === 200 ? { policy_events: 1, audit_events: 1, scheduled_jobs: -1, events: 1 } : {};
    case "cancelPolicy": {
      if (status !== 200 || data.preview) return {};
      if (data.cancellation.status === "scheduled") return { policy_events: 1, audit_events: 1, scheduled_jobs: 1, events: 1 };
      const refunds = (data.policy.payments as Array<{ kind: string }>).filter((p) => p.kind === "refund").length;
      return { policy_events: 1 + (data.cancellation.refund > 0 ? 1 : 0), audit_events: 1 + refunds, payments: refunds, events: 1 };
    }
    // Every change to a webhook endpoint is audited (decision 042).
    case "createWebhookEndpoint":
      return status === 201 ? { webhook_endpoints: 1, audit_events: 1 } : {};
    case "createInsured":
      return status === 201 ? { insureds: 1 } : {};
    // Keys are audited when made and revoked (decision 040); a key's secret is never stored to replay.
    case "createApiKey":
      return status === 201 ? { api_keys: 1, audit_events: 1 } : {};
    case "saveReferralNote":
      return status === 200 && !replayed ? { audit_events: 1, idempotency_records: headers["idempotency-key"] ? 1 : 0 } : {};
    case "deleteWebhookEndpoint":
      return status === 200 ? { webhook_endpoints: -1, audit_events: 1 } : {};
    case "updateWebhookEndpoint":
    case "rotateWebhookSecret":
      return status === 200 ? { audit_events: 1 } : {};
    default:
      return {};
  }
}

/** A declined charge is reported (payment.failed); one waiting for authentication is not yet. */
function failedChargeEvents(body: any): number {
  return String(body?.type ?? "").endsWith("#payment_failed") ? 1 : 0;
}

/** The servicing jobs a new policy gets (lib/policies/servicing-plan.ts): each unpaid installment's due and overdue days, and a renewal offer and lapse. */
/** A card paid with and kept for the installments still to come (decision 025): the policy's row and the offline provider's. */
function cardKept(kept: boolean): Record<string, number> {
  return kept ? { saved_payment_methods: 1, offline_payment_methods: 1 } : {};
}

/** Installments of the plan after the one this payment paid (a balance due has none). */
function installmentsAfter(policy: any, paymentId: string): boolean {
  const rows = policy.schedule as Array<{ number: number; kind: string; paymentId: string | null }>;
  const paid = rows.find((r) => r.paymentId === paymentId);
  return Boolean(paid && paid.kind === "installment" && policy.status !== "cancelled" && rows.some((r) => r.kind === "installment" && r.number > paid.number));
}

function jobsPlannedFor(policy: any): number {
  const unpaid = (policy.schedule as Array<{ status: string }>).filter((r) => r.status !== "paid" && r.status !== "void").length;
  return 2 * unpaid + (policy.renewal.offeredFrom ? 2 : 0);
}

// ---- fixtures: the real objects the fuzzer aims at ----

async function setUp(client: Client, ops: Map<string, Operation>): Promise<Fixtures> {
  const op = (id: string) => {
    const found = ops.get(id);
    if (!found) throw new Error(`the OpenAPI document has no operation ${id}, which the fixtures need`);
    return found;
  };
  const programs = (await client.must({ op: op("listPrograms"), params: {} }, 200)).data.items.map((p: any) => ({ id: p.id, code: p.code, type: p.type }));
  const answers = new Map<string, Record<string, unknown>>();
  for (const p of programs) {
    const detail = (await client.must({ op: op("getProgramDetail"), params: { programId: p.id } }, 200)).data;
    const form = { ...detail.applicationForm, required: Object.keys(detail.applicationForm.properties ?? {}) };
    const [sample] = fc.sample(schemaArbitrary(form, { override: (path, schema) => (schema.format === "date" ? fc.constant(day(-30)) : undefined) }), {
      seed: SEED,
      numRuns: 1,
    });
    // Answers that no program's underwriting declines or refers (decision 016): the fixtures need bindable cards.
    const clean = Object.fromEntries(Object.entries(CLEAN_ANSWERS).filter(([k]) => k in (detail.applicationForm.properties ?? {})));
    answers.set(p.id, { ...(sample as Record<string, unknown>), ...clean });
  }
  const naics = (await client.must({ op: op("searchNaics"), params: {}, query: "q=bakery&limit=5" }, 200)).data.items.map((h: any) => h.code as string);
  const classifications: string[] = [];
  for (const code of naics.slice(0, 2)) {
    const items = (await client.must({ op: op("classificationsForNaics"), params: { naicsCode: code } }, 200)).data.items;
    for (const c of items) classifications.push(c.id, c.code);
  }
  if (!classifications.length) throw new Error("setup: no classification under the bakery NAICS codes");

  const folios: Fixtures["folios"] = [];
  const business = ["KM-BOP", "KM-CGL", "SA-BOP", "MP-PL"];
  const travel = [["WT-TI-ESS"], ["WT-TI-PRE", "SA-TI"]];
  const bakery = (i: number) => ({
    class_code: "10100",
    business_name: `Fuzz Fixture Bakery ${i}`,
    mailing_zip: "60601",
    mailing_state: "IL",
    employee_count: 6,
    annual_revenue: 850000,
    effective_date: day(10),
  });
  const trip = {
    country_of_residence: "US",
    residence_state: "IL",
    destination_country: "FR",
    start_date: day(30),
    end_date: day(40),
    coverage: { tripCost: 6000 },
    insureds: [{ first_name: "Ana", last_name: "Lopez", date_of_birth: "1985-04-12" }],
  };
  for (let i = 0; i < 4; i++) {
    const created = (await client.must({ op: op("createQuote"), params: {}, json: { programs: business, ...bakery(i) } }, 201)).data;
    folios.push({ quoteId: created.quoteId, groupId: created.groupId });
  }
  for (const programsOfTrip of travel) {
    const created = (await client.must({ op: op("createQuote"), params: {}, json: { programs: programsOfTrip, ...trip } }, 201)).data;
    folios.push({ quoteId: created.quoteId, groupId: created.groupId });
  }
  // Folios kept for fuzzed binds only: no other operation names them, so no fuzzed re-quote supersedes their
  // cards (a superseded attempt is refused, decision 019) and the binds have something to accept.
  const bindOnly: Fixtures["folios"] = [];
  for (let i = 0; i < 3; i++) {
    const created = (await client.must({ op: op("createQuote"), params: {}, json: { programs: business, ...bakery(100 + i) } }, 201)).data;
    bindOnly.push({ quoteId: created.quoteId, groupId: created.groupId });
  }
  const apps: App[] = [];
  for (const folio of [...folios, ...bindOnly]) {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const view = (await client.must({ op: op("getQuote"), params: { quoteId: folio.quoteId } }, 200)).data;
      if (view.quotes.every((q: any) => q.status !== "quoting")) {
        for (const q of view.quotes) apps.push({ id: q.id, quoteId: folio.quoteId, programId: q.program.id, programCode: q.program.code, status: q.status });
        break;
      }
      if (Date.now() > deadline) throw new Error(`setup: folio ${folio.quoteId} still quoting after 60 s`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  const quoted = apps.filter((a) => a.status === "quoted");
  for (const app of quoted) {
    await client.must(
      { op: op("saveApplicationForm"), params: { quoteId: app.quoteId, quoteRequestId: app.id }, json: { form_payload: answers.get(app.programId) } },
      200,
    );
  }
  // Two policies (annual and monthly) and a pay link, from the first business folio's quoted cards.
  const policies: Fixtures["policies"] = [];
  const firstBusiness = quoted.filter((a) => a.quoteId === folios[0]!.quoteId);
  if (firstBusiness.length < 2)
    throw new Error(`setup: the first bakery folio has ${firstBusiness.length} quoted cards; 2 are needed (${JSON.stringify(apps)})`);
  for (const [app, paymentPlan] of [
    [firstBusiness[0]!, "annual"],
    [firstBusiness[1]!, "monthly"],
  ] as const) {
    const bound = (await client.must({ op: op("bind"), params: {}, json: { quoteRequestIds: [app.id], paymentPlan, payment: card(CARDS[0]!) } }, 201)).data;
    for (const p of bound.policies) policies.push({ id: p.id, effectiveDate: p.effectiveDate, expirationDate: p.expirationDate });
  }
  // The pay link goes to another insured's card: the first bakery now holds a policy of each line it bound,
  // and a rival program of a bound line is refused (line_already_bound, decision 019).
  const linkApp = quoted.find((a) => a.quoteId === folios[1]!.quoteId);
  if (!linkApp) throw new Error(`setup: the second bakery folio has no quoted card (${JSON.stringify(apps)})`);
  const link = (
    await client.must({ op: op("createPayLink"), params: { quoteId: folios[1]!.quoteId }, json: { quoteRequestIds: [linkApp.id], paymentPlan: "annual" } }, 201)
  ).data;
  // A customer link for the monthly policy's next installment (decision 013).
  const policyLink = (await client.must({ op: op("createPolicyPayLink"), params: { policyId: policies[1]!.id }, json: {} }, 201)).data;
  const taken = new Set([firstBusiness[0]!.id, firstBusiness[1]!.id, linkApp.id]);
  const quotedByFolio = [...folios, ...bindOnly].map((f) => quoted.filter((a) => a.quoteId === f.quoteId && !taken.has(a.id))).filter((list) => list.length);
  const page = (await client.must({ op: op("listQuotes"), params: {}, query: "limit=2" }, 200)).data;
  // A webhook endpoint (the operation's example: a public URL, which nothing here answers) and some events.
  const endpoint = (await client.must({ op: op("createWebhookEndpoint"), params: {}, json: op("createWebhookEndpoint").example }, 201)).data;
  const events = (await client.must({ op: op("listEvents"), params: {}, query: "limit=5" }, 200)).data.items.map((e: { id: string }) => e.id);
  const insured = (await client.must({ op: op("createInsured"), params: {}, json: op("createInsured").example }, 201)).data;
  return {
    programs,
    answers,
    classifications,
    naicsCodes: [...naics, "72", "311", "999999"],
    folios,
    apps,
    quotedByFolio,
    policies,
    tokens: [link.token, policyLink.token],
    cursors: page.nextCursor ? [page.nextCursor] : [],
    endpoints: [endpoint.id],
    events,
    insureds: [insured.id],
  };
}

// ---- generators ----

/** Real values for an operation's path parameters (an application always with its own folio). */
function realParams(op: Operation, fx: Fixtures): fc.Arbitrary<Record<string, string>> {
  if (!op.pathParams.length) return fc.constant({});
  return fc
    .record({
      app: fc.constantFrom(...fx.apps),
      folio: fc.constantFrom(...fx.folios),
      policy: fc.constantFrom(...fx.policies),
      token: fc.constantFrom(...fx.tokens),
      program: fc.constantFrom(...fx.programs.flatMap((p) => [p.id, p.code])),
      classification: fc.constantFrom(...fx.classifications),
      naics: fc.constantFrom(...fx.naicsCodes),
      endpoint: fc.constantFrom(...fx.endpoints),
      event: fc.constantFrom(...fx.events),
      insured: fc.constantFrom(...fx.insureds),
      docType: fc.constantFrom("quote_proposal", "application"),
      other: fc.uuid({ version: 4 }),
    })
    .map((c) => {
      const out: Record<string, string> = {};
      for (const name of op.pathParams) {
        out[name] =
          {
            quoteId: op.pathParams.includes("quoteRequestId") ? c.app.quoteId : c.folio.quoteId,
            quoteRequestId: c.app.id,
            policyId: c.policy.id,
            token: c.token,
            programId: c.program,
            classificationId: c.classification,
            naicsCode: c.naics,
            // A DELETE aims at no endpoint: the fixture stays for the PATCH and rotate-secret operations.
            endpointId: op.method === "DELETE" ? c.other : c.endpoint,
            eventId: c.event,
            insuredId: c.insured,
            documentType: op.template.includes("/policies/") ? "declarations" : c.docType,
          }[name] ?? c.other;
      }
      return out;
    });
}

function hostileParams(op: Operation, fx: Fixtures): fc.Arbitrary<{ params: Record<string, string>; label: string }> {
  return fc.tuple(realParams(op, fx), fc.nat(), fc.nat()).map(([params, which, choice]) => {
    const name = op.pathParams[which % op.pathParams.length]!;
    const real = params[name]!;
    const derived: Array<readonly [string, string]> = [
      ["upper-cased", real.toUpperCase()],
      ["with %00", `${real}%00`],
      ["one char short", real.slice(0, -1)],
      ["with lone surrogate", `${real}%ED%A0%80`],
    ];
    const [label, piece] = [...HOSTILE_URL_PIECES, ...derived][choice % (HOSTILE_URL_PIECES.length + derived.length)]!;
    return { params: { ...params, [name]: piece }, label: `path ${name}: ${label}` };
  });
}

/** Values that mean something to the API where a schema only says "string" or "uuid". */
function overrides(fx: Fixtures) {
  const codes = fx.programs.map((p) => p.code);
  const ids = fx.programs.map((p) => p.id);
  const appIds = fx.apps.map((a) => a.id);
  return (path: SchemaPath, schema: Record<string, unknown>): fc.Arbitrary<unknown> | undefined => {
    const key = [...path].reverse().find((p) => typeof p === "string" && !p.startsWith("(")) as string | undefined;
    if ((key === "programs" || key === "program") && (schema.anyOf || schema.oneOf)) {
      return fc.oneof(
        fc.constantFrom(...codes),
        fc.constantFrom(...ids),
        fc.constantFrom(...codes).map((code) => ({ code })),
        fc.constantFrom(...ids).map((programId) => ({ programId })),
      );
    }
    if (key === "quoteRequestIds" && schema.type === "string") return fc.oneof(fc.constantFrom(...appIds), fc.uuid({ version: 4 }));
    if ((key === "originalQuoteId" || key === "groupId") && schema.type === "string")
      return fc.oneof(fc.constantFrom(...fx.folios.map((f) => (key === "groupId" ? f.groupId : f.quoteId))), fc.uuid({ version: 4 }));
    if (key === "class_code") return fc.constantFrom("10100", "10101", "99999", "1234");
    if (key === "number" && path.includes("card")) return fc.constantFrom(...CARDS);
    if (schema.format === "date" && /effective|start/i.test(key ?? "")) return fc.integer({ min: -5, max: 90 }).map(day);
    if (schema.format === "date" && /end_date/.test(key ?? "")) return fc.integer({ min: 20, max: 120 }).map(day);
    return undefined;
  };
}

const businessRisk = fc.record(
  {
    class_code: fc.constant("10100"),
    business_name: fc.constantFrom("Sunrise Bakery", "O'Brien & Sons 100% Organic_Bakery", "Café Ünïcode Bäckerei"),
    mailing_zip: fc.constant("60601"),
    mailing_state: fc.constant("IL"),
    employee_count: fc.integer({ min: 1, max: 40 }),
    annual_revenue: fc.integer({ min: 100_000, max: 2_000_000 }),
    effective_date: fc.integer({ min: 1, max: 60 }).map(day),
    coverage: fc.record({ glLimit: fc.constantFrom(1_000_000, 2_000_000) }),
  },
  { requiredKeys: ["class_code", "business_name", "mailing_zip", "mailing_state", "employee_count", "annual_revenue", "effective_date"] },
);

const travelRisk = fc.integer({ min: 5, max: 60 }).chain((start) =>
  fc.record({
    country_of_residence: fc.constant("US"),
    residence_state: fc.constant("IL"),
    destination_country: fc.constantFrom("FR", "JP", "MX"),
    start_date: fc.constant(day(start)),
    end_date: fc.integer({ min: 1, max: 20 }).map((len) => day(start + len)),
    coverage: fc.constant({ tripCost: 6000 }),
    insureds: fc.constant([{ first_name: "Ana", last_name: "O'Neil", date_of_birth: "1985-04-12" }]),
  }),
);

const clientState = fc
  .dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 })
  .map((v) => JSON.parse(JSON.stringify(v)) as unknown);

/** Bodies a careful caller sends: most are accepted when the ids they name are in the right state. */
function validBody(op: Operation, fx: Fixtures, params: Record<string, string>): fc.Arbitrary<unknown> {
  const codes = (types: string[]) => fx.programs.filter((p) => types.includes(p.type)).map((p) => p.code);
  const businessPrograms = fc.subarray(
    codes(["BOP", "CGL", "PL"]).filter((c) => c !== "HS-PL"),
    { minLength: 1, maxLength: 4 },
  );
  const travelPrograms = fc.subarray(codes(["TI"]), { minLength: 1 });
  const withPrograms = fc.oneof(
    fc.tuple(businessRisk, businessPrograms).map(([risk, programs]) => ({ ...risk, programs })),
    fc.tuple(travelRisk, travelPrograms).map(([risk, programs]) => ({ ...risk, programs })),
  );
  const payment = fc.constantFrom(...CARDS).map(card);
  const policy = fx.policies.find((p) => p.id === params.policyId) ?? fx.policies[0]!;
  switch (op.operationId) {
    case "createQuote":
      return fc
        .tuple(withPrograms, fc.option(clientState, { nil: undefined }), fc.option(fc.constantFrom("partner-portal", "fuzz"), { nil: undefined }))
        .map(([body, state, source]) => ({ ...body, clientState: state, source }));
    case "rate":
      return fc.oneof(withPrograms, businessRisk);
    case "rateSensitivity":
      return fc
        .tuple(
          businessRisk,
          fc.constantFrom("KM-BOP", "KM-CGL"),
          fc.constantFrom<Record<string, unknown>>({ glLimit: "all" }, { deductible: "all" }, { glLimit: [1_000_000, 2_000_000], deductible: "all" }),
          fc.constantFrom("grid", "one_at_a_time"),
        )
        .map(([risk, program, vary, mode]) => ({ ...risk, program, vary, mode }));
    case "requote":
      return fc.oneof(
        fc.constant({ coverage: { glLimit: 2_000_000 } }),
        fc.integer({ min: 1, max: 30 }).map((employee_count) => ({ employee_count })),
        fc.constantFrom("Sunrise Bakery & Café", "100%_Bakery").map((business_name) => ({ business_name })),
        fc.constant({}),
      );
    case "saveApplicationForm": {
      const app = fx.apps.find((a) => a.id === params.quoteRequestId);
      const answers = Object.entries((app && fx.answers.get(app.programId)) ?? { yearsInBusiness: 3 });
      return fc.subarray(answers, { minLength: 1 }).map((entries) => ({ form_payload: Object.fromEntries(entries) }));
    }
    case "bind":
      return fc
        .constantFrom(...fx.quotedByFolio)
        .chain((apps) => fc.tuple(fc.subarray(apps, { minLength: 1 }), fc.constantFrom("annual", "monthly"), payment))
        .map(([apps, paymentPlan, pay]) => ({ quoteRequestIds: apps.map((a) => a.id), paymentPlan, payment: pay }));
    case "createPayLink": {
      const mine = fx.apps.filter((a) => a.quoteId === params.quoteId);
      const pool = mine.length ? mine : fx.apps;
      return fc
        .tuple(fc.subarray(pool, { minLength: 1 }), fc.constantFrom("annual", "monthly"))
        .map(([apps, paymentPlan]) => ({ quoteRequestIds: apps.map((a) => a.id), paymentPlan }));
    }
    case "payWithLink":
    case "payPolicyLink":
    case "policyRenewalPayment":
      return payment.map((p) => ({ payment: p }));
    case "cancelPolicy": {
      const span = Math.max(0, (Date.parse(policy.expirationDate) - Date.parse(policy.effectiveDate)) / 86_400_000);
      return fc
        .record({
          offset: fc.integer({ min: 0, max: Math.floor(span) }),
          reason: fc.constantFrom("insured_request", "carrier_underwriting", "non_payment", "rewrite"),
          preview: fc.oneof({ arbitrary: fc.constant(true), weight: 6 }, { arbitrary: fc.constant(false), weight: 1 }),
        })
        .map(({ offset, reason, preview }) => ({
          effectiveDate: new Date(Date.parse(policy.effectiveDate) + offset * 86_400_000).toISOString().slice(0, 10),
          reason,
          preview,
        }));
    }
    default:
      // An operation this file does not know yet: its documented example, else what its schema allows.
      return op.example !== undefined ? fc.constant(op.example) : op.body ? schemaArbitrary(op.body, { override: overrides(fx) }) : fc.constant({});
  }
}

/** Paths of the body's free-form objects (clientState, form_payload): where deep nesting is stored. */
function freeFormPaths(schema: JsonSchema | undefined, at: Path = []): Path[] {
  if (!schema || typeof schema !== "object") return [];
  const out: Path[] = [];
  const additional = schema.additionalProperties;
  if (at.length && !schema.properties && additional !== undefined && additional !== false) out.push(at);
  for (const [key, sub] of Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>)) out.push(...freeFormPaths(sub, [...at, key]));
  return out;
}

function headersFor(op: Operation): fc.Arbitrary<Record<string, string> | undefined> {
  if (op.operationId === "createQuote" || op.operationId === "requote") {
    return fc.oneof(
      { arbitrary: fc.constant(undefined), weight: 7 },
      { arbitrary: fc.constant({ "idempotency-key": "fresh" }), weight: 2 },
      { arbitrary: fc.constantFrom({ "idempotency-key": "fuzz-shared-key-1" }, { "idempotency-key": "bad key!" }), weight: 1 },
    );
  }
  if (op.operationId === "policyRenewalPayment") {
    return fc.oneof(
      { arbitrary: fc.constant({ "idempotency-key": "fresh" }), weight: 8 },
      { arbitrary: fc.constantFrom(undefined, { "idempotency-key": "x" }), weight: 1 },
    );
  }
  return fc.constant(undefined);
}

function postArbitrary(op: Operation, fx: Fixtures): fc.Arbitrary<Draft> {
  const free = freeFormPaths(op.body);
  const schemaBody = op.body ? schemaArbitrary(op.body, { override: overrides(fx) }) : fc.constant({});
  return fc.tuple(realParams(op, fx), headersFor(op), fc.nat(99)).chain(([params, headers, mode]) => {
    const valid = validBody(op, fx, params);
    const withParams = (b: fc.Arbitrary<{ json: unknown; label: string }>) => b.map((x): Draft => ({ op, params, ...(headers ? { headers } : {}), ...x }));
    if (mode < 25) return withParams(valid.map((json) => ({ json, label: "valid" })));
    if (mode < 40) return withParams(schemaBody.map((json) => ({ json, label: "schema" })));
    if (mode < 75) return withParams(valid.chain((v) => mutations(v, free)).map((m) => ({ json: m.value, label: `valid + ${m.labels.join(", ")}` })));
    if (mode < 92) return withParams(schemaBody.chain((v) => mutations(v, free)).map((m) => ({ json: m.value, label: `schema + ${m.labels.join(", ")}` })));
    if (!op.pathParams.length)
      return withParams(valid.chain((v) => mutations(v, free)).map((m) => ({ json: m.value, label: `valid + ${m.labels.join(", ")}` })));
    return fc
      .tuple(hostileParams(op, fx), valid)
      .map(([hp, json]): Draft => ({ op, params: hp.params, json, ...(headers ? { headers } : {}), label: hp.label }));
  });
}

function queryValue(param: Param, fx: Fixtures): fc.Arbitrary<string> {
  const overridden: Record<string, fc.Arbitrary<string>> = {
    groupId: fc.oneof(fc.constantFrom(...fx.folios.map((f) => f.groupId)), fc.uuid({ version: 4 })),
    cursor: fx.cursors.length ? fc.constantFrom(...fx.cursors) : fc.constant(""),
    programId: fc.constantFrom(...fx.programs.flatMap((p) => [p.code, p.id])),
    token: fc.constantFrom(...fx.tokens),
    q: fc.oneof(fc.constantFrom("Sunrise", "bakery", "O'Brien", "100%", "_", "Fixture", "caf"), fc.string({ unit: "grapheme", minLength: 1, maxLength: 20 })),
  };
  const value = overridden[param.name] ?? schemaArbitrary(param.schema).map((v) => String(v));
  return value.map(percentEncode);
}

const LIMIT_PIECES = ["-1", "0", "101", "1e309", "NaN", "Infinity", "0x10", "1.5", "99999999999999999999", "%205"];

function queryArbitrary(op: Operation, fx: Fixtures, hostile: boolean): fc.Arbitrary<{ query: string; label: string }> {
  const parts = op.query.map((p) => fc.tuple(fc.constant(p.name), p.required ? fc.constant(true) : fc.boolean(), queryValue(p, fx)));
  return fc.tuple(fc.tuple(...parts), fc.nat(), fc.nat(), fc.nat(3)).map(([chosen, which, choice, extra]) => {
    const pairs: Array<[string, string]> = chosen.filter(([, on]) => on).map(([name, , v]) => [name, v]);
    let label = "valid query";
    if (hostile) {
      const name = op.query[which % op.query.length]!.name;
      const pieces: Array<readonly [string, string]> = [
        ...HOSTILE_URL_PIECES,
        ...(name === "cursor" ? HOSTILE_CURSORS : []),
        ...(name === "limit" ? LIMIT_PIECES.map((l) => [l, l] as const) : []),
      ];
      const [pieceLabel, piece] = pieces[choice % pieces.length]!;
      const at = pairs.findIndex(([n]) => n === name);
      if (at >= 0) pairs[at] = [name, piece];
      else pairs.push([name, piece]);
      label = `query ${name}: ${pieceLabel}`;
      if (extra === 1) {
        pairs.push([name, "x"]);
        label += " (+ duplicate)";
      } else if (extra === 2) {
        pairs.push(["unexpected%00", "%00"]);
        label += " (+ unknown param)";
      }
    }
    return { query: pairs.map(([n, v]) => `${n}=${v}`).join("&"), label };
  });
}

/** A GET: valid parameters, or one hostile query value (twice as often), or one hostile path segment. */
function getArbitrary(op: Operation, fx: Fixtures): fc.Arbitrary<Draft> {
  const real = realParams(op, fx);
  const validQuery = op.query.length ? queryArbitrary(op, fx, false) : fc.constant({ query: "", label: "valid" });
  const options: Array<fc.WeightedArbitrary<Draft>> = [
    { arbitrary: fc.tuple(real, validQuery).map(([params, q]): Draft => ({ op, params, query: q.query, label: q.label })), weight: 1 },
  ];
  if (op.query.length)
    options.push({
      arbitrary: fc.tuple(real, queryArbitrary(op, fx, true)).map(([params, q]): Draft => ({ op, params, query: q.query, label: q.label })),
      weight: 2,
    });
  if (op.pathParams.length)
    options.push({
      arbitrary: fc.tuple(hostileParams(op, fx), validQuery).map(([h, q]): Draft => ({ op, params: h.params, query: q.query, label: h.label })),
      weight: 1,
    });
  return fc.oneof(...options);
}

/** Loopback, private, link-local and reserved hosts, spelled as URL parsers accept them. */
const HOSTILE_WEBHOOK_URLS = [
  "http://127.0.0.1:5138/",
  "http://127.1/",
  "http://0x7f000001/",
  "http://2130706433/",
  "http://0177.0.0.1/",
  "http://[::1]/",
  "http://[::ffff:127.0.0.1]/",
  "http://[::ffff:7f00:1]/",
  "http://[0:0:0:0:0:0:0:1]/",
  "http://localhost/",
  "http://localhost./",
  "http://LOCALHOST:5432/",
  "http://api.localhost/",
  "http://0.0.0.0/",
  "http://0/",
  "http://169.254.169.254/latest/meta-data/",
  "http://10.0.0.1/",
  "http://192.168.1.1/",
  "http://172.16.0.1/",
  "http://100.64.0.1/",
  "http://[fd00::1]/",
  "http://[fe80::1]/",
  "http://[64:ff9b::7f00:1]/",
  "http://[2002:7f00:1::]/",
  "https://%31%32%37.0.0.1/",
];

/** Deterministic order for a mixed list (Fisher-Yates with a seeded generator). */
function shuffle<T>(items: T[], seed: number): T[] {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

function sample<T>(arb: fc.Arbitrary<T>, n: number, salt: number): T[] {
  return n > 0 ? fc.sample(arb, { seed: SEED + salt, numRuns: n }) : [];
}

/** The fixed probes: every raw body at every POST, every hostile piece at every path and query parameter. */
function probes(ops: Operation[], fx: Fixtures): { small: Draft[]; big: Draft[] } {
  const small: Draft[] = [];
  const big: Draft[] = [];
  ops.forEach((op, i) => {
    const [params] = sample(realParams(op, fx), 1, 1000 + i);
    const [body] = takesBody(op) ? sample(validBody(op, fx, params!), 1, 2000 + i) : [undefined];
    const headers = op.operationId === "policyRenewalPayment" ? { headers: { "idempotency-key": "fresh" } } : {};
    if (takesBody(op)) {
      for (const raw of rawBodies()) small.push({ op, params: params!, raw, ...headers, label: `raw: ${raw.label}` });
      // 5 MB in a string field, 5 MB and 3,000 levels where the body takes any JSON (else as an extra field).
      const free = freeFormPaths(op.body).filter((p) => p.length);
      const strings = nodes(body).filter((n) => typeof n.value === "string" && n.path.length);
      const place = (value: unknown): { json: unknown; where: string } => {
        const holderPath = free[0];
        if (holderPath) {
          const holder = nodes(body).find((n) => n.path.join("\u0000") === holderPath.join("\u0000"))?.value;
          const current = holder && typeof holder === "object" && !Array.isArray(holder) ? (holder as Record<string, unknown>) : {};
          return { json: setAt(body, holderPath, withKey(current, "big", value)), where: describePath(holderPath) };
        }
        return { json: withKey((body ?? {}) as Record<string, unknown>, "unexpected", value), where: "extra field" };
      };
      if (strings.length)
        big.push({
          op,
          params: params!,
          json: setAt(body, strings[0]!.path, bigString()),
          ...headers,
          label: `5 MB string @ ${describePath(strings[0]!.path)}`,
        });
      const five = place(bigString());
      big.push({ op, params: params!, json: five.json, ...headers, label: `5 MB string @ ${five.where}` });
      const deep = place(deepObject(3000));
      small.push({ op, params: params!, json: deep.json, ...headers, label: `3,000-deep object @ ${deep.where}` });
      // NUL, a lone surrogate and control characters (C0 escape, C1 next line) in every string field of a
      // valid body, and as keys of its free-form objects.
      for (const [label, bad] of [
        ["NUL", "\u0000"],
        ["lone surrogate", "\ud800"],
        ["control characters", "\u001b[2J\u0085"],
      ] as const) {
        for (const at of strings) {
          const field = describePath(at.path);
          small.push({
            op,
            params: params!,
            json: setAt(body, at.path, `${at.value as string}${bad}`),
            ...headers,
            label: `${label} inserted @ ${field}`,
            plantedAt: field,
          });
        }
        for (const holder of free) {
          const current = nodes(body).find((n) => n.path.join("\u0000") === holder.join("\u0000"))?.value;
          const obj = current && typeof current === "object" && !Array.isArray(current) ? (current as Record<string, unknown>) : {};
          small.push({
            op,
            params: params!,
            json: setAt(body, holder, withKey(obj, `key${bad}`, `value${bad}`)),
            ...headers,
            label: `${label} in key and value @ ${describePath(holder)}`,
          });
        }
      }
    }
    // Webhook URLs naming loopback, private, link-local or reserved hosts in every spelling a URL parser
    // accepts (issue 26): each is refused naming url, whatever worker or web process would later send.
    if (op.operationId === "createWebhookEndpoint" && body && typeof body === "object") {
      for (const url of HOSTILE_WEBHOOK_URLS)
        small.push({ op, params: params!, json: { ...(body as Record<string, unknown>), url }, label: `hostile host: ${url}`, hostileHost: true });
    }
    for (const name of op.pathParams) {
      for (const [label, piece] of HOSTILE_URL_PIECES)
        small.push({ op, params: { ...params!, [name]: piece }, ...(body !== undefined ? { json: body } : {}), ...headers, label: `path ${name}: ${label}` });
    }
    for (const q of op.query) {
      const pieces = [
        ...HOSTILE_URL_PIECES,
        ...(q.name === "cursor" ? HOSTILE_CURSORS : []),
        ...(q.name === "limit" ? LIMIT_PIECES.map((l) => [l, l] as const) : []),
      ];
      const required = op.query
        .filter((r) => r.required && r.name !== q.name)
        .map((r) => `${r.name}=${r.name === "q" ? "bakery" : r.name === "programId" ? "KM-BOP" : "x"}`);
      for (const [label, piece] of pieces)
        small.push({ op, params: params!, query: [...required, `${q.name}=${piece}`].join("&"), label: `query ${q.name}: ${label}` });
    }
  });
  return { small, big };
}

async function sendAll(client: Client, drafts: Draft[], phase: Phase, concurrency: number): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < drafts.length) await client.send(drafts[next++]!, phase);
    }),
  );
}

// ---- judging the answers ----

interface Finding {
  kind: "no answer" | "status >= 500" | "error is not problem+json";
  sent: Sent;
  log?: string;
}

function judge(s: Sent): Finding | null {
  if (s.status === 0) return { kind: "no answer", sent: s };
  if (s.status >= 500) return { kind: "status >= 500", sent: s };
  if (s.status >= 400 && !s.problemShaped) return { kind: "error is not problem+json", sent: s };
  return null;
}

/** The error the app logged for a request (by its x-request-id): its message and its top stack frame. */
function loggedError(logLines: string[], requestId: string): string | undefined {
  const line = logLines.find((l) => l.includes(`"requestId":"${requestId}"`));
  if (!line) return undefined;
  let error = line;
  try {
    error = String(JSON.parse(line).error);
  } catch {
    /* not JSON: the line itself */
  }
  const lines = error.split("\n").map((l) => l.trim());
  const message = lines.filter((l) => l && !l.startsWith("at ") && !/^(→|\d+ )/.test(l)).slice(0, 4);
  const frame = lines.find((l) => l.startsWith("at ") && !l.includes("(node:"));
  return [...message, ...(frame ? [frame] : [])].join(" | ");
}

/** What a failure is, without the operation: one cause shows once, with the operations it hits. */
function signature(f: Finding): string {
  const normalise = (s: string) => s.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, "<uuid>").replace(/fuzz-\d+-\d+/g, "<request>");
  if (f.log) return `${f.kind} | ${f.sent.status} | ${truncate(normalise(f.log.replace(/ \| at .*$/, "")), 300)}`;
  if (f.sent.error) return `${f.kind} | ${f.sent.error}`;
  const cause = f.sent.label.replace(/^(path|query) \w+: /, "$1: ");
  return `${f.kind} | ${f.sent.status} ${f.sent.contentType || "(no content-type)"} ${truncate(visible(f.sent.text), 60)} | ${cause}`;
}

function report(findings: Finding[]): string {
  const groups = new Map<string, Finding[]>();
  for (const f of findings) groups.set(signature(f), [...(groups.get(signature(f)) ?? []), f]);
  return [...groups.entries()]
    .sort((a, b) => b[1].length - a[1].length)
    .map(([sig, list]) => {
      const ops = new Map<string, number>();
      for (const f of list) ops.set(`${f.sent.op.method} ${f.sent.op.template}`, (ops.get(`${f.sent.op.method} ${f.sent.op.template}`) ?? 0) + 1);
      const smallest = list.slice().sort((a, b) => a.sent.bodyBytes + a.sent.url.length - (b.sent.bodyBytes + b.sent.url.length))[0]!;
      const s = smallest.sent;
      return [
        `${list.length} x ${sig}`,
        `    operations: ${[...ops.entries()].map(([op, n]) => `${op} (${n})`).join(", ")}`,
        `    e.g. ${s.op.method} ${visible(truncate(s.url, 300))}  [${s.label}]`,
        s.bodyBytes ? `    body (${s.bodyBytes} bytes): ${truncate(s.bodyPreview, 300)}` : "",
        `    answer: ${s.status || s.error} ${s.contentType} ${truncate(visible(s.text), 300)}`,
        smallest.log?.includes(" | at ") ? `    thrown ${smallest.log.slice(smallest.log.indexOf(" | at ") + 3)}` : "",
      ]
        .filter(Boolean)
        .join("\n");
    })
    .join("\n");
}

// ---- the run ----

interface RunResult {
  seed: number;
  sent: Sent[];
  findings: Finding[];
  fuzzed: Operation[];
  skipped: string[];
  before: Record<string, number>;
  after: Record<string, number>;
  newFolios: string[];
  newApplications: string[];
  newAuditRequestIds: Array<string | null>;
  newApiKeyNames: string[];
  drainError?: string;
  seconds: Record<string, number>;
  likeChecks: Array<{ url: string; status: number; listed: number; without: string[] }>;
  /** The most applications any fixture folio has: an answer saved to one can re-rate each of them (decision 032). */
  appsPerFolio: number;
  /** What the app logged that no request id claims (Next.js's own errors), first lines. */
  otherLogLines: string[];
}

let database: AppDatabase | undefined;
let app: RunningApp | undefined;
let result: RunResult;

/** Row counts of every table, and the ids of the rows a request can be traced from. */
async function snapshot(db: OpenDatabase) {
  return {
    counts: await tableCounts(db),
    folios: (await db.prisma.folio.findMany({ select: { id: true } })).map((r) => r.id),
    applications: (await db.prisma.application.findMany({ select: { id: true } })).map((r) => r.id),
    audit: (await db.prisma.auditEvent.findMany({ select: { id: true, requestId: true } })).map((r) => ({ id: String(r.id), requestId: r.requestId })),
    apiKeys: await db.prisma.apiKey.findMany({ select: { id: true, name: true } }),
  };
}

async function fuzz(): Promise<RunResult> {
  const clock = { t: performance.now() };
  const seconds: Record<string, number> = {};
  const lap = (name: string) => {
    const now = performance.now();
    seconds[name] = Math.round((now - clock.t) / 100) / 10;
    clock.t = now;
  };
  console.log(`api fuzz on ${DATABASE_KIND}: FUZZ_SEED=${SEED} (set it to replay this run), FUZZ_SCALE=${SCALE}`);
  const created = await createAppDatabase("api_fuzz", async (db) => {
    const agency = await db.prisma.agency.findUniqueOrThrow({ where: { slug: DEMO_AGENCY.slug } });
    const key = (await createApiKey(db.prisma, agency.id, "api fuzz")).key;
    return { key, before: await snapshot(db) };
  });
  database = created;
  const { key, before } = created.prepared;
  lap("database");
  app = await startApp(database.target, {
    // A hanging sandbox carrier must end quickly; the worker polls often so the queue drains fast.
    CARRIER_TIMEOUT_MS: "1500",
    CARRIER_MAX_ATTEMPTS: "2",
    CARRIER_RETRY_BASE_MS: "50",
    RATING_POLL_MS: "100",
    // The fuzz sends about 60 requests a second on one key: rate limits are tested on their own.
    RATE_LIMIT_PER_KEY: "0",
    RATE_LIMIT_PER_AGENCY: "0",
  });
  lap("app start");
  const client = new Client(app.base, key);
  const docRes = await fetch(`${app.base}/v1/openapi.json`, { headers: { authorization: `Bearer ${key}` } });
  if (docRes.status !== 200) throw new Error(`GET /v1/openapi.json answered ${docRes.status}`);
  const { fuzzed, skipped } = operationsOf((await docRes.json()) as OpenApiDoc);
  const byId = new Map(fuzzed.map((o) => [o.operationId, o]));
  const fx = await setUp(client, byId);
  lap("fixtures");

  const random: Draft[] = [];
  fuzzed.forEach((op, i) => {
    if (takesBody(op)) random.push(...sample(postArbitrary(op, fx), RANDOM_PER_OP.post, i));
    else random.push(...sample(getArbitrary(op, fx), op.query.length ? RANDOM_PER_OP.query : RANDOM_PER_OP.path, i));
  });
  const { small, big } = probes(fuzzed, fx);
  lap("generate");
  await sendAll(client, shuffle([...random, ...small], SEED), "fuzz", CONCURRENCY);
  lap("fuzz");
  await sendAll(client, big, "big", 2);
  lap("5 MB bodies");

  // Read everything back through the list endpoints: stored hostile values must not break a list.
  for (const id of ["listQuotes", "listPolicies"]) {
    const op = byId.get(id);
    if (!op) continue;
    let cursor: string | null = null;
    for (let page = 0; page < 50; page++) {
      const res: Sent & { json: any } = await client.send(
        { op, params: {}, query: `limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`, label: "read back" },
        "readback",
      );
      cursor = res.status === 200 ? res.json.data.nextCursor : null;
      if (!cursor) break;
    }
  }
  // A search for % or _ means those characters, not LIKE wildcards: every item listed contains them.
  const searchedFor = { listQuotes: (i: any) => String(i.insuredName), listPolicies: (i: any) => `${i.number} ${i.insured.name}` } as Record<
    string,
    (item: any) => string
  >;
  const likeChecks: RunResult["likeChecks"] = [];
  for (const [id, text] of Object.entries(searchedFor)) {
    const op = byId.get(id);
    if (!op) continue;
    for (const q of ["%", "_"]) {
      const res = await client.send({ op, params: {}, query: `limit=100&q=${percentEncode(q)}`, label: `search for ${q}` }, "readback");
      const items: any[] = res.status === 200 ? res.json.data.items : [];
      likeChecks.push({
        url: res.url,
        status: res.status,
        listed: items.length,
        without: items
          .map(text)
          .filter((t) => !t.toLowerCase().includes(q))
          .slice(0, 5),
      });
    }
  }
  lap("read back");

  // Every application rated (one carrier call each) before the rows are counted.
  let drainError: string | undefined;
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      const health = await (await fetch(`${app.base}/v1/health`, { signal: AbortSignal.timeout(5000) })).json();
      if (health.data.checks.ratingQueue.pending === 0) break;
    } catch (error) {
      drainError = `the app stopped answering /v1/health: ${(error as Error).message}`;
      break;
    }
    if (Date.now() > deadline) {
      drainError = "applications still pending after 90 s";
      break;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  lap("drain");
  await app.stop();
  const after = await withDatabase(database.target, snapshot);
  lap("stop and count");

  const findings = client.sent.map(judge).filter((f): f is Finding => f !== null);
  for (const f of findings) f.log = loggedError(app.logLines, f.sent.requestId);
  const had = <T>(list: T[]) => new Set(list);
  const oldFolios = had(before.folios);
  const oldApps = had(before.applications);
  const oldAudit = had(before.audit.map((a) => a.id));
  const oldKeys = had(before.apiKeys.map((k) => k.id));
  return {
    seed: SEED,
    sent: client.sent,
    findings,
    fuzzed,
    skipped,
    before: before.counts,
    after: after.counts,
    newFolios: after.folios.filter((id) => !oldFolios.has(id)),
    newApplications: after.applications.filter((id) => !oldApps.has(id)),
    newAuditRequestIds: after.audit.filter((a) => !oldAudit.has(a.id)).map((a) => a.requestId),
    newApiKeyNames: after.apiKeys.filter((k) => !oldKeys.has(k.id)).map((k) => k.name),
    ...(drainError ? { drainError } : {}),
    seconds,
    likeChecks,
    appsPerFolio: Math.max(...fx.folios.map((f) => fx.apps.filter((a) => a.quoteId === f.quoteId).length)),
    otherLogLines: app.logLines.filter((l) => !l.includes('"requestId":"fuzz-')).slice(0, 200),
  };
}

function writeResults(r: RunResult) {
  // Not test-results/: Playwright empties that folder when the browser journeys start, later in npm test.
  const dir = path.join(ROOT, "test-results-fuzz");
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `api-fuzz-${DATABASE_KIND}.json`);
  const slim = (s: Sent) => ({
    requestId: s.requestId,
    method: s.op.method,
    url: s.url,
    label: s.label,
    status: s.status,
    ms: Math.round(s.ms),
    contentType: s.contentType,
    body: s.bodyPreview,
    bodyBytes: s.bodyBytes,
    answer: s.text.slice(0, 600),
    error: s.error,
  });
  const findings = r.findings.map((f) => ({ kind: f.kind, signature: signature(f), log: f.log, ...slim(f.sent) }));
  const requests = r.sent.map((s) => ({
    seq: s.seq,
    phase: s.phase,
    method: s.op.method,
    url: truncate(visible(s.url), 200),
    label: s.label,
    status: s.status,
    ms: Math.round(s.ms),
    bodyBytes: s.bodyBytes,
  }));
  fs.writeFileSync(
    file,
    JSON.stringify({ seed: r.seed, database: DATABASE_KIND, seconds: r.seconds, findings, otherAppLog: r.otherLogLines, requests }, null, 2),
  );
  return path.relative(ROOT, file);
}

describe(`API fuzz over HTTP (${DATABASE_KIND})`, () => {
  beforeAll(async () => {
    result = await fuzz();
    const byOp = new Map<string, Record<string, number>>();
    for (const s of result.sent) {
      const k = `${s.op.method} ${s.op.template}`;
      const counts = byOp.get(k) ?? {};
      counts[s.status || "none"] = (counts[s.status || "none"] ?? 0) + 1;
      byOp.set(k, counts);
    }
    const file = writeResults(result);
    console.log(
      [
        `api fuzz (${DATABASE_KIND}, seed ${SEED}): ${result.sent.length} requests, ${result.findings.length} findings (${file}); seconds ${JSON.stringify(result.seconds)}`,
        ...[...byOp.entries()].map(([k, counts]) => `  ${k}: ${JSON.stringify(counts)}`),
        ...result.skipped.map((s) => `  skipped ${s}`),
      ].join("\n"),
    );
  }, 420_000);

  afterAll(async () => {
    await app?.stop();
    await database?.destroy();
  });

  it("sends at least 2,000 requests, covering every POST and every parameterised GET of the OpenAPI document", () => {
    expect(result.sent.length).toBeGreaterThanOrEqual(MIN_REQUESTS);
    const posts = result.fuzzed.filter((o) => o.method === "POST");
    expect(posts.length).toBeGreaterThanOrEqual(10);
    for (const op of result.fuzzed) {
      const n = result.sent.filter((s) => s.op === op && s.phase !== "setup").length;
      expect(n, `${op.method} ${op.template}`).toBeGreaterThanOrEqual(20);
    }
    // The row check below means something only if requests were accepted, creating rows.
    const created = result.sent.filter((s) => s.op.operationId === "createQuote" && s.status === 201 && s.phase !== "setup").length;
    expect(created, "fuzzed create-quote requests accepted (if 0, a rate limit or a broken valid body starved the fuzz)").toBeGreaterThanOrEqual(20);
    const bound = result.sent.filter((s) => s.op.operationId === "bind" && s.status === 201 && s.phase !== "setup").length;
    expect(bound, "fuzzed binds accepted").toBeGreaterThanOrEqual(1);
  });

  it("answers every request, none with a status of 500 or more", () => {
    const fatal = result.findings.filter((f) => f.kind !== "error is not problem+json");
    expect(fatal.length, `seed ${SEED}: ${fatal.length} requests failed:\n${report(fatal)}`).toBe(0);
  });

  it("answers every refused request with application/problem+json carrying type, title, status and detail", () => {
    const shapeless = result.findings.filter((f) => f.kind === "error is not problem+json");
    expect(shapeless.length, `seed ${SEED}: ${shapeless.length} errors are not problem+json:\n${report(shapeless)}`).toBe(0);
  });

  it("names the field when it refuses a NUL, a lone surrogate or a control character in it with 400", () => {
    const planted = result.sent.filter((s) => s.plantedAt && s.status === 400);
    expect(planted.length).toBeGreaterThanOrEqual(10);
    // The field itself, or the object or union it belongs to (payment for payment.card.number).
    const names = (s: Sent) => (s.errorPaths ?? []).some((p) => s.plantedAt === p || s.plantedAt!.startsWith(`${p}.`) || s.plantedAt!.startsWith(`${p}[`));
    const unnamed = planted.filter((s) => !names(s)).map((s) => `${s.op.method} ${s.op.template} [${s.label}] named ${JSON.stringify(s.errorPaths ?? [])}`);
    expect(unnamed, "400s that do not name the field holding the NUL, lone surrogate or control character").toEqual([]);
  });

  it("refuses every webhook URL naming a loopback, private or reserved host, however spelled, with 400 naming url", () => {
    const hostile = result.sent.filter((s) => s.hostileHost);
    expect(hostile.length).toBe(HOSTILE_WEBHOOK_URLS.length);
    const wrong = hostile
      .filter((s) => s.status !== 400 || !(s.errorPaths ?? []).includes("url"))
      .map((s) => `${s.status} [${s.label}] named ${JSON.stringify(s.errorPaths ?? [])}`);
    expect(wrong, "hostile webhook hosts not refused with a 400 naming url").toEqual([]);
  });

  it("never accepts a NUL, a lone surrogate or a control character planted in a field (no 2xx stores one)", () => {
    const planted = result.sent.filter((s) => s.plantedAt);
    expect(planted.some((s) => s.label.startsWith("control characters"))).toBe(true);
    const accepted = planted.filter((s) => s.status >= 200 && s.status < 300).map((s) => `${s.status} ${s.op.method} ${s.op.template} [${s.label}]`);
    expect(accepted, "requests that accepted a planted NUL, lone surrogate or control character").toEqual([]);
  });

  it("refuses every 5 MB body with 413", () => {
    const big = result.sent.filter((s) => s.phase === "big");
    expect(big.length).toBeGreaterThanOrEqual(10);
    // An operation the fuzz's key (an admin key) may not call is refused before its body is read (decision 040).
    const refusedFirst = (s: (typeof big)[number]) =>
      s.status === 403 && s.op.permission !== undefined && !can({ kind: "key", scope: "admin" }, s.op.permission);
    const letThrough = big.filter((s) => s.status !== 413 && !refusedFirst(s)).map((s) => `${s.status} ${s.op.method} ${s.op.template} [${s.label}]`);
    expect(letThrough, "5 MB bodies not refused with 413").toEqual([]);
  });

  it("searches for % and _ as text, not as LIKE wildcards", () => {
    expect(result.likeChecks.length).toBeGreaterThanOrEqual(4);
    const wrong = result.likeChecks.filter((c) => c.status !== 200 || c.without.length);
    expect(wrong, "lists answering items that do not contain what was searched for").toEqual([]);
  });

  it("changes each table's row count only by what the accepted requests explain", () => {
    expect(result.drainError, "the rating queue must drain before rows are counted").toBeUndefined();
    const explained: Record<string, number> = { api_keys: 1 }; // scripts/start.ts mints the demo key it prints
    for (const s of result.sent) for (const [table, n] of Object.entries(s.rows)) explained[table] = (explained[table] ?? 0) + n;
    // rate_limit_windows holds request counters, written for every authenticated request whatever its
    // answer (decision 011); it is not data a request creates, so it is left out. So are webhook deliveries
    // and their attempts: one per event and subscribed endpoint, sent (and retried) by the app's delivery
    // worker to whatever URLs the fuzzed endpoints name (decision 024).
    // sign_in_throttles counts requests too: failed sign-ins, and password reset requests per address (decision 041).
    // The insights rollups (decision 056) are derived by triggers from the applications, folios and policies
    // counted here, and insight_deltas is emptied by every report read: a cache of those rows, not data of its own.
    const uncounted = new Set([
      "rate_limit_windows",
      "webhook_deliveries",
      "webhook_attempts",
      "sign_in_throttles",
      "insight_requests",
      "insight_folios",
      "insight_referrals",
      "insight_days",
      "insight_deltas",
    ]);
    const tables = [...new Set([...Object.keys(result.before), ...Object.keys(result.after)])].filter((t) => !uncounted.has(t)).sort();
    const deltas = Object.fromEntries(tables.map((t) => [t, (result.after[t] ?? 0) - (result.before[t] ?? 0)]));
    const expected = Object.fromEntries(tables.map((t) => [t, explained[t] ?? 0]));
    // A saved answer that changes the answers re-rates the application (decision 016), and the folio's other
    // applications it gives a shared answer to (decision 032): a carrier call each, which its answer does not
    // say; so carrier calls lie between the ratings of new applications and those plus, for every accepted
    // form save, one per application of its folio, and for every accepted canonical answer, one per
    // application it names.
    const formSaves = result.sent.filter((s) => s.op.operationId === "saveApplicationForm" && s.status === 200).length;
    // Canonical answers (decision 033) re-rate the open applications their answer names.
    const reratings = formSaves * result.appsPerFolio + result.sent.reduce((n, s) => n + (s.rerated ?? 0), 0);
    expect(deltas.carrier_calls).toBeGreaterThanOrEqual(expected.carrier_calls!);
    expect(deltas.carrier_calls).toBeLessThanOrEqual(expected.carrier_calls! + reratings);
    // Likewise events: such a re-rating reports its outcome, and its folio's quote.completed once more.
    expect(deltas.events).toBeGreaterThanOrEqual(expected.events!);
    expect(deltas.events).toBeLessThanOrEqual(expected.events! + 2 * reratings);
    // A create-quote request without insuredId finds its insured by the matching rule or creates one
    // (decision 030), which its answer does not say: insureds lie between those created and one per quote more.
    const quotes = result.sent.filter((s) => s.op.operationId === "createQuote" && s.status === 201).length;
    expect(deltas.insureds).toBeGreaterThanOrEqual(expected.insureds!);
    expect(deltas.insureds).toBeLessThanOrEqual(expected.insureds! + quotes);
    expect({ ...deltas, carrier_calls: 0, events: 0, insureds: 0 }).toEqual({ ...expected, carrier_calls: 0, events: 0, insureds: 0 });
    // The demo key, and one key for each accepted POST /v1/api-keys (decision 040).
    const madeKeys = result.sent.filter((s) => s.op.operationId === "createApiKey" && s.status === 201).length;
    expect(result.newApiKeyNames).toContain("demo key printed by npm start");
    expect(result.newApiKeyNames).toHaveLength(1 + madeKeys);
    // And row by row where a row can be traced: the new folios and applications are exactly those the
    // 201 answers named, and every new audit row carries the request id of a request that accounts for one.
    const created = result.sent.flatMap((s) => (s.created ? [s.created] : []));
    expect(result.newFolios.slice().sort()).toEqual(created.map((c) => c.folio).sort());
    expect(result.newApplications.slice().sort()).toEqual(created.flatMap((c) => c.applications).sort());
    const auditSources = new Set(result.sent.filter((s) => s.rows.audit_events).map((s) => s.requestId));
    const strays = result.newAuditRequestIds.filter((id) => !id || !auditSources.has(id));
    expect(strays, "audit rows written for requests that were refused").toEqual([]);
  });
});

// GET /metrics over HTTP (issue 33 item 2, decision 047): Prometheus's text exposition format, parsed here line
// by line; a bearer token (METRICS_TOKEN, set by test/api/global-setup.ts) or 401; the request histogram per
// operation and status, the carrier calls of a quote just rated, the queues read from the database, and the
// process's memory and event-loop delay.
import { describe, expect, it } from "vitest";
import { api, bakery, base, demoKey, pollFolio } from "./client";
import { METRICS_TOKEN } from "./global-setup";

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}
interface Family {
  type: string;
  help: string;
  samples: Sample[];
}

/** The text format (version 0.0.4): # HELP and # TYPE lines, then `name{label="value",...} number` samples. */
function parseExposition(text: string): Map<string, Family> {
  const families = new Map<string, Family>();
  const familyOf = (sample: string) =>
    [...families.keys()].find(
      (f) =>
        sample === f || ((families.get(f)!.type === "histogram" || families.get(f)!.type === "summary") && /^(.*)_(bucket|sum|count)$/.exec(sample)?.[1] === f),
    );
  for (const line of text.split("\n")) {
    if (!line.trim()) continue;
    const meta = /^# (HELP|TYPE) ([a-zA-Z_:][a-zA-Z0-9_:]*) (.*)$/.exec(line);
    if (meta) {
      const family = families.get(meta[2]!) ?? { type: "untyped", help: "", samples: [] };
      if (meta[1] === "HELP") family.help = meta[3]!;
      else {
        expect(["counter", "gauge", "histogram", "summary", "untyped"], line).toContain(meta[3]);
        family.type = meta[3]!;
      }
      families.set(meta[2]!, family);
      continue;
    }
    expect(line.startsWith("#"), `an unknown comment: ${line}`).toBe(false);
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (-?[0-9.eE+-]+|NaN|\+Inf|-Inf)(?: -?\d+)?$/.exec(line);
    expect(m, `not a sample line: ${line}`).not.toBeNull();
    const labels: Record<string, string> = {};
    for (const l of (m![2] ?? "").matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) labels[l[1]!] = l[2]!;
    const family = familyOf(m![1]!);
    expect(family, `a sample without # TYPE: ${line}`).toBeDefined();
    families.get(family!)!.samples.push({ name: m![1]!, labels, value: Number(m![3]!.replace("+Inf", "Infinity")) });
  }
  return families;
}

const scrape = (token: string | null = METRICS_TOKEN) => fetch(`${base()}/metrics`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
const value = (f: Family | undefined, name: string, labels: Record<string, string> = {}) =>
  f?.samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value;

describe("GET /metrics", () => {
  it("answers only the configured bearer token, and is not an operation of the API", async () => {
    expect((await scrape(null)).status).toBe(401);
    const wrong = await scrape("not-the-metrics-token-at-all");
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("www-authenticate")).toMatch(/^Bearer/);
    const doc = (await (await fetch(`${base()}/v1/openapi.json`, { headers: { authorization: `Bearer ${demoKey()}` } })).json()) as { paths: object };
    expect(Object.keys(doc.paths).filter((p) => p.includes("metrics"))).toEqual([]);
  });

  it("serves the exposition format: requests by operation and status, carrier calls, queues, memory and event-loop delay", async () => {
    expect((await api("GET", "/v1/ping")).status).toBe(200);
    const created = await api("POST", "/v1/quote", { body: { programs: ["KM-BOP"], ...bakery({ mailing_zip: "60601", mailing_state: "IL" }) } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await pollFolio(created.body.data.quoteId);
    // A declined card (the offline provider's 4000 0000 0000 0002) at bind.
    const cgl = await api("POST", "/v1/quote", { body: { programs: ["KM-CGL"], ...bakery({ mailing_zip: "60601", mailing_state: "IL" }) } });
    const cglFolio = await pollFolio(cgl.body.data.quoteId);
    const cglId = cglFolio.quotes[0].id;
    const answered = await api("POST", `/v1/quote/${cglFolio.quoteId}/applications/${cglId}/form`, {
      body: { form_payload: { yearsInBusiness: 6, priorClaims: 0, usesWrittenContracts: true } },
    });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    const declined = await api("POST", "/v1/bind", {
      body: {
        quoteRequestIds: [cglId],
        paymentPlan: "annual",
        payment: { method: "card", card: { number: "4000 0000 0000 0002", expMonth: 12, expYear: 2031, cvc: "123" } },
      },
    });
    expect(declined.status).toBe(402);

    const res = await scrape();
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const families = parseExposition(await res.text());
    for (const [name, f] of families) {
      expect(name, "Prometheus naming: snake_case").toMatch(/^[a-z_][a-z0-9_]*$/);
      if (f.type === "counter") expect(name).toMatch(/_total$/);
      expect(f.help, `${name} has no HELP`).not.toBe("");
    }

    // Requests: a histogram per operation, method and status; its _count is the request count.
    const requests = families.get("http_server_request_duration_seconds");
    expect(requests?.type).toBe("histogram");
    expect(value(requests, "http_server_request_duration_seconds_count", { operation: "ping", method: "GET", status: "200" })).toBeGreaterThanOrEqual(1);
    expect(value(requests, "http_server_request_duration_seconds_count", { operation: "createQuote", method: "POST", status: "201" })).toBeGreaterThanOrEqual(
      1,
    );
    const pingBuckets = requests!.samples.filter((s) => s.name.endsWith("_bucket") && s.labels.operation === "ping" && s.labels.status === "200");
    expect(pingBuckets.at(-1)!.labels.le).toBe("+Inf");
    expect(pingBuckets.map((b) => b.value)).toEqual([...pingBuckets.map((b) => b.value)].sort((a, b) => a - b)); // cumulative
    expect(pingBuckets.at(-1)!.value).toBe(value(requests, "http_server_request_duration_seconds_count", { operation: "ping", method: "GET", status: "200" }));

    // The quote's rating at its carrier, by carrier code and outcome.
    const carrier = families.get("quoting_carrier_call_duration_seconds");
    expect(carrier?.type).toBe("histogram");
    expect(carrier!.samples.some((s) => s.name.endsWith("_count") && s.labels.carrier && s.value >= 1)).toBe(true);
    expect(families.get("quoting_carrier_errors_total")?.type).toBe("counter");

    // The queues, read from the database at this scrape.
    expect(value(families.get("quoting_database_up"), "quoting_database_up")).toBe(1);
    for (const gauge of [
      "quoting_rating_queue_depth",
      "quoting_rating_queue_oldest_age_seconds",
      "quoting_webhook_deliveries_pending",
      "quoting_webhook_delivery_oldest_pending_age_seconds",
      "quoting_webhook_deliveries_failed",
      "quoting_email_outbox_queued",
      "quoting_email_outbox_oldest_queued_age_seconds",
      "quoting_servicing_jobs_due",
      "quoting_servicing_job_lag_seconds",
    ]) {
      expect(families.get(gauge)?.type, gauge).toBe("gauge");
      expect(value(families.get(gauge), gauge), gauge).toBeGreaterThanOrEqual(0);
    }
    expect(
      value(families.get("quoting_payment_declines_total"), "quoting_payment_declines_total", { provider: "offline", code: "card_declined" }),
    ).toBeGreaterThanOrEqual(1);
    for (const counter of ["quoting_rate_limit_refusals_total", "quoting_payment_declines_total", "quoting_webhook_attempts_total"]) {
      expect(families.get(counter)?.type, counter).toBe("counter");
    }
    expect(families.get("quoting_webhook_delivery_lag_seconds")?.type).toBe("histogram");

    // The process: memory and event-loop delay.
    expect(value(families.get("process_resident_memory_bytes"), "process_resident_memory_bytes")).toBeGreaterThan(10_000_000);
    expect(value(families.get("nodejs_eventloop_lag_p99_seconds"), "nodejs_eventloop_lag_p99_seconds")).toBeGreaterThanOrEqual(0);
  });
});

// Spans of our own (decision 049): a request's operation, a rating job, a carrier call, a payment, an email, a
// webhook delivery. Only `@opentelemetry/api` here: with no SDK started its tracer is a no-op, and every helper
// checks `tracingOn()` first, so a process without OTEL_EXPORTER_OTLP_ENDPOINT makes no span objects at all.
import "server-only";
import { SpanKind, SpanStatusCode, context, propagation, trace, type Attributes, type Span } from "@opentelemetry/api";
import { env } from "@/lib/env";
import { processState } from "@/lib/process-state";

export type { Span };

const TRACER = "quoting";

/** Whether this process exports traces: OTEL_EXPORTER_OTLP_ENDPOINT set (and OTEL_SDK_DISABLED not). Read once. */
export function tracingOn(): boolean {
  return processState("telemetry.tracingOn", () => {
    try {
      const e = env();
      return Boolean(e.OTEL_EXPORTER_OTLP_ENDPOINT) && !e.OTEL_SDK_DISABLED;
    } catch {
      return false; // a bad setting is reported by whoever reads the configuration first
    }
  });
}

/** A failed span names the error's class, not its message: messages can carry the caller's data (as in the log). */
function markFailed(span: Span, error: unknown): void {
  const type = error instanceof Error ? error.name : typeof error;
  span.setAttribute("error.type", type);
  span.setStatus({ code: SpanStatusCode.ERROR, message: type });
}

/**
 * Runs `fn` inside a span named `name`, the parent of whatever it does (database queries, HTTP calls); the span
 * ends when `fn` settles, failed if it throws. Tracing off: runs `fn` with no span.
 */
export async function inSpan<T>(name: string, attributes: Attributes, fn: (span: Span | undefined) => Promise<T>, kind = SpanKind.INTERNAL): Promise<T> {
  if (!tracingOn()) return fn(undefined);
  return trace.getTracer(TRACER).startActiveSpan(name, { kind, attributes }, async (span) => {
    try {
      return await fn(span);
    } catch (error) {
      markFailed(span, error);
      throw error;
    } finally {
      span.end();
    }
  });
}

/**
 * A /v1 request's span, named for its operation (`createQuote`), child of the server span Next.js makes for the
 * request; without one (a route called outside Next.js's tracing) it is the server span itself, continuing the
 * caller's `traceparent`. `run` gets the span to note the answer on (`noteResponse`).
 */
export function inRequestSpan(
  operationId: string,
  req: Request,
  params: Promise<Record<string, string | string[]>> | undefined,
  run: (span: Span) => Promise<Response>,
): Promise<Response> {
  const nested = trace.getActiveSpan() !== undefined;
  const parent = nested ? context.active() : propagation.extract(context.active(), Object.fromEntries(req.headers));
  const attributes = { operationId, "http.request.method": req.method };
  return trace.getTracer(TRACER).startActiveSpan(operationId, { kind: nested ? SpanKind.INTERNAL : SpanKind.SERVER, attributes }, parent, async (span) => {
    try {
      const res = await run(span);
      span.setAttribute("http.route", routeOf(new URL(req.url).pathname, params ? await params : {}));
      return res;
    } catch (error) {
      markFailed(span, error);
      throw error;
    } finally {
      span.end();
    }
  });
}

/** The route's template from its path: each path parameter's value back to `[name]` (/v1/quote/[quoteId]). */
export function routeOf(pathname: string, params: Record<string, string | string[]>): string {
  let route = pathname;
  for (const [name, value] of Object.entries(params)) {
    const text = Array.isArray(value) ? value.join("/") : value;
    if (text) route = route.replace(`/${encodeURI(text)}`, `/[${name}]`).replace(`/${text}`, `/[${name}]`);
  }
  return route;
}

/** The answer on a request's span: its status (5xx marks the span failed) and the request id of its log line. */
export function noteResponse(span: Span, status: number, requestId: string): void {
  span.setAttribute("http.response.status_code", status);
  span.setAttribute("requestId", requestId);
  if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
}

/** What a span's work came to (`outcome`), and whether that is a failure. */
export function noteOutcome(span: Span, outcome: string, failed: boolean): void {
  span.setAttribute("outcome", outcome);
  if (failed) span.setStatus({ code: SpanStatusCode.ERROR, message: outcome });
}

/** One call to a carrier to rate one program, with its outcome (quoted, declined, referred, failed...). */
export function inCarrierSpan<T extends { status: string }>(
  carrier: string,
  program: string,
  applicationId: string | undefined,
  call: () => Promise<T>,
): Promise<T> {
  if (!tracingOn()) return call();
  return inSpan("carrier.rate", { carrier, program, ...(applicationId ? { applicationId } : {}) }, async (span) => {
    const outcome = await call();
    if (span) noteOutcome(span, outcome.status, outcome.status === "failed");
    return outcome;
  });
}

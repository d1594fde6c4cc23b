// The OpenTelemetry SDK, loaded only by start.ts when traces are on (decision 049). Spans go in batches to the
// OTLP/HTTP endpoint (JSON) the standard variables name: OTEL_EXPORTER_OTLP_ENDPOINT (+ /v1/traces),
// OTEL_EXPORTER_OTLP_HEADERS, OTEL_EXPORTER_OTLP_TIMEOUT, OTEL_BSP_SCHEDULE_DELAY and the other OTEL_BSP_ settings,
// which the SDK reads itself.
import "server-only";
import { trace, type Attributes, type Context, type Link, type SpanKind } from "@opentelemetry/api";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { registerInstrumentations } from "@opentelemetry/instrumentation";
import { HttpInstrumentation } from "@opentelemetry/instrumentation-http";
import { PgInstrumentation } from "@opentelemetry/instrumentation-pg";
import { resourceFromAttributes } from "@opentelemetry/resources";
import {
  AlwaysOnSampler,
  BatchSpanProcessor,
  NodeTracerProvider,
  ParentBasedSampler,
  SamplingDecision,
  type Sampler,
  type SamplingResult,
} from "@opentelemetry/sdk-trace-node";
import { PrismaInstrumentation } from "@prisma/instrumentation";

/** Database spans that would start a trace of their own: the workers' polling, the queue's claims. */
const UNOWNED_ROOT = /^(prisma:|pg[.:-])/;

/**
 * Every request and job is recorded (sample in the collector if there are too many). A database query outside
 * any request or job is not: the rating, webhook and email workers poll every fraction of a second, and each poll
 * would otherwise be a trace of its own.
 */
export class RequestsAndJobsSampler implements Sampler {
  private readonly inner = new ParentBasedSampler({ root: new AlwaysOnSampler() });

  shouldSample(ctx: Context, traceId: string, name: string, kind: SpanKind, attributes: Attributes, links: Link[]): SamplingResult {
    if (!trace.getSpanContext(ctx) && UNOWNED_ROOT.test(name)) return { decision: SamplingDecision.NOT_RECORD };
    return this.inner.shouldSample(ctx, traceId, name, kind, attributes, links);
  }

  toString(): string {
    return "RequestsAndJobsSampler";
  }
}

export function startSdk(serviceName: string): NodeTracerProvider {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ "service.name": serviceName }),
    sampler: new RequestsAndJobsSampler(),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  // The global provider, AsyncLocalStorage context and W3C traceparent propagation; Next.js's own spans (one
  // server span per request) go to it too.
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      // Prisma's spans are the database spans on both databases (PGlite has no driver to instrument).
      new PrismaInstrumentation(),
      // On PostgreSQL, the driver's queries and pool waits, inside a request or job only.
      new PgInstrumentation({ requireParentSpan: true }),
      // Outgoing calls (Stripe, webhooks). Not incoming requests: Next.js makes their server span (and an ignored
      // incoming request would be run with tracing suppressed, losing every span under it).
      new HttpInstrumentation({ disableIncomingRequestInstrumentation: true, requireParentforOutgoingSpans: true }),
    ],
  });
  return provider;
}

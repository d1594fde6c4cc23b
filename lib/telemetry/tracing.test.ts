import { ROOT_CONTEXT, SpanKind, trace, TraceFlags } from "@opentelemetry/api";
import { SamplingDecision } from "@opentelemetry/sdk-trace-node";
import { describe, expect, it } from "vitest";
import { RequestsAndJobsSampler } from "./sdk";
import { inCarrierSpan, inSpan, routeOf, tracingOn } from "./tracing";

describe("tracing off (no OTEL_EXPORTER_OTLP_ENDPOINT)", () => {
  it("makes no span: the work runs as it is, its result and its error unchanged", async () => {
    expect(tracingOn()).toBe(false);
    await expect(inSpan("x", {}, async (span) => span)).resolves.toBeUndefined();
    await expect(inCarrierSpan("summit", "SA-BOP", undefined, async () => ({ status: "quoted" }))).resolves.toEqual({ status: "quoted" });
    await expect(inSpan("x", {}, () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
  });
});

describe("a request's route", () => {
  it("puts each path parameter back as [name]", () => {
    expect(routeOf("/v1/quote", {})).toBe("/v1/quote");
    expect(routeOf("/v1/quote/6f1c/applications/9a2b/form", { quoteId: "6f1c", quoteRequestId: "9a2b" })).toBe(
      "/v1/quote/[quoteId]/applications/[quoteRequestId]/form",
    );
    expect(routeOf("/v1/naics/a%20b", { q: "a b" })).toBe("/v1/naics/[q]");
  });
});

describe("what is recorded", () => {
  const sampler = new RequestsAndJobsSampler();
  const traceId = "0af7651916cd43dd8448eb211c80319c";
  const inside = trace.setSpanContext(ROOT_CONTEXT, { traceId, spanId: "b7ad6b7169203331", traceFlags: TraceFlags.SAMPLED });
  const decide = (name: string, ctx = ROOT_CONTEXT) => sampler.shouldSample(ctx, traceId, name, SpanKind.INTERNAL, {}, []).decision;

  it("every request and job; a database query only inside one (the workers' polls are no trace of their own)", () => {
    expect(decide("POST /v1/quote")).toBe(SamplingDecision.RECORD_AND_SAMPLED);
    expect(decide("rating.job")).toBe(SamplingDecision.RECORD_AND_SAMPLED);
    expect(decide("prisma:client:operation")).toBe(SamplingDecision.NOT_RECORD);
    expect(decide("pg.query:SELECT quoting")).toBe(SamplingDecision.NOT_RECORD);
    expect(decide("pg-pool.connect")).toBe(SamplingDecision.NOT_RECORD);
    expect(decide("prisma:client:operation", inside)).toBe(SamplingDecision.RECORD_AND_SAMPLED);
    expect(decide("pg.query:SELECT quoting", inside)).toBe(SamplingDecision.RECORD_AND_SAMPLED);
  });
});

// Starts tracing in this process when OTEL_EXPORTER_OTLP_ENDPOINT is set (decision 049). Unset, it returns at
// once: the SDK and its instrumentations are imported only behind that check, so a process without a collector
// loads none of them and pays nothing.
import "server-only";
import { env } from "@/lib/env";
import { logFor } from "@/lib/log";
import { processState } from "@/lib/process-state";

/** The running SDK's handle, when tracing is on. */
const tracer = () => processState<{ provider?: { shutdown(): Promise<void> } }>("telemetry.provider", () => ({}));

/** Sends the spans still batched and stops tracing (graceful shutdown, lib/system/shutdown.ts); nothing when off. */
export async function stopTracing(): Promise<void> {
  const t = tracer();
  await t.provider?.shutdown().catch(() => undefined);
  t.provider = undefined;
}

/** Call before the database is opened. `serviceName` unless OTEL_SERVICE_NAME names the process otherwise. */
export async function startTracing(serviceName: string): Promise<boolean> {
  const e = env();
  if (!e.OTEL_EXPORTER_OTLP_ENDPOINT || e.OTEL_SDK_DISABLED) return false;
  try {
    const { startSdk } = await import("./sdk");
    tracer().provider = startSdk(e.OTEL_SERVICE_NAME ?? serviceName);
    logFor("tracing").info({ endpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT, service: e.OTEL_SERVICE_NAME ?? serviceName }, "traces exported over OTLP");
    return true;
  } catch (error) {
    // Traces are for looking into the service; their failure to start must not stop it.
    logFor("tracing").error({ error: String(error) }, "tracing could not start; running without traces");
    return false;
  }
}

// Runs once when the Next.js server starts.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    // Traces first (decision 049), so the database opened below is instrumented; without an OTLP endpoint this
    // returns at once and nothing of the OpenTelemetry SDK is loaded.
    const { startTracing } = await import("@/lib/telemetry/start");
    await startTracing("quoting-service");
    // Before the first request: sign-in throttling needs each request's socket address.
    const { installPeerAddressHeader } = await import("@/lib/auth/peer-address");
    installPeerAddressHeader();
    const { bootWebProcess } = await import("@/lib/jobs/app-boot");
    await bootWebProcess();
  }
}

import { apiRoute, Reply } from "@/lib/api/route";
import { env } from "@/lib/env";
import { services } from "@/lib/runtime";
import { HealthResponse } from "@/lib/schemas/system";
import { healthReport } from "@/lib/system/health";

// GET /v1/health: database and rating queue status; no auth; 503 when the database is down
export const GET = apiRoute({
  operation: {
    id: "health",
    tag: "System",
    summary: "API health status",
    description:
      "Database, rating queue and carrier reachability, with each HTTP carrier's circuit breaker in the answering process (`closed`, `open`, `half_open`; failures, since, next probe). 503 when the database is down; `degraded` when a carrier is unreachable or its breaker is not closed.",
    errors: [503],
  },
  auth: false,
  response: { data: HealthResponse.shape.data, description: "Up or degraded" },
  handler: async () => {
    const report = await healthReport(
      async () => (await services()).db,
      env().SANDBOX_CARRIER_URL,
      async () => (await services()).carrierGuards.snapshot(),
    );
    return report.status === "down" ? new Reply(503, report) : report;
  },
});

export * from "@/app/v1/fallback";

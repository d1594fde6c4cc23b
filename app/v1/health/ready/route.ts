import { apiRoute, Reply } from "@/lib/api/route";
import { env } from "@/lib/env";
import { services, workerRunning } from "@/lib/runtime";
import { ReadinessResponse } from "@/lib/schemas/system";
import { processInstance } from "@/lib/system/health";
import { readiness } from "@/lib/system/readiness";
import { isDraining } from "@/lib/system/shutdown";

// GET /v1/health/ready: whether this process should be sent traffic (a readiness probe); 503 when not
export const GET = apiRoute({
  operation: {
    id: "healthReady",
    tag: "System",
    summary: "Readiness",
    description:
      "200 when this process should be sent traffic: it is not shutting down, its database answers, every migration this build ships is applied, and its rating worker runs (where it runs one: `RUN_WORKER_IN_APP`). 503 with the failing check otherwise; from SIGTERM until the process exits, `shutdown` is down.",
    errors: [503],
  },
  auth: false,
  response: { data: ReadinessResponse.shape.data, description: "Ready" },
  handler: async () => {
    const report = await readiness({
      draining: isDraining(),
      openDb: async () => (await services()).db,
      workerRunning: env().RUN_WORKER_IN_APP ? workerRunning() : null,
    });
    const body = { ...report, instance: processInstance() };
    return report.status === "ready" ? body : new Reply(503, body);
  },
});

export * from "@/app/v1/fallback";

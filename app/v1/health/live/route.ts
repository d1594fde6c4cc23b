import { apiRoute } from "@/lib/api/route";
import { LivenessResponse } from "@/lib/schemas/system";
import { processInstance } from "@/lib/system/health";

// GET /v1/health/live: the process answers (a liveness probe); asks nothing else, the database included
export const GET = apiRoute({
  operation: {
    id: "healthLive",
    tag: "System",
    summary: "Liveness",
    description:
      "200 while the process answers at all. It checks nothing else, the database included, so an outage of a dependency does not get every process restarted; use `/v1/health/ready` to decide where to send traffic.",
  },
  auth: false,
  response: { data: LivenessResponse.shape.data, description: "The process is live" },
  handler: async () => ({ status: "live" as const, instance: processInstance() }),
});

export * from "@/app/v1/fallback";

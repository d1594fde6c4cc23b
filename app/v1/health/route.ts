import { apiRoute } from "@/lib/api/route";
import { healthReport } from "@/lib/system/health";

// GET /v1/health: database and rating queue status; no auth; 503 when the database is down
export const GET = apiRoute({
  auth: false,
  handler: async () => {
    const report = await healthReport();
    return { status: report.status === "down" ? 503 : 200, data: report };
  },
});

// GET /metrics: Prometheus's scrape of this web process (decision 047, docs/operations.md). An operations
// endpoint beside the API, not an operation of /v1: it is not in the OpenAPI document, takes no API key or
// session, and answers 404 unless METRICS_TOKEN is set, then only to `Authorization: Bearer <METRICS_TOKEN>`.
import { env } from "@/lib/env";
import { METRICS_CONTENT_TYPE, metricsAccess } from "@/lib/metrics";
import { services } from "@/lib/runtime";
import { scrapeMetrics } from "@/lib/system/metrics";

export const dynamic = "force-dynamic";

export async function GET(req: Request): Promise<Response> {
  const access = metricsAccess(env().METRICS_TOKEN, req.headers.get("authorization"));
  if (access === 404) return new Response("Not Found\n", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  if (access === 401) {
    return new Response("Unauthorized\n", {
      status: 401,
      headers: { "content-type": "text/plain; charset=utf-8", "www-authenticate": 'Bearer realm="metrics"' },
    });
  }
  const svc = await services().catch(() => null);
  return new Response(await scrapeMetrics(svc?.db ?? null), { headers: { "content-type": METRICS_CONTENT_TYPE, "cache-control": "no-store" } });
}

// The framework's floor for npm run bench (/api/bench/floor): a route handler answering bytes held in
// memory, with no work of the app's own (no auth, no database, no serialisation), so the folio view can
// be measured against what any route handler costs in the same app. On only when BENCH_FLOOR is set;
// off, both methods answer 404 like a route that does not exist. See docs/decisions/015-view-speed-and-etags.md.
import "server-only";
import { problemResponse } from "./problem";

const MAX_BYTES = 1024 * 1024;

export function benchFloor(enabled: () => boolean) {
  let stored: { bytes: Uint8Array<ArrayBuffer>; contentType: string } | null = null;
  const off = (req: Request) => problemResponse("not_found", "No such route.", { instance: new URL(req.url).pathname });
  return {
    /** The stored bytes as they are (404 when off or before a PUT). */
    async GET(req: Request): Promise<Response> {
      if (!enabled() || !stored) return off(req);
      return new Response(stored.bytes, { headers: { "content-type": stored.contentType, "cache-control": "private, no-cache" } });
    },
    /** Stores the body (at most 1 MB) and its content type. */
    async PUT(req: Request): Promise<Response> {
      if (!enabled()) return off(req);
      const bytes = new Uint8Array(await req.arrayBuffer());
      if (bytes.length > MAX_BYTES) return new Response(null, { status: 413 });
      stored = { bytes, contentType: req.headers.get("content-type") ?? "application/json; charset=utf-8" };
      return new Response(null, { status: 204 });
    },
  };
}

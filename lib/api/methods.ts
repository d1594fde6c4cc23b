// What /v1 answers where no operation is: a path no route has is 404 not_found, and a method a route does
// not take is 405 method_not_allowed with Allow, both problem+json. Next.js answers a missing method itself
// with an empty 405 (and an unknown path with the portal's HTML 404), so every route module re-exports
// app/v1/fallback.ts, whose handlers fill the methods it does not declare (a module's own exports win over
// `export *`), and the catch-all app/v1/[[...rest]] re-exports them too. Allow comes from the routes' own
// declarations (app/v1/routes.ts), as the OpenAPI document does; HEAD and OPTIONS are answered here as
// Next.js would (HEAD is GET without the body, OPTIONS 204 with Allow), since exporting them replaces its own.
import "server-only";
import { randomUUID } from "node:crypto";
import type { RegisteredRoute } from "./openapi";
import { problemResponse } from "./problem";

export const DECLARABLE_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

type Handler = (req: Request, ctx?: unknown) => Promise<Response>;

/** The route whose path template the pathname fits, the most literal first (/v1/rate/sensitivity before a {param}). */
export function routeFor(routes: readonly RegisteredRoute[], pathname: string): RegisteredRoute | undefined {
  const segments = pathname.split("/");
  const fits = routes.filter((r) => {
    const template = r.path.split("/");
    return template.length === segments.length && template.every((t, i) => (t.startsWith("{") ? segments[i] !== "" : t === segments[i]));
  });
  const params = (r: RegisteredRoute) => r.path.split("{").length;
  return fits.sort((a, b) => params(a) - params(b))[0];
}

/** The methods a route module declares with apiRoute. */
export function declaredMethods(module: Record<string, unknown>): string[] {
  return DECLARABLE_METHODS.filter((m) => typeof module[m] === "function" && "spec" in (module[m] as object));
}

/** The Allow header of a route: its methods, HEAD with GET, and OPTIONS, sorted as Next.js sorts its own. */
export function allowOf(module: Record<string, unknown>): string {
  const methods = declaredMethods(module);
  return [...methods, ...(methods.includes("GET") ? ["HEAD"] : []), "OPTIONS"].sort().join(", ");
}

function requestIdOf(req: Request): string {
  const given = req.headers.get("x-request-id");
  return given && /^[\w.:-]{1,100}$/.test(given) ? given : `req_${randomUUID()}`;
}

/**
 * The handlers of every method, for a route module to re-export: they answer only what the module does not
 * declare. `routes` is loaded when first needed (the route modules re-export these, so a static import of
 * the registry would be a cycle).
 */
export function fallbackHandlers(routes: () => Promise<readonly RegisteredRoute[]>) {
  const answer =
    (method: string): Handler =>
    async (req, ctx) => {
      const requestId = requestIdOf(req);
      const instance = new URL(req.url).pathname;
      const route = routeFor(await routes(), instance);
      const finish = (res: Response) => {
        res.headers.set("x-request-id", requestId);
        res.headers.set("cache-control", "no-store");
        return res;
      };
      if (route && method === "HEAD" && typeof route.module.GET === "function") {
        return (route.module.GET as Handler)(req, ctx);
      }
      if (route && method === "OPTIONS") return finish(new Response(null, { status: 204, headers: { allow: allowOf(route.module) } }));
      // The catch-all gets no path a route takes with this method; one that fits a template anyway is no operation.
      if (!route || declaredMethods(route.module).includes(method)) {
        return finish(problemResponse("not_found", `No operation at ${instance}; the API reference at /docs lists every path.`, { requestId, instance }));
      }
      const allow = allowOf(route.module);
      return finish(
        problemResponse("method_not_allowed", `${instance} does not take ${method}; it takes ${allow}.`, {
          requestId,
          instance,
          headers: { allow },
        }),
      );
    };
  return {
    GET: answer("GET"),
    HEAD: answer("HEAD"),
    OPTIONS: answer("OPTIONS"),
    POST: answer("POST"),
    PUT: answer("PUT"),
    PATCH: answer("PATCH"),
    DELETE: answer("DELETE"),
  };
}

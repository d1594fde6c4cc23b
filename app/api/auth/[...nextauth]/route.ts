import { NextRequest } from "next/server";
import { edgeHeaders, readBodyText } from "@/lib/api/input";
import { problemResponse } from "@/lib/api/problem";
import { AppError } from "@/lib/errors";
import { CALLBACK_URL_COOKIES, withoutUnsafeCallbackUrls } from "@/lib/auth/callback-url";
import { handlers } from "@/lib/auth/portal";
import { authLog } from "@/lib/auth/auth-logger";

// Auth.js answers 500 to a callbackUrl that is not an http(s) URL; such values are dropped (and logged)
// first, so /api/auth/signin?callbackUrl=%zz leads to the sign-in page like any other.
function guarded(handler: (req: NextRequest) => Promise<Response>) {
  return async (original: NextRequest): Promise<Response> => {
    const req = await boundedBody(original);
    if (req instanceof Response) return req;
    const { request, problems } = withoutUnsafeCallbackUrls(req);
    if (!problems.length) return handler(req);
    for (const p of problems) authLog({ level: "warn", msg: "unsafe callbackUrl dropped", where: p.where, value: p.value, path: req.nextUrl.pathname });
    const res = await handler(new NextRequest(request));
    // A refused callback-url cookie is cleared, so the browser does not send it again.
    if (problems.some((p) => p.where === "cookie")) {
      const headers = new Headers(res.headers);
      for (const name of CALLBACK_URL_COOKIES) {
        headers.append("set-cookie", `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${name.startsWith("__Secure-") ? "; Secure" : ""}`);
      }
      return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
    }
    return res;
  };
}

/**
 * Auth.js reads a request's whole body (a sign-in form is under 1 KB), so the body is read here first, at
 * most MAX_BODY_BYTES (256 KB, as /v1, by the same reader): a body declared larger than 16 MB is refused
 * before any byte is read (the connection closed), any other as soon as it passes the limit, its rest thrown
 * away while the 413 goes out. (proxy.ts leaves requests with a body on these
 * paths alone: Next.js reads the whole body of any request that passes the proxy before the route runs.
 * Decision 010.)
 */
async function boundedBody(req: NextRequest): Promise<NextRequest | Response> {
  if (req.method === "GET" || req.method === "HEAD" || !req.body) return req;
  let text: string;
  try {
    text = await readBodyText(req);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== "payload_too_large") throw error;
    authLog({ level: "warn", msg: "request body too large", path: req.nextUrl.pathname, bytes: Number(req.headers.get("content-length") ?? "NaN") || null });
    return problemResponse("payload_too_large", error.message, { headers: edgeHeaders(error) });
  }
  const headers = new Headers(req.headers);
  headers.delete("content-length");
  headers.delete("transfer-encoding");
  return new NextRequest(req.url, { method: req.method, headers, body: text });
}

export const GET = guarded(handlers.GET);
export const POST = guarded(handlers.POST);

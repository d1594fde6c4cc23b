import { NextRequest } from "next/server";
import { CALLBACK_URL_COOKIES, withoutUnsafeCallbackUrls } from "@/lib/auth/callback-url";
import { handlers } from "@/lib/auth/portal";
import { authLog } from "@/lib/auth/auth-logger";

// Auth.js answers 500 to a callbackUrl that is not an http(s) URL; such values are dropped (and logged)
// first, so /api/auth/signin?callbackUrl=%zz leads to the sign-in page like any other.
function guarded(handler: (req: NextRequest) => Promise<Response>) {
  return async (req: NextRequest): Promise<Response> => {
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

export const GET = guarded(handlers.GET);
export const POST = guarded(handlers.POST);

// Runs before routing, for every request but static assets, Auth.js's requests with a body, and /v1 paths
// without a % (see the matcher at the end):
// - a path whose percent-encoding does not decode is a 400 problem (Next.js would answer a bare 500);
// - a server action posted from another origin is a 403 problem (Next.js refuses it too, but as a 500);
// - pages get a Content-Security-Policy with a fresh nonce (Next.js puts it on its own scripts), which
//   also forbids framing (but for the offline 3-D Secure challenge, framed by this site's own pages);
//   Stripe's script, frames and API are the only outside sources allowed;
// - portal pages need a live session on every request, client-side navigations included: the portal
//   layout's check runs only when the layout renders, and a session revoked from another browser must
//   end at that browser's next navigation. auth() reads the session row (lib/auth/sessions.ts).
import { NextResponse, type NextFetchEvent, type NextRequest } from "next/server";
import { auth } from "@/lib/auth/portal";
import { payLinkState } from "@/lib/bind/pay-links";
import { policyPayLinkState } from "@/lib/policies/pay-link";
import { services } from "@/lib/runtime";
import { logFor } from "@/lib/log";

const PORTAL = /^\/(dashboard|quotes|policies|account|people)(\/|$)/;

/** A portal page: signed in with a live session, or sent to sign in. */
const portalPage = auth((req) => {
  if (!req.auth?.user?.id) {
    // Back to this page after sign-in (a path on this site only; the sign-in page checks it again).
    const signin = new URL("/signin", req.nextUrl.origin);
    const back = `${req.nextUrl.pathname}${req.nextUrl.search}`;
    if (back !== "/dashboard") signin.searchParams.set("callbackUrl", back);
    return NextResponse.redirect(signin);
  }
  return pageWithPolicy(req);
});

export async function proxy(request: NextRequest, event: NextFetchEvent) {
  const raw = request.nextUrl.pathname;
  if (!decodes(raw)) {
    logFor("proxy").warn({ path: raw.slice(0, 200) }, "refused a path that is not valid percent-encoding");
    return problem(400, "validation_error", "Your request has invalid fields", "The path is not valid percent-encoding (RFC 3986).", [
      { path: "(path)", message: "is not valid percent-encoding", code: "invalid_path" },
    ]);
  }
  if (request.method === "POST" && request.headers.has("next-action") && !sameOriginAction(request)) {
    return problem(
      403,
      "cross_site_request",
      "A signed-in browser request came from another site",
      "A portal action was sent from another site; it was refused. Open the portal and try again there.",
    );
  }
  if (raw.startsWith("/v1/") || raw.startsWith("/api/") || raw === "/metrics") return NextResponse.next();
  if (PORTAL.test(raw)) return portalPage(request, event as never);
  return pageWithPolicy(request);
}

/** The page, with a fresh nonce for its scripts and the policy naming it; pay links checked first. */
async function pageWithPolicy(request: NextRequest): Promise<NextResponse> {
  const raw = request.nextUrl.pathname;
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
  // The offline provider's 3-D Secure challenge is the one page framed, and only by this site's own pages.
  const policy = contentSecurityPolicy(nonce, process.env.NODE_ENV === "development", raw.startsWith("/pay/authenticate/"));
  const headers = new Headers(request.headers);
  headers.set("x-nonce", nonce);
  headers.set("content-security-policy", policy); // Next.js reads the nonce for its scripts from here
  // A pay link's page answers 404 when the token is no link and 410 when the link expired.
  const pay = /^\/pay\/([^/]+)$/.exec(raw);
  const policyPay = /^\/pay\/policy\/([^/]+)$/.exec(raw);
  const state = pay
    ? await payLinkState((await services()).db, decodeURIComponent(pay[1]!))
    : policyPay
      ? await policyPayLinkState((await services()).db, decodeURIComponent(policyPay[1]!))
      : "open";
  if (state === "unknown" || state === "expired") {
    return new NextResponse(payLinkProblemPage(state), {
      status: state === "unknown" ? 404 : 410,
      headers: { "content-type": "text/html; charset=utf-8", "content-security-policy": policy, "referrer-policy": "no-referrer" },
    });
  }
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("content-security-policy", policy);
  return response;
}

/** The customer's page for a link that is no link (404) or has expired (410): plain HTML, nothing to run. */
function payLinkProblemPage(state: "unknown" | "expired"): string {
  const [title, text] =
    state === "unknown"
      ? [
          "Payment link not found",
          "This is not a payment link we know. Check that you opened the whole link from your agent's message, or ask your agent to send it again.",
        ]
      : ["This payment link has expired", "It can no longer be paid. Ask your agent for a new link."];
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>
<style>body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;margin:0;padding:48px 20px;background:#f7f7f8}main{max-width:560px;margin:0 auto;background:#fff;border:1px solid #e2e2e6;border-radius:8px;padding:24px 28px}h1{font-size:1.4rem;margin:0 0 12px}p{line-height:1.5;margin:0}</style>
</head><body><main><h1>${title}</h1><p>${text}</p></main></body></html>`;
}

function problem(status: number, code: string, title: string, detail: string, errors?: Array<{ path: string; message: string; code: string }>): NextResponse {
  const body = { type: `/docs/problems#${code}`, title, status, detail, success: false, ...(errors ? { errors } : {}) };
  return new NextResponse(JSON.stringify(body), { status, headers: { "content-type": "application/problem+json", "cache-control": "no-store" } });
}

/**
 * Whether a server action comes from this site, by the rule Next.js applies after routing (the Origin's
 * host is the request's Host, or X-Forwarded-Host when a proxy set it). No Origin: left to Next.js.
 */
export function sameOriginAction(request: Pick<Request, "headers">): boolean {
  const origin = request.headers.get("origin");
  if (!origin) return true;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return false; // "null" (a sandboxed frame, a file) or garbage
  }
  const host = request.headers.get("x-forwarded-host")?.split(",")[0]?.trim() || request.headers.get("host");
  return Boolean(host) && originHost.toLowerCase() === host!.toLowerCase();
}

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

export function contentSecurityPolicy(nonce: string, dev: boolean, framedBySelf = false): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic' https://js.stripe.com${dev ? " 'unsafe-eval'" : ""}`,
    // React's style attributes need 'unsafe-inline' for styles (not for scripts).
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://*.stripe.com",
    "font-src 'self'",
    "connect-src 'self' https://api.stripe.com https://m.stripe.network",
    "frame-src 'self' https://js.stripe.com https://hooks.stripe.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    framedBySelf ? "frame-ancestors 'self'" : "frame-ancestors 'none'",
  ].join("; ");
}

export const config = {
  matcher: [
    { source: "/((?!_next/static|_next/image|favicon.ico|api/auth/|v1/).*)" },
    // /v1 needs nothing of the proxy but the check of its percent-encoding, which only a path with a % can fail:
    // the others skip it (and Next.js's copy of their body; issue 28).
    { source: "/v1/:rest(.*%.*)" },
    // Auth.js's routes only without a body: Next.js reads the whole body of a request that passes the proxy
    // (to hand it on) before its route runs, and the auth route limits its body itself (256 KB, decision 010).
    {
      source: "/api/auth/:path*",
      missing: [
        { type: "header", key: "content-length" },
        { type: "header", key: "transfer-encoding" },
      ],
    },
  ],
};

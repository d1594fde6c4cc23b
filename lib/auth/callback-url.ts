// Where Auth.js may send a browser after signing in or out: only somewhere on this site.
//
// Auth.js answers 500 ("There was a problem with the server configuration") when a callbackUrl query
// parameter or its callback-url cookie is not an http(s) URL (%zz, javascript:...), and its default
// redirect callback throws on a callbackUrl form field that is not a URL. These helpers let the auth
// route drop such values (and log them) before Auth.js sees them, and give Auth.js a redirect callback
// that never throws and never leaves the site.

export const MAX_CALLBACK_URL_LENGTH = 2048;

/**
 * The same-origin URL `value` names, or null. Accepts a path ("/quotes/new") or an absolute http(s) URL
 * on `origin`; refuses other origins, protocol-relative "//host", backslash tricks, other schemes,
 * undecodable or overlong values. Everything accepted here Auth.js also accepts.
 */
export function sameOriginUrl(value: string, origin: string): URL | null {
  if (!value || value.length > MAX_CALLBACK_URL_LENGTH) return null;
  let url: URL;
  try {
    url = value.startsWith("/") ? new URL(value, origin) : new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.origin !== new URL(origin).origin) return null;
  return url;
}

/**
 * Where the sign-in page sends the agent once signed in: the path (with its query) `callbackUrl` names
 * when it is a page on this site, else the dashboard. Only a path is kept, never an origin, so no value
 * can lead off the site; the sign-in page itself is not a destination.
 */
export function signInDestination(callbackUrl: string | undefined | null, fallback = "/dashboard"): string {
  const base = "http://portal.invalid";
  const url = callbackUrl && callbackUrl.startsWith("/") ? sameOriginUrl(callbackUrl, base) : null;
  if (!url || url.pathname === "/signin" || url.pathname.startsWith("/api/") || url.pathname.startsWith("/v1/")) return fallback;
  return `${url.pathname}${url.search}`;
}

/** Auth.js's `redirect` callback: the URL when it is on this site, else the site's root. */
export function safeRedirect(url: string, baseUrl: string): string {
  return sameOriginUrl(url, baseUrl)?.href ?? baseUrl;
}

/** Cookie names Auth.js keeps the callback URL in (the __Secure- one over HTTPS). */
export const CALLBACK_URL_COOKIES = ["authjs.callback-url", "__Secure-authjs.callback-url"];

export interface CallbackUrlProblem {
  where: "query" | "cookie";
  /** The refused value, shortened for the log. */
  value: string;
}

/**
 * The request with any unsafe callbackUrl query parameter and callback-url cookie removed, and what was
 * removed. Returns the same request when nothing needed removing.
 */
export function withoutUnsafeCallbackUrls(req: Request): { request: Request; problems: CallbackUrlProblem[] } {
  const url = new URL(req.url);
  const problems: CallbackUrlProblem[] = [];
  const param = url.searchParams.get("callbackUrl");
  if (param !== null && !sameOriginUrl(param, url.origin)) {
    problems.push({ where: "query", value: shorten(param) });
    url.searchParams.delete("callbackUrl");
  }
  const headers = new Headers(req.headers);
  const cookie = headers.get("cookie");
  if (cookie) {
    const kept = cookie.split(";").filter((pair) => {
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      if (eq < 0 || !CALLBACK_URL_COOKIES.includes(name)) return true;
      const value = safeDecode(pair.slice(eq + 1).trim());
      if (value !== null && sameOriginUrl(value, url.origin)) return true;
      problems.push({ where: "cookie", value: shorten(value ?? pair.slice(eq + 1).trim()) });
      return false;
    });
    if (kept.length) headers.set("cookie", kept.join(";"));
    else headers.delete("cookie");
  }
  if (!problems.length) return { request: req, problems };
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers };
  if (req.body && req.method !== "GET" && req.method !== "HEAD") {
    init.body = req.body;
    init.duplex = "half";
  }
  return { request: new Request(url, init), problems };
}

function safeDecode(s: string): string | null {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
}

function shorten(s: string): string {
  return s.length > 120 ? `${s.slice(0, 120)}… (${s.length} characters)` : s;
}

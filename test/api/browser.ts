// A browser, as far as cookies and forms go: signs in to the portal over HTTP the way a browser does
// (GET /api/auth/csrf, keep its cookie, POST the credentials form) and sends its cookies after.
export class Browser {
  cookies = new Map<string, string>();
  constructor(
    readonly base: string,
    readonly headers: Record<string, string> = {},
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const res = await fetch(`${this.base}${path}`, {
      ...init,
      redirect: "manual",
      headers: { ...this.headers, cookie: this.cookieHeader(), ...(init.headers as Record<string, string> | undefined) },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair, ...attrs] = c.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=thu, 01 jan 1970/i.test(a));
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  async csrf(): Promise<string> {
    const res = await this.fetch("/api/auth/csrf");
    return ((await res.json()) as { csrfToken: string }).csrfToken;
  }

  /** Signs in through the credentials endpoint; returns where Auth.js redirected and the ?code= it carried. */
  async signIn(
    email: string,
    password: string,
    extra: Record<string, string> = {},
    query = "",
  ): Promise<{ status: number; location: string; code: string | null }> {
    const csrfToken = await this.csrf();
    const res = await this.fetch(`/api/auth/callback/credentials${query}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrfToken, email, password, ...extra }),
    });
    const location = res.headers.get("location") ?? "";
    return { status: res.status, location, code: location ? new URL(location, this.base).searchParams.get("code") : null };
  }

  async signOut(): Promise<Response> {
    const csrfToken = await this.csrf();
    return this.fetch("/api/auth/signout", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrfToken }),
    });
  }

  /** Copies this browser's cookies (a stolen or kept session cookie). */
  clone(): Browser {
    const b = new Browser(this.base, this.headers);
    b.cookies = new Map(this.cookies);
    return b;
  }
}

/** The portal's own site: Auth.js builds its URLs from localhost (127.0.0.1 fails its CSRF check). */
export const portalBase = (apiBase: string) => apiBase.replace("127.0.0.1", "localhost");

/** A signed-in portal session; its JSON requests to /v1 carry the session cookie and this site's Origin. */
export async function portalSession(apiBase: string, email: string, password: string): Promise<Browser> {
  const b = new Browser(portalBase(apiBase), { origin: portalBase(apiBase) });
  const { location } = await b.signIn(email, password);
  if (location.includes("error") || location.includes("code=")) throw new Error(`sign-in as ${email} failed: ${location}`);
  return b;
}

// Portal sign-in (Auth.js): agents sign in with email and password (scrypt hashes), throttled per
// account and per address (sign-in.ts). The session is a signed, HttpOnly JWT cookie carrying the
// agent's agency and the id of a portal_sessions row, which every auth() call checks, so signing out
// or revoking a session ends it at once (sessions.ts, docs/decisions/010-sign-in-and-sessions.md).
import "server-only";
import NextAuth, { CredentialsSignin, type DefaultSession } from "next-auth";
import { cache } from "react";
import Credentials from "next-auth/providers/credentials";
import { z } from "zod";
import { services } from "@/lib/runtime";
import { authLog, createAuthLogger } from "./auth-logger";
import { safeRedirect } from "./callback-url";
import { clientAddress } from "./client-address";
import { verifyPassword } from "./passwords";
import type { Role } from "./permissions";
import { endPortalSession, livePortalSession, SESSION_TTL_MS } from "./sessions";
import { signInWithPassword } from "./sign-in";
import { SIGN_IN_CODES, throttledCode } from "./sign-in-errors";

declare module "next-auth" {
  interface Session {
    user: {
      id: string;
      /** "" for a carrier's underwriter, who belongs to a carrier (carrierId) and sees no agency's data. */
      agencyId: string;
      carrierId: string | null;
      /** The organisation signed in for: the agency, or the carrier. */
      agencySlug: string;
      agencyName: string;
      role: Role;
      sessionId: string;
      /** The agency's producers_see_all_book (decision 045), read with the session on every request. */
      producersSeeAllBook: boolean;
    } & DefaultSession["user"];
  }
  interface User {
    agencyId?: string | null;
    carrierId?: string | null;
    agencySlug?: string;
    agencyName?: string;
    role?: Role;
    sessionId?: string;
  }
}

const SignIn = z.object({ email: z.email().max(200), password: z.string().min(1).max(200) });

/** Refusals the sign-in page explains in words; the code travels in the redirect (?code=). */
class SignInRefused extends CredentialsSignin {
  constructor(code: string) {
    super();
    this.code = code;
  }
}

export const { handlers, auth, signIn, signOut } = NextAuth({
  trustHost: true,
  session: { strategy: "jwt", maxAge: SESSION_TTL_MS / 1000 },
  pages: { signIn: "/signin" },
  logger: createAuthLogger(),
  providers: [
    Credentials({
      credentials: { email: { label: "Email" }, password: { label: "Password", type: "password" } },
      authorize: async (raw, request) => {
        const parsed = SignIn.safeParse(raw);
        if (!parsed.success) return null;
        const svc = await services();
        const result = await signInWithPassword(
          { db: svc.db, policies: svc.signIn.policies, limiter: svc.signIn.hashes, verifyPassword, log: authLog },
          {
            email: parsed.data.email,
            password: parsed.data.password,
            address: clientAddress(request.headers, svc.env.TRUST_PROXY),
            userAgent: request.headers.get("user-agent"),
          },
        );
        if (result.ok) return result.agent;
        if (result.reason === "throttled") throw new SignInRefused(throttledCode(result.retryAfterMs));
        if (result.reason === "busy") throw new SignInRefused(SIGN_IN_CODES.busy);
        return null;
      },
    }),
  ],
  callbacks: {
    // Never throws, never leaves the site (Auth.js's default throws on a callbackUrl that is not a URL).
    redirect: ({ url, baseUrl }) => safeRedirect(url, baseUrl),
    async jwt({ token, user }) {
      if (user) {
        Object.assign(token, {
          agencyId: user.agencyId ?? "",
          carrierId: user.carrierId ?? null,
          agencySlug: user.agencySlug,
          agencyName: user.agencyName,
          role: user.role,
          uid: user.id,
          sid: user.sessionId,
        });
        return token;
      }
      // Every later auth(): the session row must still be live and its user active (one read by primary key);
      // the role is the user's as stored now, so a changed role counts at once, and so does the agency's book setting.
      const live = await livePortalSession((await services()).db, token.sid, token.uid, new Date());
      return live ? Object.assign(token, { role: live.role, seeAll: live.producersSeeAllBook }) : null;
    },
    session({ session, token }) {
      const t = token as {
        agencyId?: string;
        carrierId?: string | null;
        agencySlug?: string;
        agencyName?: string;
        role?: Role;
        uid?: string;
        sid?: string;
        seeAll?: boolean;
      };
      session.user = {
        ...session.user,
        id: t.uid ?? "",
        agencyId: t.agencyId ?? "",
        carrierId: t.carrierId ?? null,
        agencySlug: t.agencySlug ?? "",
        agencyName: t.agencyName ?? "",
        role: t.role ?? "service",
        sessionId: t.sid ?? "",
        // Unknown until the session is checked (the sign-in request itself): the narrower book.
        producersSeeAllBook: t.seeAll ?? false,
      };
      return session;
    },
  },
  events: {
    async signOut(message) {
      if ("token" in message && message.token) await endPortalSession((await services()).db, message.token.sid, new Date());
    },
  },
});

/**
 * The signed-in agent's session for server components: auth() once per request, however many layouts
 * and pages ask (each auth() decodes the cookie and reads the session row).
 */
export const portalSession = cache(() => auth());

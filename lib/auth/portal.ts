// Portal sign-in (Auth.js): agents sign in with email and password (scrypt hashes); the session is a
// signed, HttpOnly JWT cookie carrying the agent's agency.
import "server-only";
import NextAuth, { type DefaultSession } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { z } from "zod";
import { userByEmail } from "@/lib/db/queries/reference";
import { services } from "@/lib/runtime";
import { verifyPassword } from "./passwords";

declare module "next-auth" {
  interface Session {
    user: { id: string; agencyId: string; agencySlug: string; agencyName: string } & DefaultSession["user"];
  }
  interface User {
    agencyId?: string;
    agencySlug?: string;
    agencyName?: string;
  }
}

const SignIn = z.object({ email: z.email().max(200), password: z.string().min(1).max(200) });

export const { handlers, auth, signIn, signOut } = NextAuth({
  trustHost: true,
  session: { strategy: "jwt", maxAge: 12 * 60 * 60 },
  pages: { signIn: "/signin" },
  providers: [
    Credentials({
      credentials: { email: { label: "Email" }, password: { label: "Password", type: "password" } },
      authorize: async (raw) => {
        const parsed = SignIn.safeParse(raw);
        if (!parsed.success) return null;
        const user = await userByEmail((await services()).db, parsed.data.email.toLowerCase());
        // Verify even for an unknown email, so timing does not tell which emails exist.
        const ok = await verifyPassword(parsed.data.password, user?.passwordHash ?? "scrypt$131072$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
        if (!user || !ok) return null;
        return { id: user.id, email: user.email, name: user.name, agencyId: user.agencyId, agencySlug: user.agency.slug, agencyName: user.agency.name };
      },
    }),
  ],
  callbacks: {
    jwt({ token, user }) {
      if (user) Object.assign(token, { agencyId: user.agencyId, agencySlug: user.agencySlug, agencyName: user.agencyName, uid: user.id });
      return token;
    },
    session({ session, token }) {
      const t = token as { agencyId?: string; agencySlug?: string; agencyName?: string; uid?: string };
      session.user = { ...session.user, id: t.uid ?? "", agencyId: t.agencyId ?? "", agencySlug: t.agencySlug ?? "", agencyName: t.agencyName ?? "" };
      return session;
    },
  },
});

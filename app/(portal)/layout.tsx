import Link from "next/link";
import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { Providers } from "@/components/providers";
import { RouteFocus } from "@/components/route-focus";
import { Button } from "@/components/ui/button";
import { portalSession, signOut } from "@/lib/auth/portal";

// Every portal page needs a session; the pages only ever show the agent's agency's data (the API enforces it).
export default async function PortalLayout({ children }: { children: ReactNode }) {
  const session = await portalSession();
  if (!session?.user?.agencyId) redirect("/signin");
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="topbar">
        <strong>{session.user.agencyName}</strong>
        <nav aria-label="Main">
          <Link href="/dashboard">Dashboard</Link>
          <Link href="/quotes/new">New quote</Link>
          <Link href="/clients">Clients</Link>
          <Link href="/policies">Policies</Link>
          <Link href="/messages">Sent messages</Link>
          {session.user.role === "admin" ? <Link href="/webhooks">Webhooks</Link> : null}
          {session.user.role === "admin" ? <Link href="/api-keys">API keys</Link> : null}
          {session.user.role === "admin" ? <Link href="/people">People</Link> : null}
          <Link href="/account/sessions">Sessions</Link>
        </nav>
        <form
          className="row row-sm"
          action={async () => {
            "use server";
            await signOut({ redirectTo: "/signin" });
          }}
        >
          <span className="muted">{session.user.name}</span>
          <Button type="submit">Sign out</Button>
        </form>
      </header>
      <Providers>
        <RouteFocus />
        <main className="page" id="main" tabIndex={-1}>
          {children}
        </main>
      </Providers>
    </>
  );
}

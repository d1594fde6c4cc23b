import Link from "next/link";
import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { Providers } from "@/components/providers";
import { RouteFocus } from "@/components/route-focus";
import { AgencyMark } from "@/components/ui/agency-mark";
import { Button } from "@/components/ui/button";
import { portalSession, signOut } from "@/lib/auth/portal";
import { portalLivemode } from "@/lib/auth/portal-caller";
import { switchMode } from "./mode-actions";

// Every portal page needs a session; the pages only ever show the agent's agency's data (the API enforces it).
export default async function PortalLayout({ children }: { children: ReactNode }) {
  const session = await portalSession();
  if (!session?.user?.id) redirect("/signin");
  const carrier = Boolean(session.user.carrierId);
  const livemode = await portalLivemode();
  const admin = session.user.role === "admin";
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {livemode ? null : (
        <p className="test-mode-banner">
          <strong>Test mode.</strong> You are working on test data
          <span className="wide-only">
            : cards are test cards, nothing is charged, and the sandbox clock can move. Live quotes, clients and policies are not shown
          </span>
          .
        </p>
      )}
      {/* An administrator's navigation is the longest: its header takes two rows below 1400 px, not 1200 px. */}
      <header className={!carrier && admin ? "topbar topbar-long" : "topbar"}>
        {/* The agency's logo slot: its monogram (components/ui/agency-mark.tsx), server-rendered, beside its name. */}
        <div className="topbar-brand">
          <AgencyMark name={session.user.agencyName} />
          <strong className="topbar-agency">{session.user.agencyName}</strong>
        </div>
        <nav aria-label="Main">
          {carrier ? (
            <>
              <Link href="/desk">Underwriting desk</Link>
              <Link href="/desk/underwriters">Underwriters</Link>
              <Link href="/account/sessions">Sessions</Link>
            </>
          ) : (
            <AgencyNav admin={admin} />
          )}
        </nav>

        {/* The mode switch, who is signed in and Sign out: one group, kept together at the header's end. */}
        <div className="topbar-end">
          <form action={switchMode}>
            <input type="hidden" name="mode" value={livemode ? "test" : "live"} />
            <button type="submit" role="switch" aria-checked={!livemode} aria-label="Test mode" className="mode-switch-button">
              {/* One flex item, so the switch's gap does not open between the two words. */}
              <span>
                Test<span className="wide-only"> mode</span>
              </span>
            </button>
          </form>
          <form
            className="row row-sm"
            action={async () => {
              "use server";
              await signOut({ redirectTo: "/signin" });
            }}
          >
            <span className="muted topbar-user" title={session.user.name ?? undefined}>
              {session.user.name}
            </span>
            <Button type="submit">Sign out</Button>
          </form>
        </div>
      </header>
      {/* A new query cache per mode: nothing fetched in one mode is shown in the other. */}
      <Providers key={livemode ? "live" : "test"}>
        <RouteFocus />
        <main className="page" id="main" tabIndex={-1}>
          {children}
        </main>
      </Providers>
    </>
  );
}

function AgencyNav({ admin }: { admin: boolean }) {
  return (
    <>
      <Link href="/dashboard">Dashboard</Link>
      <Link href="/quotes/new">New quote</Link>
      <Link href="/clients">Clients</Link>
      <Link href="/policies">Policies</Link>
      <Link href="/insights">Insights</Link>
      <Link href="/messages">Sent messages</Link>
      {admin ? <Link href="/webhooks">Webhooks</Link> : null}
      {admin ? <Link href="/api-keys">API keys</Link> : null}
      {admin ? <Link href="/people">People</Link> : null}
      {admin ? <Link href="/audit">Audit log</Link> : null}
      <Link href="/account/sessions">Sessions</Link>
    </>
  );
}

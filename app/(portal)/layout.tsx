import Link from "next/link";
import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { Providers } from "@/components/providers";
import { auth, signOut } from "@/lib/auth/portal";

// Every portal page needs a session; the pages only ever show the agent's agency's data (the API enforces it).
export default async function PortalLayout({ children }: { children: ReactNode }) {
  const session = await auth();
  if (!session?.user?.agencyId) redirect("/signin");
  return (
    <>
      <header className="topbar">
        <strong>{session.user.agencyName}</strong>
        <nav aria-label="Main">
          <Link href="/dashboard">Dashboard</Link>
          <Link href="/quotes/new">New quote</Link>
          <Link href="/policies">Policies</Link>
          <Link href="/account/sessions">Sessions</Link>
        </nav>
        <form
          action={async () => {
            "use server";
            await signOut({ redirectTo: "/signin" });
          }}
        >
          <span className="muted" style={{ marginRight: 8 }}>
            {session.user.name}
          </span>
          <button className="btn" type="submit">
            Sign out
          </button>
        </form>
      </header>
      <Providers>
        <main className="page">{children}</main>
      </Providers>
    </>
  );
}

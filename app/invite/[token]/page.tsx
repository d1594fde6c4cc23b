import Link from "next/link";
import { AcceptInvitationForm } from "@/components/team/account-forms";
import { Notice } from "@/components/ui/notice";
import { services } from "@/lib/runtime";
import { lookupInvitation } from "@/lib/team/people";

export const dynamic = "force-dynamic";
export const metadata = { title: "Join your agency · Quoting portal" };

const ROLE_WORDS: Record<string, string> = { admin: "an administrator", producer: "a producer", service: "service staff", underwriter: "an underwriter" };

// GET /invite/{token}: who is invited to which agency (or carrier's underwriting desk, decision 044), and a password to set (the emailed link is the credential).
export default async function InvitePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const found = await lookupInvitation((await services()).db, token);
  return (
    <main className="page page-tight" id="main">
      {found.state === "open" ? (
        <>
          <h1>Join {found.agencyName}</h1>
          <p>
            {found.invitation.name}, you are invited to {found.agencyName}&apos;s {found.desk ? "underwriting desk" : "quoting portal"} as{" "}
            {ROLE_WORDS[found.invitation.role] ?? found.invitation.role}. You will sign in as <strong>{found.invitation.email}</strong>. Choose a password to
            finish.
          </p>
          <AcceptInvitationForm token={token} />
        </>
      ) : (
        <>
          <h1>This invitation cannot be used</h1>
          <Notice>{found.sentence}</Notice>
          <p>
            <Link href="/signin">Go to sign in</Link>
          </p>
        </>
      )}
    </main>
  );
}

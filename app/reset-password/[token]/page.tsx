import Link from "next/link";
import { ResetPasswordForm } from "@/components/team/account-forms";
import { Notice } from "@/components/ui/notice";
import { services } from "@/lib/runtime";
import { lookupPasswordReset } from "@/lib/team/people";

export const dynamic = "force-dynamic";
export const metadata = { title: "Choose a new password · Quoting portal" };

// GET /reset-password/{token}: a new password for the account the emailed link names (the link is the credential).
export default async function ResetPasswordPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const found = await lookupPasswordReset((await services()).db, token);
  return (
    <main className="page page-tight" id="main">
      {found.state === "open" ? (
        <>
          <h1>Choose a new password</h1>
          <p>
            For <strong>{found.email}</strong>. Setting it signs this account out everywhere.
          </p>
          <ResetPasswordForm token={token} />
        </>
      ) : (
        <>
          <h1>This link cannot be used</h1>
          <Notice>{found.sentence}</Notice>
          <p>
            <Link href="/forgot-password">Ask for a new link</Link> · <Link href="/signin">Go to sign in</Link>
          </p>
        </>
      )}
    </main>
  );
}

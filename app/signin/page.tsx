import { AuthError, CredentialsSignin } from "next-auth";
import Link from "next/link";
import { redirect } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { signInDestination } from "@/lib/auth/callback-url";
import { signIn } from "@/lib/auth/portal";
import { signInErrorMessage } from "@/lib/auth/sign-in-errors";

export const metadata = { title: "Sign in · Quoting portal" };

export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<{ error?: string; code?: string; callbackUrl?: string; welcome?: string }>;
}) {
  const { error, code, callbackUrl, welcome } = await searchParams;
  const message = signInErrorMessage(error, code);
  // The page that sent the agent here (proxy.ts names it), checked again on the way out: a path on this site or the dashboard.
  const destination = signInDestination(callbackUrl);
  async function signInAction(form: FormData) {
    "use server";
    const redirectTo = signInDestination(String(form.get("callbackUrl") ?? ""));
    try {
      await signIn("credentials", { email: String(form.get("email") ?? ""), password: String(form.get("password") ?? ""), redirectTo });
    } catch (e) {
      // The same address the sign-in route redirects to, so both ways in show the same words (and the page to go back to).
      const back: Record<string, string> = redirectTo === "/dashboard" ? {} : { callbackUrl: redirectTo };
      if (e instanceof AuthError) redirect(`/signin?${new URLSearchParams({ error: e.type, code: e instanceof CredentialsSignin ? e.code : "", ...back })}`);
      throw e; // the redirect after a successful sign-in
    }
  }
  return (
    <main className="page page-tight">
      <h1>Sign in</h1>
      {destination !== "/dashboard" ? <p className="muted">Sign in to continue to the page you opened.</p> : null}
      {welcome === "invited" || welcome === "reset" ? (
        <Notice kind="status">
          {welcome === "invited" ? "Your account is ready: sign in with your email and the password you chose." : "Your password is changed: sign in with it."}
        </Notice>
      ) : null}
      <form action={signInAction} className="card">
        {destination !== "/dashboard" ? <input type="hidden" name="callbackUrl" value={destination} /> : null}
        <Field id="email" label="Email">
          {(control) => <input {...control} name="email" type="email" autoComplete="username" required />}
        </Field>
        <Field id="password" label="Password">
          {(control) => <input {...control} name="password" type="password" autoComplete="current-password" required />}
        </Field>
        {message ? <Notice kind="alert">{message}</Notice> : null}
        <Button variant="primary" type="submit">
          Sign in
        </Button>
      </form>
      <p>
        <Link href="/forgot-password">Forgot your password?</Link>
      </p>
    </main>
  );
}

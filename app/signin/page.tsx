import { AuthError, CredentialsSignin } from "next-auth";
import { redirect } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { signIn } from "@/lib/auth/portal";
import { signInErrorMessage } from "@/lib/auth/sign-in-errors";

export const metadata = { title: "Sign in · Quoting portal" };

export default async function SignInPage({ searchParams }: { searchParams: Promise<{ error?: string; code?: string }> }) {
  const { error, code } = await searchParams;
  const message = signInErrorMessage(error, code);
  async function signInAction(form: FormData) {
    "use server";
    try {
      await signIn("credentials", { email: String(form.get("email") ?? ""), password: String(form.get("password") ?? ""), redirectTo: "/dashboard" });
    } catch (e) {
      // The same address the sign-in route redirects to, so both ways in show the same words.
      if (e instanceof AuthError) redirect(`/signin?${new URLSearchParams({ error: e.type, code: e instanceof CredentialsSignin ? e.code : "" })}`);
      throw e; // the redirect after a successful sign-in
    }
  }
  return (
    <main className="page page-tight">
      <h1>Sign in</h1>
      <form action={signInAction} className="card">
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
    </main>
  );
}

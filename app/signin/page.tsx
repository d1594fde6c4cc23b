import { AuthError } from "next-auth";
import { redirect } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { signIn } from "@/lib/auth/portal";

export const metadata = { title: "Sign in · Quoting portal" };

export default async function SignInPage({ searchParams }: { searchParams: Promise<{ error?: string }> }) {
  const { error } = await searchParams;
  async function signInAction(form: FormData) {
    "use server";
    try {
      await signIn("credentials", { email: String(form.get("email") ?? ""), password: String(form.get("password") ?? ""), redirectTo: "/dashboard" });
    } catch (e) {
      if (e instanceof AuthError) redirect("/signin?error=1");
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
        {error ? <Notice kind="alert">That email and password do not match an agent.</Notice> : null}
        <Button variant="primary" type="submit">
          Sign in
        </Button>
      </form>
    </main>
  );
}

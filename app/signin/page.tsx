import { AuthError, CredentialsSignin } from "next-auth";
import { redirect } from "next/navigation";
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
    <main className="page" style={{ maxWidth: 420 }}>
      <h1>Sign in</h1>
      <form action={signInAction} className="card">
        <div className="field">
          <label htmlFor="email">Email</label>
          <input id="email" name="email" type="email" autoComplete="username" required />
        </div>
        <div className="field">
          <label htmlFor="password">Password</label>
          <input id="password" name="password" type="password" autoComplete="current-password" required />
        </div>
        {message ? (
          <p className="error" role="alert">
            {message}
          </p>
        ) : null}
        <button className="btn btn-primary" type="submit">
          Sign in
        </button>
      </form>
    </main>
  );
}

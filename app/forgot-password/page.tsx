import Link from "next/link";
import { ForgotPasswordForm } from "@/components/team/account-forms";

export const metadata = { title: "Forgot password · Quoting portal" };

// GET /forgot-password: asks for the account's email; the answer is the same whether or not it exists.
export default function ForgotPasswordPage() {
  return (
    <main className="page page-tight" id="main">
      <h1>Forgot your password?</h1>
      <p>Enter the email you sign in with. If it has an account, we email it a link to choose a new password.</p>
      <ForgotPasswordForm />
      <p>
        <Link href="/signin">Back to sign in</Link>
      </p>
    </main>
  );
}

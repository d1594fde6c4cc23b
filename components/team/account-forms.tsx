"use client";
// The forms a person uses without a session (decision 041): accept an invitation by choosing a password,
// ask for a password reset link, and choose a new password from that link. Each calls a public /v1
// operation; the link's token is the credential.
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { Problem } from "@/components/ui/problem";
import { ApiError } from "@/lib/client/api";
import { acceptInvitation, requestPasswordReset, resetPassword } from "@/lib/client/endpoints";

const MIN_PASSWORD = 12;

/** The API's own sentence for a link that no longer works (404, 409, 410): it is written for the person. */
function Failure({ error }: { error: unknown }) {
  if (error instanceof ApiError && !error.errors.length && [404, 409, 410, 429].includes(error.status)) return <Notice kind="alert">{error.detail}</Notice>;
  return <Problem error={error} />;
}

function NewPasswordForm({ label, submit, onDone }: { label: string; submit: (password: string) => Promise<unknown>; onDone: () => void }) {
  const [password, setPassword] = useState("");
  const [again, setAgain] = useState("");
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [mismatch, setMismatch] = useState(false);
  const onSubmit = async (ev: FormEvent) => {
    ev.preventDefault();
    setMismatch(password !== again);
    if (password !== again) return;
    setBusy(true);
    setError(null);
    try {
      await submit(password);
      onDone();
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  };
  const issue = error instanceof ApiError ? error.errors.find((i) => i.path === "password") : undefined;
  return (
    <form className="card stack" aria-label={label} onSubmit={(ev) => void onSubmit(ev)}>
      <Field
        label="New password"
        hint={`At least ${MIN_PASSWORD} characters. A few unrelated words make a good one.`}
        error={issue ? `The password ${issue.message}.` : undefined}
      >
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete="new-password"
            required
            minLength={MIN_PASSWORD}
            maxLength={200}
            value={password}
            onChange={(ev) => setPassword(ev.target.value)}
          />
        )}
      </Field>
      <Field label="New password again" error={mismatch ? "The two passwords are not the same." : undefined}>
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete="new-password"
            required
            minLength={MIN_PASSWORD}
            maxLength={200}
            value={again}
            onChange={(ev) => setAgain(ev.target.value)}
          />
        )}
      </Field>
      {error && !issue ? <Failure error={error} /> : null}
      <div>
        <Button type="submit" variant="primary" disabled={busy}>
          {label}
        </Button>
      </div>
    </form>
  );
}

export function AcceptInvitationForm({ token }: { token: string }) {
  const router = useRouter();
  return (
    <NewPasswordForm
      label="Set password and join"
      submit={(password) => acceptInvitation({ token, password })}
      onDone={() => router.push("/signin?welcome=invited")}
    />
  );
}

export function ResetPasswordForm({ token }: { token: string }) {
  const router = useRouter();
  return (
    <NewPasswordForm label="Set new password" submit={(password) => resetPassword({ token, password })} onDone={() => router.push("/signin?welcome=reset")} />
  );
}

export function ForgotPasswordForm() {
  const [email, setEmail] = useState("");
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const onSubmit = async (ev: FormEvent) => {
    ev.preventDefault();
    setBusy(true);
    setError(null);
    try {
      setSent((await requestPasswordReset(email.trim())).message);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  if (sent) return <Notice kind="status">{sent}</Notice>;
  return (
    <form className="card stack" aria-label="Ask for a reset link" onSubmit={(ev) => void onSubmit(ev)}>
      <Field label="Email" hint="The email you sign in with.">
        {(control) => (
          <input {...control} type="email" autoComplete="username" required maxLength={254} value={email} onChange={(ev) => setEmail(ev.target.value)} />
        )}
      </Field>
      {error ? <Failure error={error} /> : null}
      <div>
        <Button type="submit" variant="primary" disabled={busy}>
          Email me a link
        </Button>
      </div>
    </form>
  );
}

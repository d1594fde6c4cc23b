"use client";
// The offline 3-D Secure challenge's buttons. The decision goes to the server; then the page that opened
// this one in a frame (lib/client/next-action.ts) is told, and it confirms the payment.
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { CHALLENGE_MESSAGE } from "@/lib/client/next-action";

export function ChallengeButtons({ secret, status }: { secret: string; status: string }) {
  const [done, setDone] = useState<string | null>(status === "requires_action" ? null : status);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Decided before (a retried payment opened it again): the page that framed it can confirm at once.
  useEffect(() => {
    if (status !== "requires_action") window.parent.postMessage({ type: CHALLENGE_MESSAGE, secret, status }, window.location.origin);
  }, [secret, status]);

  async function decide(approve: boolean) {
    setBusy(true);
    setError(null);
    try {
      const res = await fetch(`/pay/authenticate/${encodeURIComponent(secret)}/decide`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ approve }),
      });
      if (!res.ok) throw new Error("The decision was not taken. Reload the page and try again.");
      const { status: next } = (await res.json()) as { status: string };
      setDone(next);
      // Same-origin frames only: the opener checks the origin and the secret too.
      window.parent.postMessage({ type: CHALLENGE_MESSAGE, secret, status: next }, window.location.origin);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <p role="status" className="strong">
        {done === "succeeded" ? "Payment confirmed. You can return to the payment." : "Payment not confirmed. You can return and try another card."}
      </p>
    );
  }
  return (
    <div className="stack">
      <div className="row">
        <Button variant="primary" onClick={() => decide(true)} disabled={busy}>
          Confirm payment
        </Button>
        <Button onClick={() => decide(false)} disabled={busy}>
          Fail authentication
        </Button>
      </div>
      {error ? <Notice kind="alert">{error}</Notice> : null}
    </div>
  );
}

"use client";
// Card entry with Stripe Elements: the card goes from the browser to Stripe, and only the resulting
// PaymentMethod id reaches our API. Used when the payment provider is Stripe.
import { useEffect, useId, useRef, useState } from "react";
import type { Stripe, StripeCardElement } from "@stripe/stripe-js";

export type StripePayment = { method: "payment_method"; paymentMethodId: string };

interface Props {
  publishableKey: string;
  submitLabel: string;
  /** Resolves true when paid. */
  onPay: (payment: StripePayment) => Promise<boolean>;
}

export function StripeCardPay({ publishableKey, submitLabel, onPay }: Props) {
  const id = useId();
  const mount = useRef<HTMLDivElement>(null);
  const stripeRef = useRef<{ stripe: Stripe; card: StripeCardElement } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let cancelled = false;
    // the "pure" entry loads js.stripe.com only now, not on import
    void import("@stripe/stripe-js/pure").then(async ({ loadStripe }) => {
      const stripe = await loadStripe(publishableKey).catch(() => null);
      if (cancelled) return;
      if (!stripe || !mount.current) {
        setError("The card form could not load. Check the connection and reload the page.");
        return;
      }
      const card = stripe.elements().create("card");
      card.mount(mount.current);
      stripeRef.current = { stripe, card };
    });
    return () => {
      cancelled = true;
      stripeRef.current?.card.destroy();
    };
  }, [publishableKey]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const s = stripeRef.current;
    if (!s) return setError("The card form is not ready yet.");
    setBusy(true);
    setError(null);
    try {
      const { paymentMethod, error: stripeError } = await s.stripe.createPaymentMethod({ type: "card", card: s.card });
      if (stripeError || !paymentMethod) throw new Error(stripeError?.message ?? "The card could not be read.");
      if (await onPay({ method: "payment_method", paymentMethodId: paymentMethod.id })) s.card.clear();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} aria-label="Card payment (Stripe)">
      <div className="field">
        <span id={`${id}-label`} style={{ fontWeight: 600 }}>
          Card details
        </span>
        <div ref={mount} aria-labelledby={`${id}-label`} style={{ padding: "0.6rem", border: "1px solid #8a93a6", borderRadius: 6, background: "#fff", minHeight: 42 }} />
      </div>
      {error ? (
        <p role="alert" className="error">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? "Paying..." : submitLabel}
      </button>
    </form>
  );
}

"use client";
// Card entry with Stripe Elements: the card goes from the browser to Stripe, and only the resulting
// PaymentMethod id reaches our API. Used when the payment provider is Stripe.
import { useEffect, useId, useRef, useState } from "react";
import type { Stripe, StripeCardElement } from "@stripe/stripe-js";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";

export type StripePayment = { method: "payment_method"; paymentMethodId: string };

interface Props {
  publishableKey: string;
  submitLabel: string;
  /** Resolves true when paid. */
  onPay: (payment: StripePayment) => Promise<boolean>;
  /** A full-width button (the customer's pay page). */
  block?: boolean;
}

export function StripeCardPay({ publishableKey, submitLabel, onPay, block }: Props) {
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
        <span id={`${id}-label`} className="field-label">
          Card details
        </span>
        {/* Stripe mounts its card iframe here, inside a box that looks like our inputs. */}
        <div ref={mount} aria-labelledby={`${id}-label`} className="stripe-card" />
      </div>
      {error ? <Notice kind="alert">{error}</Notice> : null}
      <Button type="submit" variant="primary" className={block ? "btn-block" : undefined} disabled={busy}>
        {busy ? "Paying..." : submitLabel}
      </Button>
    </form>
  );
}

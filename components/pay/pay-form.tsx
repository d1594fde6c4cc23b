"use client";
// The customer's card form. With Stripe configured, the card is collected by Stripe Elements and never
// reaches our server (we send a PaymentMethod id); otherwise the offline provider's card form is used.
import { useEffect, useRef, useState } from "react";
import type { Stripe, StripeCardElement } from "@stripe/stripe-js";

interface Props {
  token: string;
  method: string;
  publishableKey: string | null;
  amountLabel: string;
}

type Result = { ok: true; policies: Array<{ number: string }> } | { ok: false; message: string };

export function PayForm({ token, method, publishableKey, amountLabel }: Props) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const [card, setCard] = useState({ number: "", exp: "", cvc: "" });
  const stripeRef = useRef<{ stripe: Stripe; element: StripeCardElement } | null>(null);
  const mount = useRef<HTMLDivElement>(null);
  const useStripe = method === "stripe" && publishableKey;

  useEffect(() => {
    if (!useStripe || !mount.current) return;
    let cancelled = false;
    void import("@stripe/stripe-js/pure").then(async ({ loadStripe }) => {
      const stripe = await loadStripe(publishableKey!).catch(() => null);
      if (!stripe || cancelled || !mount.current) {
        if (!cancelled) setResult({ ok: false, message: "The card form could not load. Check your connection and reload the page." });
        return;
      }
      const element = stripe.elements().create("card");
      element.mount(mount.current);
      stripeRef.current = { stripe, element };
    });
    return () => {
      cancelled = true;
    };
  }, [useStripe, publishableKey]);

  async function pay(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setResult(null);
    try {
      let payment: unknown;
      if (useStripe) {
        const s = stripeRef.current;
        if (!s) throw new Error("The card form is not ready yet.");
        const { paymentMethod, error } = await s.stripe.createPaymentMethod({ type: "card", card: s.element });
        if (error || !paymentMethod) throw new Error(error?.message ?? "The card could not be read.");
        payment = { method: "payment_method", paymentMethodId: paymentMethod.id };
      } else {
        const [mm, yy] = card.exp.split("/").map((p) => Number(p.trim()));
        payment = { method: "card", card: { number: card.number, expMonth: mm ?? 0, expYear: yy && yy < 100 ? 2000 + yy : (yy ?? 0), cvc: card.cvc } };
      }
      const res = await fetch(`/v1/pay/${encodeURIComponent(token)}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ payment }) });
      const body = await res.json();
      setResult(res.ok ? { ok: true, policies: body.data.policies } : { ok: false, message: body.detail ?? "The payment did not go through." });
    } catch (error) {
      setResult({ ok: false, message: (error as Error).message });
    } finally {
      setBusy(false);
    }
  }

  if (result?.ok) {
    return (
      <div role="status">
        <h2>Paid. You are covered.</h2>
        <p>Policy numbers: {result.policies.map((p) => p.number).join(", ")}. Your agent will send your documents.</p>
      </div>
    );
  }
  const field = { display: "block", margin: "0.5rem 0", padding: "0.5rem", fontSize: "1rem", width: "100%", boxSizing: "border-box" as const };
  return (
    <form onSubmit={pay} aria-label="Card payment">
      {useStripe ? (
        <div ref={mount} style={{ ...field, border: "1px solid #889" }} aria-label="Card details" />
      ) : (
        <>
          <label htmlFor="card-number">Card number</label>
          <input id="card-number" name="cardNumber" inputMode="numeric" autoComplete="cc-number" required value={card.number} onChange={(e) => setCard({ ...card, number: e.target.value })} style={field} />
          <label htmlFor="card-exp">Expiry (MM/YY)</label>
          <input id="card-exp" name="cardExp" autoComplete="cc-exp" placeholder="12/30" required value={card.exp} onChange={(e) => setCard({ ...card, exp: e.target.value })} style={field} />
          <label htmlFor="card-cvc">Security code</label>
          <input id="card-cvc" name="cardCvc" inputMode="numeric" autoComplete="cc-csc" required value={card.cvc} onChange={(e) => setCard({ ...card, cvc: e.target.value })} style={field} />
        </>
      )}
      {result && !result.ok ? (
        <p role="alert" style={{ color: "#a00" }}>
          {result.message}
        </p>
      ) : null}
      <button type="submit" disabled={busy} style={{ ...field, background: "#1f4fd1", color: "white", border: 0, cursor: "pointer" }}>
        {busy ? "Paying..." : `Pay ${amountLabel}`}
      </button>
    </form>
  );
}

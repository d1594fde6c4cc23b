"use client";
// The customer's card form. With Stripe configured, the card is collected by Stripe Elements and never
// reaches our server (we send a PaymentMethod id); otherwise the offline provider's card form is used.
import { useState } from "react";
import { StripeCardPay } from "./stripe-card";

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
  const stripeMode = method === "stripe" && publishableKey;

  async function send(payment: unknown): Promise<boolean> {
    const res = await fetch(`/v1/pay/${encodeURIComponent(token)}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ payment }) });
    const body = await res.json();
    setResult(res.ok ? { ok: true, policies: body.data.policies } : { ok: false, message: body.detail ?? "The payment did not go through." });
    return res.ok;
  }

  async function pay(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setResult(null);
    try {
      const [mm, yy] = card.exp.split("/").map((p) => Number(p.trim()));
      await send({ method: "card", card: { number: card.number, expMonth: mm ?? 0, expYear: yy && yy < 100 ? 2000 + yy : (yy ?? 0), cvc: card.cvc } });
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
  if (stripeMode) {
    return (
      <>
        <StripeCardPay publishableKey={publishableKey!} submitLabel={`Pay ${amountLabel}`} onPay={send} />
        {result && !result.ok ? (
          <p role="alert" style={{ color: "#a00" }}>
            {result.message}
          </p>
        ) : null}
      </>
    );
  }
  return (
    <form onSubmit={pay} aria-label="Card payment">
      {stripeMode ? null : (
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

// A payment's description as a person reads it. A refund's stored description names the charge it returns
// by id ("Refund on cancellation of KM-CGL-2026-000123 (charge 5f0c…)"); the portal says which payment that
// was instead, and links to its row (issue 34: "the refund row shows a raw charge id").

export interface PaymentLike {
  id: string;
  kind: "charge" | "refund";
  description: string;
  amount: number;
  brand: string | null;
  last4: string | null;
  createdAt: string;
}

export interface PaymentText {
  text: string;
  /** The payment the refund returns, to link to its row. */
  refunds?: { id: string; label: string };
}

const REFUND = /^(.*?)\s*\(charge ([0-9a-f-]{36})\)$/i;

export function paymentDescription(p: PaymentLike, payments: PaymentLike[], f: { money(n: number): string; date(iso: string): string }): PaymentText {
  if (p.kind !== "refund") return { text: p.description };
  const match = REFUND.exec(p.description);
  if (!match) return { text: p.description };
  const charge = payments.find((x) => x.id === match[2] && x.kind === "charge");
  const what = match[1]!;
  if (!charge) return { text: what };
  const card = charge.last4 ? `the ${charge.brand ?? "card"} ending ${charge.last4}` : "the card it was paid with";
  return {
    text: `${what}, returned to ${card}:`,
    refunds: { id: charge.id, label: `the payment of ${f.money(charge.amount)} on ${f.date(charge.createdAt)}` },
  };
}

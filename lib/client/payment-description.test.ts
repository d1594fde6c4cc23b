import { describe, expect, it } from "vitest";
import { paymentDescription, type PaymentLike } from "./payment-description";

const f = { money: (n: number) => `$${n.toFixed(2)}`, date: (iso: string) => iso.slice(0, 10) };
const charge: PaymentLike = {
  id: "5f0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b",
  kind: "charge",
  description: "Annual premium for KM-CGL-2026-000123",
  amount: 1200,
  brand: "Visa",
  last4: "4242",
  createdAt: "2026-03-03T10:00:00Z",
};
const refund: PaymentLike = {
  id: "9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b",
  kind: "refund",
  description: `Refund on cancellation of KM-CGL-2026-000123 (charge ${charge.id})`,
  amount: 600,
  brand: null,
  last4: null,
  createdAt: "2026-09-01T10:00:00Z",
};

describe("paymentDescription", () => {
  it("says which payment a refund returns, in words, with its id only in the link", () => {
    const out = paymentDescription(refund, [charge, refund], f);
    expect(out).toEqual({
      text: "Refund on cancellation of KM-CGL-2026-000123, returned to the Visa ending 4242:",
      refunds: { id: charge.id, label: "the payment of $1200.00 on 2026-03-03" },
    });
    expect(out.text).not.toContain(charge.id);
  });

  it("drops the id when the charge is not among the payments, and leaves other descriptions alone", () => {
    expect(paymentDescription(refund, [refund], f)).toEqual({ text: "Refund on cancellation of KM-CGL-2026-000123" });
    expect(paymentDescription(charge, [charge], f)).toEqual({ text: charge.description });
    expect(paymentDescription({ ...refund, description: "Refund" }, [charge], f)).toEqual({ text: "Refund" });
  });
});

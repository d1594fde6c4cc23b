import { describe, expect, it } from "vitest";
import { historyText } from "./policy-history";

const fmt = {
  money: (n: number) => `$${n.toFixed(2)}`,
  date: (iso: string) => `on ${iso}`,
  reason: (c: string) => (c === "insured_request" ? "At the insured's request" : c),
};

describe("policy history in words", () => {
  it("a short-rate cancellation says so in words, never method: short_rate", () => {
    const t = historyText(
      { type: "cancellation_scheduled", detail: { effectiveDate: "2027-01-10", reason: "insured_request", method: "short_rate", actor: "user:1" } },
      fmt,
    );
    expect(t).toEqual({
      title: "Cancellation scheduled",
      text: "Takes effect on 2027-01-10; At the insured's request; unearned premium returned short rate (a penalty on the unearned premium)",
    });
    expect(JSON.stringify(t)).not.toMatch(/short_rate|method:|actor/);
  });
  it("money from cents, installment numbers, refunds and balances", () => {
    expect(historyText({ type: "payment", detail: { paymentId: "x", installment: 1, amountCents: 31429 } }, fmt)).toEqual({
      title: "Payment received",
      text: "$314.29, installment 1",
    });
    expect(historyText({ type: "refund", detail: { paymentIds: [], amountCents: 120050 } }, fmt).text).toBe("$1200.50");
    const cancelled = historyText(
      { type: "cancelled", detail: { effectiveDate: "2027-01-10", reason: "insured_request", method: "pro_rata", refundCents: 0, balanceDueCents: 7024 } },
      fmt,
    );
    expect(cancelled.text).toBe("From on 2027-01-10; At the insured's request; premium returned pro rata; balance due $70.24");
  });
  it("an unknown event still reads as a sentence", () => {
    expect(historyText({ type: "something_new", detail: { a: 1 } }, fmt)).toEqual({ title: "Something new", text: null });
  });
});

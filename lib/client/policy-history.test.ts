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
  it("a failed automatic payment names the card, the bank's reason and what comes next", () => {
    const detail = { installment: 3, attempt: 2, amountCents: 21406, card: "Visa ending 4242", reason: "Your card has insufficient funds." };
    expect(historyText({ type: "installment_charge_failed", detail: { ...detail, nextAttemptOn: "2027-01-31" } }, fmt)).toEqual({
      title: "Automatic payment failed",
      text: "$214.06, installment 3, Visa ending 4242; Your card has insufficient funds; tried again on 2027-01-31",
    });
    expect(historyText({ type: "installment_charge_failed", detail: { ...detail, attempt: 4, cancellationOn: "2027-02-16" } }, fmt).text).toBe(
      "$214.06, installment 3, Visa ending 4242; Your card has insufficient funds; no more tries: cancelled for non-payment on 2027-02-16 unless paid",
    );
  });
  it("an unknown event still reads as a sentence", () => {
    expect(historyText({ type: "something_new", detail: { a: 1 } }, fmt)).toEqual({ title: "Something new", text: null });
  });
});

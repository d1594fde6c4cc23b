// The failed-installment email: the same words in text and HTML, every value escaped, the next step named.
import { describe, expect, it } from "vitest";
import { cardInWords, composeInstallmentFailedEmail, type InstallmentFailedInput } from "./installment-email";

const base: InstallmentFailedInput = {
  audience: "insured",
  agencyName: "Harbor & Main",
  insuredName: `<script>alert("x")</script> Bakery`,
  policyNumber: "KM-CGL-2026-000001",
  installment: 3,
  installments: 12,
  amountCents: 21_406,
  dueDate: "2027-01-26",
  card: cardInWords("visa", "4242"),
  reason: "Your card has insufficient funds.",
  next: { kind: "retry", on: "2027-01-29" },
};

describe("the failed-installment email", () => {
  it("says what failed, why, and when the card is tried again; the HTML escapes every value", () => {
    const m = composeInstallmentFailedEmail(base);
    expect(m.subject).toBe("Harbor & Main: your payment for policy KM-CGL-2026-000001 did not go through");
    expect(m.text).toContain("The Visa ending 4242 did not pay installment 3 of 12 ($214.06, due Tuesday, January 26, 2027)");
    expect(m.text).toContain("We will try the card again on Friday, January 29, 2027.");
    expect(m.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Bakery");
    expect(m.html).not.toContain("<script>");
    expect(m.html).toContain("Harbor &amp; Main");
  });

  it("after the last try names the cancellation date; the agent's copy says how to help", () => {
    const m = composeInstallmentFailedEmail({ ...base, audience: "agent", next: { kind: "cancel", noticeOn: "2027-02-06", effective: "2027-02-16" } });
    expect(m.subject).toBe(`Payment failed: ${base.insuredName}, policy KM-CGL-2026-000001, installment 3`);
    expect(m.text).toContain("the policy will be cancelled for non-payment on Tuesday, February 16, 2027");
    expect(m.text).toContain("send the insured a pay link");
  });

  it("with a pay link: the insured's copy carries it (escaped in the HTML), the agent's says where it went", () => {
    const payLink = { url: `https://agency.example/pay/policy/pp_abc"<x>`, sentTo: "owner@bakery.test" };
    const insured = composeInstallmentFailedEmail({ ...base, payLink });
    expect(insured.text).toContain(`To pay it now with another card, open ${payLink.url} (it works for 30 days).`);
    expect(insured.html).toContain(`href="https://agency.example/pay/policy/pp_abc&quot;&lt;x&gt;"`);
    expect(insured.html).toContain("Pay with another card");
    const agent = composeInstallmentFailedEmail({ ...base, audience: "agent", payLink });
    expect(agent.text).toContain("A link to pay it with another card went to owner@bakery.test");
    expect(agent.text).not.toContain(payLink.url);
  });

  it("names a card by what is known of it", () => {
    expect(cardInWords("mastercard", "4444")).toBe("Mastercard ending 4444");
    expect(cardInWords("amex", null)).toBe("Amex card");
    expect(cardInWords(null, null)).toBe("saved card");
  });
});

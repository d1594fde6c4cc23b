// The notice that a non-payment cancellation is withdrawn: what cleared it, the date it no longer takes effect, every value escaped.
import { describe, expect, it } from "vitest";
import { composeCancellationRescindedEmail, type CancellationRescindedInput } from "./cancellation-rescinded-email";

const base: CancellationRescindedInput = {
  audience: "insured",
  agencyName: "Harbor & Main",
  insuredName: `<script>alert("x")</script> Bakery`,
  policyNumber: "KM-CGL-2026-000001",
  effectiveDate: "2027-02-16",
  cause: { kind: "payment", amountCents: 21_406 },
};

describe("the cancellation-withdrawn email", () => {
  it("tells the insured the payment cleared it and the policy stays in force; the HTML escapes every value", () => {
    const m = composeCancellationRescindedEmail(base);
    expect(m.subject).toBe("Harbor & Main: policy KM-CGL-2026-000001 will not be cancelled");
    expect(m.text).toContain("A payment of $214.06 was received, and nothing is overdue any more.");
    expect(m.text).toContain("which was to take effect on Tuesday, February 16, 2027, is withdrawn");
    expect(m.text).toContain("Your policy stays in force.");
    expect(m.html).not.toContain("<script>");
    expect(m.html).toContain("&lt;script&gt;");
    expect(m.html).toContain("Harbor &amp; Main");
  });

  it("the agent's copy names the insured; the re-check on the day says nothing is overdue", () => {
    const m = composeCancellationRescindedEmail({ ...base, audience: "agent", cause: { kind: "recheck" } });
    expect(m.subject).toBe(`Cancellation withdrawn: ${base.insuredName}, policy KM-CGL-2026-000001`);
    expect(m.text).toMatch(/^Policy KM-CGL-2026-000001 /);
    expect(m.text).toContain("Nothing is overdue any more. The cancellation");
    expect(m.text).not.toContain("payment of");
  });
});

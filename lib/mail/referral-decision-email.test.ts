import { describe, expect, it } from "vitest";
import { composeReferralDecisionEmail } from "./referral-decision-email";

const base = {
  agencyName: "Harbor & Main",
  carrierName: "Keystone Mutual",
  underwriterName: "Uma Underwriter",
  insuredName: "Sunrise <Bakery>",
  programName: "Keystone BOP",
  note: "Loss runs reviewed & fine",
  url: "https://portal.example/quotes/q/applications/a",
};

describe("composeReferralDecisionEmail", () => {
  it("tells the agency who approved, with the note and the link", () => {
    const m = composeReferralDecisionEmail({ ...base, decision: "approved" });
    expect(m.subject).toBe("Referral approved: Sunrise <Bakery>, Keystone BOP");
    expect(m.text).toContain("Uma Underwriter of Keystone Mutual approved the referral of Sunrise <Bakery> for Keystone BOP.");
    expect(m.text).toContain("“Loss runs reviewed & fine”");
    expect(m.text).toContain(base.url);
    expect(m.html).toContain("Sunrise &lt;Bakery&gt;");
    expect(m.html).toContain("Loss runs reviewed &amp; fine");
    expect(m.html).not.toContain("<Bakery>");
  });

  it("says a declined application cannot be bound", () => {
    const m = composeReferralDecisionEmail({ ...base, decision: "declined" });
    expect(m.subject).toBe("Referral declined: Sunrise <Bakery>, Keystone BOP");
    expect(m.text).toContain("declined the referral");
    expect(m.text).toContain("cannot be bound");
  });
});

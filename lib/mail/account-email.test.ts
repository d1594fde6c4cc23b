import { describe, expect, it } from "vitest";
import { composeInvitationEmail, composePasswordResetEmail } from "./account-email";

const now = new Date("2026-11-27T12:00:00Z");

describe("account emails", () => {
  it("an invitation says who invited whom to which agency as what, links, and says when the link expires; the HTML escapes every value", () => {
    const mail = composeInvitationEmail({
      agencyName: "Harbor & Main <Agency>",
      inviteeName: `Casey "C" O'Neil`,
      inviterName: "Ada Admin",
      role: "service",
      url: "http://localhost:3000/invite/inv_abc",
      expiresAt: new Date(now.getTime() + 72 * 3_600_000),
      now,
    });
    expect(mail.subject).toBe("Ada Admin invited you to Harbor & Main <Agency>'s quoting portal");
    expect(mail.text).toContain(`Hello Casey "C" O'Neil,`);
    expect(mail.text).toContain("as service staff: you will service policies");
    expect(mail.text).toContain("http://localhost:3000/invite/inv_abc");
    expect(mail.text).toMatch(/This link expires in 3 days, on \w+, November 30, 2026 at 12:00 PM UTC, and can be used once\./);
    expect(mail.html).toContain("Harbor &amp; Main &lt;Agency&gt;");
    expect(mail.html).toContain("Casey &quot;C&quot; O&#39;Neil");
    expect(mail.html).not.toContain("<Agency>");
  });

  it("a reset link works for an hour and says that it signs the account out elsewhere", () => {
    const mail = composePasswordResetEmail({
      agencyName: "Harbor & Main",
      name: "Dana",
      url: "http://localhost:3000/reset-password/pwr_abc",
      expiresAt: new Date(now.getTime() + 3_600_000),
      now,
    });
    expect(mail.subject).toBe("Reset your Harbor & Main quoting portal password");
    expect(mail.text).toContain("http://localhost:3000/reset-password/pwr_abc");
    expect(mail.text).toContain("expires in 1 hour");
    expect(mail.text).toContain("signs you out everywhere else");
    expect(mail.html).toContain('href="http://localhost:3000/reset-password/pwr_abc"');
  });

  it("a carrier's underwriter is invited to, and resets a password of, the carrier's underwriting desk (decision 044)", () => {
    const invitation = composeInvitationEmail({
      agencyName: "Keystone Mutual",
      inviteeName: "Riley",
      inviterName: "Uma Underwriter",
      role: "underwriter",
      url: "http://localhost:3000/invite/inv_abc",
      expiresAt: new Date(now.getTime() + 72 * 3_600_000),
      now,
      place: "underwriting desk",
    });
    expect(invitation.subject).toBe("Uma Underwriter invited you to Keystone Mutual's underwriting desk");
    expect(invitation.text).toContain("join Keystone Mutual's underwriting desk as an underwriter: you will decide the referred applications of its programs.");
    const reset = composePasswordResetEmail({
      agencyName: "Keystone Mutual",
      name: "Riley",
      url: "http://localhost:3000/reset-password/pwr_abc",
      expiresAt: new Date(now.getTime() + 3_600_000),
      now,
      place: "underwriting desk",
    });
    expect(reset.subject).toBe("Reset your Keystone Mutual underwriting desk password");
  });
});

// The email to the agency when a carrier's underwriter decides a referral (pure): who decided, what, the
// note, and the link to the application. Plain text and HTML say the same; every value is escaped in the HTML.

export interface ReferralDecisionEmailInput {
  agencyName: string;
  carrierName: string;
  underwriterName: string;
  insuredName: string;
  programName: string;
  decision: "approved" | "declined";
  note: string;
  /** The application's page in the portal. */
  url: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export function composeReferralDecisionEmail(i: ReferralDecisionEmailInput): { subject: string; text: string; html: string } {
  const approved = i.decision === "approved";
  const subject = `Referral ${approved ? "approved" : "declined"}: ${i.insuredName}, ${i.programName}`;
  const outcome = approved
    ? `${i.underwriterName} of ${i.carrierName} approved the referral of ${i.insuredName} for ${i.programName}. The application is priced again on its answers and can be bound once priced.`
    : `${i.underwriterName} of ${i.carrierName} declined the referral of ${i.insuredName} for ${i.programName}. The application cannot be bound.`;
  const lines = [outcome, ``, `The underwriter's note: “${i.note}”`, ``, `Open the application: ${i.url}`];
  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="en"><body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1a1a1a; max-width: 36rem; margin: 0 auto; padding: 1rem">
<p style="font-weight: 600; font-size: 1.1rem">${e(i.agencyName)}</p>
<p>${e(outcome)}</p>
<p>The underwriter's note: “${e(i.note)}”</p>
<p><a href="${e(i.url)}">Open the application</a></p>
</body></html>`;
  return { subject, text: lines.join("\n"), html };
}

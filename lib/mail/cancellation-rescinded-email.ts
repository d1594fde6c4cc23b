// The notice that a non-payment cancellation is withdrawn (pure): nothing is overdue any more (a payment
// during the notice period, or the re-check on the day it was to take effect), so the policy stays in
// force. One message for the insured and one for the agent; plain text and HTML say the same; every value
// is escaped in the HTML.

export interface CancellationRescindedInput {
  audience: "insured" | "agent";
  agencyName: string;
  insuredName: string;
  policyNumber: string;
  /** The day the cancellation was to take effect. */
  effectiveDate: string;
  /** What cleared it: a payment (of this many cents), or the re-check on the day itself. */
  cause: { kind: "payment"; amountCents: number } | { kind: "recheck" };
}

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const longDate = new Intl.DateTimeFormat("en-US", { weekday: "long", year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
const dayOf = (iso: string) => longDate.format(new Date(`${iso}T00:00:00Z`));
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export function composeCancellationRescindedEmail(i: CancellationRescindedInput): { subject: string; text: string; html: string } {
  const subject =
    i.audience === "insured"
      ? `${i.agencyName}: policy ${i.policyNumber} will not be cancelled`
      : `Cancellation withdrawn: ${i.insuredName}, policy ${i.policyNumber}`;
  const why =
    i.cause.kind === "payment"
      ? `A payment of ${money.format(i.cause.amountCents / 100)} was received, and nothing is overdue any more.`
      : `Nothing is overdue any more.`;
  const lines = [
    i.audience === "insured" ? `Hello,` : `Policy ${i.policyNumber} (${i.insuredName})`,
    ``,
    `${why} The cancellation of policy ${i.policyNumber} (${i.insuredName}) for non-payment, which was to take effect on ${dayOf(i.effectiveDate)}, is withdrawn.`,
    ``,
    i.audience === "insured" ? `Your policy stays in force. There is nothing you need to do.` : `The policy stays in force; no action is needed.`,
  ];
  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="en"><body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1a1a1a; max-width: 36rem; margin: 0 auto; padding: 1rem">
<p style="font-weight: 600; font-size: 1.1rem">${e(i.agencyName)}</p>
<p>${e(lines[0]!)}</p>
<p>${e(lines[2]!)}</p>
<p><strong>${e(lines[4]!)}</strong></p>
</body></html>`;
  return { subject, text: lines.join("\n"), html };
}

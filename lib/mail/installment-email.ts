// The failed-installment email (pure): a saved card did not pay an installment on its day. One message for
// the insured and one for the agent: what failed and why, the card, what happens next (another try on a
// day, or a non-payment cancellation and its date) and what to do. Plain text and HTML say the same; every
// value is escaped in the HTML.

export interface InstallmentFailedInput {
  audience: "insured" | "agent";
  agencyName: string;
  insuredName: string;
  policyNumber: string;
  installment: number;
  installments: number;
  amountCents: number;
  dueDate: string;
  /** "Visa ending 4242". */
  card: string;
  /** The bank's reason, in the provider's customer-facing words. */
  reason: string;
  next: { kind: "retry"; on: string } | { kind: "cancel"; noticeOn: string; effective: string };
  /** The insured's link to pay this installment with another card (which then replaces the saved one); to whom it went, for the agent. */
  payLink?: { url: string; sentTo: string } | null;
}

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const longDate = new Intl.DateTimeFormat("en-US", { weekday: "long", year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
const dayOf = (iso: string) => longDate.format(new Date(`${iso}T00:00:00Z`));
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export function composeInstallmentFailedEmail(i: InstallmentFailedInput): { subject: string; text: string; html: string } {
  const amount = money.format(i.amountCents / 100);
  const what = `installment ${i.installment} of ${i.installments} (${amount}, due ${dayOf(i.dueDate)})`;
  const subject =
    i.audience === "insured"
      ? `${i.agencyName}: your payment for policy ${i.policyNumber} did not go through`
      : `Payment failed: ${i.insuredName}, policy ${i.policyNumber}, installment ${i.installment}`;
  const next =
    i.next.kind === "retry"
      ? `We will try the card again on ${dayOf(i.next.on)}.`
      : `No more attempts will be made. Unless it is paid, the policy will be cancelled for non-payment on ${dayOf(i.next.effective)}.`;
  const link = i.payLink ?? null;
  const todo =
    i.audience === "insured"
      ? link
        ? `To pay it now with another card, open ${link.url} (it works for 30 days). That card is then used for the rest of your installments.`
        : `To keep your cover, make sure the card can be charged, or contact ${i.agencyName} for a link to pay with another card (that card is then used for the rest of your installments).`
      : link
        ? `A link to pay it with another card went to ${link.sentTo}; that card is then charged for the rest of the installments. You can also send a pay link from the policy page.`
        : `You can send the insured a pay link from the policy page; paying it with another card makes that card the one charged for the rest of the installments.`;
  const lines = [
    i.audience === "insured" ? `Hello,` : `Policy ${i.policyNumber} (${i.insuredName})`,
    ``,
    `The ${i.card} did not pay ${what} of policy ${i.policyNumber} for ${i.insuredName}.`,
    `The bank said: ${i.reason}`,
    ``,
    next,
    ``,
    todo,
  ];
  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="en"><body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1a1a1a; max-width: 36rem; margin: 0 auto; padding: 1rem">
<p style="font-weight: 600; font-size: 1.1rem">${e(i.agencyName)}</p>
<p>${e(lines[0]!)}</p>
<p>The ${e(i.card)} did not pay <strong>${e(what)}</strong> of policy ${e(i.policyNumber)} for ${e(i.insuredName)}.</p>
<p>The bank said: ${e(i.reason)}</p>
<p><strong>${e(next)}</strong></p>
${
  i.audience === "insured" && link
    ? `<p><a href="${e(link.url)}" style="display: inline-block; padding: 0.6rem 1rem; background: #1d4ed8; color: #fff; text-decoration: none; border-radius: 6px">Pay with another card</a></p>
<p style="font-size: 0.9rem">The link works for 30 days. The card you pay with is then used for the rest of your installments.</p>`
    : `<p style="font-size: 0.9rem">${e(todo)}</p>`
}
</body></html>`;
  return { subject, text: lines.join("\n"), html };
}

/** "Visa ending 4242" (or "The saved card" when the provider told us neither). */
export function cardInWords(brand: string | null, last4: string | null): string {
  const name = brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : "Card";
  return last4 ? `${name} ending ${last4}` : brand ? `${name} card` : "saved card";
}

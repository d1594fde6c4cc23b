// The pay-link email (pure): who is asking, what is being bought, what is due and how, until when, and
// the link. Plain text and HTML carry the same words; every value is escaped in the HTML.

export interface PayLinkEmailInput {
  agencyName: string;
  insuredName: string;
  items: Array<{ program: string; carrier: string; effectiveDate: string | null }>;
  paymentPlan: "annual" | "monthly";
  /** The first payment (annual: the whole term). */
  dueTodayCents: number;
  /** Monthly: the number of payments and what they add up to. */
  installments: number;
  scheduleTotalCents: number;
  expiresAt: Date;
  url: string;
  now: Date;
}

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const dollars = (cents: number) => money.format(cents / 100);
const longDate = new Intl.DateTimeFormat("en-US", { weekday: "long", year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
const time = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: "UTC", timeZoneName: "short" });
const dayOf = (iso: string) => longDate.format(new Date(`${iso}T00:00:00Z`));

/** "in 3 days, on Friday, December 4, 2026 at 7:30 PM UTC" (or "in 5 hours" within a day). */
export function expiryInWords(expiresAt: Date, now: Date): string {
  const ms = expiresAt.getTime() - now.getTime();
  const hours = Math.max(1, Math.round(ms / 3_600_000));
  const days = Math.floor(ms / 86_400_000);
  const span = days >= 1 ? `in ${days} day${days === 1 ? "" : "s"}` : `in ${hours} hour${hours === 1 ? "" : "s"}`;
  return `${span}, on ${longDate.format(expiresAt)} at ${time.format(expiresAt)}`;
}

export function planInWords(i: Pick<PayLinkEmailInput, "paymentPlan" | "dueTodayCents" | "installments" | "scheduleTotalCents">): string {
  return i.paymentPlan === "monthly" && i.installments > 1
    ? `${dollars(i.dueTodayCents)} today, the first of ${i.installments} monthly payments (${dollars(i.scheduleTotalCents)} in all)`
    : `${dollars(i.dueTodayCents)} today, paid once for the year`;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export function composePayLinkEmail(i: PayLinkEmailInput): { subject: string; text: string; html: string } {
  const programs = i.items.map((x) => `${x.program} (${x.carrier})${x.effectiveDate ? `, starting ${dayOf(x.effectiveDate)}` : ""}`);
  const plan = planInWords(i);
  const expiry = expiryInWords(i.expiresAt, i.now);
  const subject = `${i.agencyName}: your insurance for ${i.insuredName} is ready to pay`;
  const text = [
    `Hello,`,
    ``,
    `${i.agencyName} has prepared insurance for ${i.insuredName}:`,
    ...programs.map((p) => `  - ${p}`),
    ``,
    `Amount due: ${plan}.`,
    ``,
    `Review the coverage and pay by card here:`,
    i.url,
    ``,
    `This link expires ${expiry}, and can be used once.`,
    ``,
    `If you were not expecting this, ignore this email or contact ${i.agencyName}.`,
  ].join("\n");
  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="en"><body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1a1a1a; max-width: 36rem; margin: 0 auto; padding: 1rem">
<p style="font-weight: 600; font-size: 1.1rem">${e(i.agencyName)}</p>
<p>Hello,</p>
<p>${e(i.agencyName)} has prepared insurance for <strong>${e(i.insuredName)}</strong>:</p>
<ul>${programs.map((p) => `<li>${e(p)}</li>`).join("")}</ul>
<p>Amount due: <strong>${e(plan)}</strong>.</p>
<p><a href="${e(i.url)}" style="display: inline-block; background: #1d4ed8; color: #fff; padding: 0.6rem 1.2rem; border-radius: 6px; text-decoration: none">Review and pay</a></p>
<p style="font-size: 0.9rem">Or open this address: <a href="${e(i.url)}">${e(i.url)}</a></p>
<p style="font-size: 0.9rem">This link expires ${e(expiry)}, and can be used once.</p>
<p style="font-size: 0.9rem; color: #555">If you were not expecting this, ignore this email or contact ${e(i.agencyName)}.</p>
</body></html>`;
  return { subject, text, html };
}

// Emails about a person's own account (pure, decision 041): an invitation to join an agency, and a password
// reset link. Plain text and HTML carry the same words; every value is escaped in the HTML.
import { expiryInWords } from "./pay-link-email";

const ROLE_SENTENCES: Record<string, string> = {
  admin: "an administrator: you will manage people, API keys, webhooks and settings, and quote, bind and service",
  producer: "a producer: you will quote, bind and service your book of business",
  service: "service staff: you will service policies, issue certificates and send pay links",
  underwriter: "an underwriter: you will decide the referred applications of its programs",
};

/** Where the person signs in: an agency's quoting portal, or a carrier's underwriting desk (decision 044). */
export type AccountPlace = "quoting portal" | "underwriting desk";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

function html(heading: string, paragraphs: string[], action: string, url: string, footer: string[]): string {
  const e = escapeHtml;
  return `<!doctype html>
<html lang="en"><body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1a1a1a; max-width: 36rem; margin: 0 auto; padding: 1rem">
<p style="font-weight: 600; font-size: 1.1rem">${e(heading)}</p>
${paragraphs.map((p) => `<p>${e(p)}</p>`).join("\n")}
<p><a href="${e(url)}" style="display: inline-block; background: #1d4ed8; color: #fff; padding: 0.6rem 1.2rem; border-radius: 6px; text-decoration: none">${e(action)}</a></p>
<p style="font-size: 0.9rem">Or open this address: <a href="${e(url)}">${e(url)}</a></p>
${footer.map((p) => `<p style="font-size: 0.9rem; color: #555">${e(p)}</p>`).join("\n")}
</body></html>`;
}

export interface InvitationEmailInput {
  agencyName: string;
  inviteeName: string;
  inviterName: string;
  role: string;
  url: string;
  expiresAt: Date;
  now: Date;
  place?: AccountPlace;
}

export function composeInvitationEmail(i: InvitationEmailInput): { subject: string; text: string; html: string } {
  const place = i.place ?? "quoting portal";
  const subject = `${i.inviterName} invited you to ${i.agencyName}'s ${place}`;
  const intro = `${i.inviterName} invited you to join ${i.agencyName}'s ${place} as ${ROLE_SENTENCES[i.role] ?? i.role}.`;
  const expiry = `This link expires ${expiryInWords(i.expiresAt, i.now)}, and can be used once.`;
  const ignore = "If you were not expecting this, ignore this email: no account is made until you set a password.";
  const text = [`Hello ${i.inviteeName},`, ``, intro, ``, `Set your password and sign in here:`, i.url, ``, expiry, ``, ignore].join("\n");
  return { subject, text, html: html(i.agencyName, [`Hello ${i.inviteeName},`, intro], "Accept the invitation", i.url, [expiry, ignore]) };
}

export interface PasswordResetEmailInput {
  agencyName: string;
  name: string;
  url: string;
  expiresAt: Date;
  now: Date;
  place?: AccountPlace;
}

export function composePasswordResetEmail(i: PasswordResetEmailInput): { subject: string; text: string; html: string } {
  const subject = `Reset your ${i.agencyName} ${i.place ?? "quoting portal"} password`;
  const intro = "Someone, probably you, asked to reset the password of your account. Choose a new password here:";
  const expiry = `This link expires ${expiryInWords(i.expiresAt, i.now)}, and can be used once. Setting a new password signs you out everywhere else.`;
  const ignore = "If you did not ask for this, ignore this email: your password stays as it is.";
  const text = [`Hello ${i.name},`, ``, intro, i.url, ``, expiry, ``, ignore].join("\n");
  return { subject, text, html: html(i.agencyName, [`Hello ${i.name},`, intro], "Choose a new password", i.url, [expiry, ignore]) };
}

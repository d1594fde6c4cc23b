// People in words, for the portal's people page and the invitation page: what each role may do, and when an
// invitation's link stops working.

export const ROLE_TEXT = {
  admin: { label: "Administrator", text: "manages people, API keys, webhooks and settings, and quotes, binds and services" },
  producer: { label: "Producer", text: "quotes, binds and services their book of business" },
  service: { label: "Service", text: "services policies, issues certificates and sends pay links; does not bind new business" },
  underwriter: { label: "Underwriter", text: "decides the referred applications of the carrier's programs at its underwriting desk" },
} as const;

export type RoleName = keyof typeof ROLE_TEXT;
export const ROLE_NAMES = Object.keys(ROLE_TEXT) as RoleName[];
/** The roles an agency gives: underwriters are carriers' users (decisions 040, 044), invited from the desk. */
export const AGENCY_ROLE_NAMES: RoleName[] = ["admin", "producer", "service"];

/** "Invitation expires in 3 days", "… in 5 hours", "… in under an hour". */
export function invitationExpiry(expiresAt: string, now: Date): string {
  const ms = new Date(expiresAt).getTime() - now.getTime();
  if (ms <= 0) return "Invitation expired";
  if (ms < 3_600_000) return "Invitation expires in under an hour";
  const hours = Math.round(ms / 3_600_000);
  if (hours < 48) return `Invitation expires in ${hours} hour${hours === 1 ? "" : "s"}`;
  return `Invitation expires in ${Math.round(hours / 24)} days`;
}

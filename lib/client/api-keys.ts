// API keys in words, for the portal's keys page: what each scope lets a key do, and when a key was last used.

export const SCOPE_TEXT = {
  read_only: { label: "Read only", text: "sees quotes, policies, clients and events; changes nothing" },
  quote: { label: "Quote", text: "also creates quotes and clients and answers their questions; cannot bind" },
  quote_and_bind: { label: "Quote and bind", text: "also binds policies, sends checkout links and services policies" },
  admin: { label: "Administrator", text: "everything above, and manages webhooks and keys, reads the audit log" },
} as const;

/** "Never used", "Last used just now", "Last used 5 minutes ago", "Last used 3 days ago", or "Revoked 12 Mar 2026". */
export function keyUse(k: { lastUsedAt: string | null; revokedAt: string | null }, now: Date): string {
  if (k.revokedAt) return `Revoked ${day(k.revokedAt)}${k.lastUsedAt ? `, last used ${day(k.lastUsedAt)}` : ", never used"}`;
  if (!k.lastUsedAt) return "Never used";
  const minutes = Math.floor((now.getTime() - new Date(k.lastUsedAt).getTime()) / 60_000);
  if (minutes < 2) return "Last used just now";
  if (minutes < 60) return `Last used ${minutes} minutes ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `Last used ${hours} hour${hours === 1 ? "" : "s"} ago`;
  const days = Math.floor(hours / 24);
  if (days < 31) return `Last used ${days} day${days === 1 ? "" : "s"} ago`;
  return `Last used ${day(k.lastUsedAt)}`;
}

const day = (iso: string) => new Date(iso).toLocaleDateString("en-US", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

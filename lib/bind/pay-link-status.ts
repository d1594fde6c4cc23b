// A pay link's status as the agent sees it (pure): what happened last, paid and expired first.
export const PAY_LINK_STATUSES = ["created", "queued", "sent", "stored", "failed", "opened", "paid", "expired"] as const;
export type PayLinkStatus = (typeof PAY_LINK_STATUSES)[number];

export function payLinkStatus(
  link: { usedAt: Date | null; openedAt: Date | null; expiresAt: Date },
  message: { status: "queued" | "sent" | "failed" | "stored" } | null,
  now: Date,
): PayLinkStatus {
  if (link.usedAt) return "paid";
  if (link.expiresAt.getTime() <= now.getTime()) return "expired";
  if (link.openedAt) return "opened";
  return message?.status ?? "created";
}

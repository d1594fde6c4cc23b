// The underwriting desk in words: how long a referral has waited, and its age filter's choices.

/** "under an hour", "5 hours", "1 day", "12 days". */
export function waitingFor(referredAt: string, now: Date): string {
  const hours = Math.floor((now.getTime() - new Date(referredAt).getTime()) / 3_600_000);
  if (hours < 1) return "under an hour";
  if (hours < 24) return `${hours} hour${hours === 1 ? "" : "s"}`;
  const days = Math.floor(hours / 24);
  return `${days} day${days === 1 ? "" : "s"}`;
}

/** The age filter: waiting at least this many hours. */
export const AGE_CHOICES = [
  { hours: undefined, label: "Any age" },
  { hours: 4, label: "Over 4 hours" },
  { hours: 24, label: "Over a day" },
  { hours: 72, label: "Over 3 days" },
  { hours: 168, label: "Over a week" },
] as const;

// What a renewal carries over of the expiring term's answers (pure). Answers are facts as of the day they
// were given; a renewal is rated a term later, so the facts that age with time move with it: years in
// business grow by the whole years between the two effective dates. A question the program no longer asks
// is dropped; the rest is carried as answered.

/** Answers whose value is a count of years that grows with time. */
export const AGEING_YEAR_ANSWERS = ["yearsInBusiness"] as const;

/** Whole years from one YYYY-MM-DD to another (0 when `to` is not a year after `from`). */
export function wholeYearsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = to.split("-").map(Number) as [number, number, number];
  const years = ty - fy - (tm < fm || (tm === fm && td < fd) ? 1 : 0);
  return Math.max(0, years);
}

/** The expiring term's answers as of the renewal's effective date, kept to the questions the program asks (all when `asked` is omitted). */
export function answersForRenewal(
  answers: Record<string, unknown>,
  expiringEffective: string,
  renewalEffective: string,
  asked?: ReadonlySet<string>,
): Record<string, unknown> {
  const years = wholeYearsBetween(expiringEffective, renewalEffective);
  const aged: Record<string, unknown> = Object.fromEntries(Object.entries(answers).filter(([k]) => !asked || asked.has(k)));
  for (const key of AGEING_YEAR_ANSWERS) {
    const value = aged[key];
    if (typeof value === "number" && Number.isFinite(value)) aged[key] = value + years;
  }
  return aged;
}

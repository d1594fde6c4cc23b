// The agency's logo slot: a monogram (up to two initials) in a square whose colour comes from the agency's name,
// so each agency keeps the same mark on every page and in its customers' checkout. A server component with no
// state and no effects: it renders to HTML and adds nothing to the page's JavaScript (decision 053).
//
// Agencies have no logo field today. When one is added (a logo URL on the agency), an <img> with the agency's
// name as its alt text fills this same 2.25 rem box, and the monogram stays the fallback.

/** The agency's initials: the first letter of its first two words that start with a letter ("Harbor & Main" → "HM"). */
export function monogram(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter((w) => /^\p{L}/u.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase());
  return letters.join("") || "?";
}

/** Which of the eight mark colours (.agency-mark-0 to -7 in app/globals.css) the name gets: a string hash, stable. */
export function markColour(name: string): number {
  let hash = 0;
  for (const ch of name.trim().toLowerCase()) hash = (hash * 31 + ch.codePointAt(0)!) >>> 0;
  return hash % 8;
}

/** The mark alone, hidden from screen readers: the agency's name is always written beside it. */
export function AgencyMark({ name, className }: { name: string; className?: string }) {
  return (
    <span className={["agency-mark", `agency-mark-${markColour(name)}`, className ?? ""].filter(Boolean).join(" ")} aria-hidden="true">
      {monogram(name)}
    </span>
  );
}

// A client's page tells what happened to the client in one timeline, newest first (pure): quotes made
// (and how each program came out), policies issued, figures recorded, and when the client was added.
import type { Insured } from "./endpoints";

export interface TimelineEntry {
  at: string;
  kind: "quote" | "policy" | "exposure" | "created";
  title: string;
  text: string;
  href?: string;
}

const STATUS_WORDS: Record<string, string> = {
  quoting: "quoting",
  quoted: "quoted",
  referred: "referred to an underwriter",
  declined: "declined",
  quote_failed: "could not be quoted",
  bound: "bound",
};

export interface Formatters {
  money: (n: number) => string;
  date: (d: string) => string;
}

function figures(e: Insured["exposureHistory"][number], f: Formatters): string {
  const parts = [
    e.annualRevenue !== null ? `revenue ${f.money(e.annualRevenue)}` : null,
    e.annualPayroll !== null ? `payroll ${f.money(e.annualPayroll)}` : null,
    e.employeeCount !== null ? `${e.employeeCount} employee${e.employeeCount === 1 ? "" : "s"}` : null,
    e.squareFootage !== null ? `${e.squareFootage.toLocaleString("en-US")} sq ft` : null,
    e.subcontractedCost !== null ? `subcontracted work ${f.money(e.subcontractedCost)}` : null,
  ].filter(Boolean);
  return parts.length ? parts.join(", ") : "no figures";
}

/** Where a figure came from, in words. */
export function sourceText(source: string): string {
  if (source.startsWith("quote:")) return "from a quote";
  if (source === "portal") return "entered in the portal";
  if (source === "api") return "sent by a partner system";
  return source;
}

export function clientTimeline(client: Insured, f: Formatters): TimelineEntry[] {
  const entries: TimelineEntry[] = [];
  for (const q of client.quotes) {
    const outcome = q.programs.map((p) => `${p.name}: ${STATUS_WORDS[p.status] ?? p.status}`).join("; ");
    entries.push({
      at: q.createdAt,
      kind: "quote",
      title: q.renewalOfPolicyId ? "Renewal quoted" : q.programs.some((p) => p.attemptNumber > 1) ? "Re-quoted" : "Quoted",
      text: outcome,
      href: `/quotes/${q.quoteId}`,
    });
  }
  for (const p of client.policies) {
    entries.push({
      at: p.createdAt,
      kind: "policy",
      title: `Policy ${p.number} issued`,
      text: `${f.date(p.effectiveDate)} to ${f.date(p.expirationDate)}, ${f.money(p.total)}${p.status === "cancelled" ? " (since cancelled)" : ""}`,
      href: `/policies/${p.id}`,
    });
  }
  for (const e of client.exposureHistory) {
    // A quote's figures are told by the quote itself unless they changed what was known.
    entries.push({ at: e.recordedAt, kind: "exposure", title: `Figures for ${e.policyYear} recorded`, text: `${figures(e, f)}, ${sourceText(e.source)}` });
  }
  entries.push({ at: client.createdAt, kind: "created", title: "Client added", text: "" });
  // Newest first; at the same moment, what followed from a thing after it (a quote's figures after the quote).
  const order = { created: 0, quote: 1, exposure: 2, policy: 3 } as const;
  return entries.sort((a, b) => (a.at === b.at ? order[b.kind] - order[a.kind] : a.at < b.at ? 1 : -1));
}

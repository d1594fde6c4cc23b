// A client's page tells what happened to the client in one timeline, newest first (pure): quotes made
// (and how each program came out), policies issued, payments and refunds, certificates, customer pay
// links and the emails sent, figures recorded, and when the client was added.
import type { Insured } from "./endpoints";

export interface TimelineEntry {
  at: string;
  kind: "quote" | "policy" | "exposure" | "created" | "payment" | "certificate" | "pay_link" | "message";
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
  const numberOf = (policyId: string) => client.policies.find((p) => p.id === policyId)?.number;
  for (const p of client.payments) entries.push(paymentEntry(p, f));
  for (const c of client.certificates) {
    entries.push({
      at: c.issuedAt,
      kind: "certificate",
      title: `Certificate ${c.number} issued`,
      text: `for ${c.holderName}${numberOf(c.policyId) ? `, on policy ${numberOf(c.policyId)}` : ""}`,
      href: `/policies/${c.policyId}`,
    });
  }
  for (const l of client.payLinks) entries.push(payLinkEntry(l, numberOf, f));
  for (const m of client.messages) {
    entries.push({ at: m.createdAt, kind: "message", title: MESSAGE_TITLES[m.kind], text: `“${m.subject}” to ${m.to}, ${MESSAGE_STATUS[m.status]}` });
  }
  entries.push({ at: client.createdAt, kind: "created", title: "Client added", text: "" });
  // Newest first; at the same moment, what followed from a thing after it (a quote's figures after the quote,
  // a policy after the payment that bound it, the email after the link it carries).
  const order = { created: 0, quote: 1, exposure: 2, pay_link: 3, message: 4, payment: 5, policy: 6, certificate: 7 } as const;
  return entries.sort((a, b) => (a.at === b.at ? order[b.kind] - order[a.kind] : a.at < b.at ? 1 : -1));
}

const MESSAGE_TITLES: Record<Insured["messages"][number]["kind"], string> = {
  pay_link: "Pay link emailed",
  installment_failed: "Failed payment notice emailed",
  cancellation_rescinded: "Cancellation withdrawn notice emailed",
  referral_decision: "Underwriter's referral decision emailed to the agency",
};

const MESSAGE_STATUS: Record<Insured["messages"][number]["status"], string> = {
  queued: "waiting to be sent",
  sent: "sent",
  failed: "could not be sent",
  stored: "kept in Sent messages (no mail server set up)",
};

function paymentEntry(p: Insured["payments"][number], f: Formatters): TimelineEntry {
  const card = p.last4 ? ` by ${p.brand ? p.brand.charAt(0).toUpperCase() + p.brand.slice(1) : "card"} ending ${p.last4}` : "";
  const base = { at: p.createdAt, kind: "payment" as const, ...(p.policyIds[0] ? { href: `/policies/${p.policyIds[0]}` } : {}) };
  if (p.kind === "refund") return { ...base, title: `Refund of ${f.money(p.amount)}`, text: p.description };
  switch (p.status) {
    case "failed":
      return { ...base, title: `Payment of ${f.money(p.amount)} failed`, text: [p.description, p.failureMessage].filter(Boolean).join(": ") };
    case "requires_action":
      return {
        ...base,
        title: `Payment of ${f.money(p.amount)} waiting for the cardholder`,
        text: `${p.description}: the bank asked the cardholder to confirm`,
      };
    case "processing":
      return { ...base, title: `Payment of ${f.money(p.amount)} processing`, text: p.description };
    case "refunded":
      return { ...base, title: `Payment of ${f.money(p.amount)} received${card}`, text: `${p.description} (since refunded)` };
    default:
      return { ...base, title: `Payment of ${f.money(p.amount)} received${card}`, text: p.description };
  }
}

function payLinkEntry(l: Insured["payLinks"][number], numberOf: (policyId: string) => string | undefined, f: Formatters): TimelineEntry {
  const state = l.usedAt
    ? `paid ${f.date(l.usedAt)}`
    : l.openedAt
      ? `opened ${f.date(l.openedAt)}, not paid yet`
      : `not opened yet, good until ${f.date(l.expiresAt)}`;
  if (l.kind === "policy") {
    const number = l.policyId ? numberOf(l.policyId) : undefined;
    return {
      at: l.createdAt,
      kind: "pay_link",
      title: `Pay link made for ${l.amount !== null ? f.money(l.amount) : "a payment due"}`,
      text: `${number ? `policy ${number}, ` : ""}${state}`,
      ...(l.policyId ? { href: `/policies/${l.policyId}` } : {}),
    };
  }
  return {
    at: l.createdAt,
    kind: "pay_link",
    title: l.recipient ? `Pay link sent to ${l.recipient}` : "Pay link made",
    text: `for a quote, ${state}`,
    ...(l.quoteId ? { href: `/quotes/${l.quoteId}` } : {}),
  };
}

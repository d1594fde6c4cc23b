"use client";
// The comparison grid: the session's priced (and still quoting) programs as columns, cheapest first, rows
// that line up (price, monthly cost, limits and deductibles, endorsements, market, carrier rating, payment,
// notices), rows where programs differ highlighted, the best price of each line marked. On a phone one
// program at a time, chosen with a switcher that stays on screen.
import { useId, useState } from "react";
import { Badge, StatusText } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useRequoting } from "./use-card-requote";
import { ButtonLink } from "@/components/ui/button-link";
import { VisuallyHidden } from "@/components/ui/notice";
import { bestByLine, endorsementRows, optionRows, row, type CompareRow } from "@/lib/client/compare";
import type { SessionCard } from "@/lib/client/endpoints";
import { formatMoney } from "@/lib/client/format";
import { CARD_STATUS_TEXT, formatOptionValue, type PriceFrequency } from "./format";

interface Props {
  title: string;
  columns: SessionCard[];
  frequency: PriceFrequency;
  /** Ids of cards that can no longer be bound because their quote expired. */
  expired: (card: SessionCard) => boolean;
  /** False once a re-quote left programs in their places rather than in price order. */
  cheapestFirst?: boolean;
}

const LINE_TEXT: Record<string, string> = { BOP: "business owners", CGL: "general liability", PL: "professional liability", TI: "travel" };
/** A line of business as a grid's heading names it. */
export const LINE_TITLE: Record<string, string> = {
  BOP: "Business owners policies (BOP)",
  CGL: "General liability (CGL)",
  PL: "Professional liability (PL)",
  TI: "Travel insurance",
};

function monthlyCell(card: SessionCard): string | null {
  if (!card.pricing) return null;
  const monthly = card.paymentOptions.flatMap((p) => p.frequencies).find((f) => f.frequency === "monthly");
  if (!monthly) return card.program.renewalFrequency === "single_trip" ? "One payment for the trip" : "Annual payment only";
  return `${formatMoney(monthly.downPayment)} down, then ${monthly.installments - 1} payments of ${formatMoney(monthly.amount)}, ${formatMoney(monthly.total)} in all`;
}

function priceRows(columns: SessionCard[], frequency: PriceFrequency): CompareRow[] {
  const annual = (c: SessionCard) =>
    c.pricing ? `${formatMoney(c.pricing.totalAnnual)}${c.program.renewalFrequency === "single_trip" ? " for the trip" : " a year"}` : null;
  const breakdown = (c: SessionCard) =>
    c.pricing
      ? `${formatMoney(c.pricing.annualPremium)} premium, ${formatMoney(c.pricing.fees)} fees` +
        (c.pricing.taxes > 0 ? `, ${formatMoney(c.pricing.taxes)} surplus lines taxes` : "")
      : null;
  // A line none of whose programs can be paid monthly (travel: one payment per trip) shows no monthly row.
  const anyMonthly = columns.some((c) => c.paymentOptions.some((p) => p.frequencies.some((f) => f.frequency === "monthly")));
  const rows = [row("annual", "Pay in full", columns.map(annual)), ...(anyMonthly ? [row("monthly", "Pay monthly", columns.map(monthlyCell))] : [])];
  return [...(frequency === "monthly" ? rows.reverse() : rows), row("breakdown", "Premium, taxes and fees", columns.map(breakdown))];
}

function otherRows(columns: SessionCard[]): CompareRow[] {
  const payment = (c: SessionCard) =>
    c.paymentOptions
      .filter((p) => p.frequencies.length)
      .map((p) => `${p.label}: ${p.frequencies.map((f) => (f.frequency === "annual" ? "in full" : "monthly")).join(" or ")}`)
      .join("; ") || null;
  const notices = (c: SessionCard) => {
    const count = c.notices.length;
    return count === 0 ? "None" : count === 1 ? "1 notice" : `${count} notices`;
  };
  return [
    row(
      "market",
      "Market",
      columns.map((c) => (c.carrier.admitted ? "Admitted" : "Surplus lines (non-admitted)")),
    ),
    row(
      "rating",
      "Carrier rating",
      columns.map((c) => c.carrier.financialStrength ?? "Not rated"),
    ),
    row("payment", "Payment options", columns.map(payment)),
    row("notices", "Notices", columns.map(notices)),
  ];
}

export function ComparisonGrid({ title, columns, frequency, expired, cheapestFirst = true }: Props) {
  const perYear = columns.some((c) => c.program.renewalFrequency !== "single_trip");
  const uid = useId();
  const [shown, setShown] = useState(0);
  if (!columns.length) return null;
  const current = Math.min(shown, columns.length - 1);
  const best = bestByLine(columns);
  const sections: Array<[string, CompareRow[]]> = [
    ["Price", priceRows(columns, frequency)],
    ["Limits and deductibles", optionRows(columns, formatOptionValue)],
    ["Endorsements", endorsementRows(columns, (n) => `${formatMoney(n)}${perYear ? " a year" : ""}`)],
    ["Insurer and terms", otherRows(columns)],
  ];
  // A cell of a column other than the one the switcher shows is hidden on a phone.
  const cellClass = (i: number, extra = "") => `${extra}${i === current ? "" : " compare-narrow-hidden"}`.trim() || undefined;
  return (
    <section aria-labelledby={`${uid}-title`} className="card stack compare">
      <h2 id={`${uid}-title`} className="panel-title">
        {title}
      </h2>
      <p className="muted flush small" id={`${uid}-legend`}>
        {columns.length > 1 ? (
          <>
            {cheapestFirst ? "Cheapest first." : "Each program in its place."} <span className="compare-differs-key">Highlighted rows</span> differ between
            programs.
          </>
        ) : (
          "The only program of this line in this quote."
        )}
      </p>
      {columns.length > 1 ? (
        <div role="group" aria-label="Program shown" className="compare-switcher">
          {columns.map((c, i) => (
            <Button key={c.id} variant={i === current ? "primary" : "default"} aria-pressed={i === current} onClick={() => setShown(i)}>
              {c.program.code}
            </Button>
          ))}
        </div>
      ) : null}
      <div className="compare-scroll">
        <table className="compare-table" aria-describedby={`${uid}-legend`}>
          <thead>
            <tr>
              <td className="compare-corner" />
              {columns.map((c, i) => (
                <th key={c.id} scope="col" className={cellClass(i)} data-program={c.program.code}>
                  <span className="compare-program">{c.program.name}</span>
                  <span className="muted compare-carrier">
                    {c.carrier.name} · {c.program.tier}
                  </span>
                  <StatusText status={c.status}>{CARD_STATUS_TEXT[c.status]}</StatusText>
                  {best.has(c.id) ? <Badge tone="ok">Best price for {LINE_TEXT[c.program.type] ?? c.program.type}</Badge> : null}
                  {/* The carrier's own badges, as on its card below. */}
                  {c.program.marketing.badges.map((b) => (
                    <Badge key={b}>{b}</Badge>
                  ))}
                </th>
              ))}
            </tr>
          </thead>
          {sections.map(([title, rows]) =>
            rows.length ? (
              <tbody key={title}>
                <tr className="compare-section">
                  <th scope="colgroup" colSpan={columns.length + 1}>
                    {title}
                  </th>
                </tr>
                {rows.map((r) => (
                  <tr key={r.key} className={r.differs ? "compare-differs" : undefined}>
                    <th scope="row">
                      {r.label}
                      {r.differs ? <VisuallyHidden> (differs)</VisuallyHidden> : null}
                    </th>
                    {r.cells.map((cell, i) => (
                      <td key={columns[i]!.id} className={cellClass(i, r.key === "annual" || r.key === "monthly" ? "compare-price" : "")}>
                        {cell ?? (columns[i]!.status === "quoting" ? <span className="muted">Quoting…</span> : <span className="muted">Not offered</span>)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            ) : null,
          )}
          <tfoot>
            <tr>
              <td className="compare-corner" />
              {columns.map((c, i) => (
                <td key={c.id} className={cellClass(i)}>
                  <ColumnAction card={c} expired={expired(c)} />
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}

function ColumnAction({ card, expired }: { card: SessionCard; expired: boolean }) {
  const requoting = useRequoting(card.quoteId, card.program.code);
  if (card.status === "bound") return <StatusText status="bound">Bound</StatusText>;
  if (card.status === "quoting" || requoting) return <span className="muted">Quoting…</span>;
  if (expired) return <span className="muted">Quote expired: change an option to re-quote</span>;
  if (card.status === "referred")
    return (
      <ButtonLink href={`/quotes/${card.quoteId}/applications/${card.id}#referral`} aria-label={`Review the referral of ${card.program.code}`}>
        Review referral
      </ButtonLink>
    );
  if (card.status === "quoted")
    return (
      <ButtonLink variant="primary" href={`/quotes/${card.quoteId}/applications/${card.id}`} aria-label={`Choose ${card.program.code}: apply and bind`}>
        Choose
      </ButtonLink>
    );
  return null;
}

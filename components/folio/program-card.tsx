"use client";
// One program's quote: price, options (changing one re-quotes), coverage extras, documents and terms.
import { useId, useState } from "react";
import { DocumentLinks } from "@/components/ui/document-links";
import { BadgeList, StatusText } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ButtonLink } from "@/components/ui/button-link";
import { DataList } from "@/components/ui/data-list";
import { Field } from "@/components/ui/field";
import { Row } from "@/components/ui/layout";
import { Moment } from "@/components/ui/moment";
import { VisuallyHidden } from "@/components/ui/notice";
import { SubHeading } from "@/components/ui/panel";
import { Skeleton } from "@/components/ui/skeleton";
import { formatMoney } from "@/lib/client/format";
import type { ProgramCard } from "@/lib/schemas/quote";
import { CARD_STATUS_TEXT, cardStanding, formatOptionValue, type PriceFrequency } from "./format";
import { EndorsementChoices } from "./endorsement-choices";
import { SensitivityPanel, hasSensitivity } from "./sensitivity-chart";
import { programOptionsWith, RequoteStatus, useCardRequote, useRequoting } from "./use-card-requote";
import { Worksheet } from "./worksheet";

const LEVEL_TEXT: Record<string, string> = { underwriting: "Underwriting", regulatory: "Regulatory", info: "Info" };

interface Props {
  quoteId: string;
  card: ProgramCard;
  frequency: PriceFrequency;
  /** The folio or this card is past its validity: it can no longer be bound. */
  expired: boolean;
}

/**
 * The card's notices other than its decline and failure reasons, which the card shows on their own
 * (the API also lists those among the notices, with their code, for clients that show only notices).
 */
function generalNotices(card: ProgramCard): ProgramCard["notices"] {
  const reasonCodes = new Set([...card.declineReasons.map((r) => r.code), ...(card.underwriting.referrals.length ? ["referral"] : [])]);
  return card.notices.filter((n) => n.code === undefined || !(reasonCodes.has(n.code) || (card.failureReason !== null && n.code === "quote_failed")));
}

export function QuoteCard({ quoteId, card, frequency, expired: folioExpired }: Props) {
  const uid = useId();
  const expired = folioExpired || card.expired;
  const standing = cardStanding(card);
  const [panel, setPanel] = useState<"worksheet" | "sensitivity" | null>(null);
  const priced = (card.status === "quoted" || card.status === "referred" || card.status === "bound") && card.pricing;
  const notices = generalNotices(card);
  const toggle = (which: "worksheet" | "sensitivity") => setPanel((p) => (p === which ? null : which));
  const requoting = useRequoting(quoteId, card.program.code);

  return (
    <article aria-label={card.program.name} data-status={card.status} className={`card stack program-card${panel ? " program-card-wide" : ""}`}>
      <header>
        <h3 className="card-title">{card.program.name}</h3>
        <p className="muted card-subtitle">
          {card.carrier.name} · {card.program.tier}
        </p>
        <BadgeList label="Badges" items={card.program.marketing.badges} />
        <StatusText status={card.status} as="p">
          {CARD_STATUS_TEXT[card.status]}
        </StatusText>
        {standing && card.status !== "bound" ? (
          <p className="flush strong" data-standing={standing.kind}>
            {standing.label}
          </p>
        ) : null}
      </header>

      {priced ? (
        <Price pricing={card.pricing!} frequency={frequency} singleTrip={card.program.renewalFrequency === "single_trip"} />
      ) : card.status === "quoting" ? (
        <div aria-hidden="true">
          <Skeleton shape="price" />
          <Skeleton shape="price-line" />
        </div>
      ) : (
        <div className="error">
          <p className="flush strong">{card.status === "declined" ? "Why it was declined" : "Why it could not be quoted"}</p>
          <ul className="list">
            {card.declineReasons.map((r, i) => (
              <li key={`${r.code}-${i}`}>
                {r.message} <span className="muted">({r.code})</span>
              </li>
            ))}
            {card.failureReason ? <li>{card.failureReason}</li> : null}
          </ul>
        </div>
      )}

      {card.program.marketing.cardHighlights.length ? (
        <ul aria-label="Highlights" className="list">
          {card.program.marketing.cardHighlights.map((h) => (
            <li key={h}>{h}</li>
          ))}
        </ul>
      ) : null}

      {card.status === "referred" ? (
        <div className="notice">
          <p className="flush strong">Referred to an underwriter</p>
          <p className="flush">The price stands, but this cannot be bound until an underwriter approves:</p>
          <ul className="list">
            {card.underwriting.referrals.map((r) => (
              <li key={r.rule}>{r.message}</li>
            ))}
          </ul>
        </div>
      ) : null}

      <CoverageOptions quoteId={quoteId} card={card} />

      <Row>
        {card.status === "bound" ? (
          <StatusText status="bound" as="strong">
            Bound
          </StatusText>
        ) : card.superseded ? (
          <span className="muted">{cardStanding(card)!.text}</span>
        ) : card.status === "referred" && !expired ? (
          <ButtonLink href={`/quotes/${quoteId}/applications/${card.id}#referral`}>Review the referral</ButtonLink>
        ) : card.status === "quoted" ? (
          expired ? (
            <span className="muted">This quote has expired: change an option to re-quote.</span>
          ) : requoting ? (
            // The price is about to change: nothing to bind until the new one is in.
            <Button variant="primary" disabled>
              Apply and bind {card.program.code}
            </Button>
          ) : (
            <ButtonLink variant="primary" href={`/quotes/${quoteId}/applications/${card.id}`}>
              Apply and bind {card.program.code}
            </ButtonLink>
          )
        ) : null}
        {priced ? (
          <Button aria-expanded={panel === "worksheet"} aria-controls={`${uid}-worksheet`} onClick={() => toggle("worksheet")}>
            Why this price
          </Button>
        ) : null}
        {hasSensitivity(card) ? (
          <Button aria-expanded={panel === "sensitivity"} aria-controls={`${uid}-sensitivity`} onClick={() => toggle("sensitivity")}>
            Price by option
          </Button>
        ) : null}
      </Row>
      {panel === "worksheet" ? <Worksheet quoteId={quoteId} card={card} id={`${uid}-worksheet`} /> : null}
      {panel === "sensitivity" ? <SensitivityPanel quoteId={quoteId} card={card} id={`${uid}-sensitivity`} /> : null}

      <EndorsementChoices quoteId={quoteId} card={card} />

      {priced && card.paymentOptions.some((p) => p.frequencies.length) ? (
        <section aria-labelledby={`${uid}-payment`}>
          <SubHeading id={`${uid}-payment`}>
            Payment options
            <VisuallyHidden> of {card.program.code}</VisuallyHidden>
          </SubHeading>
          {card.paymentOptions.map((p) => (
            <div key={p.method}>
              <p className="flush">{p.label}</p>
              <ul className="list">
                {p.frequencies.map((f) => (
                  <li key={f.frequency}>
                    {f.frequency === "annual"
                      ? `${card.program.renewalFrequency === "single_trip" ? "In full, for the trip" : "Annual"}: ${formatMoney(f.amount)}`
                      : `Monthly: ${formatMoney(f.downPayment)} down, then ${f.installments - 1} × ${formatMoney(f.amount)}${f.lastAmount !== f.amount ? ` (the last ${formatMoney(f.lastAmount)})` : ""}`}
                    {f.installmentFee > 0 ? (
                      <span className="muted">
                        {" "}
                        ({formatMoney(f.installmentFee)} installment fee each; {formatMoney(f.total)} in all)
                      </span>
                    ) : null}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      ) : null}

      {card.documents.length ? (
        <section aria-labelledby={`${uid}-documents`}>
          <SubHeading id={`${uid}-documents`}>
            Documents
            <VisuallyHidden> of {card.program.code}</VisuallyHidden>
          </SubHeading>
          <DocumentLinks documents={card.documents} />
        </section>
      ) : null}

      {notices.length ? (
        <section aria-labelledby={`${uid}-notices`}>
          <SubHeading id={`${uid}-notices`}>
            Notices
            <VisuallyHidden> of {card.program.code}</VisuallyHidden>
          </SubHeading>
          <ul className="list notice">
            {notices.map((n, i) => (
              <li key={i}>
                <strong>{LEVEL_TEXT[n.level] ?? n.level}:</strong> {n.text}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {card.termsAndConditions.length ? (
        <details>
          <summary>Terms and conditions</summary>
          <DataList variant="terms" className="notice" items={card.termsAndConditions.map((t) => ({ term: t.title, value: t.text }))} />
        </details>
      ) : null}

      <p className="muted small">
        Attempt {card.attemptNumber} · Valid until <Moment value={card.validUntil} show="date" />
      </p>
    </article>
  );
}

function Price({ pricing, frequency, singleTrip }: { pricing: NonNullable<ProgramCard["pricing"]>; frequency: PriceFrequency; singleTrip: boolean }) {
  const per = singleTrip ? " for the trip" : " / year";
  const monthly = frequency === "monthly" && pricing.totalMonthly !== null;
  return (
    <div>
      <p className="price flush">
        {monthly ? formatMoney(pricing.totalMonthly) : formatMoney(pricing.totalAnnual)}
        <span className="muted price-unit">{monthly ? " / month" : per}</span>
      </p>
      <p className="muted flush price-alt">
        {pricing.totalMonthly === null
          ? singleTrip
            ? "One payment for the trip"
            : "Annual only"
          : monthly
            ? `after ${formatMoney(pricing.monthlyDownPayment)} down; or ${formatMoney(pricing.totalAnnual)}${per}`
            : `or ${formatMoney(pricing.totalMonthly)} / month after ${formatMoney(pricing.monthlyDownPayment)} down`}
      </p>
      <DataList
        variant="inline"
        items={[
          { term: "Premium ", value: formatMoney(pricing.annualPremium) },
          { term: "Fees ", value: formatMoney(pricing.fees) },
          // Only surplus lines add taxes; an admitted carrier's premium tax is in its rates (decision 028).
          pricing.taxes > 0 ? { term: "SL taxes ", value: formatMoney(pricing.taxes) } : null,
        ]}
      />
    </div>
  );
}

/** Each option as a select; choosing another value re-quotes this program in its place in the session. */
function CoverageOptions({ quoteId, card }: { quoteId: string; card: ProgramCard }) {
  const uid = useId();
  const { requote, busy, ready } = useCardRequote(quoteId, card, ({ key, value }: { key: string; value: number }) => ({
    program_options: programOptionsWith(card, key, value),
  }));
  if (!card.options.length) return null;
  const locked = card.status === "quoting" || card.status === "bound";
  return (
    <section aria-labelledby={`${uid}-options`}>
      {/* Each card's region has its own name (axe landmark-unique): the program, for screen readers. */}
      <SubHeading id={`${uid}-options`}>
        Coverage options<VisuallyHidden> of {card.program.code}</VisuallyHidden>
      </SubHeading>
      {!locked ? (
        <p className="hint muted options-hint" id={`${uid}-hint`}>
          Changing an option re-quotes this program.
        </p>
      ) : null}
      {card.options.map((o) => {
        const pending = busy && requote.variables?.key === o.key ? requote.variables.value : null;
        return (
          <Field key={o.key} id={`${uid}-${o.key}`} label={o.label} className="field-tight">
            {(control) => (
              <select
                id={control.id}
                value={String(pending ?? o.selectedValue)}
                disabled={busy || locked || !ready}
                aria-describedby={!locked ? `${uid}-hint` : undefined}
                onChange={(e) => requote.mutate({ key: o.key, value: Number(e.target.value) })}
              >
                {o.values.map((v) => (
                  <option key={v} value={String(v)}>
                    {formatOptionValue(o.unit, v)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        );
      })}
      <RequoteStatus card={card} busy={busy} error={requote.error} />
    </section>
  );
}

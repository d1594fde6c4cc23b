"use client";
// One program's quote: price, options (changing one re-quotes), coverage extras, documents and terms.
import { useMutation } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { apiFetch, formatMoney } from "@/lib/client/api";
import { CreateQuoteResponseData, type ProgramCard } from "@/lib/schemas/quote";
import { CARD_MIN_HEIGHT, CARD_STATUS_TEXT, formatDate, formatOptionValue, srOnly, type PriceFrequency } from "./format";
import { Problem } from "./problem";
import { SensitivityPanel, hasSensitivity } from "./sensitivity-chart";
import { Worksheet } from "./worksheet";

const LEVEL_TEXT: Record<string, string> = { underwriting: "Underwriting", regulatory: "Regulatory", info: "Info" };
const h4Style = { fontSize: "1rem", margin: "0 0 0.25rem" } as const;
const listStyle = { margin: 0, paddingLeft: "1.2rem" } as const;

interface Props {
  quoteId: string;
  card: ProgramCard;
  frequency: PriceFrequency;
  /** The folio or this card is past its validity: it can no longer be bound. */
  expired: boolean;
}

export function QuoteCard({ quoteId, card, frequency, expired }: Props) {
  const uid = useId();
  const [panel, setPanel] = useState<"worksheet" | "sensitivity" | null>(null);
  const priced = (card.status === "quoted" || card.status === "bound") && card.pricing;
  const reasons = card.notices.filter((n) => n.code !== undefined);
  const notices = card.notices.filter((n) => n.code === undefined);
  const toggle = (which: "worksheet" | "sensitivity") => setPanel((p) => (p === which ? null : which));

  return (
    <article aria-label={card.program.name} data-status={card.status} className="card stack" style={{ minHeight: CARD_MIN_HEIGHT, minWidth: 0 }}>
      <header>
        <h3 style={{ margin: 0 }}>{card.program.name}</h3>
        <p className="muted" style={{ margin: "0.15rem 0 0.35rem" }}>
          {card.carrier.name} · {card.program.tier}
        </p>
        {card.program.marketing.badges.length ? (
          <ul aria-label="Badges" style={{ listStyle: "none", padding: 0, margin: 0 }}>
            {card.program.marketing.badges.map((b) => (
              <li key={b} className="badge">
                {b}
              </li>
            ))}
          </ul>
        ) : null}
        <p className={`status status-${card.status}`} style={{ margin: 0 }}>
          {CARD_STATUS_TEXT[card.status]}
        </p>
      </header>

      {priced ? (
        <Price pricing={card.pricing!} frequency={frequency} singleTrip={card.program.renewalFrequency === "single_trip"} />
      ) : card.status === "quoting" ? (
        <div aria-hidden="true">
          <div className="skeleton" style={{ height: "2.3rem", width: "60%" }} />
          <div className="skeleton" style={{ height: "1rem", width: "80%", marginTop: "0.5rem" }} />
        </div>
      ) : (
        <div className="error">
          <p style={{ margin: 0, fontWeight: 600 }}>{card.status === "declined" ? "Why it was declined" : "Why it could not be quoted"}</p>
          <ul style={listStyle}>
            {reasons.map((n, i) => (
              <li key={`${n.code}-${i}`}>
                {n.text} <span className="muted">({n.code})</span>
              </li>
            ))}
            {card.failureReason && !reasons.some((n) => n.code === "quote_failed") ? <li>{card.failureReason}</li> : null}
          </ul>
        </div>
      )}

      {card.program.marketing.cardHighlights.length ? (
        <ul aria-label="Highlights" style={listStyle}>
          {card.program.marketing.cardHighlights.map((h) => (
            <li key={h}>{h}</li>
          ))}
        </ul>
      ) : null}

      <CoverageOptions quoteId={quoteId} card={card} />

      <div className="row">
        {card.status === "bound" ? (
          <strong className="status status-bound">Bound</strong>
        ) : card.status === "quoted" ? (
          expired ? (
            <span className="muted">This quote has expired: change an option to re-quote.</span>
          ) : (
            <Link className="btn btn-primary" href={`/quotes/${quoteId}/applications/${card.id}`}>
              Apply and bind {card.program.code}
            </Link>
          )
        ) : null}
        {priced ? (
          <button type="button" className="btn" aria-expanded={panel === "worksheet"} aria-controls={`${uid}-worksheet`} onClick={() => toggle("worksheet")}>
            Why this price
          </button>
        ) : null}
        {hasSensitivity(card) ? (
          <button type="button" className="btn" aria-expanded={panel === "sensitivity"} aria-controls={`${uid}-sensitivity`} onClick={() => toggle("sensitivity")}>
            Price by option
          </button>
        ) : null}
      </div>
      {panel === "worksheet" ? <Worksheet quoteId={quoteId} card={card} id={`${uid}-worksheet`} /> : null}
      {panel === "sensitivity" ? <SensitivityPanel quoteId={quoteId} card={card} id={`${uid}-sensitivity`} /> : null}

      {card.endorsements.length ? (
        <section aria-labelledby={`${uid}-endorsements`}>
          <h4 id={`${uid}-endorsements`} style={h4Style}>
            Endorsements
          </h4>
          <ul style={listStyle}>
            {card.endorsements.map((e) => (
              <li key={e.key}>
                {e.name}:{" "}
                {e.included ? (
                  <span className="status status-quoted">
                    <span aria-hidden="true">✓ </span>Included
                  </span>
                ) : e.available ? (
                  "Available"
                ) : (
                  <span className="muted">Not available</span>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {priced && card.paymentOptions.some((p) => p.frequencies.length) ? (
        <section aria-labelledby={`${uid}-payment`}>
          <h4 id={`${uid}-payment`} style={h4Style}>
            Payment options
          </h4>
          {card.paymentOptions.map((p) => (
            <div key={p.method}>
              <p style={{ margin: 0 }}>{p.label}</p>
              <ul style={listStyle}>
                {p.frequencies.map((f) => (
                  <li key={f.frequency}>
                    {f.frequency === "annual" ? "Annual" : "Monthly"}: {f.installments} × {formatMoney(f.amount)}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      ) : null}

      {card.documents.length ? (
        <section aria-labelledby={`${uid}-documents`}>
          <h4 id={`${uid}-documents`} style={h4Style}>
            Documents
          </h4>
          <ul style={listStyle}>
            {card.documents.map((d) => (
              <li key={d.type}>
                <a href={d.url} target="_blank" rel="noopener noreferrer">
                  {d.label}
                  <span style={srOnly}> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {notices.length ? (
        <section aria-labelledby={`${uid}-notices`}>
          <h4 id={`${uid}-notices`} style={h4Style}>
            Notices
          </h4>
          <ul style={listStyle} className="notice">
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
          <dl className="notice" style={{ margin: "0.5rem 0 0" }}>
            {card.termsAndConditions.map((t) => (
              <div key={t.title} style={{ marginBottom: "0.5rem" }}>
                <dt style={{ fontWeight: 600 }}>{t.title}</dt>
                <dd style={{ margin: 0 }}>{t.text}</dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}

      <p className="muted" style={{ fontSize: "0.85rem" }}>
        Attempt {card.attemptNumber} · Valid until {formatDate(card.validUntil)}
      </p>
    </article>
  );
}

function Price({ pricing, frequency, singleTrip }: { pricing: NonNullable<ProgramCard["pricing"]>; frequency: PriceFrequency; singleTrip: boolean }) {
  const unit = { fontSize: "1rem", fontWeight: 400 } as const;
  const per = singleTrip ? " for the trip" : " / year";
  const monthly = frequency === "monthly" && pricing.totalMonthly !== null;
  return (
    <div>
      <p className="price" style={{ margin: 0 }}>
        {monthly ? formatMoney(pricing.totalMonthly) : formatMoney(pricing.totalAnnual)}
        <span className="muted" style={unit}>
          {monthly ? " / month" : per}
        </span>
      </p>
      <p className="muted" style={{ margin: 0, fontSize: "0.9rem" }}>
        {pricing.totalMonthly === null
          ? "Annual only"
          : monthly
            ? `or ${formatMoney(pricing.totalAnnual)}${per}`
            : `or ${formatMoney(pricing.totalMonthly)} / month`}
      </p>
      <dl className="row" style={{ margin: "0.35rem 0 0", fontSize: "0.9rem", gap: "0.25rem 1rem" }}>
        <div>
          <dt className="muted" style={{ display: "inline" }}>Premium </dt>
          <dd style={{ display: "inline", margin: 0 }}>{formatMoney(pricing.annualPremium)}</dd>
        </div>
        <div>
          <dt className="muted" style={{ display: "inline" }}>Taxes </dt>
          <dd style={{ display: "inline", margin: 0 }}>{formatMoney(pricing.taxes)}</dd>
        </div>
        <div>
          <dt className="muted" style={{ display: "inline" }}>Fees </dt>
          <dd style={{ display: "inline", margin: 0 }}>{formatMoney(pricing.fees)}</dd>
        </div>
      </dl>
    </div>
  );
}

/** Each option as a select; choosing another value re-quotes this program into a new folio of the group. */
function CoverageOptions({ quoteId, card }: { quoteId: string; card: ProgramCard }) {
  const uid = useId();
  const router = useRouter();
  const [navigating, startTransition] = useTransition();
  const requote = useMutation({
    mutationFn: ({ key, value }: { key: string; value: number }) =>
      apiFetch("POST", `/v1/quote/${encodeURIComponent(quoteId)}`, {
        body: { programs: [card.program.code], coverage: { [key]: value } },
        schema: CreateQuoteResponseData,
      }),
    onSuccess: (created) => startTransition(() => router.push(`/quotes/${created.quoteId}`)),
  });
  if (!card.options.length) return null;
  // After success the page navigates to the new folio: stay busy until it does.
  const busy = requote.isPending || requote.isSuccess || navigating;
  const locked = card.status === "quoting" || card.status === "bound";
  return (
    <section aria-labelledby={`${uid}-options`}>
      <h4 id={`${uid}-options`} style={h4Style}>
        Coverage options
      </h4>
      {!locked ? (
        <p className="hint muted" id={`${uid}-hint`} style={{ margin: "0 0 0.4rem", fontSize: "0.85rem" }}>
          Changing an option re-quotes this program.
        </p>
      ) : null}
      {card.options.map((o) => {
        const id = `${uid}-${o.key}`;
        const pending = busy && requote.variables?.key === o.key ? requote.variables.value : null;
        return (
          <div className="field" key={o.key} style={{ marginBottom: "0.5rem" }}>
            <label htmlFor={id}>{o.label}</label>
            <select
              id={id}
              value={String(pending ?? o.selectedValue)}
              disabled={busy || locked}
              aria-describedby={!locked ? `${uid}-hint` : undefined}
              onChange={(e) => requote.mutate({ key: o.key, value: Number(e.target.value) })}
            >
              {o.values.map((v) => (
                <option key={v} value={String(v)}>
                  {formatOptionValue(o.unit, v)}
                </option>
              ))}
            </select>
          </div>
        );
      })}
      {busy ? (
        <p role="status" className="muted" style={{ margin: 0 }}>
          Re-quoting {card.program.code}…
        </p>
      ) : null}
      {requote.error ? <Problem error={requote.error} prefix="Re-quote failed:" /> : null}
    </section>
  );
}

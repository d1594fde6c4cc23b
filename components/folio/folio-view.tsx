"use client";
// The quote folio page: polls GET /v1/quote/{quoteId} while any card is quoting, then stops.
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { ApiError, apiFetch, formatMoney } from "@/lib/client/api";
import { FolioListResponse, QuoteFolio } from "@/lib/schemas/quote";
import { CARD_MIN_HEIGHT, FOLIO_STATUS_TEXT, formatDate, formatDateTime, srOnly, type PriceFrequency } from "./format";
import { Problem } from "./problem";
import { QuoteCard } from "./program-card";
import { useApplication } from "./use-application";

type Folio = QuoteFolio;
const GroupList = FolioListResponse.shape.data;

export function FolioView({ quoteId }: { quoteId: string }) {
  const [frequency, setFrequency] = useState<PriceFrequency>("annual");
  const folio = useQuery({
    queryKey: ["folio", quoteId],
    queryFn: () => apiFetch("GET", `/v1/quote/${encodeURIComponent(quoteId)}`, { schema: QuoteFolio }),
    refetchInterval: (query) => (query.state.data?.quotes.some((c) => c.status === "quoting") ? 1000 : false),
    // A 4xx will not change on retry.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });

  // The folio view carries no insured name; a folio created without clientState (over the API) has it
  // only in its applications' rating block. Hold the skeleton until it is known, so that the heading
  // does not rewrap (and push every card down) a moment after the page appears.
  const fromClient = folio.data ? businessNameOf(folio.data.clientState) : null;
  const firstCard = folio.data?.quotes[0];
  const needsApplication = folio.data !== undefined && fromClient === null && firstCard !== undefined;
  const app = useApplication(quoteId, firstCard, needsApplication);
  if (folio.isPending || (needsApplication && app.isPending)) return <FolioSkeleton />;
  if (folio.error && !folio.data) {
    return (
      <div className="stack">
        <h1>Quote</h1>
        {folio.error instanceof ApiError && folio.error.status === 404 ? (
          <p role="alert" className="error">
            This quote does not exist or belongs to another agency.
          </p>
        ) : (
          <Problem error={folio.error} />
        )}
        <p>
          <Link href="/dashboard">Back to recent quotes</Link>
        </p>
      </div>
    );
  }
  const data = folio.data!;
  const expiredFolio = data.status === "expired";
  return (
    <div className="stack">
      <FolioHeader folio={data} insured={fromClient ?? (app.data ? insuredNameOf(app.data.systemPayload) : null)} />
      {folio.error ? <Problem error={folio.error} prefix="Could not refresh this quote:" /> : null}
      <Summary folio={data} />
      <div role="group" aria-label="Show prices" className="row">
        <span className="muted" aria-hidden="true">
          Show prices:
        </span>
        {(["annual", "monthly"] as const).map((f) => (
          <button key={f} type="button" className={`btn${frequency === f ? " btn-primary" : ""}`} aria-pressed={frequency === f} onClick={() => setFrequency(f)}>
            {f === "annual" ? "Annual" : "Monthly"}
          </button>
        ))}
      </div>
      <section aria-labelledby="folio-programs">
        <h2 id="folio-programs">Programs</h2>
        <div className="grid">
          {data.quotes.map((card) => (
            <QuoteCard
              key={card.id}
              quoteId={data.quoteId}
              card={card}
              frequency={frequency}
              expired={expiredFolio || new Date(card.validUntil).getTime() < Date.now()}
            />
          ))}
        </div>
      </section>
      <GroupQuotes folio={data} />
    </div>
  );
}

function businessNameOf(clientState: Folio["clientState"]): string | null {
  const business = clientState?.business;
  if (business && typeof business === "object" && "legalBusinessName" in business) {
    const name = (business as { legalBusinessName?: unknown }).legalBusinessName;
    if (typeof name === "string" && name.trim()) return name.trim();
  }
  return null;
}

function insuredNameOf(payload: Record<string, unknown>): string | null {
  if (typeof payload.business_name === "string" && payload.business_name.trim()) return payload.business_name.trim();
  const first = Array.isArray(payload.insureds) ? (payload.insureds[0] as Record<string, unknown> | undefined) : undefined;
  const name = [first?.first_name, first?.last_name].filter((p): p is string => typeof p === "string" && p.trim() !== "").join(" ");
  return name || null;
}

function FolioHeader({ folio, insured }: { folio: Folio; insured: string | null }) {
  return (
    <header>
      <h1 style={{ marginBottom: "0.25rem" }}>{insured ? `Quote for ${insured}` : "Quote"}</h1>
      <p className="row muted" style={{ margin: 0, gap: "0.25rem 1.25rem" }}>
        <span>
          Status: <span className={`status status-${folio.status}`}>{FOLIO_STATUS_TEXT[folio.status]}</span>
        </span>
        <span>Created {formatDateTime(folio.createdAt)}</span>
        <span>Valid until {formatDate(folio.expiresAt)}</span>
        {folio.originalQuoteId ? <span>Re-quote</span> : null}
      </p>
    </header>
  );
}

function Summary({ folio }: { folio: Folio }) {
  const s = folio.summary;
  const total = folio.quotes.length;
  const items: Array<[string, string]> = [
    ["Quoted", String(s.quotedCount)],
    ["Declined or failed", String(s.failedCount)],
    ["Total annual", formatMoney(s.totalAnnual)],
    ["Total monthly", formatMoney(s.totalMonthly)],
    // Values stay on one line at a phone's width, so the summary keeps its height as cards answer.
    ["Best annual price", s.bestAnnual === null ? "—" : formatMoney(s.bestAnnual)],
  ];
  return (
    <section aria-label="Summary" className="card">
      <h2 style={{ margin: "0 0 0.5rem", fontSize: "1.1rem" }}>Summary</h2>
      <dl style={{ display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(140px, 1fr))", gap: "0.5rem 1rem", margin: 0 }}>
        {items.map(([label, value]) => (
          <div key={label}>
            <dt className="muted" style={{ fontSize: "0.85rem" }}>
              {label}
            </dt>
            <dd style={{ margin: 0, fontWeight: 700, fontSize: "1.15rem" }}>{value}</dd>
          </div>
        ))}
      </dl>
      <p role="status" className="muted" style={{ margin: "0.5rem 0 0", fontSize: "0.9rem" }}>
        {s.quotingCount > 0 ? `${s.quotingCount} of ${total} programs still quoting…` : `All ${total} programs have answered.`}
      </p>
    </section>
  );
}

/** Other folios of the same shopping session (earlier attempts, and later ones when viewing an old one). */
function GroupQuotes({ folio }: { folio: Folio }) {
  const group = useQuery({
    queryKey: ["folio-group", folio.groupId],
    queryFn: () => apiFetch("GET", `/v1/quote?groupId=${encodeURIComponent(folio.groupId)}&limit=20`, { schema: GroupList }),
  });
  if (!group.data) return null;
  const others = group.data.items.filter((f) => f.quoteId !== folio.quoteId);
  const created = new Date(folio.createdAt).getTime();
  const earlier = others.filter((f) => new Date(f.createdAt).getTime() <= created);
  const later = others.filter((f) => new Date(f.createdAt).getTime() > created);
  if (!others.length) return null;
  return (
    <>
      {later.length ? <FolioLinks id="folio-later" title="Newer quotes in this session" items={later} /> : null}
      {earlier.length ? <FolioLinks id="folio-earlier" title="Earlier quotes in this session" items={earlier} /> : null}
    </>
  );
}

function FolioLinks({ id, title, items }: { id: string; title: string; items: Array<{ quoteId: string; createdAt: string; status: Folio["status"]; programs: string[]; summary: Folio["summary"] }> }) {
  return (
    <nav aria-labelledby={id} className="card">
      <h2 id={id} style={{ margin: "0 0 0.5rem", fontSize: "1.1rem" }}>
        {title}
      </h2>
      <ul style={{ margin: 0, paddingLeft: "1.2rem" }}>
        {items.map((f) => (
          <li key={f.quoteId}>
            <Link href={`/quotes/${f.quoteId}`}>Quote of {formatDateTime(f.createdAt)}</Link>{" "}
            <span className="muted">
              · {f.programs.join(", ")} · {FOLIO_STATUS_TEXT[f.status]}
              {f.summary.bestAnnual !== null ? ` · best ${formatMoney(f.summary.bestAnnual)} / year` : ""}
            </span>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function FolioSkeleton() {
  return (
    <div className="stack" aria-busy="true">
      <p role="status" style={srOnly}>
        Loading quote…
      </p>
      <div aria-hidden="true" className="stack">
        <div className="skeleton" style={{ height: "2.4rem", width: "min(28rem, 80%)", margin: "1.3rem 0 0.25rem" }} />
        <div className="skeleton" style={{ height: "1.2rem", width: "min(36rem, 95%)" }} />
        <div className="card">
          <div className="skeleton" style={{ height: "1.4rem", width: "8rem", marginBottom: "0.5rem" }} />
          <div className="skeleton" style={{ height: "3rem" }} />
        </div>
        <div className="row">
          <div className="skeleton" style={{ height: "2.4rem", width: "5rem" }} />
          <div className="skeleton" style={{ height: "2.4rem", width: "5.5rem" }} />
        </div>
        <div className="skeleton" style={{ height: "1.6rem", width: "8rem", margin: "1.2rem 0 0.8rem" }} />
        <div className="grid">
          {[0, 1, 2].map((i) => (
            <div key={i} className="card stack" style={{ minHeight: CARD_MIN_HEIGHT }}>
              <div className="skeleton" style={{ height: "1.5rem", width: "70%" }} />
              <div className="skeleton" style={{ height: "1rem", width: "50%" }} />
              <div className="skeleton" style={{ height: "2.3rem", width: "60%" }} />
              <div className="skeleton" style={{ height: "5rem" }} />
              <div className="skeleton" style={{ height: "2.4rem", width: "55%" }} />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

"use client";
// The quote page: the shopping session the folio belongs to (GET /v1/quote/{quoteId}/session), polled while
// any program is quoting. The comparison grid on top, then each program's details; declined and failed
// programs one line each (a failure with Retry); replaced attempts as history, never bindable.
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { StatusText } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ButtonLink } from "@/components/ui/button-link";
import { DataList } from "@/components/ui/data-list";
import { Grid, Row, Stack } from "@/components/ui/layout";
import { PageHeader } from "@/components/ui/page-header";
import { Panel } from "@/components/ui/panel";
import { ApiError } from "@/lib/client/api";
import { columnsOf, inPriceOrder, keepOrder, notQuoted } from "@/lib/client/compare";
import { getSession, type Session, type SessionCard } from "@/lib/client/endpoints";
import { failureText, reasonText } from "@/lib/client/messages";
import { formatMoney } from "@/lib/client/format";
import { summaryFigures } from "@/lib/client/summary-figures";
import { queryKeys } from "@/lib/client/query-keys";
import { ComparisonGrid, LINE_TITLE } from "./comparison-grid";
import { Moment } from "@/components/ui/moment";
import { FOLIO_STATUS_TEXT, type PriceFrequency } from "./format";
import { FolioSkeleton } from "./folio-skeleton";
import { QuoteLoadError } from "./quote-load-error";
import { Problem } from "@/components/ui/problem";
import { QuoteCard } from "./program-card";
import { RequoteStatus, useCardRequote } from "./use-card-requote";

export function SessionView({ quoteId }: { quoteId: string }) {
  const [frequency, setFrequency] = useState<PriceFrequency>("annual");
  // The columns' order once every program has answered: a re-quote keeps each program's place until the agent
  // sorts again (issue 34 item 2).
  const [order, setOrder] = useState<string[] | null>(null);
  const session = useQuery({
    queryKey: queryKeys.session(quoteId),
    queryFn: () => getSession(quoteId),
    // The first HTML brings the session (server-rendered): no second fetch for it right away.
    staleTime: 5_000,
    refetchInterval: (query) => (query.state.data?.quotes.some((c) => c.status === "quoting") ? 1000 : false),
    // A 4xx will not change on retry.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });

  if (session.isPending) return <FolioSkeleton />;
  if (session.error && !session.data) return <QuoteLoadError title="Quote" error={session.error} />;
  const data = session.data!;
  const now = Date.now();
  const expired = (card: SessionCard) => card.expired || new Date(card.validUntil).getTime() < now;
  const sorted = columnsOf(data.quotes);
  const settled = !data.quotes.some((c) => c.status === "quoting");
  if (settled && order === null && sorted.length) setOrder(sorted.map((c) => c.program.code));
  const columns = keepOrder(sorted, order);
  const byPrice = inPriceOrder(columns, sorted);
  const refused = notQuoted(data.quotes);
  return (
    <Stack>
      <SessionHeader session={data} />
      {session.error ? <Problem error={session.error} prefix="Could not refresh this quote:" /> : null}
      <Summary session={data} />
      {/* Annual or monthly prices, where some program can be paid monthly (a trip is paid once). */}
      {data.quotes.some((c) => c.pricing?.totalMonthly != null) ? (
        <div role="group" aria-label="Show prices" className="row">
          <span className="muted" aria-hidden="true">
            Show prices:
          </span>
          {(["annual", "monthly"] as const).map((f) => (
            <Button key={f} variant={frequency === f ? "primary" : "default"} aria-pressed={frequency === f} onClick={() => setFrequency(f)}>
              {f === "annual" ? "Annual" : "Monthly"}
            </Button>
          ))}
        </div>
      ) : null}
      {byPrice ? null : (
        <div className="row">
          <p className="muted flush">Programs keep their places after a re-quote, so prices are no longer cheapest first.</p>
          <Button onClick={() => setOrder(sorted.map((c) => c.program.code))}>Sort by price</Button>
        </div>
      )}
      {linesOf(columns).map(([line, cards]) => (
        <ComparisonGrid
          key={line}
          title={`Compare: ${LINE_TITLE[line] ?? line}`}
          columns={cards}
          frequency={frequency}
          expired={expired}
          cheapestFirst={byPrice}
        />
      ))}
      {refused.length ? (
        <section aria-labelledby="folio-not-quoted" className="stack">
          <h2 id="folio-not-quoted">Not quoted</h2>
          {refused.map((card) => (
            <NotQuotedLine key={card.id} card={card} />
          ))}
        </section>
      ) : null}
      <section aria-labelledby="folio-programs">
        <h2 id="folio-programs">Program details</h2>
        <Grid kind="cards">
          {columns.map((card) => (
            <QuoteCard key={card.id} quoteId={card.quoteId} card={card} frequency={frequency} expired={expired(card)} />
          ))}
        </Grid>
      </section>
      <History session={data} />
    </Stack>
  );
}

const LINE_ORDER = ["BOP", "CGL", "PL", "TI"];

/** Columns grouped by line of business (BOP, CGL, PL, travel), each line's columns in the grid's order. */
function linesOf(columns: SessionCard[]): Array<[string, SessionCard[]]> {
  const lines = new Map<string, SessionCard[]>();
  for (const c of columns) lines.set(c.program.type, [...(lines.get(c.program.type) ?? []), c]);
  return [...lines].sort(([a], [b]) => LINE_ORDER.indexOf(a) - LINE_ORDER.indexOf(b));
}

function SessionHeader({ session }: { session: Session }) {
  return (
    <PageHeader
      title={session.insuredName ? `Quote for ${session.insuredName}` : "Quote"}
      meta={
        <>
          <span>
            Status: <StatusText status={session.status}>{FOLIO_STATUS_TEXT[session.status]}</StatusText>
          </span>
          <span>
            Client <Link href={`/clients/${session.insuredId}`}>{session.insuredName || "details"}</Link>
          </span>
          <span>
            Started <Moment value={session.createdAt} />
          </span>
          {session.folioCount > 1 ? (
            <span>
              Last re-quoted <Moment value={session.updatedAt} />
            </span>
          ) : null}
          <span>
            Valid until <Moment value={session.expiresAt} show="date" />
          </span>
        </>
      }
      actions={
        <>
          <ButtonLink href={`/quotes/${session.latestQuoteId}/questions`}>Answer questions</ButtonLink>
          <ButtonLink href={`/quotes/new?edit=${session.latestQuoteId}`}>Edit risk</ButtonLink>
          <ButtonLink href={`/quotes/new?copy=${session.latestQuoteId}`}>Copy quote</ButtonLink>
        </>
      }
    />
  );
}

function Summary({ session }: { session: Session }) {
  const s = session.summary;
  const total = session.quotes.length;
  return (
    <Panel title="Summary" size="sm" stack={false}>
      {/* Values stay on one line at a phone's width, so the summary keeps its height as cards answer. */}
      <DataList
        variant="stats"
        items={[
          { term: "Quoted", value: String(s.quotedCount) },
          { term: "Declined or failed", value: String(s.failedCount) },
          ...summaryFigures(s).map((f) => ({ term: f.term, value: f.amount === null ? "—" : formatMoney(f.amount) })),
        ]}
      />
      <p role="status" className="muted summary-status">
        {s.quotingCount > 0 ? `${s.quotingCount} of ${total} programs still quoting…` : `All ${total} programs have answered.`}
      </p>
    </Panel>
  );
}

/** A decline reason in words: the carrier's own message (written for agents, with its figures) without a code; the catalogue's sentence when it has none. */
const reasonSentence = (r: { code: string; message: string }) => (r.message.trim() ? reasonText(null, r.message) : reasonText(r.code));

/** A declined or failed program in one line: its reason, and Retry for a failure. */
function NotQuotedLine({ card }: { card: SessionCard }) {
  const { requote, busy, ready } = useCardRequote(card.quoteId, card, () => ({}));
  const declined = card.status === "declined";
  return (
    <article aria-label={card.program.name} data-status={card.status} className="card not-quoted">
      <Row className="not-quoted-row">
        <p className="flush">
          <strong>{card.program.name}</strong> <span className="muted">({card.carrier.name})</span>{" "}
          <StatusText status={card.status}>{declined ? "Declined" : "Could not be quoted"}</StatusText>
          {": "}
          {declined
            ? card.declineReasons.length
              ? card.declineReasons.map((r) => reasonSentence(r)).join(" ")
              : reasonText(null)
            : failureText(card.failureReason)}
        </p>
        {!declined ? (
          <Button onClick={() => requote.mutate(undefined)} disabled={busy || !ready} aria-label={`Retry ${card.program.code}`}>
            Retry
          </Button>
        ) : null}
      </Row>
      <RequoteStatus card={card} busy={busy} error={requote.error} />
    </article>
  );
}

/** Earlier attempts of the session's programs: replaced by a later quote, reachable but never bindable. */
function History({ session }: { session: Session }) {
  if (!session.history.length) return null;
  return (
    <Panel as="nav" title="Earlier attempts (replaced)" size="sm" stack={false}>
      <ul className="list">
        {session.history.map((h) => (
          <li key={h.quoteRequestId}>
            <Link href={`/quotes/${h.quoteId}/applications/${h.quoteRequestId}`}>
              {h.programCode} attempt {h.attemptNumber}
            </Link>{" "}
            <span className="muted">
              · <Moment value={h.createdAt} />
              {h.totalAnnual !== null ? ` · ${formatMoney(h.totalAnnual)} a year` : ""} · replaced by attempt {h.replacedByAttempt}
            </span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

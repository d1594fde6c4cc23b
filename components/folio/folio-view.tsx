"use client";
// The quote folio page: polls GET /v1/quote/{quoteId} while any card is quoting, then stops.
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { StatusText } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DataList } from "@/components/ui/data-list";
import { Grid, Stack } from "@/components/ui/layout";
import { Notice, VisuallyHidden } from "@/components/ui/notice";
import { PageHeader } from "@/components/ui/page-header";
import { Panel } from "@/components/ui/panel";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError } from "@/lib/client/api";
import { getFolio, listFolios, type Folio, type FolioList } from "@/lib/client/endpoints";
import { formatMoney } from "@/lib/client/format";
import { queryKeys } from "@/lib/client/query-keys";
import { FOLIO_STATUS_TEXT, formatDate, formatDateTime, type PriceFrequency } from "./format";
import { Problem } from "./problem";
import { QuoteCard } from "./program-card";

export function FolioView({ quoteId }: { quoteId: string }) {
  const [frequency, setFrequency] = useState<PriceFrequency>("annual");
  const folio = useQuery({
    queryKey: queryKeys.folio(quoteId),
    queryFn: () => getFolio(quoteId),
    refetchInterval: (query) => (query.state.data?.quotes.some((c) => c.status === "quoting") ? 1000 : false),
    // A 4xx will not change on retry.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });

  if (folio.isPending) return <FolioSkeleton />;
  if (folio.error && !folio.data) {
    return (
      <Stack>
        <PageHeader title="Quote" />
        {folio.error instanceof ApiError && folio.error.status === 404 ? (
          <Notice kind="alert">This quote does not exist or belongs to another agency.</Notice>
        ) : (
          <Problem error={folio.error} />
        )}
        <p>
          <Link href="/dashboard">Back to recent quotes</Link>
        </p>
      </Stack>
    );
  }
  const data = folio.data!;
  const expiredFolio = data.status === "expired";
  return (
    <Stack>
      <FolioHeader folio={data} />
      {folio.error ? <Problem error={folio.error} prefix="Could not refresh this quote:" /> : null}
      <Summary folio={data} />
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
      <section aria-labelledby="folio-programs">
        <h2 id="folio-programs">Programs</h2>
        <Grid kind="cards">
          {data.quotes.map((card) => (
            <QuoteCard
              key={card.id}
              quoteId={data.quoteId}
              card={card}
              frequency={frequency}
              expired={expiredFolio || new Date(card.validUntil).getTime() < Date.now()}
            />
          ))}
        </Grid>
      </section>
      <GroupQuotes folio={data} />
    </Stack>
  );
}

function FolioHeader({ folio }: { folio: Folio }) {
  return (
    <PageHeader
      title={folio.insuredName ? `Quote for ${folio.insuredName}` : "Quote"}
      meta={
        <>
          <span>
            Status: <StatusText status={folio.status}>{FOLIO_STATUS_TEXT[folio.status]}</StatusText>
          </span>
          <span>Created {formatDateTime(folio.createdAt)}</span>
          <span>Valid until {formatDate(folio.expiresAt)}</span>
          {folio.originalQuoteId ? <span>Re-quote</span> : null}
        </>
      }
    />
  );
}

function Summary({ folio }: { folio: Folio }) {
  const s = folio.summary;
  const total = folio.quotes.length;
  return (
    <Panel title="Summary" size="sm" stack={false}>
      {/* Values stay on one line at a phone's width, so the summary keeps its height as cards answer. */}
      <DataList
        variant="stats"
        items={[
          { term: "Quoted", value: String(s.quotedCount) },
          { term: "Declined or failed", value: String(s.failedCount) },
          { term: "Annual, one per line", value: formatMoney(s.totalAnnual) },
          { term: "Monthly, one per line", value: formatMoney(s.totalMonthly) },
          { term: "Best annual price", value: s.bestAnnual === null ? "—" : formatMoney(s.bestAnnual) },
        ]}
      />
      <p role="status" className="muted summary-status">
        {s.quotingCount > 0 ? `${s.quotingCount} of ${total} programs still quoting…` : `All ${total} programs have answered.`}
      </p>
    </Panel>
  );
}

/** Other folios of the same shopping session (earlier attempts, and later ones when viewing an old one). */
function GroupQuotes({ folio }: { folio: Folio }) {
  const filter = { groupId: folio.groupId };
  const group = useQuery({
    queryKey: queryKeys.folios(filter),
    queryFn: () => listFolios({ ...filter, limit: 20 }),
  });
  if (!group.data) return null;
  const others = group.data.items.filter((f) => f.quoteId !== folio.quoteId);
  const created = new Date(folio.createdAt).getTime();
  const earlier = others.filter((f) => new Date(f.createdAt).getTime() <= created);
  const later = others.filter((f) => new Date(f.createdAt).getTime() > created);
  if (!others.length) return null;
  return (
    <>
      {later.length ? <FolioLinks title="Newer quotes in this session" items={later} /> : null}
      {earlier.length ? <FolioLinks title="Earlier quotes in this session" items={earlier} /> : null}
    </>
  );
}

function FolioLinks({ title, items }: { title: string; items: FolioList["items"] }) {
  return (
    <Panel as="nav" title={title} size="sm" stack={false}>
      <ul className="list">
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
    </Panel>
  );
}

/** The page's shape while the folio loads: the same heights as the header, summary and cards. */
function FolioSkeleton() {
  return (
    <div className="stack" aria-busy="true">
      <VisuallyHidden as="p" role="status">
        Loading quote…
      </VisuallyHidden>
      <div aria-hidden="true" className="stack">
        <Skeleton shape="title" />
        <Skeleton shape="meta" />
        <div className="card">
          <Skeleton shape="heading" />
          <Skeleton shape="block" />
        </div>
        <div className="row">
          <Skeleton shape="button" />
          <Skeleton shape="button-wide" />
        </div>
        <Skeleton shape="section" />
        <Grid kind="cards">
          {[0, 1, 2].map((i) => (
            <div key={i} className="card stack program-card">
              <Skeleton shape="card-title" />
              <Skeleton shape="card-line" />
              <Skeleton shape="price" />
              <Skeleton shape="card-body" />
              <Skeleton shape="card-action" />
            </div>
          ))}
        </Grid>
      </div>
    </div>
  );
}

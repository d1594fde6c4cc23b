"use client";
// The agency insights page (decision 046): for a period and optionally one producer, what an owner asks every
// Monday, from GET /v1/reports/insights. Three charts (hit ratio per program, premium written by month, decline
// reasons), drawn by ./bar-chart, which only this page imports (statically: next/dynamic cost every page ~660 B,
// decision 046); every chart has its table under it and every table downloads as CSV (lib/client/insights.ts
// makes both from one definition).
import { useQuery } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Row, Stack } from "@/components/ui/layout";
import { PageHeader } from "@/components/ui/page-header";
import { Problem } from "@/components/ui/problem";
import { ScrollArea } from "@/components/ui/scroll-area";
import { Columns, HorizontalBars } from "./bar-chart";
import { formatDate, formatMoney } from "@/lib/client/format";
import {
  csvFileName,
  declineTable,
  duration,
  failedPaymentTable,
  getInsightsReport,
  headline,
  insightsKey,
  lineTable,
  monthLabel,
  monthTable,
  noticeTable,
  percent,
  programTable,
  referralTable,
  renewalTable,
  tableCsv,
  type InsightsFilter,
  type InsightsReport,
  type Table,
} from "@/lib/client/insights";

type Filter = InsightsFilter;

const wholeDollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

function download(t: Table, r: InsightsReport) {
  const url = URL.createObjectURL(new Blob([tableCsv(t)], { type: "text/csv;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = csvFileName(t, r);
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A table with its caption, numbers right-aligned, and its CSV button. */
function DataTable({ table, report, numeric }: { table: Table; report: InsightsReport; numeric: number[] }) {
  return (
    <>
      <p id={`${table.name}-caption`} className="table-title flush">
        {table.caption}
      </p>
      <ScrollArea>
        <table className="data data-sm" aria-labelledby={`${table.name}-caption`}>
          <thead>
            <tr>
              {table.headers.map((h, i) => (
                <th key={h} scope="col" className={numeric.includes(i) ? "num" : undefined}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, r) => (
              <tr key={r}>
                {row.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row" className="plain">
                      {cell}
                    </th>
                  ) : (
                    <td key={i} className={numeric.includes(i) ? "num" : undefined}>
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollArea>
      <div>
        <Button onClick={() => download(table, report)}>Download CSV: {table.caption.toLowerCase()}</Button>
      </div>
    </>
  );
}

function Section({ id, title, intro, children }: { id: string; title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section className="card stack insights-section" aria-labelledby={id} id={`${id}-section`}>
      <h2 id={id} className="flush">
        {title}
      </h2>
      {intro ? <p className="muted flush">{intro}</p> : null}
      {children}
    </section>
  );
}

export function InsightsPage() {
  const [filter, setFilter] = useState<Filter>({});
  const {
    data: r,
    error,
    isPending,
    isFetching,
  } = useQuery({
    queryKey: insightsKey(filter),
    queryFn: () => getInsightsReport(filter),
    placeholderData: (previous) => previous,
  });
  const set = (change: Partial<Filter>) => setFilter((f) => ({ ...f, ...change }));

  return (
    <Stack>
      <PageHeader
        title="Insights"
        meta="Quotes, binds, premium, declines, renewals and failing payments for a period you choose, for the whole agency or one producer. Days are UTC days."
      />
      <Row className="filters">
        <Field id="insights-from" label="From">
          {(control) => (
            <input {...control} type="date" value={filter.from ?? r?.period.from ?? ""} onChange={(e) => set({ from: e.target.value || undefined })} />
          )}
        </Field>
        <Field id="insights-to" label="To (included)">
          {(control) => <input {...control} type="date" value={filter.to ?? r?.period.to ?? ""} onChange={(e) => set({ to: e.target.value || undefined })} />}
        </Field>
        <Field id="insights-producer" label="Producer">
          {(control) => (
            <select {...control} value={filter.producer ?? ""} onChange={(e) => set({ producer: e.target.value || undefined })}>
              {r && r.producers.length === 1 && r.period.producer ? null : <option value="">Whole agency</option>}
              {(r?.producers ?? []).map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        {filter.from || filter.to || filter.producer ? (
          <div className="field-action">
            <Button onClick={() => setFilter({})}>Last 90 days, whole agency</Button>
          </div>
        ) : null}
      </Row>
      {error ? <Problem error={error} /> : null}
      {isPending ? <p aria-live="polite">Loading the figures…</p> : null}
      {r ? <Report r={r} busy={isFetching} /> : null}
    </Stack>
  );
}

function Report({ r, busy }: { r: InsightsReport; busy: boolean }) {
  const producer = r.period.producer ? (r.producers.find((p) => p.id === r.period.producer)?.name ?? "one producer") : null;
  const programs = programTable(r);
  const months = monthTable(r);
  const declines = declineTable(r);
  const referrals = referralTable(r);
  const renewals = renewalTable(r);
  const failed = failedPaymentTable(r);
  const notices = noticeTable(r);
  const written = r.premiumByMonth.reduce((n, m) => n + m.premium, 0);
  const t = r.timeToPriced;
  const ta = r.referralTurnaround;
  return (
    <div className="stack insights" aria-busy={busy || undefined}>
      <p className="insights-headline" aria-live="polite" id="insights-headline">
        {formatDate(r.period.from)} to {formatDate(r.period.to)}
        {producer ? `, ${producer}'s book` : ", the whole agency"}: {headline(r)}
      </p>
      <dl className="data-list data-list-grid insights-figures">
        <div>
          <dt>Quote requests</dt>
          <dd data-figure="started">{r.totals.started}</dd>
        </div>
        <div>
          <dt>Quoted</dt>
          <dd data-figure="quoted">{r.totals.quoted}</dd>
        </div>
        <div>
          <dt>Bound</dt>
          <dd data-figure="bound">{r.totals.bound}</dd>
        </div>
        <div>
          <dt>Hit ratio (bound ÷ quoted)</dt>
          <dd data-figure="hit-ratio">{percent(r.totals.hitRatio)}</dd>
        </div>
        <div>
          <dt>Premium written</dt>
          <dd data-figure="premium">{formatMoney(written)}</dd>
        </div>
        <div>
          <dt>Time to every card priced</dt>
          <dd data-figure="time-to-priced">
            {t.quotes ? duration(t.medianSeconds) : "No quote answered yet"}
            {t.quotes ? <span className="muted small block">median; {duration(t.averageSeconds)} on average</span> : null}
          </dd>
        </div>
      </dl>

      <Section id="insights-programs" title="Hit ratio per program" intro="Of the quotes each carrier program priced, how many were bound.">
        {programs.rows.length ? (
          <>
            <HorizontalBars
              title="Hit ratio per program"
              max={1}
              bars={r.byProgram.map((p) => ({ label: `${p.programName} (${p.programCode})`, value: p.hitRatio ?? 0, text: percent(p.hitRatio) }))}
            />
            <DataTable table={programs} report={r} numeric={[3, 4, 5, 6]} />
            <DataTable table={lineTable(r)} report={r} numeric={[1, 2, 3, 4]} />
          </>
        ) : (
          <p className="flush">No quotes were started in this period, so there is nothing to compare yet.</p>
        )}
      </Section>

      <Section
        id="insights-premium"
        title="Premium written by month"
        intro="Premium of the policies issued each month, new business and renewals, before fees and taxes."
      >
        {written > 0 ? (
          <Columns
            title="Premium written by month"
            bars={r.premiumByMonth.map((m) => ({ label: monthLabel(m.month), value: m.premium, text: wholeDollars.format(m.premium) }))}
          />
        ) : (
          <p className="flush">No policies were issued in this period.</p>
        )}
        <DataTable table={months} report={r} numeric={[1, 2, 3]} />
      </Section>

      <Section id="insights-declines" title="Why quotes were declined" intro="The carriers' and underwriters' reasons, most frequent first.">
        {declines.rows.length ? (
          <>
            <HorizontalBars title="Decline reasons" bars={r.declineReasons.map((d) => ({ label: d.message, value: d.count, text: String(d.count) }))} />
            <DataTable table={declines} report={r} numeric={[2]} />
          </>
        ) : (
          <p className="flush">No quote was declined in this period.</p>
        )}
      </Section>

      <Section
        id="insights-referrals"
        title="Referrals to underwriters"
        intro={
          ta.decided || ta.waiting
            ? `${ta.decided} decided${ta.decided ? ` in ${duration(ta.medianHours === null ? null : ta.medianHours * 3600)} (median; ${duration(ta.averageHours === null ? null : ta.averageHours * 3600)} on average)` : ""}, ${ta.waiting} still waiting for an underwriter.`
            : "No quote was referred to an underwriter in this period."
        }
      >
        {referrals.rows.length ? <DataTable table={referrals} report={r} numeric={[2]} /> : null}
      </Section>

      <Section
        id="insights-renewals"
        title="Renewals due"
        intro={`Counted from ${formatDate(r.period.today)}, whatever the period: ${r.renewals.within30} in the next 30 days, ${r.renewals.within60} in 60, ${r.renewals.within90} in 90.`}
      >
        {renewals.rows.length ? <DataTable table={renewals} report={r} numeric={[4, 5]} /> : <p className="flush">No policy expires in the next 90 days.</p>}
      </Section>

      <Section
        id="insights-payments"
        title="Failing payments"
        intro="Charges that failed in the period, and policies that will be cancelled unless the balance is paid."
      >
        {failed.rows.length ? <DataTable table={failed} report={r} numeric={[1]} /> : <p className="flush">No charge failed in this period.</p>}
        {notices.rows.length ? <DataTable table={notices} report={r} numeric={[]} /> : <p className="flush">No policy is in a non-payment notice.</p>}
      </Section>
    </div>
  );
}

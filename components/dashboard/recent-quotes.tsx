"use client";
// The dashboard: one row per shopping session (its latest folio), newest first, paged by the API's
// cursors; search by insured and filters by status and program are applied by the API, so they hold on
// every page. Search, filters and the page are in the URL: Back and reload keep them. Decision 021.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { Moment } from "@/components/ui/moment";
import { Problem } from "@/components/ui/problem";
import { StatusText } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ButtonLink } from "@/components/ui/button-link";
import { Field } from "@/components/ui/field";
import { Row, Stack } from "@/components/ui/layout";
import { PageHeader } from "@/components/ui/page-header";
import { ScrollArea } from "@/components/ui/scroll-area";
import { listFolios, listPrograms } from "@/lib/client/endpoints";
import { formatMoney } from "@/lib/client/format";
import { FOLIO_STATUS_LABELS, statusLabel } from "@/lib/client/messages";
import { queryKeys, type FolioFilter } from "@/lib/client/query-keys";

export const PAGE_SIZE = 20;
const FOLIO_STATUSES = ["quoting", "quoted", "bound", "no_quotes", "expired"] as const;
/** "referred" is not a folio status: it filters the quotes with an application waiting for a carrier's underwriter. */
const STATUSES = [...FOLIO_STATUSES, "referred"] as const;
type Status = (typeof STATUSES)[number];
/** The cursors of the pages before this one, in the URL as `pages=c1.c2` (cursors are base64url: no dots). */
const SEPARATOR = ".";

interface DashboardState {
  q: string;
  status: Status | "";
  program: string;
  /** Cursors that opened each page after the first; the last one opened this page. */
  pages: string[];
}

function readState(params: URLSearchParams): DashboardState {
  const status = params.get("status") ?? "";
  return {
    q: params.get("q") ?? "",
    status: (STATUSES as readonly string[]).includes(status) ? (status as Status) : "",
    program: params.get("program") ?? "",
    pages: (params.get("pages") ?? "").split(SEPARATOR).filter((c) => /^[A-Za-z0-9_-]{1,200}$/.test(c)),
  };
}

function urlOf(pathname: string, s: DashboardState): string {
  const params = new URLSearchParams();
  if (s.q) params.set("q", s.q);
  if (s.status) params.set("status", s.status);
  if (s.program) params.set("program", s.program);
  if (s.pages.length) params.set("pages", s.pages.join(SEPARATOR));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

export function RecentQuotes() {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const state = readState(new URLSearchParams(params.toString()));
  const [search, setSearch] = useState(state.q);

  // The state as of now, for the search's timer (which fires after the URL may have changed).
  const latest = useRef(state);
  latest.current = state;
  // The last search this box put in the URL: a different one came from Back or a link, and the box shows it.
  const pushedQ = useRef(state.q);
  // Typing replaces the URL (one history entry per search, not per key); filters and pages push one.
  // The search box is the truth for q when a filter or page changes: a search typed but not yet sent goes
  // with it (and its timer then has nothing left to do), so a filter is never undone by a late search.
  const typed = useRef(search);
  typed.current = search;
  const go = (next: Partial<DashboardState>, mode: "push" | "replace" = "push") => {
    const q = next.q ?? typed.current.trim();
    pushedQ.current = q;
    const url = urlOf(pathname, { ...latest.current, pages: [], ...next, q });
    if (mode === "push") router.push(url, { scroll: false });
    else router.replace(url, { scroll: false });
  };
  useEffect(() => {
    const q = search.trim();
    if (q === state.q) return;
    const t = setTimeout(() => {
      if (q === latest.current.q || q === pushedQ.current) return; // a filter, Clear filters or Back got there first
      go({ q }, "replace");
    }, 300);
    return () => clearTimeout(t);
  }, [search]); // only typing starts a search
  useEffect(() => {
    if (state.q === pushedQ.current) return;
    pushedQ.current = state.q;
    setSearch(state.q);
  }, [state.q]);

  const filter: FolioFilter = {
    view: "sessions",
    ...(state.q ? { q: state.q } : {}),
    ...(state.status === "referred" ? { referred: true } : state.status ? { status: state.status } : {}),
    ...(state.program ? { program: state.program } : {}),
    ...(state.pages.length ? { cursor: state.pages.at(-1)! } : {}),
  };
  const {
    data: page,
    error,
    isPending,
    isFetching,
    isPlaceholderData,
  } = useQuery({
    queryKey: queryKeys.folios(filter),
    queryFn: () => listFolios({ ...filter, limit: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const programs = useQuery({ queryKey: queryKeys.programs(undefined), queryFn: () => listPrograms(), staleTime: 60_000 });

  const filtered = Boolean(state.q || state.status || state.program);
  const items = page?.items ?? [];
  const total = page?.total ?? items.length;
  const first = state.pages.length * PAGE_SIZE + 1;
  const of = page?.totalCapped ? `more than ${total.toLocaleString("en-US")} quotes` : `${total.toLocaleString("en-US")} quote${total === 1 ? "" : "s"}`;
  const shown = items.length ? `Showing ${first}–${first + items.length - 1} of ${of}` : "";
  const clear = () => {
    setSearch("");
    go({ q: "", status: "", program: "" });
  };

  return (
    <Stack>
      <PageHeader
        title="Recent quotes"
        actions={
          <ButtonLink variant="primary" href="/quotes/new">
            New quote
          </ButtonLink>
        }
      />
      <Row className="filters">
        <Field id="folio-search" label="Search by insured" className="field-search">
          {(control) => <input {...control} type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="e.g. Sunrise Bakery" />}
        </Field>
        <Field id="folio-status" label="Status">
          {(control) => (
            <select {...control} value={state.status} onChange={(e) => go({ status: e.target.value as Status | "" })}>
              <option value="">All statuses</option>
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {s === "referred" ? "Referred to an underwriter" : FOLIO_STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="folio-program" label="Program">
          {(control) => (
            <select {...control} value={state.program} onChange={(e) => go({ program: e.target.value })}>
              <option value="">All programs</option>
              {programs.data?.items.map((p) => (
                <option key={p.code} value={p.code}>
                  {p.code} · {p.name}
                </option>
              ))}
              {/* A program in the URL that the list has not loaded yet (or no longer offers) still shows as chosen. */}
              {state.program && programs.data && !programs.data.items.some((p) => p.code === state.program) ? (
                <option value={state.program}>{state.program}</option>
              ) : null}
            </select>
          )}
        </Field>
        {filtered && (isPending || items.length) ? (
          <div className="field-action">
            <Button onClick={clear}>Clear filters</Button>
          </div>
        ) : null}
      </Row>
      {error ? <Problem error={error} /> : null}
      {!isPending && !error && !items.length ? (
        filtered ? (
          <div className="card empty-state" role="status">
            <h2>No quotes match</h2>
            <p>
              No quote matches{" "}
              {[
                state.q ? `an insured name containing “${state.q}”` : "",
                state.status ? `the status ${statusLabel(state.status)}` : "",
                state.program ? `the program ${state.program}` : "",
              ]
                .filter(Boolean)
                .join(", ")}
              . Try another search, or clear the filters.
            </p>
            <div>
              <Button onClick={clear}>Clear filters</Button>
            </div>
          </div>
        ) : (
          <div className="card empty-state" role="status">
            <h2>No quotes yet</h2>
            <p>Quote a business or a trip, and it will be listed here with its status and best price.</p>
            <div>
              <ButtonLink variant="primary" href="/quotes/new">
                New quote
              </ButtonLink>
            </div>
          </div>
        )
      ) : (
        <ScrollArea className="card cards-on-phone-wrap" label="Recent quotes">
          {/* Under 640 px each row is a card, each value with its heading beside it (data-label). */}
          <table role="table" className="data cards-on-phone" aria-busy={isFetching ? true : undefined}>
            <caption className="muted">{isPending ? "Loading…" : shown}</caption>
            <thead role="rowgroup">
              <tr role="row">
                <th role="columnheader" scope="col">
                  Insured
                </th>
                <th role="columnheader" scope="col">
                  Status
                </th>
                <th role="columnheader" scope="col">
                  Programs
                </th>
                <th role="columnheader" scope="col" className="num">
                  Annual price
                </th>
                <th role="columnheader" scope="col" className="num">
                  Quotes
                </th>
                <th role="columnheader" scope="col">
                  Expires
                </th>
                <th role="columnheader" scope="col">
                  Last quoted
                </th>
              </tr>
            </thead>
            <tbody role="rowgroup">
              {items.map((f) => {
                const status = f.session?.status ?? f.status;
                const count = f.session?.folioCount ?? 1;
                return (
                  <tr role="row" key={f.quoteId}>
                    <td role="cell">
                      <Link href={`/quotes/${f.quoteId}`}>{f.insuredName || "Quote"}</Link>
                    </td>
                    <td role="cell" data-label="Status">
                      <StatusText status={status}>{statusLabel(status)}</StatusText>
                    </td>
                    <td role="cell" data-label="Programs">
                      {/* A program code never breaks at its hyphen; one span, so that on a phone (a flex row) the list
                          is one item beside its label, not one spread-out item per code. */}
                      <span>
                        {f.programs.map((code, i) => (
                          <span key={code}>
                            {i ? ", " : ""}
                            <span className="nowrap">{code}</span>
                          </span>
                        ))}
                      </span>
                    </td>
                    {/* Bound: what the insured pays; otherwise the cheapest quote. */}
                    <td role="cell" className="num" data-label="Annual price">
                      {formatMoney(f.status === "bound" ? f.summary.totalAnnual : f.summary.bestAnnual)}
                    </td>
                    <td role="cell" className="num" data-label="Quotes" title={count > 1 ? `Quoted ${count} times in this session` : undefined}>
                      {count}
                    </td>
                    <td role="cell" data-label="Expires">
                      <Moment value={f.expiresAt} show="date" />
                    </td>
                    <td role="cell" data-label="Last quoted">
                      <Moment value={f.createdAt} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollArea>
      )}
      {state.pages.length || page?.nextCursor ? (
        <nav aria-label="Pages" className="row pager">
          <Button disabled={!state.pages.length} onClick={() => go({ pages: state.pages.slice(0, -1) })}>
            Previous
          </Button>
          <span className="muted">
            Page {state.pages.length + 1} of {Math.max(1, Math.ceil(total / PAGE_SIZE))}
          </span>
          {/* While the next page loads, the one shown is the previous page's (kept in place): its cursor would repeat a page. */}
          <Button
            disabled={!page?.nextCursor || isPlaceholderData}
            onClick={() => page?.nextCursor && !isPlaceholderData && go({ pages: [...state.pages, page.nextCursor] })}
          >
            Next
          </Button>
        </nav>
      ) : null}
    </Stack>
  );
}

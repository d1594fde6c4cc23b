"use client";
// The agency's policies, newest first: search by number or insured name, keyset pages with "Load more".
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useEffect, useState } from "react";
import { apiFetch, formatMoney } from "@/lib/client/api";
import { PolicyListResponse } from "@/lib/schemas/bind";
import { ScrollArea } from "./scroll-area";

const Page = PolicyListResponse.shape.data;

export function PoliciesList() {
  const [search, setSearch] = useState("");
  const [q, setQ] = useState("");
  useEffect(() => {
    const t = setTimeout(() => setQ(search.trim()), 300);
    return () => clearTimeout(t);
  }, [search]);
  const { data, error, isPending, isFetching, hasNextPage, fetchNextPage, isFetchingNextPage } = useInfiniteQuery({
    queryKey: ["policies", q],
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ limit: "25" });
      if (q) params.set("q", q);
      if (pageParam) params.set("cursor", pageParam);
      return apiFetch("GET", `/v1/policies?${params}`, { schema: Page });
    },
    initialPageParam: "",
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
  const items = data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <section className="stack">
      <h1 style={{ margin: 0 }}>Policies</h1>
      <div className="field" style={{ maxWidth: 360 }}>
        <label htmlFor="policy-search">Search policies</label>
        <input id="policy-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Policy number or insured name" />
      </div>
      {error ? (
        <p role="alert" className="error">
          {error.message}
        </p>
      ) : null}
      <ScrollArea className="card">
        <table className="data">
          <caption className="muted" style={{ textAlign: "left" }} aria-live="polite">
            {isPending ? "Loading…" : `${items.length}${hasNextPage ? "+" : ""} polic${items.length === 1 && !hasNextPage ? "y" : "ies"}${q ? ` matching “${q}”` : ""}${isFetching && !isFetchingNextPage ? " (updating…)" : ""}`}
          </caption>
          <thead>
            <tr>
              <th scope="col">Number</th>
              <th scope="col">Insured</th>
              <th scope="col">Program</th>
              <th scope="col">Status</th>
              <th scope="col">Period</th>
              <th scope="col" className="num">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((p) => (
              <tr key={p.id}>
                <td>
                  <Link href={`/policies/${p.id}`}>{p.number}</Link>
                </td>
                <td>{p.insured.name}</td>
                <td>{p.program.name}</td>
                <td className={`status status-${p.status}`}>{p.status}</td>
                <td style={{ whiteSpace: "nowrap" }}>
                  {p.effectiveDate} to {p.expirationDate}
                </td>
                <td className="num">{formatMoney(p.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {!isPending && items.length === 0 ? <p className="muted">{q ? "No policies match this search." : "No policies yet. Bind a quote to issue one."}</p> : null}
      </ScrollArea>
      {hasNextPage ? (
        <button type="button" className="btn" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage} aria-busy={isFetchingNextPage || undefined}>
          Load more
        </button>
      ) : null}
    </section>
  );
}

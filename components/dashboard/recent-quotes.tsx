"use client";
// Recent folios with status, insured, best price and expiry; search by insured name.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useEffect, useState } from "react";
import { apiFetch, formatMoney } from "@/lib/client/api";
import { FolioListResponse } from "@/lib/schemas/quote";

const List = FolioListResponse.shape.data;

export function RecentQuotes() {
  const [search, setSearch] = useState("");
  const [q, setQ] = useState("");
  const [status, setStatus] = useState("all");
  useEffect(() => {
    const t = setTimeout(() => setQ(search.trim()), 250);
    return () => clearTimeout(t);
  }, [search]);
  const { data: page, error, isPending } = useQuery({
    queryKey: ["folios", q],
    queryFn: () => apiFetch("GET", `/v1/quote?limit=25${q ? `&q=${encodeURIComponent(q)}` : ""}`, { schema: List }),
    placeholderData: keepPreviousData,
  });
  const data = page && { ...page, items: status === "all" ? page.items : page.items.filter((f) => f.status === status) };
  return (
    <section className="stack">
      <div className="row" style={{ justifyContent: "space-between" }}>
        <h1 style={{ margin: 0 }}>Recent quotes</h1>
        <Link className="btn btn-primary" href="/quotes/new">
          New quote
        </Link>
      </div>
      <div className="row">
        <div className="field" style={{ minWidth: 260 }}>
          <label htmlFor="folio-search">Search by insured</label>
          <input id="folio-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="e.g. Sunrise Bakery" />
        </div>
        <div className="field">
          <label htmlFor="folio-status">Status</label>
          <select id="folio-status" value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="all">All</option>
            <option value="quoting">Quoting</option>
            <option value="quoted">Quoted</option>
            <option value="bound">Bound</option>
            <option value="no_quotes">No quotes</option>
            <option value="expired">Expired</option>
          </select>
        </div>
      </div>
      {error ? <p role="alert" className="error">{(error as Error).message}</p> : null}
      <div className="card" style={{ overflowX: "auto" }}>
        <table className="data">
          <caption className="muted" style={{ textAlign: "left" }}>
            {isPending ? "Loading…" : `${data?.items.length ?? 0} quote${data?.items.length === 1 ? "" : "s"}`}
          </caption>
          <thead>
            <tr>
              <th scope="col">Insured</th>
              <th scope="col">Status</th>
              <th scope="col">Programs</th>
              <th scope="col" className="num">Best annual price</th>
              <th scope="col">Expires</th>
              <th scope="col">Created</th>
            </tr>
          </thead>
          <tbody>
            {data?.items.map((f) => (
              <tr key={f.quoteId}>
                <td>
                  <Link href={`/quotes/${f.quoteId}`}>{f.insuredName || "Quote"}</Link>
                </td>
                <td className={`status status-${f.status}`}>{f.status.replace("_", " ")}</td>
                <td>{f.programs.join(", ")}</td>
                <td className="num">{formatMoney(f.summary.bestAnnual)}</td>
                <td>{new Date(f.expiresAt).toLocaleDateString()}</td>
                <td>{new Date(f.createdAt).toLocaleString()}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

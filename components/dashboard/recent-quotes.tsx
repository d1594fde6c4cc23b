"use client";
// Recent folios with status, insured, best price and expiry; search by insured name.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useEffect, useState } from "react";
import { StatusText } from "@/components/ui/badge";
import { ButtonLink } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Row, Stack } from "@/components/ui/layout";
import { Notice } from "@/components/ui/notice";
import { PageHeader } from "@/components/ui/page-header";
import { ScrollArea } from "@/components/ui/scroll-area";
import { listFolios } from "@/lib/client/endpoints";
import { formatMoney } from "@/lib/client/format";
import { queryKeys } from "@/lib/client/query-keys";

const STATUSES: Array<[string, string]> = [
  ["all", "All"],
  ["quoting", "Quoting"],
  ["quoted", "Quoted"],
  ["bound", "Bound"],
  ["no_quotes", "No quotes"],
  ["expired", "Expired"],
];

export function RecentQuotes() {
  const [search, setSearch] = useState("");
  const [q, setQ] = useState("");
  const [status, setStatus] = useState("all");
  useEffect(() => {
    const t = setTimeout(() => setQ(search.trim()), 250);
    return () => clearTimeout(t);
  }, [search]);
  const filter = q ? { q } : {};
  const {
    data: page,
    error,
    isPending,
  } = useQuery({
    queryKey: queryKeys.folios(filter),
    queryFn: () => listFolios({ ...filter, limit: 25 }),
    placeholderData: keepPreviousData,
  });
  const items = page ? (status === "all" ? page.items : page.items.filter((f) => f.status === status)) : [];
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
      <Row>
        <Field id="folio-search" label="Search by insured" className="field-search">
          {(control) => <input {...control} type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="e.g. Sunrise Bakery" />}
        </Field>
        <Field id="folio-status" label="Status">
          {(control) => (
            <select {...control} value={status} onChange={(e) => setStatus(e.target.value)}>
              {STATUSES.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
      </Row>
      {error ? <Notice kind="alert">{error.message}</Notice> : null}
      <ScrollArea className="card">
        <table className="data">
          <caption className="muted">{isPending ? "Loading…" : `${items.length} quote${items.length === 1 ? "" : "s"}`}</caption>
          <thead>
            <tr>
              <th scope="col">Insured</th>
              <th scope="col">Status</th>
              <th scope="col">Programs</th>
              <th scope="col" className="num">
                Best annual price
              </th>
              <th scope="col">Expires</th>
              <th scope="col">Created</th>
            </tr>
          </thead>
          <tbody>
            {items.map((f) => (
              <tr key={f.quoteId}>
                <td>
                  <Link href={`/quotes/${f.quoteId}`}>{f.insuredName || "Quote"}</Link>
                </td>
                <td>
                  <StatusText status={f.status} />
                </td>
                <td>{f.programs.join(", ")}</td>
                <td className="num">{formatMoney(f.summary.bestAnnual)}</td>
                <td>{new Date(f.expiresAt).toLocaleDateString()}</td>
                <td>{new Date(f.createdAt).toLocaleString()}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollArea>
    </Stack>
  );
}

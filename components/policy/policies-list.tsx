"use client";
// The agency's policies, newest first: search by number or insured name, keyset pages with "Load more".
import Link from "next/link";
import { StatusText } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Stack } from "@/components/ui/layout";
import { Problem } from "@/components/ui/problem";
import { PageHeader } from "@/components/ui/page-header";
import { ScrollArea } from "@/components/ui/scroll-area";
import { useSearchedList } from "@/components/ui/use-searched-list";
import { listPolicies } from "@/lib/client/endpoints";
import { formatDate, formatMoney } from "@/lib/client/format";
import { queryKeys } from "@/lib/client/query-keys";

export function PoliciesList() {
  const { search, setSearch, q, items, error, isPending, isFetching, hasNextPage, fetchNextPage, isFetchingNextPage } = useSearchedList(
    queryKeys.policies,
    listPolicies,
  );

  return (
    <Stack>
      <PageHeader title="Policies" />
      <Field id="policy-search" label="Search policies" className="field-search">
        {(control) => (
          <input {...control} type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Policy number or insured name" />
        )}
      </Field>
      {error ? <Problem error={error} /> : null}
      <ScrollArea className="card">
        <table className="data">
          <caption className="muted" aria-live="polite">
            {isPending
              ? "Loading…"
              : `${items.length}${hasNextPage ? "+" : ""} polic${items.length === 1 && !hasNextPage ? "y" : "ies"}${q ? ` matching “${q}”` : ""}${isFetching && !isFetchingNextPage ? " (updating…)" : ""}`}
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
                <td>
                  <StatusText status={p.status} />
                </td>
                <td className="nowrap">
                  {formatDate(p.effectiveDate)} to {formatDate(p.expirationDate)}
                </td>
                <td className="num">{formatMoney(p.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {!isPending && items.length === 0 ? (
          <p className="muted">{q ? "No policies match this search." : "No policies yet. Bind a quote to issue one."}</p>
        ) : null}
      </ScrollArea>
      {hasNextPage ? (
        <div>
          <Button onClick={() => void fetchNextPage()} disabled={isFetchingNextPage} aria-busy={isFetchingNextPage || undefined}>
            Load more
          </Button>
        </div>
      ) : null}
    </Stack>
  );
}

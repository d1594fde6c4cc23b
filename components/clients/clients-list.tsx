"use client";
// The agency's clients, newest first: search by name, DBA or FEIN, keyset pages with "Load more".
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { ButtonLink } from "@/components/ui/button-link";
import { Field } from "@/components/ui/field";
import { Stack } from "@/components/ui/layout";
import { Problem } from "@/components/ui/problem";
import { PageHeader } from "@/components/ui/page-header";
import { ScrollArea } from "@/components/ui/scroll-area";
import { useSearchedList } from "@/components/ui/use-searched-list";
import { listInsureds } from "@/lib/client/endpoints";
import { formatDate } from "@/lib/client/format";
import { queryKeys } from "@/lib/client/query-keys";

export function ClientsList() {
  const { search, setSearch, q, items, error, isPending, isFetching, hasNextPage, fetchNextPage, isFetchingNextPage } = useSearchedList(
    queryKeys.insureds,
    listInsureds,
  );

  return (
    <Stack>
      <PageHeader title="Clients" actions={<ButtonLink href="/quotes/new">New quote</ButtonLink>} />
      <Field id="client-search" label="Search clients" className="field-search">
        {(control) => <input {...control} type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Name, DBA or FEIN" />}
      </Field>
      {error ? <Problem error={error} /> : null}
      <ScrollArea className="card">
        <table className="data">
          <caption className="muted" aria-live="polite">
            {isPending
              ? "Loading…"
              : `${items.length}${hasNextPage ? "+" : ""} client${items.length === 1 && !hasNextPage ? "" : "s"}${q ? ` matching “${q}”` : ""}${isFetching && !isFetchingNextPage ? " (updating…)" : ""}`}
          </caption>
          <thead>
            <tr>
              <th scope="col">Client</th>
              <th scope="col">Kind</th>
              <th scope="col">Where</th>
              <th scope="col">Client since</th>
            </tr>
          </thead>
          <tbody>
            {items.map((c) => (
              <tr key={c.id}>
                <td>
                  <Link href={`/clients/${c.id}`}>{c.name}</Link>
                  {c.dba && c.dba !== c.name ? <span className="muted"> (doing business as {c.dba})</span> : null}
                </td>
                <td>{c.kind === "business" ? "Business" : "Traveller"}</td>
                <td className="nowrap">
                  {c.mailingAddress
                    ? [c.mailingAddress.city, `${c.mailingAddress.state} ${c.mailingAddress.zip}`].filter(Boolean).join(", ")
                    : (c.person?.residenceState ?? c.person?.countryOfResidence ?? "")}
                </td>
                <td className="nowrap">{formatDate(c.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {!isPending && items.length === 0 ? (
          <p className="muted">{q ? "No clients match this search." : "No clients yet. Every new quote adds its business or traveller here."}</p>
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

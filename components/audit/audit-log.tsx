"use client";
// The agency's audit log (GET /v1/audit-events, decision 042): every change, who made it and when, as
// sentences, newest first. Filters by kind of change, actor, object type and a range of days are applied by
// the API; "Load more" follows its cursor; the CSV holds every row the filters match, not only those loaded.
import { useInfiniteQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Row, Stack } from "@/components/ui/layout";
import { Moment } from "@/components/ui/moment";
import { PageHeader } from "@/components/ui/page-header";
import { Problem } from "@/components/ui/problem";
import { actorName, auditCsv, auditQuery, describeAuditEvent, type AuditFilterInput } from "@/lib/client/audit";
import { listAuditEvents, type AuditEvent } from "@/lib/client/endpoints";
import { queryKeys } from "@/lib/client/query-keys";

const PAGE_SIZE = 50;
/** The CSV reads at most this many pages of 100 rows (narrow the dates for more). */
const EXPORT_PAGES = 100;

const ACTIONS: Array<[string, string]> = [
  ["", "All changes"],
  ["policy.", "Policies (all)"],
  ["policy.bind", "Binds"],
  ["policy.cancel", "Cancellations"],
  ["policy.cancel_scheduled", "Scheduled cancellations"],
  ["payment.", "Payments and refunds (all)"],
  ["payment.refund", "Refunds"],
  ["application.referral_approved", "Referrals approved"],
  ["application.referral_declined", "Referrals declined"],
  ["sandbox.clock_moved", "Sandbox clock moves"],
  ["webhook_endpoint.", "Webhook endpoint changes"],
  ["user.", "Sign-ins (all)"],
  ["user.sign_in_failed", "Failed sign-ins"],
];
const ACTOR_TYPES: Array<[string, string]> = [
  ["", "Anyone"],
  ["user", "Portal users"],
  ["api_key", "API keys"],
  ["customer", "Customers (pay links)"],
  ["system", "The system"],
];
const OBJECT_TYPES: Array<[string, string]> = [
  ["", "Any object"],
  ["policy", "Policies"],
  ["payment", "Payments"],
  ["application", "Applications"],
  ["webhook_endpoint", "Webhook endpoints"],
  ["user", "Users"],
  ["agency", "The agency"],
  ["insured", "Clients"],
  ["certificate", "Certificates"],
];

const actorKey = (a: AuditEvent["actor"]) => (a.type === "system" ? "system" : a.type === "customer" ? `customer:pay_link:${a.id}` : `${a.type}:${a.id}`);

export function AuditLog() {
  const [filter, setFilter] = useState<AuditFilterInput>({});
  const [exporting, setExporting] = useState<"" | "busy" | string>("");
  const [exportError, setExportError] = useState<unknown>(null);
  // Actors seen so far, to filter by one of them by name.
  const [knownActors, setKnownActors] = useState<Map<string, string>>(new Map());
  const q = auditQuery(filter);
  const { data, error, isPending, isFetching, hasNextPage, fetchNextPage, isFetchingNextPage } = useInfiniteQuery({
    queryKey: queryKeys.auditEvents(q),
    queryFn: async ({ pageParam }) => {
      const page = await listAuditEvents(q, { limit: PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) });
      setKnownActors((known) => {
        const fresh = page.items.filter((e) => e.actor.type !== "system" && !known.has(actorKey(e.actor)));
        return fresh.length ? new Map([...known, ...fresh.map((e): [string, string] => [actorKey(e.actor), actorName(e.actor)])]) : known;
      });
      return page;
    },
    initialPageParam: "",
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const items = data?.pages.flatMap((p) => p.items) ?? [];
  const set = (change: Partial<AuditFilterInput>) => setFilter((f) => ({ ...f, ...change }));
  const filtered = Object.values(filter).some(Boolean);

  async function exportCsv() {
    setExporting("busy");
    setExportError(null);
    try {
      const rows: AuditEvent[] = [];
      let cursor: string | undefined;
      for (let page = 0; page < EXPORT_PAGES; page++) {
        const res = await listAuditEvents(q, { limit: 100, ...(cursor ? { cursor } : {}) });
        rows.push(...res.items);
        if (!res.nextCursor) break;
        cursor = res.nextCursor;
      }
      const url = URL.createObjectURL(new Blob([auditCsv(rows)], { type: "text/csv;charset=utf-8" }));
      const a = document.createElement("a");
      a.href = url;
      a.download = `audit-log-${new Date().toISOString().slice(0, 10)}.csv`;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      setExporting(
        `Downloaded ${rows.length} row${rows.length === 1 ? "" : "s"}${cursor && rows.length >= EXPORT_PAGES * 100 ? " (the first ones; narrow the dates for the rest)" : ""}.`,
      );
    } catch (e) {
      setExportError(e);
      setExporting("");
    }
  }

  return (
    <Stack>
      <PageHeader
        title="Audit log"
        meta="Every change in the agency, who made it and when: binds, cancellations, refunds, referral decisions, clock moves, webhook endpoints, sign-ins. Rows are never changed or removed."
        actions={
          <Button onClick={() => void exportCsv()} disabled={exporting === "busy"}>
            {exporting === "busy" ? "Preparing CSV…" : "Download CSV"}
          </Button>
        }
      />
      <Row className="filters">
        <Field id="audit-action" label="Change">
          {(control) => (
            <select {...control} value={filter.action ?? ""} onChange={(e) => set({ action: e.target.value })}>
              {ACTIONS.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="audit-actor" label="Who">
          {(control) => (
            <select {...control} value={filter.actor ?? ""} onChange={(e) => set({ actor: e.target.value })}>
              {ACTOR_TYPES.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
              {knownActors.size ? (
                <optgroup label="People and keys seen">
                  {[...knownActors].map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </optgroup>
              ) : null}
            </select>
          )}
        </Field>
        <Field id="audit-object" label="Object">
          {(control) => (
            <select {...control} value={filter.objectType ?? ""} onChange={(e) => set({ objectType: e.target.value })}>
              {OBJECT_TYPES.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="audit-from" label="From">
          {(control) => <input {...control} type="date" value={filter.from ?? ""} onChange={(e) => set({ from: e.target.value })} />}
        </Field>
        <Field id="audit-to" label="To">
          {(control) => <input {...control} type="date" value={filter.to ?? ""} onChange={(e) => set({ to: e.target.value })} />}
        </Field>
        {filtered ? (
          <div className="field-action">
            <Button onClick={() => setFilter({})}>Clear filters</Button>
          </div>
        ) : null}
      </Row>
      <p className="muted flush" aria-live="polite">
        {exporting && exporting !== "busy" ? exporting : ""}
      </p>
      {exportError ? <Problem error={exportError} /> : null}
      {error ? <Problem error={error} /> : null}
      <section className="card" aria-labelledby="audit-count">
        <p id="audit-count" className="muted flush" aria-live="polite">
          {isPending
            ? "Loading…"
            : items.length
              ? `${items.length}${hasNextPage ? "+" : ""} change${items.length === 1 && !hasNextPage ? "" : "s"}`
              : "No changes match."}
        </p>
        {items.length ? (
          <table className="data audit-table" aria-busy={isFetching ? true : undefined} aria-label="Audit log">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">What happened</th>
                <th scope="col">Who</th>
                <th scope="col">Change</th>
                <th scope="col">Request</th>
              </tr>
            </thead>
            <tbody>
              {items.map((e) => (
                <tr key={e.id}>
                  <td data-label="When">
                    <Moment value={e.createdAt} />
                  </td>
                  <td data-label="What happened" className="break-anywhere">
                    {describeAuditEvent(e)}
                  </td>
                  <td data-label="Who">
                    {actorName(e.actor)}
                    {e.actor.email && e.actor.email !== e.actor.name ? <span className="muted small block">{e.actor.email}</span> : null}
                  </td>
                  <td data-label="Change">
                    <code className="small">{e.action}</code>
                  </td>
                  <td data-label="Request" className="muted small break-anywhere">
                    {e.requestId ?? "—"}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </section>
      {hasNextPage ? (
        <div>
          <Button onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? "Loading…" : "Load more"}
          </Button>
        </div>
      ) : null}
    </Stack>
  );
}

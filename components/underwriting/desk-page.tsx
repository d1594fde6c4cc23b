"use client";
// The underwriting desk (issue 31 item 2, decision 040): the carrier's referrals from every appointed agency,
// oldest first, filtered by program, state, agency and age; the decided ones newest first. Filters live in
// the URL, so Back and reload keep them.
import { useInfiniteQuery } from "@tanstack/react-query";
import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Row, Stack } from "@/components/ui/layout";
import { PageHeader } from "@/components/ui/page-header";
import { Panel } from "@/components/ui/panel";
import { Problem } from "@/components/ui/problem";
import { AGE_CHOICES, waitingFor } from "@/lib/client/desk";
import { listReferrals } from "@/lib/client/endpoints";
import { formatDateTime, formatMoney } from "@/lib/client/format";
import { queryKeys, type DeskFilter } from "@/lib/client/query-keys";

const STATES = /^[A-Z]{2}$/;

export function DeskPage({ carrierName }: { carrierName: string }) {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const hours = Number(params.get("older_than_hours"));
  const filter: DeskFilter = {
    status: params.get("status") === "decided" ? "decided" : "open",
    ...(params.get("program") ? { program: params.get("program")! } : {}),
    ...(STATES.test(params.get("state") ?? "") ? { state: params.get("state")! } : {}),
    ...(params.get("agency") ? { agency: params.get("agency")! } : {}),
    ...(Number.isInteger(hours) && hours > 0 ? { olderThanHours: hours } : {}),
  };
  const go = (change: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(change)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    router.push(`${pathname}${next.size ? `?${next}` : ""}`);
  };
  const list = useInfiniteQuery({
    queryKey: queryKeys.referrals(filter),
    queryFn: ({ pageParam }) => listReferrals({ ...filter, limit: 25, ...(pageParam ? { cursor: pageParam } : {}) }),
    initialPageParam: "",
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const first = list.data?.pages[0];
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const now = new Date();
  const open = filter.status === "open";
  return (
    <Stack>
      <PageHeader
        title="Underwriting desk"
        meta={`Referrals of ${carrierName}'s programs from every agency appointed for them. The agency is emailed your decision and your note.`}
      />
      <div className="row filters" role="group" aria-label="Show">
        <Button variant={open ? "primary" : undefined} aria-pressed={open} onClick={() => go({ status: undefined })}>
          Waiting for a decision
        </Button>
        <Button variant={!open ? "primary" : undefined} aria-pressed={!open} onClick={() => go({ status: "decided" })}>
          Decided
        </Button>
      </div>
      <Row className="filters">
        <Field id="desk-program" label="Program">
          {(control) => (
            <select {...control} value={filter.program ?? ""} onChange={(e) => go({ program: e.target.value || undefined })}>
              <option value="">All programs</option>
              {(first?.programs ?? []).map((p) => (
                <option key={p.code} value={p.code}>
                  {p.name} ({p.code})
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="desk-agency" label="Agency">
          {(control) => (
            <select {...control} value={filter.agency ?? ""} onChange={(e) => go({ agency: e.target.value || undefined })}>
              <option value="">All agencies</option>
              {(first?.agencies ?? []).map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="desk-state" label="State">
          {(control) => (
            <input
              {...control}
              defaultValue={filter.state ?? ""}
              maxLength={2}
              placeholder="IL"
              autoCapitalize="characters"
              onBlur={(e) => {
                const v = e.target.value.trim().toUpperCase();
                if (v !== (filter.state ?? "") && (v === "" || STATES.test(v))) go({ state: v || undefined });
              }}
            />
          )}
        </Field>
        <Field id="desk-age" label="Waiting">
          {(control) => (
            <select {...control} value={filter.olderThanHours ?? ""} onChange={(e) => go({ older_than_hours: e.target.value || undefined })}>
              {AGE_CHOICES.map((c) => (
                <option key={c.label} value={c.hours ?? ""}>
                  {c.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      </Row>
      <Panel title={open ? "Waiting for a decision, oldest first" : "Decided, newest first"}>
        {list.error ? <Problem error={list.error} /> : null}
        {list.isPending ? <p className="muted flush">Loading…</p> : null}
        {!list.isPending && !items.length ? (
          <p className="muted flush">{open ? "Nothing is waiting for a decision with these filters." : "No decided referrals with these filters."}</p>
        ) : null}
        <ul className="list" aria-label={open ? "Referrals waiting" : "Decided referrals"}>
          {items.map((r) => (
            <li key={r.id} className="stack" aria-label={`${r.insuredName}, ${r.program.code}`}>
              <div>
                <Link className="strong" href={`/desk/${r.id}`}>
                  {r.insuredName}
                </Link>
                <span className="block small">
                  {r.program.name} ({r.program.code}) · {r.agency.name}
                  {r.state ? ` · ${r.state}` : ""}
                  {r.total !== null ? ` · ${formatMoney(r.total)} a year` : ""}
                </span>
                <span className="block small muted">
                  {r.decision
                    ? `${r.decision.decision === "approved" ? "Approved" : "Declined"} by ${r.decision.by}, ${formatDateTime(r.decision.at)}`
                    : `Waiting ${waitingFor(r.referredAt, now)} (referred ${formatDateTime(r.referredAt)})`}
                </span>
                {r.reasons.length ? <span className="block small">Referred because: {r.reasons.map((x) => x.message).join("; ")}</span> : null}
                {r.agencyNote ? <span className="block small">The agency&rsquo;s note: “{r.agencyNote}”</span> : null}
              </div>
            </li>
          ))}
        </ul>
        {list.hasNextPage ? (
          <div>
            <Button onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
              Show more
            </Button>
          </div>
        ) : null}
      </Panel>
    </Stack>
  );
}

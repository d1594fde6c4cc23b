"use client";
// A client: facts and exposures with their history, answers, renewals due (each beside the term it
// replaces), quotes and policies, and one timeline of all of it (payments, certificates, pay links and
// emails too), with "New quote for this client" (every known fact filled in).
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { StatusText } from "@/components/ui/badge";
import { ButtonLink } from "@/components/ui/button-link";
import { DataList } from "@/components/ui/data-list";
import { DataTable } from "@/components/ui/data-table";
import { Grid, Stack } from "@/components/ui/layout";
import { Notice, VisuallyHidden } from "@/components/ui/notice";
import { PageHeader } from "@/components/ui/page-header";
import { Panel } from "@/components/ui/panel";
import { ScrollArea } from "@/components/ui/scroll-area";
import { Skeleton } from "@/components/ui/skeleton";
import { ClientAnswers } from "@/components/clients/client-answers";
import { ClientRenewals } from "@/components/clients/client-renewals";
import { ApiError } from "@/lib/client/api";
import { clientTimeline, sourceText } from "@/lib/client/client-timeline";
import { getInsured, type Insured } from "@/lib/client/endpoints";
import { formatDate, formatDateTime, formatMoney } from "@/lib/client/format";
import { queryKeys } from "@/lib/client/query-keys";

const ENTITY: Record<string, string> = {
  llc: "Limited liability company",
  corporation: "Corporation",
  s_corporation: "S corporation",
  partnership: "Partnership",
  sole_proprietorship: "Sole proprietorship",
  nonprofit: "Nonprofit",
  other: "Other",
};

type Address = NonNullable<Insured["mailingAddress"]>;
const addressText = (a: Address) => [a.line1, a.line2, [a.city, `${a.state} ${a.zip}`].filter(Boolean).join(", ")].filter(Boolean).join(", ");
const count = (n: number | null) => (n === null ? "-" : n.toLocaleString("en-US"));

export function ClientView({ insuredId }: { insuredId: string }) {
  const {
    data: client,
    error,
    isPending,
  } = useQuery({
    queryKey: queryKeys.insured(insuredId),
    queryFn: () => getInsured(insuredId),
    // A renewal offer being rated is priced by the workers in a few seconds: look again until it is.
    refetchInterval: (q) => (q.state.data?.renewals.some((r) => r.status === "rating") ? 2_000 : false),
  });
  const back = (
    <Link href="/clients" className="muted">
      ← All clients
    </Link>
  );
  if (isPending)
    return (
      <Stack>
        <p className="page-back">{back}</p>
        <Skeleton shape="title" />
        <Skeleton shape="meta" />
        <Skeleton shape="section" />
        <VisuallyHidden as="p" role="status">
          Loading the client…
        </VisuallyHidden>
      </Stack>
    );
  if (error || !client)
    return (
      <Stack>
        <PageHeader back={back} title="Client" />
        <Notice kind="alert">
          {error instanceof ApiError && (error.status === 404 || error.status === 400)
            ? "This client does not exist or belongs to another agency. Find it in All clients."
            : "The client could not be loaded. Try again in a moment."}
        </Notice>
      </Stack>
    );
  const quoted = client.quotes.length > 0;
  return (
    <Stack>
      <PageHeader
        back={back}
        title={client.name}
        meta={[
          client.kind === "business" ? "Business" : "Traveller",
          client.dba && client.dba !== client.name ? `doing business as ${client.dba}` : null,
          `client since ${formatDate(client.createdAt)}`,
          client.archived ? "archived" : null,
        ]
          .filter(Boolean)
          .join(" · ")}
        actions={<ButtonLink href={`/quotes/new?insured=${client.id}`}>{quoted ? "Quote another line" : "New quote for this client"}</ButtonLink>}
      />
      {/* A renewal due is the next thing to do for the client: first when there is one, else beside the policies. */}
      {client.renewals.length ? <ClientRenewals client={client} /> : null}
      <Grid kind="halves">
        <Stack>
          <Facts client={client} />
          <ClientAnswers client={client} />
        </Stack>
        <Panel title="What happened" id="client-timeline">
          <ol className="list" aria-labelledby="client-timeline">
            {clientTimeline(client, { money: formatMoney, date: formatDate }).map((e, i) => (
              <li key={`${e.kind}-${e.at}-${i}`}>
                <strong>{e.href ? <Link href={e.href}>{e.title}</Link> : e.title}</strong> <span className="muted">{formatDateTime(e.at)}</span>
                {e.text ? <div className="muted small">{e.text}</div> : null}
              </li>
            ))}
          </ol>
        </Panel>
      </Grid>
      {client.kind === "business" ? <Exposures client={client} /> : null}
      <Panel title="Policies">
        {client.policies.length ? (
          <ScrollArea>
            <DataTable
              label="Policies"
              columns={[{ header: "Number" }, { header: "Period" }, { header: "Status" }, { header: "Total", num: true }]}
              rows={client.policies.map((p) => ({
                key: p.id,
                cells: [
                  <Link key="n" href={`/policies/${p.id}`}>
                    {p.number}
                  </Link>,
                  <span key="p" className="nowrap">
                    {formatDate(p.effectiveDate)} to {formatDate(p.expirationDate)}
                  </span>,
                  <StatusText key="s" status={p.status} />,
                  formatMoney(p.total),
                ],
              }))}
            />
          </ScrollArea>
        ) : (
          <p className="muted flush">No policies yet: a quote of this client becomes its policy when it is bound and paid.</p>
        )}
      </Panel>
      {client.renewals.length ? null : <ClientRenewals client={client} />}
      <Panel title="Quotes">
        {client.quotes.length ? (
          <ScrollArea>
            <DataTable
              label="Quotes"
              columns={[{ header: "Quoted" }, { header: "Programs" }]}
              rows={client.quotes.map((q) => ({
                key: q.quoteId,
                cells: [
                  <Link key="d" href={`/quotes/${q.quoteId}`} className="nowrap">
                    {formatDateTime(q.createdAt)}
                  </Link>,
                  <ul key="p" className="list-plain">
                    {q.programs.map((p, i) => (
                      <li key={`${p.code}-${i}`}>
                        {p.name} <StatusText status={p.status} />
                      </li>
                    ))}
                  </ul>,
                ],
              }))}
            />
          </ScrollArea>
        ) : (
          <p className="muted flush">Not quoted yet: &quot;New quote for this client&quot; starts one with everything known filled in.</p>
        )}
      </Panel>
    </Stack>
  );
}

function Facts({ client }: { client: Insured }) {
  const p = client.person;
  return (
    <Panel title="Facts">
      <DataList
        variant="grid"
        items={[
          client.kind === "business" && { term: "Legal name", value: client.name },
          client.dba ? { term: "Doing business as", value: client.dba } : null,
          client.entityType ? { term: "Entity", value: ENTITY[client.entityType] ?? client.entityType } : null,
          client.fein ? { term: "FEIN", value: client.fein } : null,
          client.mailingAddress ? { term: "Mailing address", value: addressText(client.mailingAddress), wide: true } : null,
          client.locations.length ? { term: "Locations", value: client.locations.map(addressText).join("; "), wide: true } : null,
          client.classCodes.length ? { term: "Class codes", value: client.classCodes.join(", ") } : null,
          p ? { term: "Traveller", value: `${p.firstName} ${p.lastName}, born ${formatDate(p.dateOfBirth)}` } : null,
          p && (p.residenceState || p.countryOfResidence)
            ? { term: "Lives in", value: [p.residenceState, p.countryOfResidence].filter(Boolean).join(", ") }
            : null,
          client.contacts.length
            ? {
                term: "Contacts",
                wide: true,
                value: client.contacts.map((c) => [c.name, c.email, c.phone].filter(Boolean).join(", ")).join("; "),
              }
            : null,
        ]}
      />
    </Panel>
  );
}

function Exposures({ client }: { client: Insured }) {
  const columns = [
    { header: "Policy year" },
    { header: "Revenue", num: true },
    { header: "Payroll", num: true },
    { header: "Employees", num: true },
    { header: "Square feet", num: true },
    { header: "Recorded" },
  ];
  const row = (e: Insured["exposures"][number], i: number) => ({
    key: `${e.policyYear}-${e.recordedAt}-${i}`,
    cells: [
      String(e.policyYear),
      formatMoney(e.annualRevenue),
      formatMoney(e.annualPayroll),
      count(e.employeeCount),
      count(e.squareFootage),
      <span key="r" className="nowrap">
        {formatDate(e.recordedAt)}, {sourceText(e.source)}
      </span>,
    ],
  });
  return (
    <Panel title="Exposures">
      {client.exposures.length ? (
        <ScrollArea>
          <DataTable label="Exposures by policy year" columns={columns} rows={client.exposures.map(row)} />
        </ScrollArea>
      ) : (
        <p className="muted">No figures yet: a quote records the revenue and employees it was rated on.</p>
      )}
      {client.exposureHistory.length > client.exposures.length ? (
        <details>
          <summary>Earlier figures ({client.exposureHistory.length - client.exposures.length})</summary>
          <ScrollArea>
            <DataTable
              label="Every recorded figure"
              columns={columns}
              rows={client.exposureHistory
                .filter((e) => !client.exposures.some((c) => c.recordedAt === e.recordedAt && c.policyYear === e.policyYear))
                .map(row)}
            />
          </ScrollArea>
        </details>
      ) : null}
    </Panel>
  );
}

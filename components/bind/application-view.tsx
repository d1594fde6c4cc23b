"use client";
// The application page: summary, application questions, and binding (card or pay link).
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { StatusText } from "@/components/ui/badge";
import { DataList } from "@/components/ui/data-list";
import { Grid, Stack } from "@/components/ui/layout";
import { Notice } from "@/components/ui/notice";
import { PageHeader } from "@/components/ui/page-header";
import { Panel } from "@/components/ui/panel";
import { getApplication, type Application, type Policy } from "@/lib/client/endpoints";
import { formatDate, formatDateTime, formatMoney } from "@/lib/client/format";
import { queryKeys } from "@/lib/client/query-keys";
import { cardStanding } from "@/components/folio/format";
import { ApplicationForm } from "./application-form";
import { BindReceipt } from "./bind-receipt";
import { BindPanel } from "./bind-panel";
import { PayLinkList } from "./pay-link";
import { ReferralPanel } from "./referral-panel";
import { notBindable } from "@/lib/client/not-bindable";
import { questionTitle, readFormSchema } from "./json-schema-fields";

export function ApplicationView({ quoteId, applicationId }: { quoteId: string; applicationId: string }) {
  const [issued, setIssued] = useState<Policy[] | null>(null);
  // Questions whose typed answers fail their schema: not saved, so binding waits for them too.
  const [invalidAnswers, setInvalidAnswers] = useState<string[]>([]);
  const {
    data: app,
    error,
    isPending,
  } = useQuery({
    queryKey: queryKeys.application(quoteId, applicationId),
    queryFn: () => getApplication(quoteId, applicationId),
    refetchInterval: (query) => (query.state.data?.applicationStatus === "pending" ? 2_000 : false),
  });
  const back = (
    <Link href={`/quotes/${quoteId}`} className="muted">
      ← Back to the quote
    </Link>
  );

  if (isPending) return <p className="muted">Loading application…</p>;
  if (error || !app) {
    return (
      <Stack>
        <PageHeader title="Application" />
        <Notice kind="alert">{error?.message ?? "The application could not be loaded."}</Notice>
        {back}
      </Stack>
    );
  }

  const schema = readFormSchema(app.applicationForm);
  const bound = app.applicationStatus === "bound";
  // A superseded or expired quote keeps its status; it says why it cannot be bound and offers no payment.
  const standing = bound ? null : cardStanding(app);
  return (
    <Stack>
      <PageHeader back={back} title={`Application: ${app.program.name}`} />
      <Panel label="Summary" stack={false}>
        <DataList
          items={[
            {
              term: "Status",
              value: (
                <>
                  <StatusText status={app.status} />
                  {standing ? <span data-standing={standing.kind}> · {standing.label}</span> : null}
                </>
              ),
            },
            { term: "Carrier", value: app.carrier.name },
            { term: "Annual price", value: formatMoney(app.pricing?.totalAnnual), valueClassName: "price" },
            {
              term: "Monthly price",
              value:
                app.pricing?.totalMonthly != null
                  ? `${formatMoney(app.pricing.monthlyDownPayment)} down, then ${formatMoney(app.pricing.totalMonthly)} a month`
                  : "Not offered",
            },
            {
              term: "Period",
              value: app.effectiveDate ? `${formatDate(app.effectiveDate)} to ${app.expirationDate ? formatDate(app.expirationDate) : "-"}` : "-",
            },
            { term: "Quote valid until", value: formatDateTime(app.validUntil) },
            {
              term: "Endorsements",
              wide: true,
              value: app.endorsements.some((e) => e.status === "included" || e.status === "added") ? (
                <ul className="list" aria-label="Endorsements">
                  {app.endorsements
                    .filter((e) => e.status === "included" || e.status === "added")
                    .map((e) => (
                      <li key={e.key}>
                        {e.name} <span className="muted">{e.added ? `(added, ${formatMoney(e.premium)} a year)` : "(included)"}</span>
                      </li>
                    ))}
                </ul>
              ) : (
                "None"
              ),
            },
            {
              term: "Unanswered required questions",
              wide: true,
              value: app.unansweredRequired.length ? (
                <ul className="list" aria-label="Unanswered required questions">
                  {app.unansweredRequired.map((k) => (
                    <li key={k}>{questionTitle(schema, k)}</li>
                  ))}
                </ul>
              ) : (
                "None"
              ),
            },
          ]}
        />
      </Panel>
      <ReferralPanel app={app} />

      <Grid kind="halves">
        <ApplicationForm app={app} onInvalid={setInvalidAnswers} />
        {issued ? (
          <BindReceipt policies={issued} />
        ) : bound ? (
          <div className="card stack">
            <p className="flush">This application is bound.</p>
            <p className="flush">
              <Link href="/policies">Go to policies</Link>
            </p>
            <PayLinkList quoteId={app.quoteId} />
          </div>
        ) : standing ? (
          <div className="card stack notice" role="status" aria-label="Cannot be bound">
            <p className="flush strong">{standing.label}</p>
            <p className="flush">{standing.text}</p>
            <p className="flush">
              <Link href={`/quotes/${quoteId}`}>Back to the quote</Link>
            </p>
          </div>
        ) : app.applicationStatus === "success" ? (
          <BindPanel app={app} onIssued={setIssued} invalidAnswers={invalidAnswers} />
        ) : (
          <NotBindableNotice app={app} />
        )}
      </Grid>
    </Stack>
  );
}

function NotBindableNotice({ app }: { app: Application }) {
  const { text, reasons } = notBindable(app);
  return (
    <div className="card notice stack" role="status" aria-label="Why this cannot be bound">
      <p className="flush">{text}</p>
      {reasons.length ? (
        <ul className="list" aria-label="Why the carrier declined">
          {reasons.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

"use client";
// The application page: summary, application questions, and binding (card or pay link).
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { apiFetch, formatMoney } from "@/lib/client/api";
import type { PolicyView } from "@/lib/schemas/bind";
import { ApplicationDetail } from "@/lib/schemas/quote";
import { ApplicationForm, applicationKey } from "./application-form";
import { BindPanel } from "./bind-panel";
import { questionTitle, readFormSchema } from "./json-schema-fields";

export function ApplicationView({ quoteId, applicationId }: { quoteId: string; applicationId: string }) {
  const [issued, setIssued] = useState<PolicyView[] | null>(null);
  const { data: app, error, isPending } = useQuery({
    queryKey: applicationKey(quoteId, applicationId),
    queryFn: () => apiFetch("GET", `/v1/quote/${encodeURIComponent(quoteId)}/applications/${encodeURIComponent(applicationId)}`, { schema: ApplicationDetail }),
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
      <div className="stack">
        <h1>Application</h1>
        <p role="alert" className="error">
          {error?.message ?? "The application could not be loaded."}
        </p>
        {back}
      </div>
    );
  }

  const schema = readFormSchema(app.applicationForm);
  const bound = app.applicationStatus === "bound";
  return (
    <div className="stack">
      {back}
      <h1 style={{ marginTop: "0.25rem" }}>Application: {app.program.name}</h1>
      <section className="card" aria-label="Summary">
        <dl style={{ display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(12rem, 1fr))", gap: "0.75rem", margin: 0 }}>
          <div>
            <dt className="muted">Status</dt>
            <dd style={{ margin: 0 }} className={`status status-${app.status}`}>
              {app.status.replace("_", " ")}
            </dd>
          </div>
          <div>
            <dt className="muted">Carrier</dt>
            <dd style={{ margin: 0 }}>{app.carrier.name}</dd>
          </div>
          <div>
            <dt className="muted">Annual price</dt>
            <dd style={{ margin: 0 }} className="price">
              {formatMoney(app.pricing?.totalAnnual)}
            </dd>
          </div>
          <div>
            <dt className="muted">Monthly price</dt>
            <dd style={{ margin: 0 }}>{app.pricing?.totalMonthly != null ? `${formatMoney(app.pricing.totalMonthly)} a month` : "Not offered"}</dd>
          </div>
          <div>
            <dt className="muted">Period</dt>
            <dd style={{ margin: 0 }}>{app.effectiveDate ? `${app.effectiveDate} to ${app.expirationDate ?? "-"}` : "-"}</dd>
          </div>
          <div>
            <dt className="muted">Quote valid until</dt>
            <dd style={{ margin: 0 }}>{new Date(app.validUntil).toLocaleString()}</dd>
          </div>
          <div style={{ gridColumn: "1 / -1" }}>
            <dt className="muted">Unanswered required questions</dt>
            <dd style={{ margin: 0 }}>
              {app.unansweredRequired.length ? (
                <ul style={{ margin: 0, paddingLeft: "1.2rem" }} aria-label="Unanswered required questions">
                  {app.unansweredRequired.map((k) => (
                    <li key={k}>{questionTitle(schema, k)}</li>
                  ))}
                </ul>
              ) : (
                "None"
              )}
            </dd>
          </div>
        </dl>
      </section>

      <div className="grid" style={{ alignItems: "start", gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 22rem), 1fr))" }}>
        <ApplicationForm app={app} />
        {issued ? (
          <div role="status" className="card stack">
            {issued.map((p) => (
              <div key={p.id}>
                <p style={{ margin: 0, fontWeight: 600 }}>Policy {p.number} issued</p>
                <p style={{ margin: 0 }}>
                  <Link href={`/policies/${p.id}`}>View policy {p.number}</Link>
                </p>
              </div>
            ))}
          </div>
        ) : bound ? (
          <div className="card stack">
            <p style={{ margin: 0 }}>This application is bound.</p>
            <p style={{ margin: 0 }}>
              <Link href="/policies">Go to policies</Link>
            </p>
          </div>
        ) : app.applicationStatus === "success" ? (
          <BindPanel app={app} onIssued={setIssued} />
        ) : (
          <p className="card notice">
            {app.applicationStatus === "pending" ? "The carrier is still pricing this application." : "This application is not quoted, so it cannot be bound."}
            {app.failureReason ? ` ${app.failureReason}` : ""}
          </p>
        )}
      </div>
    </div>
  );
}

"use client";
// A policy in full: terms, amounts, coverages, schedule, payments, documents and history, with the
// installment/renewal payment and cancellation panels.
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import type { ReactNode } from "react";
import { apiFetch, formatMoney } from "@/lib/client/api";
import { PolicyResponse, type PolicyView } from "@/lib/schemas/bind";
import { CancelPanel, REASON_LABELS } from "./cancel-panel";
import { RenewalPanel, policyKey } from "./renewal-panel";
import { ScrollArea } from "./scroll-area";

// Two columns on wide screens, one on narrow ones (no empty third track as with .grid alone).
const TWO_COLUMNS = { alignItems: "start", gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 26rem), 1fr))" } as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const humanize = (s: string) => (s.charAt(0).toUpperCase() + s.slice(1)).replace(/_/g, " ");

function detailText(detail: Record<string, unknown>): string {
  return Object.entries(detail)
    .filter(([k, v]) => v !== null && v !== undefined && typeof v !== "object" && k !== "actor" && !UUID.test(String(v)))
    .map(([k, v]) => (k.endsWith("Cents") && typeof v === "number" ? `${k.slice(0, -5)}: ${formatMoney(v / 100)}` : `${k}: ${String(v)}`))
    .join(", ");
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="muted">{label}</dt>
      <dd style={{ margin: 0 }}>{children}</dd>
    </div>
  );
}

export function PolicyDetail({ policyId }: { policyId: string }) {
  const { data: policy, error, isPending } = useQuery({
    queryKey: policyKey(policyId),
    queryFn: () => apiFetch("GET", `/v1/policies/${encodeURIComponent(policyId)}`, { schema: PolicyResponse.shape.data }),
  });
  const back = (
    <Link href="/policies" className="muted">
      ← All policies
    </Link>
  );
  if (isPending) return <p className="muted">Loading policy…</p>;
  if (error || !policy) {
    return (
      <div className="stack">
        <h1>Policy</h1>
        <p role="alert" className="error">
          {error?.message ?? "The policy could not be loaded."}
        </p>
        {back}
      </div>
    );
  }
  return (
    <div className="stack">
      {back}
      <h1 style={{ marginTop: "0.25rem" }}>Policy {policy.number}</h1>
      <Overview policy={policy} />
      <div className="grid" style={TWO_COLUMNS}>
        <Amounts policy={policy} />
        <Coverages policy={policy} />
      </div>
      <Billing policy={policy} />
      <div className="grid" style={TWO_COLUMNS}>
        <RenewalPanel policy={policy} />
        <CancelPanel policy={policy} />
      </div>
      <div className="grid" style={TWO_COLUMNS}>
        <section className="card stack" aria-labelledby="policy-documents">
          <h2 id="policy-documents" style={{ margin: 0 }}>
            Documents
          </h2>
          {policy.documents.length ? (
            <ul style={{ margin: 0, paddingLeft: "1.2rem" }}>
              {policy.documents.map((d) => (
                <li key={d.type}>
                  <a href={d.url}>{d.label}</a>
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">No documents.</p>
          )}
        </section>
        <section className="card stack" aria-labelledby="policy-history">
          <h2 id="policy-history" style={{ margin: 0 }}>
            Status history
          </h2>
          <ol style={{ margin: 0, paddingLeft: "1.2rem" }} aria-labelledby="policy-history">
            {policy.history.map((e, i) => (
              <li key={`${e.type}-${e.at}-${i}`}>
                <strong>{humanize(e.type)}</strong> <span className="muted">{new Date(e.at).toLocaleString()}</span>
                {detailText(e.detail) ? <div className="muted" style={{ fontSize: "0.85rem", overflowWrap: "anywhere" }}>{detailText(e.detail)}</div> : null}
              </li>
            ))}
          </ol>
        </section>
      </div>
    </div>
  );
}

function Overview({ policy }: { policy: PolicyView }) {
  const c = policy.cancellation;
  return (
    <section className="card" aria-label="Overview">
      <dl style={{ display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(12rem, 1fr))", gap: "0.75rem", margin: 0 }}>
        <Item label="Status">
          <span className={`status status-${policy.status}`}>{policy.status}</span>
        </Item>
        <Item label="Insured">
          {policy.insured.name}
          {policy.insured.state || policy.insured.zip ? <span className="muted"> ({[policy.insured.state, policy.insured.zip].filter(Boolean).join(" ")})</span> : null}
        </Item>
        <Item label="Program">{policy.program.name}</Item>
        <Item label="Carrier">{policy.carrier.name}</Item>
        <Item label="Period">
          {policy.effectiveDate} to {policy.expirationDate}
        </Item>
        <Item label="Payment plan">{humanize(policy.paymentPlan)}</Item>
        {policy.renewalOfId ? (
          <Item label="Renewal of">
            <Link href={`/policies/${policy.renewalOfId}`}>Previous term</Link>
          </Item>
        ) : null}
        {c ? (
          <Item label="Cancellation">
            Effective {c.effectiveDate} ({REASON_LABELS[c.reason] ?? humanize(c.reason)}); refund {formatMoney(c.refund)}
          </Item>
        ) : null}
      </dl>
    </section>
  );
}

function Amounts({ policy }: { policy: PolicyView }) {
  return (
    <section className="card stack" aria-labelledby="policy-amounts">
      <h2 id="policy-amounts" style={{ margin: 0 }}>
        Premium
      </h2>
      <table className="data" aria-labelledby="policy-amounts">
        <tbody>
          <tr>
            <th scope="row">Premium</th>
            <td className="num">{formatMoney(policy.premium)}</td>
          </tr>
          {policy.taxLines.map((t) => (
            <tr key={t.code}>
              <th scope="row" style={{ fontWeight: 400, paddingLeft: "1.25rem" }}>
                {t.label}
              </th>
              <td className="num">{formatMoney(t.amount)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">Taxes</th>
            <td className="num">{formatMoney(policy.taxes)}</td>
          </tr>
          {policy.feeLines.map((f) => (
            <tr key={f.code}>
              <th scope="row" style={{ fontWeight: 400, paddingLeft: "1.25rem" }}>
                {f.label}
              </th>
              <td className="num">{formatMoney(f.amount)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">Fees</th>
            <td className="num">{formatMoney(policy.fees)}</td>
          </tr>
          <tr>
            <th scope="row">Total</th>
            <td className="num price">{formatMoney(policy.total)}</td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}

function Coverages({ policy }: { policy: PolicyView }) {
  return (
    <section className="card stack" aria-labelledby="policy-coverages">
      <h2 id="policy-coverages" style={{ margin: 0 }}>
        Coverages
      </h2>
      <ScrollArea>
        <table className="data" aria-label="Coverages">
          <thead>
            <tr>
              <th scope="col">Coverage</th>
              <th scope="col" className="num">
                Limit
              </th>
              <th scope="col" className="num">
                Deductible
              </th>
            </tr>
          </thead>
          <tbody>
            {policy.coverages.map((c) => (
              <tr key={c.key}>
                <td>{c.name}</td>
                <td className="num">{formatMoney(c.limit)}</td>
                <td className="num">{formatMoney(c.deductible)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollArea>
      <h3 style={{ margin: "0.5rem 0 0" }}>Endorsements</h3>
      {policy.endorsements.length ? (
        <ul style={{ margin: 0, paddingLeft: "1.2rem" }} aria-label="Endorsements">
          {policy.endorsements.map((e) => (
            <li key={e.key}>
              {e.name} <span className="muted">{e.included ? "(included)" : "(not included)"}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted" style={{ margin: 0 }}>
          None.
        </p>
      )}
    </section>
  );
}

function Billing({ policy }: { policy: PolicyView }) {
  return (
    <div className="grid" style={TWO_COLUMNS}>
      <section className="card stack" aria-labelledby="policy-schedule">
        <h2 id="policy-schedule" style={{ margin: 0 }}>
          Schedule
        </h2>
        <ScrollArea>
          <table className="data" aria-label="Payment schedule">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Due date</th>
                <th scope="col" className="num">
                  Amount
                </th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {policy.schedule.map((i) => (
                <tr key={i.number}>
                  <td>{i.number}</td>
                  <td>{i.dueDate}</td>
                  <td className="num">{formatMoney(i.amount)}</td>
                  <td className={i.status === "paid" ? "status status-active" : "status status-quoting"}>{i.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollArea>
      </section>
      <section className="card stack" aria-labelledby="policy-payments">
        <h2 id="policy-payments" style={{ margin: 0 }}>
          Payments
        </h2>
        <ScrollArea>
          <table className="data" aria-label="Payments">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Description</th>
                <th scope="col">Card</th>
                <th scope="col">Status</th>
                <th scope="col" className="num">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {policy.payments.map((p) => (
                <tr key={p.id}>
                  <td>{new Date(p.createdAt).toLocaleDateString()}</td>
                  <td>
                    {p.description}
                  </td>
                  <td>{p.last4 ? `${p.brand ?? "Card"} ending ${p.last4}` : "-"}</td>
                  <td>{p.status}</td>
                  <td className="num">{formatMoney(p.kind === "refund" ? -p.amount : p.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollArea>
      </section>
    </div>
  );
}

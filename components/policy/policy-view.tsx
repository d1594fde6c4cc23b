"use client";
// A policy in full: terms, amounts, coverages, schedule, payments, documents and history, with the
// installment/renewal payment and cancellation panels.
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { AmountsTable } from "@/components/ui/amounts-table";
import { StatusText } from "@/components/ui/badge";
import { DataList } from "@/components/ui/data-list";
import { Grid, Stack } from "@/components/ui/layout";
import { Notice } from "@/components/ui/notice";
import { PageHeader } from "@/components/ui/page-header";
import { DataTable } from "@/components/ui/data-table";
import { Panel, SubHeading } from "@/components/ui/panel";
import { ScrollArea } from "@/components/ui/scroll-area";
import { getPolicy, type Policy } from "@/lib/client/endpoints";
import { paymentDescription, type PaymentLike } from "@/lib/client/payment-description";
import { formatLimit, formatMoney } from "@/lib/client/format";
import { formatDate, formatDateTime } from "@/components/folio/format";
import { historyText } from "@/lib/client/policy-history";
import { queryKeys } from "@/lib/client/query-keys";
import { CancelPanel, REASON_LABELS } from "./cancel-panel";
import { CertificatesPanel } from "./certificates-panel";
import { RenewalPanel } from "./renewal-panel";

const humanize = (s: string) => (s.charAt(0).toUpperCase() + s.slice(1)).replace(/_/g, " ");

/** One history event in words (lib/client/policy-history.ts), with when it happened. */
function HistoryLine({ event }: { event: { type: string; at: string; detail: Record<string, unknown> } }) {
  const { title, text } = historyText(event, { money: formatMoney, date: formatDate, reason: (code) => REASON_LABELS[code] ?? code.replace(/_/g, " ") });
  return (
    <>
      <strong>{title}</strong> <span className="muted">{formatDateTime(event.at)}</span>
      {text ? <div className="muted small">{text}</div> : null}
    </>
  );
}

export function PolicyDetail({ policyId }: { policyId: string }) {
  const {
    data: policy,
    error,
    isPending,
  } = useQuery({
    queryKey: queryKeys.policy(policyId),
    queryFn: () => getPolicy(policyId),
  });
  const back = (
    <Link href="/policies" className="muted">
      ← All policies
    </Link>
  );
  if (isPending) return <p className="muted">Loading policy…</p>;
  if (error || !policy) {
    return (
      <Stack>
        <PageHeader title="Policy" />
        <Notice kind="alert">{error?.message ?? "The policy could not be loaded."}</Notice>
        {back}
      </Stack>
    );
  }
  return (
    <Stack>
      <PageHeader back={back} title={`Policy ${policy.number}`} />
      <Overview policy={policy} />
      <Grid kind="halves">
        <Amounts policy={policy} />
        <Coverages policy={policy} />
      </Grid>
      <Billing policy={policy} />
      <CertificatesPanel policy={policy} />
      <Grid kind="halves">
        <RenewalPanel policy={policy} />
        <CancelPanel policy={policy} />
      </Grid>
      <Grid kind="halves">
        <Panel title="Documents">
          {policy.documents.length ? (
            <ul className="list">
              {policy.documents.map((d) => (
                <li key={d.type}>
                  <a href={d.url}>{d.label}</a>
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">No documents.</p>
          )}
        </Panel>
        <Panel title="Status history" id="policy-history">
          <ol className="list" aria-labelledby="policy-history">
            {policy.history.map((e, i) => (
              <li key={`${e.type}-${e.at}-${i}`}>
                <HistoryLine event={e} />
              </li>
            ))}
          </ol>
        </Panel>
      </Grid>
    </Stack>
  );
}

function Overview({ policy }: { policy: Policy }) {
  const c = policy.cancellation;
  return (
    <Panel label="Overview" stack={false}>
      <DataList
        items={[
          { term: "Status", value: <StatusText status={policy.status} /> },
          {
            term: "Insured",
            value: (
              <>
                {policy.insured.name}
                {policy.insured.state || policy.insured.zip ? (
                  <span className="muted"> ({[policy.insured.state, policy.insured.zip].filter(Boolean).join(" ")})</span>
                ) : null}
              </>
            ),
          },
          {
            term: "Premises",
            value: policy.premisesAddress ? (
              [
                policy.premisesAddress.line1,
                policy.premisesAddress.line2,
                `${policy.premisesAddress.city}, ${policy.premisesAddress.state} ${policy.premisesAddress.zip}`,
              ]
                .filter(Boolean)
                .join(", ")
            ) : (
              <span className="muted">Not given at bind</span>
            ),
          },
          { term: "Program", value: policy.program.name },
          policy.coverageTrigger === "claims_made" && policy.retroactiveDate
            ? {
                term: "Retroactive date",
                value: `${formatDate(policy.retroactiveDate)}${policy.retroactiveDate === policy.effectiveDate ? " (claims-made, no prior acts)" : " (claims-made)"}`,
              }
            : null,
          { term: "Carrier", value: policy.carrier.name },
          { term: "Period", value: `${formatDate(policy.effectiveDate)} to ${formatDate(policy.expirationDate)}` },
          { term: "Payment plan", value: humanize(policy.paymentPlan) },
          policy.renewalOfId ? { term: "Renewal of", value: <Link href={`/policies/${policy.renewalOfId}`}>Previous term</Link> } : null,
          c
            ? {
                term: "Cancellation",
                value: `${c.status === "scheduled" ? "Scheduled for" : "Effective"} ${formatDate(c.effectiveDate)} (${REASON_LABELS[c.reason] ?? humanize(c.reason)}); ${
                  c.balanceDue > 0 ? `balance due ${formatMoney(c.balanceDue)}` : `refund ${formatMoney(c.refund)}`
                }${c.status === "scheduled" ? " as paid today" : ""}`,
              }
            : null,
        ]}
      />
    </Panel>
  );
}

function Amounts({ policy }: { policy: Policy }) {
  return (
    <Panel title="Premium" id="policy-amounts">
      <AmountsTable
        labelledBy="policy-amounts"
        rows={[
          // As a declarations page lists them: premium, each fee, each surplus lines tax or fee, one total.
          { label: "Premium", amount: policy.premium },
          ...policy.feeLines.map((f) => ({ id: `fee-${f.code}`, label: f.label, amount: f.amount })),
          ...policy.taxLines.map((t) => ({ id: `tax-${t.code}`, label: t.label, amount: t.amount })),
        ]}
        total={{ label: "Total", amount: policy.total, emphasis: "price" }}
      />
    </Panel>
  );
}

function Coverages({ policy }: { policy: Policy }) {
  if (policy.limits.length === 0) return <CoverageLines policy={policy} />;
  return (
    <Panel title="Coverages">
      <ScrollArea>
        <DataTable
          label="Limits schedule"
          columns={[{ header: "Limit" }, { header: "Amount", num: true }]}
          rows={policy.limits.map((l) => ({ key: l.key, cells: [l.label, l.amount !== null ? formatLimit(l.amount) : l.text] }))}
        />
      </ScrollArea>
      <Endorsements policy={policy} />
      {policy.forms.length ? (
        <details>
          <summary>Forms and endorsements ({policy.forms.length})</summary>
          <ul className="list" aria-label="Forms and endorsements">
            {policy.forms.map((f) => (
              <li key={f.formNumber}>
                <span className="muted">{f.formNumber}</span> {f.title}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </Panel>
  );
}

/** A policy whose program has no limits schedule: its coverages with the limits chosen. */
function CoverageLines({ policy }: { policy: Policy }) {
  return (
    <Panel title="Coverages">
      <ScrollArea>
        <DataTable
          label="Coverages"
          columns={[{ header: "Coverage" }, { header: "Limit", num: true }, { header: "Deductible", num: true }]}
          rows={policy.coverages.map((c) => ({ key: c.key, cells: [c.name, c.limit === null ? "-" : formatLimit(c.limit), formatMoney(c.deductible)] }))}
        />
      </ScrollArea>
      <Endorsements policy={policy} />
    </Panel>
  );
}

function Endorsements({ policy }: { policy: Policy }) {
  return (
    <>
      <SubHeading level={3}>Endorsements</SubHeading>
      {policy.endorsements.length ? (
        <ul className="list" aria-label="Endorsements">
          {policy.endorsements.map((e) => (
            <li key={e.key}>
              {e.name} <span className="muted">{e.included ? "(included)" : `(added, ${formatMoney(e.premium)} a year)`}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted flush">None.</p>
      )}
      {policy.additionalInsureds.length ? (
        <>
          <SubHeading level={3}>Additional insureds</SubHeading>
          <ol className="list" aria-label="Additional insureds">
            {policy.additionalInsureds.map((i, n) => (
              <li key={n}>
                {i.name}
                {i.address ? `, ${[i.address.line1, i.address.line2].filter(Boolean).join(" ")}, ${i.address.city}, ${i.address.state} ${i.address.zip}` : ""}
                {i.relationship ? <span className="muted"> ({i.relationship})</span> : null}
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </>
  );
}

function Billing({ policy }: { policy: Policy }) {
  const b = policy.billing;
  return (
    <Grid kind="halves">
      <Panel title="Schedule">
        <DataList
          items={[
            { term: "Paid to date", value: formatMoney(b.paidToDate) },
            { term: "Balance", value: formatMoney(b.balanceDue) },
            b.overdue > 0 ? { term: "Overdue", value: <StatusText status="overdue">{formatMoney(b.overdue)}</StatusText> } : null,
            b.nextDue ? { term: "Next due", value: `${formatMoney(b.nextDue.amount)} on ${formatDate(b.nextDue.dueDate)}` } : null,
            {
              term: "Schedule total",
              value:
                b.installmentFees > 0
                  ? `${formatMoney(b.scheduleTotal)} (includes ${formatMoney(b.installmentFees)} of installment fees, ${formatMoney(b.installmentFee)} each)`
                  : formatMoney(b.scheduleTotal),
            },
          ]}
        />
        <ScrollArea>
          <DataTable
            label="Payment schedule"
            columns={[{ header: "#" }, { header: "Due date" }, { header: "Amount", num: true }, { header: "Status" }]}
            rows={policy.schedule.map((i) => ({
              key: i.number,
              cells: [
                i.kind === "balance_due" ? "Balance due" : i.number,
                formatDate(i.dueDate),
                formatMoney(i.amount),
                <StatusText key="status" status={i.status} />,
              ],
            }))}
          />
        </ScrollArea>
      </Panel>
      <Panel title="Payments">
        <ScrollArea>
          <DataTable
            label="Payments"
            columns={[{ header: "Date" }, { header: "Description" }, { header: "Card" }, { header: "Status" }, { header: "Amount", num: true }]}
            rows={policy.payments.map((p) => ({
              key: p.id,
              id: `payment-${p.id}`,
              cells: [
                formatDate(p.createdAt),
                <PaymentDescription key="description" payment={p} payments={policy.payments} />,
                p.last4 ? `${p.brand ?? "Card"} ending ${p.last4}` : "-",
                <StatusText key="status" status={p.status} />,
                formatMoney(p.kind === "refund" ? -p.amount : p.amount),
              ],
            }))}
          />
        </ScrollArea>
      </Panel>
    </Grid>
  );
}

/** A payment's description; a refund names the payment it returns, linked to its row. */
function PaymentDescription({ payment, payments }: { payment: PaymentLike; payments: PaymentLike[] }) {
  const { text, refunds } = paymentDescription(payment, payments, { money: formatMoney, date: formatDate });
  if (!refunds) return <>{text}</>;
  return (
    <>
      {text} <a href={`#payment-${refunds.id}`}>{refunds.label}</a>
    </>
  );
}

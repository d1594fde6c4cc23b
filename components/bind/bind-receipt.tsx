"use client";
// After "Pay and bind": a receipt, what was paid, when, for which policy, what comes next, and its documents.
// It takes the focus when it appears (the form that had it is gone), so a keyboard or screen reader user is
// at the receipt, not at the top of the page.
import Link from "next/link";
import { useEffect, useRef } from "react";
import { DocumentLinks } from "@/components/ui/document-links";
import { DataList } from "@/components/ui/data-list";
import type { Policy } from "@/lib/client/endpoints";
import { formatMoney } from "@/lib/client/format";
import { formatDate } from "@/components/folio/format";

export function BindReceipt({ policies }: { policies: Policy[] }) {
  const receipt = useRef<HTMLElement>(null);
  useEffect(() => receipt.current?.focus(), []);
  return (
    <section ref={receipt} tabIndex={-1} role="status" aria-label="Receipt" className="card stack">
      <h2 className="panel-title">Payment received</h2>
      {policies.map((p) => (
        <div key={p.id} className="stack">
          <p className="flush strong">Policy {p.number} issued</p>
          <DataList
            items={[
              { term: "Paid", value: formatMoney(p.billing.paidToDate) },
              { term: "Plan", value: p.paymentPlan === "monthly" ? `Monthly, ${p.schedule.length} payments` : "Paid in full" },
              {
                term: "Next payment",
                value: p.billing.nextDue ? `${formatMoney(p.billing.nextDue.amount)} on ${formatDate(p.billing.nextDue.dueDate)}` : "None: nothing more is due",
              },
              { term: "Cover", value: `${formatDate(p.effectiveDate)} to ${formatDate(p.expirationDate)}` },
            ]}
          />
          {p.documents.length ? <DocumentLinks documents={p.documents} label={`Documents of policy ${p.number}`} /> : null}
          <p className="flush">
            <Link href={`/policies/${p.id}`}>View policy {p.number}</Link>
          </p>
        </div>
      ))}
    </section>
  );
}

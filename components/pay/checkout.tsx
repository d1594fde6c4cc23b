// The parts of the customer's checkout page (app/pay/[token]): the agency's mark, what is covered, the
// payment schedule, and the receipt once paid. Server-rendered; dates go through LocalDate (the customer's locale).
import type { z } from "zod";
import { AgencyMark } from "@/components/ui/agency-mark";
import { DataTable } from "@/components/ui/data-table";
import { formatLimit, formatMoney } from "@/lib/client/format";
import type { PayLinkSummary } from "@/lib/schemas/pay-links";
import { LocalDate } from "./local-date";

type Summary = z.infer<typeof PayLinkSummary>;
type Item = Summary["items"][number];

export function CheckoutBrand({ agencyName }: { agencyName: string }) {
  return (
    <header className="checkout-brand">
      <AgencyMark name={agencyName} />
      <span className="checkout-agency">{agencyName}</span>
      <span className="checkout-secure muted small">Secure checkout</span>
    </header>
  );
}

export function CoverageSummary({ items, heading }: { items: Item[]; heading: string }) {
  return (
    <section className="checkout-section" aria-labelledby="coverage-heading">
      <h2 id="coverage-heading">{heading}</h2>
      {items.map((i) => (
        <article key={i.quoteRequestId} className="checkout-item" aria-label={i.program}>
          <h3 className="flush">{i.program}</h3>
          <p className="muted small flush">
            {i.carrier}
            {i.effectiveDate ? (
              <>
                {" · "}
                <LocalDate value={i.effectiveDate} />
                {i.expirationDate ? (
                  <>
                    {" to "}
                    <LocalDate value={i.expirationDate} />
                  </>
                ) : null}
              </>
            ) : null}
          </p>
          {i.coverages.length ? (
            <dl className="checkout-coverages">
              {i.coverages.map((c) => (
                <div key={c.key}>
                  <dt>{c.name}</dt>
                  <dd>
                    {c.limit !== null ? formatLimit(c.limit) : "Included"}
                    {c.deductible !== null ? <span className="muted small block">{formatLimit(c.deductible)} deductible</span> : null}
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
          <p className="small flush link-list">
            {i.documents.map((d) => (
              <a key={d.type} href={d.url}>
                {d.label}
              </a>
            ))}
          </p>
        </article>
      ))}
    </section>
  );
}

/** Every payment of the plan, with its date and amount, and what they add up to (annual: the one payment). */
export function PaymentSchedule({ summary }: { summary: Summary }) {
  const several = summary.items.length > 1;
  return (
    <>
      {summary.items.map((i) =>
        i.schedule.length > 1 ? (
          <DataTable
            key={i.quoteRequestId}
            className="checkout-schedule"
            caption={
              <>
                {several ? `${i.program}: ` : ""}
                {i.installments} monthly payments{i.installmentFee > 0 ? `, each with a ${formatMoney(i.installmentFee)} installment fee` : ""}
              </>
            }
            columns={[{ header: "Date" }, { header: "Amount", num: true }]}
            rows={i.schedule.map((row) => ({
              key: row.number,
              cells: [
                row.number === 1 ? (
                  <>
                    Today<span className="muted small"> (payment 1)</span>
                  </>
                ) : (
                  <LocalDate value={row.dueDate} />
                ),
                formatMoney(row.amount),
              ],
            }))}
            total={{ header: `Total of ${i.installments} payments`, value: formatMoney(i.total) }}
          />
        ) : (
          <p key={i.quoteRequestId} className="flush">
            {several ? `${i.program}: ` : ""}One payment for the year: <strong>{formatMoney(i.total)}</strong>
          </p>
        ),
      )}
      {several ? (
        <p className="flush">
          All payments together: <strong>{formatMoney(summary.scheduleTotal)}</strong>
        </p>
      ) : null}
    </>
  );
}

export function Receipt({ summary }: { summary: Summary }) {
  const receipt = summary.receipt!;
  const later = summary.items.flatMap((i) =>
    i.schedule.filter((r) => r.number > 1).map((r) => ({ ...r, program: i.program, key: `${i.quoteRequestId}-${r.number}` })),
  );
  return (
    <section className="checkout-section checkout-receipt" aria-labelledby="receipt-heading">
      <h2 id="receipt-heading">Receipt</h2>
      <dl className="checkout-coverages">
        <div>
          <dt>Amount paid</dt>
          <dd className="strong">{formatMoney(receipt.amountPaid)}</dd>
        </div>
        <div>
          <dt>Paid on</dt>
          <dd>
            <LocalDate value={receipt.paidAt} kind="datetime" />
          </dd>
        </div>
        <div>
          <dt>Plan</dt>
          <dd>{summary.paymentPlan === "monthly" ? `Monthly (${summary.items[0]?.installments ?? 1} payments)` : "Annual, paid in full"}</dd>
        </div>
      </dl>
      <h3>{receipt.policies.length === 1 ? "Your policy" : "Your policies"}</h3>
      <ul className="list">
        {receipt.policies.map((p) => (
          <li key={p.number}>
            <strong>{p.number}</strong> · {p.program}, <LocalDate value={p.effectiveDate} /> to <LocalDate value={p.expirationDate} />
            <span className="small block link-list">
              {p.documents.map((d) => (
                <a key={d.type} href={d.url}>
                  {d.label}
                </a>
              ))}
            </span>
          </li>
        ))}
      </ul>
      {later.length ? (
        <DataTable
          className="checkout-schedule"
          caption="Coming payments"
          columns={[{ header: "Date" }, { header: "Amount", num: true }]}
          rows={later.map((r) => ({ key: r.key, cells: [<LocalDate key="date" value={r.dueDate} />, formatMoney(r.amount)] }))}
        />
      ) : null}
    </section>
  );
}

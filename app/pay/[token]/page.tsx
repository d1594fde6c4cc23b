import { payLinkSummaryView } from "@/lib/api/serializers/pay-link";
import { payLinkSummary } from "@/lib/bind/pay-links";
import { AppError } from "@/lib/errors";
import { services } from "@/lib/runtime";
import { PayForm } from "@/components/pay/pay-form";
import { Notice } from "@/components/ui/notice";
import { ScrollArea } from "@/components/ui/scroll-area";
import { formatMoney } from "@/lib/client/format";

export const dynamic = "force-dynamic";
export const metadata = { title: "Pay for your insurance" };

// GET /pay/{token}: the customer's checkout page (no account; the link is the credential)
export default async function PayPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  let summary;
  try {
    const svc = await services();
    summary = payLinkSummaryView(await payLinkSummary(svc.db, token), token, svc.billing);
  } catch (error) {
    const message = error instanceof AppError ? error.message : "This payment link cannot be opened right now.";
    return (
      <main className="page page-narrow">
        <h1>Payment link</h1>
        <Notice kind="alert">{message}</Notice>
      </main>
    );
  }
  return (
    <main className="page page-narrow stack">
      <h1>Your insurance from {summary.agencyName}</h1>
      <p>
        For <strong>{summary.insuredName}</strong>. This link is valid until {new Date(summary.expiresAt).toUTCString()}.
      </p>
      {/* The summary spans the page's width, so that its four columns fit a phone without scrolling. */}
      <ScrollArea>
        <table className="data">
          <caption className="table-title">What you are buying ({summary.paymentPlan} payment)</caption>
          <thead>
            <tr>
              <th scope="col">Policy</th>
              <th scope="col">Starts</th>
              <th scope="col" className="num">
                Total
              </th>
              <th scope="col" className="num">
                Due today
              </th>
            </tr>
          </thead>
          <tbody>
            {summary.items.map((i) => (
              <tr key={i.quoteRequestId}>
                <td>
                  {i.program}
                  <br />
                  <small>
                    {i.carrier} ·{" "}
                    <span className="link-list">
                      {i.documents.map((d) => (
                        <a key={d.type} href={d.url}>
                          {d.label}
                        </a>
                      ))}
                    </span>
                  </small>
                </td>
                <td>{i.effectiveDate}</td>
                <td className="num">
                  {formatMoney(i.total)}
                  {i.installments > 1 ? (
                    <>
                      <br />
                      <small>
                        {i.installments} payments{i.installmentFee > 0 ? `, ${formatMoney(i.installmentFee)} fee each` : ""}
                      </small>
                    </>
                  ) : null}
                </td>
                <td className="num">{formatMoney(i.dueToday)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollArea>
      <p className="due-today">
        Due today: <strong>{formatMoney(summary.dueToday)}</strong>
      </p>
      {summary.status === "paid" ? (
        <Notice kind="status">This link has been paid. Thank you.</Notice>
      ) : (
        <div className="card">
          <PayForm token={token} method={summary.billing.method} publishableKey={summary.billing.publishableKey} amountLabel={formatMoney(summary.dueToday)} />
        </div>
      )}
    </main>
  );
}

import { payLinkSummaryView } from "@/lib/api/serializers/pay-link";
import { payLinkSummary } from "@/lib/bind/pay-links";
import { AppError } from "@/lib/errors";
import { services } from "@/lib/runtime";
import { PayForm } from "@/components/pay/pay-form";

export const dynamic = "force-dynamic";
export const metadata = { title: "Pay for your insurance" };

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

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
      <main style={{ maxWidth: 640, margin: "0 auto" }}>
        <h1>Payment link</h1>
        <p role="alert">{message}</p>
      </main>
    );
  }
  return (
    <main style={{ maxWidth: 640, margin: "0 auto" }}>
      <h1>Your insurance from {summary.agencyName}</h1>
      <p>
        For <strong>{summary.insuredName}</strong>. This link is valid until {new Date(summary.expiresAt).toUTCString()}.
      </p>
      <table style={{ width: "100%", borderCollapse: "collapse" }}>
        <caption style={{ textAlign: "left", fontWeight: 600 }}>What you are buying ({summary.paymentPlan} payment)</caption>
        <thead>
          <tr>
            <th scope="col" style={{ textAlign: "left" }}>Policy</th>
            <th scope="col" style={{ textAlign: "left" }}>Starts</th>
            <th scope="col" style={{ textAlign: "right" }}>Total</th>
            <th scope="col" style={{ textAlign: "right" }}>Due today</th>
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
                  {i.documents.map((d) => (
                    <a key={d.type} href={d.url} style={{ marginRight: 8 }}>
                      {d.label}
                    </a>
                  ))}
                </small>
              </td>
              <td>{i.effectiveDate}</td>
              <td style={{ textAlign: "right" }}>{usd.format(i.total)}</td>
              <td style={{ textAlign: "right" }}>{usd.format(i.dueToday)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p style={{ fontSize: "1.25rem" }}>
        Due today: <strong>{usd.format(summary.dueToday)}</strong>
      </p>
      {summary.status === "paid" ? (
        <p role="status">This link has been paid. Thank you.</p>
      ) : (
        <PayForm token={token} method={summary.billing.method} publishableKey={summary.billing.publishableKey} amountLabel={usd.format(summary.dueToday)} />
      )}
    </main>
  );
}

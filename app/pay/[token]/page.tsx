import { payLinkSummaryView } from "@/lib/api/serializers/pay-link";
import { payLinkLivemode, payLinkSummary } from "@/lib/bind/pay-links";
import { services } from "@/lib/runtime";
import { LinkProblem } from "../link-problem";
import { CheckoutBrand, CoverageSummary, PaymentSchedule, Receipt } from "@/components/pay/checkout";
import { LocalDate } from "@/components/pay/local-date";
import { PayForm } from "@/components/pay/pay-form";
import { formatMoney } from "@/lib/client/format";

export const dynamic = "force-dynamic";
export const metadata = { title: "Pay for your insurance" };

// GET /pay/{token}: the customer's checkout page (no account; the link is the credential), and once paid
// the customer's receipt. Mobile first: one column, the amount and the pay button within a thumb's reach.
export default async function PayPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  let summary;
  try {
    const svc = await services();
    summary = payLinkSummaryView(await payLinkSummary(svc.db, token), token, svc.billingFor(await payLinkLivemode(svc.db, token)));
  } catch (error) {
    return <LinkProblem error={error} />;
  }
  const monthly = summary.paymentPlan === "monthly";
  return (
    <main className="checkout" id="main">
      <CheckoutBrand agencyName={summary.agencyName} />
      {summary.receipt ? (
        <>
          <h1>Payment received</h1>
          <p className="flush">
            Thank you. <strong>{summary.insuredName}</strong> is covered; {summary.agencyName} has your policy documents too.
          </p>
          <Receipt summary={summary} />
          <CoverageSummary items={summary.items} heading="What you bought" />
        </>
      ) : (
        <>
          <h1>Your insurance from {summary.agencyName}</h1>
          <p className="flush">
            For <strong>{summary.insuredName}</strong>. Review the coverage, then pay by card.
          </p>
          <CoverageSummary items={summary.items} heading="Your coverage" />
          <section className="checkout-section" aria-labelledby="payment-heading">
            <h2 id="payment-heading">{monthly ? "Monthly payments" : "Annual payment"}</h2>
            <PaymentSchedule summary={summary} />
            <p className="due-today">
              Due today: <strong className="price">{formatMoney(summary.dueToday)}</strong>
              {monthly ? <span className="muted small block">The first monthly payment; the others fall due on the dates above.</span> : null}
            </p>
            <PayForm
              token={token}
              method={summary.billing.method}
              publishableKey={summary.billing.publishableKey}
              amountLabel={formatMoney(summary.dueToday)}
            />
            <p className="muted small flush">
              This link works once, until <LocalDate value={summary.expiresAt} kind="datetime" />.
            </p>
          </section>
        </>
      )}
    </main>
  );
}

import { policyPayLinkSummaryView } from "@/lib/api/serializers/policy-pay-link";
import { policyPayLinkLivemode, policyPayLinkSummary } from "@/lib/policies/pay-link";
import { services } from "@/lib/runtime";
import { LinkProblem } from "../../link-problem";
import { CheckoutBrand } from "@/components/pay/checkout";
import { LocalDate } from "@/components/pay/local-date";
import { PayForm } from "@/components/pay/pay-form";
import { DataList } from "@/components/ui/data-list";
import { formatDate, formatMoney } from "@/lib/client/format";

export const dynamic = "force-dynamic";
export const metadata = { title: "Pay your insurance" };

// GET /pay/policy/{token}: the insured pays what a policy owes (an installment, or the balance a
// cancellation left) without an account; once paid, the page is the receipt. The proxy answers 404
// for a token that is no link and 410 for an expired one before this page runs.
export default async function PolicyPayPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  let summary;
  try {
    const svc = await services();
    summary = policyPayLinkSummaryView(await policyPayLinkSummary(svc.db, token), svc.billingFor(await policyPayLinkLivemode(svc.db, token)));
  } catch (error) {
    return <LinkProblem error={error} />;
  }
  const { item, policy } = summary;
  const what =
    item.kind === "balance_due"
      ? `The balance left when policy ${policy.number} was cancelled`
      : `Installment ${item.number} of ${item.installments} of policy ${policy.number}`;
  const details = (
    <DataList
      items={[
        { term: "Policy", value: `${policy.program}, ${policy.carrier}` },
        { term: "Policy number", value: policy.number },
        { term: "Policy period", value: `${formatDate(policy.effectiveDate)} to ${formatDate(policy.expirationDate)}` },
        { term: "For", value: what },
        { term: "Due", value: formatDate(item.dueDate) },
      ]}
    />
  );
  return (
    <main className="checkout" id="main">
      <CheckoutBrand agencyName={summary.agencyName} />
      {summary.receipt ? (
        <>
          <h1>Payment received</h1>
          <p className="flush">
            Thank you. <strong>{formatMoney(summary.receipt.payment.amount)}</strong> was paid for <strong>{summary.insuredName}</strong> on{" "}
            <LocalDate value={summary.receipt.paidAt} kind="datetime" />
            {summary.receipt.payment.last4 ? ` with the card ending ${summary.receipt.payment.last4}` : ""}.
          </p>
          {details}
        </>
      ) : (
        <>
          <h1>Payment for {summary.insuredName}</h1>
          <p className="flush">{summary.agencyName} asks you to pay the amount below by card.</p>
          {details}
          <section className="checkout-section" aria-labelledby="payment-heading">
            <h2 id="payment-heading">Amount due</h2>
            <p className="due-today">
              <strong className="price">{formatMoney(item.amount)}</strong>
            </p>
            <PayForm
              token={token}
              kind="policy"
              method={summary.billing.method}
              publishableKey={summary.billing.publishableKey}
              amountLabel={formatMoney(item.amount)}
            />
            {item.kind === "installment" && item.number < item.installments ? (
              <p className="small flush">
                The card you pay with is kept for the rest of the plan: installments {item.number + 1} to {item.installments} are charged to it on their due
                dates.
              </p>
            ) : null}
            <p className="muted small flush">
              This link works once, until <LocalDate value={summary.expiresAt} kind="datetime" />.
            </p>
          </section>
        </>
      )}
    </main>
  );
}

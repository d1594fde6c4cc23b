"use client";
// Payments of a policy: what is due next (an installment, or the balance a cancellation left) or, once
// the term is paid, its renewal offer, accepted by paying: POST /v1/policies/{id}/renewal-payment.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { CardPayForm, useAttemptKey, type CardPayment } from "@/components/bind/pay-form";
import { Notice } from "@/components/ui/notice";
import { Problem } from "@/components/ui/problem";
import { Panel } from "@/components/ui/panel";
import { ScrollArea } from "@/components/ui/scroll-area";
import { ApiError } from "@/lib/client/api";
import { Button } from "@/components/ui/button";
import { createPolicyPayLink, getRenewal, payInstallment, type Policy } from "@/lib/client/endpoints";
import { formatDate, formatMoney } from "@/lib/client/format";
import { queryKeys } from "@/lib/client/query-keys";

/** "Visa card ending 4242 (expires 12/2030)". */
function cardName(card: NonNullable<Policy["autopay"]>["card"]): string {
  const brand = card.brand ? card.brand.charAt(0).toUpperCase() + card.brand.slice(1) : "saved";
  const expiry = card.expMonth && card.expYear ? ` (expires ${String(card.expMonth).padStart(2, "0")}/${card.expYear})` : "";
  return `${brand} card${card.last4 ? ` ending ${card.last4}` : ""}${expiry}`;
}

export function RenewalPanel({ policy }: { policy: Policy }) {
  const queryClient = useQueryClient();
  const attempt = useAttemptKey();
  const next = policy.billing.nextDue;
  const renewable = !next && (policy.status === "in_force" || policy.status === "scheduled");
  const renewal = useQuery({ queryKey: queryKeys.renewal(policy.id), queryFn: () => getRenewal(policy.id), enabled: renewable });
  const pay = useMutation({
    mutationFn: ({ payment, key }: { payment: CardPayment; key: string }) => payInstallment(policy.id, payment, key),
  });

  async function onPay(payment: CardPayment): Promise<boolean> {
    try {
      const result = await pay.mutateAsync({ payment, key: attempt.current() });
      attempt.settle();
      queryClient.setQueryData(queryKeys.policy(policy.id), result.policy);
      await queryClient.invalidateQueries({ queryKey: queryKeys.allPolicies });
      await queryClient.invalidateQueries({ queryKey: queryKeys.renewal(policy.id) });
      return true;
    } catch (error) {
      attempt.settle(error);
      return false;
    }
  }

  const result = pay.data;
  const installments = policy.schedule.filter((r) => r.kind === "installment").length;
  const offer = renewal.data;
  const payError = pay.error ? (
    <Problem error={pay.error} prefix="The payment was not completed." after={pay.error instanceof ApiError ? undefined : "A retry cannot charge twice."} />
  ) : null;

  let body: React.ReactNode;
  if (next) {
    const overdue = policy.schedule.find((r) => r.number === next.number)?.status === "overdue";
    body = (
      <>
        <p className="flush">
          {next.kind === "balance_due"
            ? `The cancellation left a balance of ${formatMoney(next.amount)}, due ${formatDate(next.dueDate)}.`
            : `Installment ${next.number} of ${installments} is ${overdue ? "overdue since" : "due"} ${formatDate(next.dueDate)}: ${formatMoney(next.amount)}.`}
        </p>
        {policy.autopay && next.kind === "installment" ? (
          <p className="flush" data-testid="autopay">
            {`Installments are charged automatically to the ${cardName(policy.autopay.card)} on their due dates. If a charge fails, the card is tried again 3, 5 and 7 days later and you and the insured are emailed. Paying by hand with another card makes that card the one charged from then on.`}
          </p>
        ) : null}
        <CardPayForm submitLabel={next.kind === "balance_due" ? "Pay balance due" : "Pay next installment"} onPay={onPay} />
        {payError}
        <CustomerPayLink policyId={policy.id} what={next.kind === "balance_due" ? "the balance" : `installment ${next.number}`} />
      </>
    );
  } else if (!renewable) {
    body = <Notice className="flush">Nothing is due on this policy.</Notice>;
  } else if (!offer) {
    body = <p className="muted flush">{renewal.error ? "The renewal could not be loaded." : "Loading the renewal…"}</p>;
  } else if (offer.status === "offered") {
    body = (
      <>
        <p className="flush">
          This term is paid in full. Renewal offer from {formatDate(policy.expirationDate)}: {formatMoney(offer.renewalTotal)} a year (this term{" "}
          {formatMoney(offer.expiringTotal)}), re-rated at the program&apos;s current rates. It stands until {formatDate(policy.expirationDate)}.{" "}
          {offer.quoteId ? <Link href={`/quotes/${offer.quoteId}`}>See the renewal quote</Link> : null}
        </p>
        {offer.changes.length ? <TermChanges changes={offer.changes} /> : null}
        <CardPayForm submitLabel="Accept renewal and pay" onPay={onPay} />
        {payError}
      </>
    );
  } else {
    const sentence: Record<string, string> = {
      not_renewable: `This term is paid in full. ${policy.program.type === "TI" ? "Single-trip cover does not renew." : "This program does not renew."}`,
      not_yet_offered: `This term is paid in full. The renewal will be offered on ${offer.offeredFrom}, re-rated at the program's rates then.`,
      rating: "This term is paid in full. The renewal is being rated; refresh in a moment.",
      referred: "This term is paid in full. The renewal is priced but referred to an underwriter, who must approve it before it can be paid.",
      declined: "This term is paid in full. The carrier did not offer a renewal.",
      lapsed: "This term is paid in full. The renewal offer lapsed when the term ended.",
      renewed: "This term is paid in full and renewed.",
    };
    body = (
      <Notice className="flush">
        {sentence[offer.status]} {offer.renewedById ? <Link href={`/policies/${offer.renewedById}`}>View the renewal policy</Link> : null}
      </Notice>
    );
  }

  return (
    <Panel title="Payments due">
      {result ? (
        <div role="status">
          <p className="flush">
            {result.kind === "renewal" && result.renewal ? (
              <>
                Renewal accepted: {formatMoney(result.payment.amount)} paid. Renewal policy {result.renewal.number} issued.{" "}
                <Link href={`/policies/${result.renewal.id}`}>View policy {result.renewal.number}</Link>
              </>
            ) : (
              `${result.kind === "balance_due" ? "Balance paid" : "Installment paid"}: ${formatMoney(result.payment.amount)}${result.payment.last4 ? ` (card ending ${result.payment.last4})` : ""}.`
            )}
          </p>
        </div>
      ) : null}
      {body}
    </Panel>
  );
}

const FIELD_LABELS: Record<string, string> = {
  annual_revenue: "Annual revenue",
  annual_payroll: "Annual payroll",
  subcontracted_cost: "Subcontracted cost",
  employee_count: "Employees",
  class_code: "Class",
  mailing_state: "State",
  mailing_zip: "ZIP code",
  business_name: "Business name",
  endorsements: "Endorsements",
  "coverage.glLimit": "General liability limit",
  "coverage.bppLimit": "Business property limit",
  "coverage.deductible": "Property deductible",
  "coverage.plLimit": "Professional liability limit",
  "coverage.plRetention": "Professional liability retention",
  "answers.yearsInBusiness": "Years in business",
  "answers.priorClaims": "Claims in the last 3 years",
  total: "Total",
};
const MONEY_FIELDS = /^(annual_revenue|annual_payroll|subcontracted_cost|coverage\..*|total)$/;

function labelOf(field: string): string {
  if (FIELD_LABELS[field]) return FIELD_LABELS[field];
  const name = field.replace(/^answers\./, "").replace(/^coverage\./, "");
  const words = name
    .replace(/_/g, " ")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function valueOf(field: string, value: unknown): string {
  if (value === null || value === undefined) return "Not given";
  if (MONEY_FIELDS.test(field) && typeof value === "number") return formatMoney(value);
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "number") return value.toLocaleString("en-US");
  if (typeof value === "string") return value;
  return JSON.stringify(value);
}

/** The renewal beside the expiring term: only what differs (issue 27: the agent sees what changed). */
function TermChanges({ changes }: { changes: Array<{ field: string; from?: unknown; to?: unknown }> }) {
  return (
    <ScrollArea>
      <table className="data">
        <caption className="table-title">What changed from this term</caption>
        <thead>
          <tr>
            <th scope="col">What</th>
            <th scope="col">This term</th>
            <th scope="col">Renewal</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((c) => (
            <tr key={c.field}>
              <th scope="row">{labelOf(c.field)}</th>
              <td>{valueOf(c.field, c.from)}</td>
              <td>{valueOf(c.field, c.to)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollArea>
  );
}

/** Or the insured pays it: a link to /pay/policy/{token} the agent copies and sends (POST /v1/policies/{id}/pay-links). */
function CustomerPayLink({ policyId, what }: { policyId: string; what: string }) {
  const create = useMutation({ mutationFn: () => createPolicyPayLink(policyId) });
  const link = create.data;
  return (
    <div className="stack">
      <p className="muted small flush">Or let the insured pay {what} by card from a link, without an account.</p>
      <div>
        <Button onClick={() => create.mutate()} disabled={create.isPending}>
          {link ? "Make another link" : "Make a customer pay link"}
        </Button>
      </div>
      {link ? (
        <Notice kind="status" className="flush break-anywhere">
          Send the insured this link (it pays {formatMoney(link.item.amount)} once, until {formatDate(link.expiresAt.slice(0, 10))}):{" "}
          <a href={link.url}>{link.url}</a>
        </Notice>
      ) : null}
      {create.error ? <Problem error={create.error} prefix="The link was not made." /> : null}
    </div>
  );
}

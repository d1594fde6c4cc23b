"use client";
// Pay the next installment or, when the term is paid, the renewal term: POST /v1/policies/{id}/renewal-payment.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { CardPayForm, useAttemptKey, type CardPayment } from "@/components/bind/pay-form";
import { Notice } from "@/components/ui/notice";
import { Panel } from "@/components/ui/panel";
import { ApiError } from "@/lib/client/api";
import { payInstallment, type Policy } from "@/lib/client/endpoints";
import { formatMoney } from "@/lib/client/format";
import { queryKeys } from "@/lib/client/query-keys";

export function RenewalPanel({ policy }: { policy: Policy }) {
  const queryClient = useQueryClient();
  const attempt = useAttemptKey();
  const pay = useMutation({
    mutationFn: ({ payment, key }: { payment: CardPayment; key: string }) => payInstallment(policy.id, payment, key),
  });

  async function onPay(payment: CardPayment): Promise<boolean> {
    try {
      const result = await pay.mutateAsync({ payment, key: attempt.current() });
      attempt.settle();
      queryClient.setQueryData(queryKeys.policy(policy.id), result.policy);
      await queryClient.invalidateQueries({ queryKey: queryKeys.allPolicies });
      return true;
    } catch (error) {
      attempt.settle(error);
      return false;
    }
  }

  const next = policy.schedule.find((i) => i.status === "due");
  const renewalEvent = policy.history.find((e) => e.type === "renewal");
  const renewalId = typeof renewalEvent?.detail.renewalId === "string" ? renewalEvent.detail.renewalId : null;
  const result = pay.data;

  return (
    <Panel title="Payments due">
      {result ? (
        <div role="status">
          {result.kind === "installment" ? (
            <p className="flush">
              Installment paid: {formatMoney(result.payment.amount)}
              {result.payment.last4 ? ` (card ending ${result.payment.last4})` : ""}.
            </p>
          ) : (
            <p className="flush">
              Renewal term paid: {formatMoney(result.payment.amount)}.
              {result.renewal ? (
                <>
                  {" "}
                  Renewal policy {result.renewal.number} issued. <Link href={`/policies/${result.renewal.id}`}>View policy {result.renewal.number}</Link>
                </>
              ) : null}
            </p>
          )}
        </div>
      ) : null}
      {policy.status !== "active" ? (
        <Notice className="flush">The policy is {policy.status}; nothing can be paid.</Notice>
      ) : !next && renewalId ? (
        <Notice className="flush">
          This term is paid in full and its renewal is paid. <Link href={`/policies/${renewalId}`}>View the renewal policy</Link>
        </Notice>
      ) : (
        <>
          <p className="flush">
            {next
              ? `Installment ${next.number} of ${policy.schedule.length} is due ${next.dueDate}: ${formatMoney(next.amount)}.`
              : `This term is paid in full. The renewal term starts ${policy.expirationDate} at the same premium; due now: ${formatMoney(policy.schedule[0]?.amount ?? policy.total)}.`}
          </p>
          <CardPayForm submitLabel={next ? "Pay next installment" : "Pay renewal term"} onPay={onPay} />
          {pay.error ? (
            <Notice kind="alert">
              {pay.error instanceof ApiError
                ? pay.error.detail
                : `The payment could not be completed (${pay.error.message}). Try again: the retry cannot charge twice.`}
            </Notice>
          ) : null}
        </>
      )}
    </Panel>
  );
}

"use client";
// Pay the next installment or, when the term is paid, the renewal term: POST /v1/policies/{id}/renewal-payment.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { ApiError, apiFetch, formatMoney } from "@/lib/client/api";
import { RenewalPaymentResponse, type PolicyView } from "@/lib/schemas/bind";
import { CardPayForm, useAttemptKey, type CardPayment } from "@/components/bind/pay-form";

export const policyKey = (policyId: string) => ["policy", policyId] as const;

export function RenewalPanel({ policy }: { policy: PolicyView }) {
  const queryClient = useQueryClient();
  const attempt = useAttemptKey();
  const pay = useMutation({
    mutationFn: ({ payment, key }: { payment: CardPayment; key: string }) =>
      apiFetch("POST", `/v1/policies/${policy.id}/renewal-payment`, { body: { payment }, headers: { "Idempotency-Key": key }, schema: RenewalPaymentResponse.shape.data }),
  });

  async function onPay(payment: CardPayment): Promise<boolean> {
    try {
      const result = await pay.mutateAsync({ payment, key: attempt.current() });
      attempt.settle();
      queryClient.setQueryData(policyKey(policy.id), result.policy);
      await queryClient.invalidateQueries({ queryKey: ["policies"] });
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
    <section aria-label="Payments due" className="card stack">
      <h2 style={{ margin: 0 }}>Payments due</h2>
      {result ? (
        <div role="status">
          {result.kind === "installment" ? (
            <p style={{ margin: 0 }}>
              Installment paid: {formatMoney(result.payment.amount)}
              {result.payment.last4 ? ` (card ending ${result.payment.last4})` : ""}.
            </p>
          ) : (
            <p style={{ margin: 0 }}>
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
        <p className="notice" style={{ margin: 0 }}>
          The policy is {policy.status}; nothing can be paid.
        </p>
      ) : !next && renewalId ? (
        <p className="notice" style={{ margin: 0 }}>
          This term is paid in full and its renewal is paid. <Link href={`/policies/${renewalId}`}>View the renewal policy</Link>
        </p>
      ) : (
        <>
          <p style={{ margin: 0 }}>
            {next
              ? `Installment ${next.number} of ${policy.schedule.length} is due ${next.dueDate}: ${formatMoney(next.amount)}.`
              : `This term is paid in full. The renewal term starts ${policy.expirationDate} at the same premium; due now: ${formatMoney(policy.schedule[0]?.amount ?? policy.total)}.`}
          </p>
          <CardPayForm submitLabel={next ? "Pay next installment" : "Pay renewal term"} onPay={onPay} />
          {pay.error ? (
            <p role="alert" className="error">
              {pay.error instanceof ApiError ? pay.error.detail : `The payment could not be completed (${pay.error.message}). Try again: the retry cannot charge twice.`}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

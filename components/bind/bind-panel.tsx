"use client";
// Choose a payment plan and bind: pay by card here (the offline provider's card form, or Stripe
// Elements when Stripe is configured) or send the customer a pay link.
import { StripeCardPay, type StripePayment } from "@/components/pay/stripe-card";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { ApiError, apiFetch, formatMoney } from "@/lib/client/api";
import { BindResponse, type PolicyView } from "@/lib/schemas/bind";
import type { ApplicationDetail } from "@/lib/schemas/quote";
import { applicationKey } from "./application-form";
import { questionTitle, readFormSchema } from "./json-schema-fields";
import { CardPayForm, useAttemptKey, type CardPayment } from "./pay-form";
import { PayLink } from "./pay-link";

type Plan = "annual" | "monthly";

export function BindPanel({ app, onIssued }: { app: ApplicationDetail; onIssued: (policies: PolicyView[]) => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const attempt = useAttemptKey();
  const offersMonthly = app.pricing?.totalMonthly != null && app.paymentOptions.some((o) => o.frequencies.some((f) => f.frequency === "monthly"));
  const [plan, setPlan] = useState<Plan>("annual");
  const paymentPlan: Plan = offersMonthly ? plan : "annual";
  const due = (p: Plan) => (p === "monthly" ? app.pricing?.totalMonthly : app.pricing?.totalAnnual);
  const stripe = app.billing.method === "stripe";

  const bind = useMutation({
    mutationFn: ({ payment, key }: { payment: CardPayment | StripePayment; key: string }) =>
      apiFetch("POST", "/v1/bind", {
        body: { quoteRequestIds: [app.quoteRequestId], paymentPlan, payment },
        headers: { "Idempotency-Key": key },
        schema: BindResponse.shape.data,
      }),
  });

  async function pay(payment: CardPayment | StripePayment): Promise<boolean> {
    try {
      const result = await bind.mutateAsync({ payment, key: attempt.current() });
      attempt.settle();
      onIssued(result.policies);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationKey(app.quoteId, app.quoteRequestId) }),
        queryClient.invalidateQueries({ queryKey: ["policies"] }),
      ]);
      return true;
    } catch (error) {
      attempt.settle(error);
      return false;
    }
  }

  return (
    <section className="card stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} style={{ margin: 0 }}>
        Bind and pay
      </h2>
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend style={{ fontWeight: 600, padding: 0, marginBottom: "0.25rem" }}>Payment plan</legend>
        <div className="row">
          {(offersMonthly ? (["annual", "monthly"] as const) : (["annual"] as const)).map((p) => (
            <span key={p} style={{ display: "inline-flex", gap: "0.35rem", alignItems: "center" }}>
              <label style={{ display: "inline-flex", gap: "0.35rem", alignItems: "center" }}>
                <input type="radio" name={`${id}-plan`} value={p} checked={paymentPlan === p} onChange={() => setPlan(p)} aria-describedby={`${id}-${p}-amount`} />
                {p === "annual" ? "Annual" : "Monthly"}
              </label>
              <span id={`${id}-${p}-amount`} className="muted">
                {formatMoney(due(p))}
                {p === "monthly" ? " a month" : " a year"}
              </span>
            </span>
          ))}
        </div>
      </fieldset>
      <p style={{ margin: 0 }}>
        Due now: <span className="price">{formatMoney(due(paymentPlan))}</span>
        <span className="muted">{paymentPlan === "monthly" ? " (first monthly installment)" : " (annual total)"}</span>
      </p>
      {app.unansweredRequired.length ? (
        <p className="notice" style={{ margin: 0 }}>
          Answer the required application questions before binding.
        </p>
      ) : null}

      {stripe && app.billing.publishableKey ? (
        <StripeCardPay publishableKey={app.billing.publishableKey} submitLabel="Pay and bind" onPay={pay} />
      ) : (
        <CardPayForm submitLabel="Pay and bind" onPay={pay} />
      )}
      {bind.error ? <BindError error={bind.error} app={app} /> : null}
      <PayLink quoteId={app.quoteId} applicationId={app.quoteRequestId} paymentPlan={paymentPlan} />
    </section>
  );
}

function BindError({ error, app }: { error: Error; app: ApplicationDetail }) {
  if (error instanceof ApiError && error.status === 422) {
    const schema = readFormSchema(app.applicationForm);
    const missing = error.errors.map((e) => e.path.split("form_payload.")[1]).filter((k): k is string => Boolean(k));
    return (
      <div role="alert" className="error">
        <p style={{ margin: 0 }}>Answer these required questions before binding:</p>
        {missing.length ? (
          <ul>
            {missing.map((k) => (
              <li key={k}>{questionTitle(schema, k)}</li>
            ))}
          </ul>
        ) : (
          <p style={{ margin: 0 }}>{error.detail}</p>
        )}
      </div>
    );
  }
  return (
    <p role="alert" className="error">
      {error instanceof ApiError ? error.detail : `The payment could not be completed (${error.message}). Try again: the retry cannot charge twice.`}
    </p>
  );
}

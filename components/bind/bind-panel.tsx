"use client";
// Choose a payment plan and bind: pay by card here (the offline provider's card form, or Stripe
// Elements when Stripe is configured) or send the customer a pay link.
import { useIsMutating, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useId, useState } from "react";
import { StripeCardPay, type StripePayment } from "@/components/pay/stripe-card";
import { Choice, Field, FieldSet } from "@/components/ui/field";
import { Row } from "@/components/ui/layout";
import { Notice } from "@/components/ui/notice";
import { Problem } from "@/components/ui/problem";
import { Panel } from "@/components/ui/panel";
import { ApiError } from "@/lib/client/api";
import { bind as bindQuote, checkCoverage, confirmBind, type Application, type Policy } from "@/lib/client/endpoints";
import { payWithAuthentication } from "@/lib/client/next-action";
import { formatMoney } from "@/lib/client/format";
import { formatDate } from "@/components/folio/format";
import { queryKeys } from "@/lib/client/query-keys";
import { CardPayForm, useAttemptKey, type CardPayment } from "./pay-form";
import { PayLink } from "./pay-link";
import { AdditionalInsuredsFields, EMPTY_INSURED, insuredsToSend, type AdditionalInsuredRow } from "./additional-insureds";
import { EMPTY_ADDRESS, PremisesAddressFields, addressToSend, ratedLocation, type StreetAddress } from "./premises-address";
import { UnansweredAlert, unansweredIn } from "./unanswered-alert";
import { saveAnswersKey } from "./application-form";
import { questionTitle, readFormSchema } from "./json-schema-fields";

type Plan = "annual" | "monthly";

/** The customer's email when the partner's payload or the application's answers carry one. */
function emailOf(app: Application): string | null {
  const sources = [app.formPayload, app.systemPayload] as Array<Record<string, unknown> | null>;
  const found = sources
    .flatMap((p) => ["email", "contact_email", "contactEmail", "insured_email"].map((k) => p?.[k]))
    .find((v) => typeof v === "string" && v.includes("@"));
  return typeof found === "string" ? found : null;
}

export function BindPanel({ app, onIssued, invalidAnswers = [] }: { app: Application; onIssued: (policies: Policy[]) => void; invalidAnswers?: string[] }) {
  const id = useId();
  const queryClient = useQueryClient();
  const attempt = useAttemptKey();
  const offersMonthly = app.pricing?.totalMonthly != null && app.paymentOptions.some((o) => o.frequencies.some((f) => f.frequency === "monthly"));
  const [plan, setPlan] = useState<Plan>("annual");
  const paymentPlan: Plan = offersMonthly ? plan : "annual";
  // What the plan charges at bind: the annual total, or the monthly plan's down payment.
  const due = (p: Plan) => (p === "monthly" ? app.pricing?.monthlyDownPayment : app.pricing?.totalAnnual);
  const frequency = (p: Plan) => app.paymentOptions.flatMap((o) => o.frequencies).find((f) => f.frequency === p);
  const chosen = frequency(paymentPlan);
  const stripe = app.billing.method === "stripe";
  const rated = ratedLocation(app.systemPayload);
  const [street, setStreet] = useState<StreetAddress>(EMPTY_ADDRESS);
  const [addressError, setAddressError] = useState<string | null>(null);
  const aiEndorsement = app.endorsements.find((e) => (e.status === "included" || e.status === "added") && e.key.includes("additional_insured"));
  const [insuredRows, setInsuredRows] = useState<AdditionalInsuredRow[]>([EMPTY_INSURED]);
  const [insuredsError, setInsuredsError] = useState<string | null>(null);
  // A monthly plan keeps the card for the later installments; this is where the insured hears if one fails.
  const [billingEmail, setBillingEmail] = useState(emailOf(app) ?? "");
  const [billingEmailError, setBillingEmailError] = useState<string | null>(null);
  // Answers still being saved, or required ones missing: paying now would be refused, so it waits.
  const saving = useIsMutating({ mutationKey: saveAnswersKey(app.quoteRequestId) }) > 0;
  const missing = app.unansweredRequired;
  // The insured may already hold this line: binding would be refused (409 line_already_bound), so say it first.
  const coverage = useQuery({
    queryKey: queryKeys.coverageCheck(app.quoteId, app.quoteRequestId),
    queryFn: () => checkCoverage(app.quoteId, app.quoteRequestId),
  });
  const duplicates = coverage.data?.duplicates ?? [];
  const blocked = saving || missing.length > 0 || invalidAnswers.length > 0 || duplicates.length > 0;

  const bind = useMutation({
    mutationFn: ({
      payment,
      key,
      insuredAddress,
      additionalInsureds,
      billingEmail: email,
    }: {
      payment: CardPayment | StripePayment;
      key: string;
      insuredAddress?: ReturnType<typeof addressToSend>["address"];
      additionalInsureds?: ReturnType<typeof insuredsToSend>["insureds"];
      billingEmail?: string;
    }) =>
      // A card that asks for 3-D Secure: the cardholder authenticates here, then the bind is confirmed.
      payWithAuthentication(
        () =>
          bindQuote(
            {
              quoteRequestIds: [app.quoteRequestId],
              paymentPlan,
              payment,
              ...(insuredAddress ? { insuredAddress } : {}),
              ...(additionalInsureds?.length ? { additionalInsureds } : {}),
              ...(email ? { billingEmail: email } : {}),
            },
            key,
          ),
        confirmBind,
        app.billing.publishableKey,
      ),
  });

  async function pay(payment: CardPayment | StripePayment): Promise<boolean> {
    const address = rated ? addressToSend(street, rated) : { address: undefined, error: null };
    setAddressError(address.error);
    const insureds = aiEndorsement ? insuredsToSend(insuredRows) : { insureds: [], error: null };
    setInsuredsError(insureds.error);
    const email = paymentPlan === "monthly" ? billingEmail.trim() : "";
    const emailError = email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? "Enter an email address like name@example.com, or leave it empty." : null;
    setBillingEmailError(emailError);
    if (address.error || insureds.error || emailError) return false;
    try {
      const result = await bind.mutateAsync({
        payment,
        key: attempt.current(),
        ...(address.address ? { insuredAddress: address.address } : {}),
        additionalInsureds: insureds.insureds,
        ...(email ? { billingEmail: email } : {}),
      });
      attempt.settle();
      onIssued(result.policies);
      await Promise.all([
        // The folio and this application now show the card bound; the policy lists gain the policy.
        queryClient.invalidateQueries({ queryKey: queryKeys.folio(app.quoteId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.allPolicies }),
      ]);
      return true;
    } catch (error) {
      attempt.settle(error);
      return false;
    }
  }

  return (
    <Panel title="Bind and pay">
      <FieldSet legend="Payment plan" className="fieldset-plain">
        <Row>
          {(offersMonthly ? (["annual", "monthly"] as const) : (["annual"] as const)).map((p) => (
            <span key={p} className="inline-row">
              <Choice type="radio" name={`${id}-plan`} value={p} checked={paymentPlan === p} onChange={() => setPlan(p)} aria-describedby={`${id}-${p}-amount`}>
                {p === "annual" ? "Annual" : "Monthly"}
              </Choice>
              <span id={`${id}-${p}-amount`} className="muted">
                {p === "monthly" ? `${formatMoney(due(p))} down, then ${formatMoney(app.pricing?.totalMonthly)} a month` : `${formatMoney(due(p))} a year`}
              </span>
            </span>
          ))}
        </Row>
      </FieldSet>
      <p className="flush">
        Due now: <span className="price">{formatMoney(due(paymentPlan))}</span>
        <span className="muted">{paymentPlan === "monthly" ? " (the down payment: the first installment)" : " (annual total)"}</span>
      </p>
      {paymentPlan === "monthly" && chosen ? (
        <p className="flush muted">
          {formatMoney(chosen.downPayment)} down, then {chosen.installments - 1} monthly payments of {formatMoney(chosen.amount)}
          {chosen.lastAmount !== chosen.amount ? ` (the last ${formatMoney(chosen.lastAmount)})` : ""}
          {chosen.installmentFee > 0 ? `, each with a ${formatMoney(chosen.installmentFee)} installment fee` : ""}: {formatMoney(chosen.total)} in all
          {app.pricing ? `, against ${formatMoney(app.pricing.totalAnnual)} paid once a year` : ""}.
        </p>
      ) : null}
      {duplicates.length ? (
        <Notice kind="alert" as="div" className="flush">
          <p className="flush strong">This insured already has this cover.</p>
          {duplicates.map((d) => (
            <p key={d.policyId} className="flush">
              Policy <Link href={`/policies/${d.policyId}`}>{d.number}</Link> ({d.programCode}) covers this insured from {formatDate(d.effectiveDate)} until{" "}
              {formatDate(d.coverEnd)}, which overlaps this quote&apos;s term. Cancel or change that policy, or quote a term that starts when it ends.
            </p>
          ))}
        </Notice>
      ) : null}
      {invalidAnswers.length ? <QuestionList app={app} keys={invalidAnswers} intro="Fix these answers before binding or sending a pay link:" /> : null}
      {missing.length ? (
        <QuestionList app={app} keys={missing} intro="Answer these required questions before binding or sending a pay link:" />
      ) : saving ? (
        <p className="flush muted" role="status">
          Saving the answers before payment…
        </p>
      ) : null}

      {rated ? (
        <PremisesAddressFields
          idPrefix={`${id}-address`}
          value={street}
          onChange={(next) => {
            setStreet(next);
            setAddressError(null);
          }}
          rated={rated}
          error={addressError}
        />
      ) : null}
      {aiEndorsement ? (
        <AdditionalInsuredsFields
          idPrefix={`${id}-ai`}
          rows={insuredRows}
          onChange={(rows) => {
            setInsuredRows(rows);
            setInsuredsError(null);
          }}
          endorsementName={aiEndorsement.name}
          error={insuredsError}
        />
      ) : null}
      {paymentPlan === "monthly" ? (
        <Field
          label="Insured's email for payment notices (optional)"
          hint="The card is kept and charged for each later installment on its due date; if a charge fails, the insured is emailed here (and you are)."
          error={billingEmailError ?? undefined}
        >
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="off"
              value={billingEmail}
              onChange={(ev) => {
                setBillingEmail(ev.target.value);
                setBillingEmailError(null);
              }}
            />
          )}
        </Field>
      ) : null}
      {stripe && app.billing.publishableKey ? (
        <StripeCardPay publishableKey={app.billing.publishableKey} submitLabel="Pay and bind" onPay={pay} />
      ) : (
        <CardPayForm submitLabel="Pay and bind" onPay={pay} disabled={blocked} />
      )}
      {bind.error ? <BindError error={bind.error} app={app} /> : null}
      <PayLink
        quoteId={app.quoteId}
        applicationId={app.quoteRequestId}
        applicationForm={app.applicationForm}
        paymentPlan={paymentPlan}
        suggestedEmail={emailOf(app)}
        blocked={blocked}
      />
    </Panel>
  );
}

/** Questions that hold payment back, each a link to the question. */
function QuestionList({ app, keys, intro }: { app: Application; keys: string[]; intro: string }) {
  const schema = readFormSchema(app.applicationForm);
  return (
    <Notice className="flush" as="div">
      <p className="flush">{intro}</p>
      <ul>
        {keys.map((k) => (
          <li key={k}>
            <a href="#application-questions">{questionTitle(schema, k)}</a>
          </li>
        ))}
      </ul>
    </Notice>
  );
}

function BindError({ error, app }: { error: Error; app: Application }) {
  if (error instanceof ApiError && unansweredIn(error) !== null)
    return <UnansweredAlert error={error} applicationForm={app.applicationForm} before="binding" />;
  return <Problem error={error} prefix="The quote was not bound." after={error instanceof ApiError ? undefined : "A retry cannot charge twice."} />;
}

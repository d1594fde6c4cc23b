"use client";
// Cancellation: preview the refund first (preview: true), then cancel after a second, confirming click.
// A date still ahead schedules the cancellation (the policy stays in force until then) and can be
// rescinded here until it takes effect.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { AmountsTable } from "@/components/ui/amounts-table";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Grid, Row, Stack } from "@/components/ui/layout";
import { Notice } from "@/components/ui/notice";
import { Problem } from "@/components/ui/problem";
import { Panel } from "@/components/ui/panel";
import { ScrollArea } from "@/components/ui/scroll-area";
import { cancelPolicy, rescindCancellation, type Policy } from "@/lib/client/endpoints";
import { formatDate, formatMoney } from "@/lib/client/format";
import { queryKeys } from "@/lib/client/query-keys";

const REASONS = [
  ["insured_request", "Insured's request"],
  ["carrier_underwriting", "Carrier (underwriting)"],
  ["non_payment", "Non-payment"],
  ["rewrite", "Rewrite"],
] as const;
type Reason = (typeof REASONS)[number][0];
/** Why a carrier cancels for underwriting, in words: after the state's underwriting period many states allow only some (the API says which). */
const UNDERWRITING_REASONS = [
  ["material_change_in_risk", "Material change in the risk"],
  ["fraud_or_misrepresentation", "Fraud or misrepresentation"],
  ["violation_of_terms", "Violation of the policy's terms"],
  ["conviction", "Conviction of a crime related to the risk"],
  ["loss_control_noncompliance", "Loss control recommendations not followed"],
  ["loss_of_reinsurance", "Loss of reinsurance"],
  ["insurer_impairment", "The insurer's financial impairment"],
  ["other", "Another reason"],
] as const;
type UnderwritingReason = (typeof UNDERWRITING_REASONS)[number][0];
export const REASON_LABELS: Record<string, string> = Object.fromEntries(REASONS);
const METHODS: Record<string, string> = {
  flat: "Flat (from inception)",
  pro_rata: "Pro rata",
  short_rate: "Short rate",
  free_look: "Free look (full refund)",
  fully_earned: "Fully earned (no refund)",
};

const pad = (n: number) => String(n).padStart(2, "0");
function defaultDate(min: string | undefined, max: string): string {
  const d = new Date();
  const today = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return min && today < min ? min : today > max ? max : today;
}

export function CancelPanel({ policy }: { policy: Policy }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [effectiveDate, setEffectiveDate] = useState(() => defaultDate(policy.program.type === "TI" ? undefined : policy.effectiveDate, policy.expirationDate));
  const [reason, setReason] = useState<Reason>("insured_request");
  const [underwritingReason, setUnderwritingReason] = useState<UnderwritingReason>("material_change_in_risk");
  const [confirming, setConfirming] = useState(false);
  const send = (preview: boolean) =>
    cancelPolicy(policy.id, { effectiveDate, reason, preview, ...(reason === "carrier_underwriting" ? { underwritingReason } : {}) });
  const preview = useMutation({ mutationFn: () => send(true) });
  const cancel = useMutation({
    mutationFn: () => send(false),
    onSuccess: async (result) => {
      queryClient.setQueryData(queryKeys.policy(policy.id), result.policy);
      await queryClient.invalidateQueries({ queryKey: queryKeys.allPolicies });
    },
  });

  if (cancel.data) {
    const done = cancel.data.cancellation;
    return (
      <Panel title="Cancellation">
        <Notice kind="status" className="flush">
          {done.status === "scheduled"
            ? `Cancellation scheduled for ${formatDate(done.effectiveDate)}. The policy stays in force until then, and you can rescind it before that day.`
            : `Policy cancelled. ${done.balanceDue > 0 ? `Balance due ${formatMoney(done.balanceDue)}.` : `Refund ${formatMoney(done.refund)}.`}`}
        </Notice>
      </Panel>
    );
  }
  if (policy.status === "pending_cancellation" && policy.cancellation) return <PendingCancellation policy={policy} />;
  if (policy.status !== "in_force" && policy.status !== "scheduled") return null;

  const quote = preview.data?.cancellation;
  const change = () => {
    preview.reset();
    cancel.reset();
    setConfirming(false);
  };

  return (
    <Panel title="Cancellation">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          change();
          preview.mutate();
        }}
      >
        <Grid kind="fields" className="grid-tight">
          <Field id={`${id}-date`} label="Cancellation date">
            {(control) => (
              <input
                {...control}
                type="date"
                required
                min={policy.program.type === "TI" ? undefined : policy.effectiveDate}
                max={policy.expirationDate}
                value={effectiveDate}
                onChange={(e) => {
                  setEffectiveDate(e.target.value);
                  change();
                }}
              />
            )}
          </Field>
          <Field id={`${id}-reason`} label="Reason">
            {(control) => (
              <select
                {...control}
                value={reason}
                onChange={(e) => {
                  setReason(e.target.value as Reason);
                  change();
                }}
              >
                {REASONS.map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {reason === "carrier_underwriting" ? (
            <Field id={`${id}-underwriting-reason`} label="Underwriting reason" hint="After the first weeks in force, many states allow only some reasons.">
              {(control) => (
                <select
                  {...control}
                  value={underwritingReason}
                  onChange={(e) => {
                    setUnderwritingReason(e.target.value as UnderwritingReason);
                    change();
                  }}
                >
                  {UNDERWRITING_REASONS.map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          ) : null}
        </Grid>
        <Button type="submit" disabled={preview.isPending || !effectiveDate}>
          Preview refund
        </Button>
      </form>
      {preview.error ? <Problem error={preview.error} prefix="The refund could not be worked out." /> : null}

      {quote ? (
        <Stack>
          <ScrollArea>
            <AmountsTable
              label="Refund preview"
              rows={[
                { label: "Method", value: METHODS[quote.method] ?? quote.method },
                { label: "Days in force", value: `${quote.daysInForce} of ${quote.daysInTerm}` },
                { label: "Earned premium", amount: quote.earnedPremium },
                ...(quote.balanceDue > 0 ? [{ label: "Balance due", amount: quote.balanceDue }] : []),
              ]}
              total={quote.balanceDue > 0 ? { label: "Balance due", amount: quote.balanceDue } : { label: "Refund", amount: quote.refund }}
            />
          </ScrollArea>
          <ScrollArea>
            <AmountsTable
              label="Refund calculation"
              caption="How the refund is calculated"
              rows={quote.lines.map((line, i) => ({ id: `${line.label}-${i}`, label: line.label, amount: line.amount, detail: "plain" as const }))}
            />
          </ScrollArea>
          <Row>
            <Button
              variant={confirming ? "danger" : "primary"}
              disabled={cancel.isPending}
              onClick={() => (confirming ? cancel.mutate() : setConfirming(true))}
            >
              {confirming ? "Confirm cancellation" : "Cancel policy"}
            </Button>
            {confirming ? (
              <>
                <Button onClick={() => setConfirming(false)} disabled={cancel.isPending}>
                  Keep policy
                </Button>
                <span className="muted">{confirmText(quote)}</span>
              </>
            ) : null}
          </Row>
          {cancel.error ? <Problem error={cancel.error} prefix="The policy was not cancelled." /> : null}
        </Stack>
      ) : null}
    </Panel>
  );
}

type Quote = NonNullable<Policy["cancellation"]>;

function confirmText(q: Quote): string {
  const money =
    q.balanceDue > 0
      ? `the insured owes ${formatMoney(q.balanceDue)}`
      : q.refund > 0
        ? `${formatMoney(q.refund)} is refunded to the card`
        : "nothing is refunded";
  return q.status === "scheduled"
    ? `Schedules the cancellation for ${formatDate(q.effectiveDate)}: the policy stays in force until then; on that day ${money} (as paid by then).`
    : `Cancels effective ${formatDate(q.effectiveDate)}; ${money}.`;
}

function PendingCancellation({ policy }: { policy: Policy }) {
  const queryClient = useQueryClient();
  const c = policy.cancellation!;
  const rescind = useMutation({
    mutationFn: () => rescindCancellation(policy.id),
    onSuccess: async (updated) => {
      queryClient.setQueryData(queryKeys.policy(policy.id), updated);
      await queryClient.invalidateQueries({ queryKey: queryKeys.allPolicies });
    },
  });
  return (
    <Panel title="Cancellation">
      <Notice kind="status" className="flush">
        Cancellation scheduled for {formatDate(c.effectiveDate)} ({REASON_LABELS[c.reason] ?? c.reason}). The policy stays in force until then;{" "}
        {c.balanceDue > 0 ? `a balance of about ${formatMoney(c.balanceDue)} will be due` : `about ${formatMoney(c.refund)} will be refunded`} on that day.
      </Notice>
      <Row>
        <Button onClick={() => rescind.mutate()} disabled={rescind.isPending}>
          Rescind cancellation
        </Button>
      </Row>
      {rescind.error ? <Problem error={rescind.error} prefix="The cancellation was not withdrawn." /> : null}
    </Panel>
  );
}

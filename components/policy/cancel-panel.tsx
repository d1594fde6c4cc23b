"use client";
// Cancellation: preview the refund first (preview: true), then cancel after a second, confirming click.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { ApiError, apiFetch, formatMoney } from "@/lib/client/api";
import { CancelResponse, type PolicyView } from "@/lib/schemas/bind";
import { policyKey } from "./renewal-panel";
import { ScrollArea } from "./scroll-area";

const REASONS = [
  ["insured_request", "Insured's request"],
  ["carrier_underwriting", "Carrier (underwriting)"],
  ["non_payment", "Non-payment"],
  ["rewrite", "Rewrite"],
] as const;
type Reason = (typeof REASONS)[number][0];
export const REASON_LABELS: Record<string, string> = Object.fromEntries(REASONS);
const METHODS: Record<string, string> = { flat: "Flat (from inception)", pro_rata: "Pro rata", short_rate: "Short rate (90% of pro rata)" };

const pad = (n: number) => String(n).padStart(2, "0");
function defaultDate(min: string, max: string): string {
  const d = new Date();
  const today = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return today < min ? min : today > max ? max : today;
}
const errorText = (e: Error) => (e instanceof ApiError ? e.detail : e.message);

export function CancelPanel({ policy }: { policy: PolicyView }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [effectiveDate, setEffectiveDate] = useState(() => defaultDate(policy.effectiveDate, policy.expirationDate));
  const [reason, setReason] = useState<Reason>("insured_request");
  const [confirming, setConfirming] = useState(false);
  const send = (preview: boolean) =>
    apiFetch("POST", `/v1/policies/${policy.id}/cancel`, { body: { effectiveDate, reason, preview }, schema: CancelResponse.shape.data });
  const preview = useMutation({ mutationFn: () => send(true) });
  const cancel = useMutation({
    mutationFn: () => send(false),
    onSuccess: async (result) => {
      queryClient.setQueryData(policyKey(policy.id), result.policy);
      await Promise.all([queryClient.invalidateQueries({ queryKey: policyKey(policy.id) }), queryClient.invalidateQueries({ queryKey: ["policies"] })]);
    },
  });

  if (cancel.data) {
    return (
      <section aria-label="Cancellation" className="card stack">
        <h2 style={{ margin: 0 }}>Cancellation</h2>
        <p role="status" style={{ margin: 0 }}>
          Policy cancelled. Refund {formatMoney(cancel.data.cancellation.refund)}.
        </p>
      </section>
    );
  }
  if (policy.status !== "active") return null;

  const quote = preview.data?.cancellation;
  const change = () => {
    preview.reset();
    cancel.reset();
    setConfirming(false);
  };

  return (
    <section aria-label="Cancellation" className="card stack">
      <h2 style={{ margin: 0 }}>Cancellation</h2>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          change();
          preview.mutate();
        }}
      >
        <div style={{ display: "grid", columnGap: "0.75rem", gridTemplateColumns: "repeat(auto-fit, minmax(12rem, 1fr))" }}>
          <div className="field">
            <label htmlFor={`${id}-date`}>Cancellation date</label>
            <input
              id={`${id}-date`}
              type="date"
              required
              min={policy.effectiveDate}
              max={policy.expirationDate}
              value={effectiveDate}
              onChange={(e) => {
                setEffectiveDate(e.target.value);
                change();
              }}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-reason`}>Reason</label>
            <select
              id={`${id}-reason`}
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
          </div>
        </div>
        <button type="submit" className="btn" disabled={preview.isPending || !effectiveDate}>
          Preview refund
        </button>
      </form>
      {preview.error ? (
        <p role="alert" className="error">
          {errorText(preview.error)}
        </p>
      ) : null}

      {quote ? (
        <div className="stack">
          <ScrollArea>
            <table className="data" aria-label="Refund preview">
              <tbody>
                <tr>
                  <th scope="row">Method</th>
                  <td className="num">{METHODS[quote.method] ?? quote.method}</td>
                </tr>
                <tr>
                  <th scope="row">Days in force</th>
                  <td className="num">
                    {quote.daysInForce} of {quote.daysInTerm}
                  </td>
                </tr>
                <tr>
                  <th scope="row">Earned premium</th>
                  <td className="num">{formatMoney(quote.earnedPremium)}</td>
                </tr>
                {quote.balanceDue > 0 ? (
                  <tr>
                    <th scope="row">Balance due</th>
                    <td className="num">{formatMoney(quote.balanceDue)}</td>
                  </tr>
                ) : null}
                <tr>
                  <th scope="row">Refund</th>
                  <td className="num">
                    <strong>{formatMoney(quote.refund)}</strong>
                  </td>
                </tr>
              </tbody>
            </table>
          </ScrollArea>
          <ScrollArea>
            <table className="data" aria-label="Refund calculation">
              <caption className="muted" style={{ textAlign: "left" }}>
                How the refund is calculated
              </caption>
              <tbody>
                {quote.lines.map((line, i) => (
                  <tr key={`${line.label}-${i}`}>
                    <td>{line.label}</td>
                    <td className="num">{formatMoney(line.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollArea>
          <div className="row">
            <button
              type="button"
              className="btn btn-primary"
              style={confirming ? { background: "var(--bad)", borderColor: "var(--bad)" } : undefined}
              disabled={cancel.isPending}
              onClick={() => (confirming ? cancel.mutate() : setConfirming(true))}
            >
              {confirming ? "Confirm cancellation" : "Cancel policy"}
            </button>
            {confirming ? (
              <>
                <button type="button" className="btn" onClick={() => setConfirming(false)} disabled={cancel.isPending}>
                  Keep policy
                </button>
                <span className="muted">
                  Cancels effective {effectiveDate} and refunds {formatMoney(quote.refund)} to the card.
                </span>
              </>
            ) : null}
          </div>
          {cancel.error ? (
            <p role="alert" className="error">
              {errorText(cancel.error)}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

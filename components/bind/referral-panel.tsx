"use client";
// Underwriting of a referred application, as the agency sees it: why it was referred, the carrier
// underwriter's last decision, and the agency's note to the underwriter (read at the carrier's underwriting
// desk beside the answers). The carrier's underwriters decide; the agency's producers are emailed the decision.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Problem } from "@/components/ui/problem";
import { Panel } from "@/components/ui/panel";
import { ApiError } from "@/lib/client/api";
import { saveReferralNote, type Application } from "@/lib/client/endpoints";
import { queryKeys } from "@/lib/client/query-keys";
import { formatDateTime } from "@/lib/client/format";

export function ReferralPanel({ app }: { app: Application }) {
  const [note, setNote] = useState(app.referralNote ?? "");
  const [saved, setSaved] = useState(false);
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: () => saveReferralNote(app.quoteId, app.quoteRequestId, note),
    onSuccess: (updated) => {
      setSaved(true);
      queryClient.setQueryData(queryKeys.application(app.quoteId, app.quoteRequestId), updated);
    },
  });
  const { referrals, decision } = app.underwriting;
  const referred = app.applicationStatus === "referred";
  if (!referred && !decision) return null;
  const noteError = save.error instanceof ApiError ? save.error.errors.find((e) => e.path === "note")?.message : undefined;

  return (
    <Panel title="Underwriting referral" id="referral">
      {referred ? (
        <>
          <p className="flush">
            This application is referred to the carrier&rsquo;s underwriters. It is priced, but it cannot be bound or sent for payment until an underwriter
            approves it:
          </p>
          <ul className="list" aria-label="Reasons for the referral">
            {referrals.map((r) => (
              <li key={r.rule}>{r.message}</li>
            ))}
          </ul>
        </>
      ) : null}
      {decision ? (
        <p className="flush" role="status">
          {decision.decision === "approved" ? "Approved" : "Declined"} by {decision.by} on {formatDateTime(decision.at)}: “{decision.note}”
          {decision.decision === "approved" && referred ? " The answers changed since, so the underwriter is asked again." : ""}
        </p>
      ) : null}
      {referred ? (
        <form
          noValidate
          className="stack"
          onSubmit={(e) => {
            e.preventDefault();
            setSaved(false);
            save.mutate();
          }}
        >
          <Field
            label="Note to the underwriter"
            hint="What helps them decide: loss runs, repairs, safety measures. They read it beside the answers; you are emailed their decision."
            error={noteError}
          >
            {(control) => (
              <textarea
                {...control}
                value={note}
                rows={3}
                maxLength={2000}
                onChange={(e) => {
                  setNote(e.target.value);
                  setSaved(false);
                }}
              />
            )}
          </Field>
          {save.error && !noteError ? <Problem error={save.error} prefix="The note was not saved." /> : null}
          <div>
            <Button type="submit" disabled={save.isPending}>
              Save note for the underwriter
            </Button>
          </div>
          {saved ? (
            <p className="flush" role="status">
              Note saved: the underwriter sees it with the referral.
            </p>
          ) : null}
        </form>
      ) : null}
    </Panel>
  );
}

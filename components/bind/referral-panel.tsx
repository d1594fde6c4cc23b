"use client";
// Underwriting of a referred application: why it was referred, the underwriter's last decision, and, for
// a signed-in underwriter, the form to approve (the application is priced again) or decline, with a note.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Row } from "@/components/ui/layout";
import { Problem } from "@/components/ui/problem";
import { Panel } from "@/components/ui/panel";
import { ApiError } from "@/lib/client/api";
import { decideReferral, type Application } from "@/lib/client/endpoints";
import { queryKeys } from "@/lib/client/query-keys";
import { formatDateTime } from "@/lib/client/format";

export function ReferralPanel({ app, underwriter }: { app: Application; underwriter: boolean }) {
  const [note, setNote] = useState("");
  const queryClient = useQueryClient();
  const decide = useMutation({
    mutationFn: (decision: "approve" | "decline") => decideReferral(app.quoteId, app.quoteRequestId, decision, note),
    onSuccess: (updated) => {
      setNote("");
      queryClient.setQueryData(queryKeys.application(app.quoteId, app.quoteRequestId), updated);
      void queryClient.invalidateQueries({ queryKey: queryKeys.folio(app.quoteId) });
    },
  });
  const { referrals, decision } = app.underwriting;
  const referred = app.applicationStatus === "referred";
  if (!referred && !decision) return null;
  const noteError = decide.error instanceof ApiError ? decide.error.errors.find((e) => e.path === "note")?.message : undefined;

  return (
    <Panel title="Underwriting referral" id="referral">
      {referred ? (
        <>
          <p className="flush">
            This application is referred to an underwriter. It is priced, but it cannot be bound or sent for payment until an underwriter approves it:
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
      {referred && underwriter ? (
        <form
          noValidate
          className="stack"
          onSubmit={(e) => {
            e.preventDefault();
            const submitter = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
            decide.mutate(submitter?.value === "decline" ? "decline" : "approve");
          }}
        >
          <Field label="Note to the agent" hint="Say what you reviewed and why you decide so; the agent reads it." error={noteError}>
            {(control) => <textarea {...control} value={note} rows={3} maxLength={2000} onChange={(e) => setNote(e.target.value)} />}
          </Field>
          {decide.error && !noteError ? <Problem error={decide.error} prefix="The decision was not recorded." /> : null}
          <Row>
            <Button type="submit" variant="primary" value="approve" disabled={decide.isPending}>
              Approve and re-price
            </Button>
            <Button type="submit" variant="danger" value="decline" disabled={decide.isPending}>
              Decline
            </Button>
          </Row>
        </form>
      ) : referred ? (
        <p className="muted flush">An underwriter of your agency decides referrals; they see this application in the portal.</p>
      ) : null}
    </Panel>
  );
}

"use client";
// One referral at the underwriting desk: why it was referred, the agency's note, the risk and the answers,
// and the decision with a note (approve re-prices it on its answers; decline ends it). The agency's
// producers are emailed the decision.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { DataList } from "@/components/ui/data-list";
import { DataTable } from "@/components/ui/data-table";
import { Field } from "@/components/ui/field";
import { Row, Stack } from "@/components/ui/layout";
import { PageHeader } from "@/components/ui/page-header";
import { Panel } from "@/components/ui/panel";
import { Problem } from "@/components/ui/problem";
import { ScrollArea } from "@/components/ui/scroll-area";
import { ApiError } from "@/lib/client/api";
import { waitingFor } from "@/lib/client/desk";
import { decideReferral, getReferral, type Referral } from "@/lib/client/endpoints";
import { formatDateTime, formatMoney } from "@/lib/client/format";
import { queryKeys } from "@/lib/client/query-keys";

export function ReferralReview({ applicationId }: { applicationId: string }) {
  const referral = useQuery({ queryKey: queryKeys.referral(applicationId), queryFn: () => getReferral(applicationId) });
  if (referral.error)
    return (
      <Stack>
        <Problem error={referral.error} />
        <p className="flush">
          <Link href="/desk">Back to the underwriting desk</Link>
        </p>
      </Stack>
    );
  if (!referral.data) return <p className="muted">Loading…</p>;
  const r = referral.data;
  return (
    <Stack>
      <p className="flush">
        <Link href="/desk">← Underwriting desk</Link>
      </p>
      <PageHeader title={`Referral: ${r.insuredName}`} meta={`${r.program.name} (${r.program.code}) · from ${r.agency.name}`} />
      <Panel title="Why it was referred">
        {r.reasons.length ? (
          <ul className="list" aria-label="Reasons for the referral">
            {r.reasons.map((x) => (
              <li key={x.rule}>{x.message}</li>
            ))}
          </ul>
        ) : (
          <p className="flush muted">Nothing is waiting: this referral is decided.</p>
        )}
        <p className="flush small muted">
          Referred {formatDateTime(r.referredAt)}
          {r.status === "referred" ? `, waiting ${waitingFor(r.referredAt, new Date())}` : ""}. Priced at {formatMoney(r.total)} a year on its answers.
        </p>
        <p className="flush">{r.agencyNote ? <>The agency&rsquo;s note: “{r.agencyNote}”</> : <span className="muted">The agency left no note.</span>}</p>
      </Panel>
      <Decision referral={r} />
      <Panel title="The risk">
        <DataList items={r.risk.map((x) => ({ term: x.label, value: x.value }))} />
      </Panel>
      <Panel title="The answers">
        {r.answers.length ? (
          <ScrollArea label="Answers">
            <DataTable
              label="Answers to the application"
              columns={[{ header: "Question" }, { header: "Answer" }]}
              rows={r.answers.map((a) => ({ key: a.key, cells: [a.question, a.answer] }))}
            />
          </ScrollArea>
        ) : (
          <p className="flush muted">No answers yet.</p>
        )}
      </Panel>
    </Stack>
  );
}

function Decision({ referral: r }: { referral: Referral }) {
  const [note, setNote] = useState("");
  const queryClient = useQueryClient();
  const decide = useMutation({
    mutationFn: (decision: "approve" | "decline") => decideReferral(r.id, decision, note),
    onSuccess: (updated) => {
      setNote("");
      queryClient.setQueryData(queryKeys.referral(r.id), updated);
      void queryClient.invalidateQueries({ queryKey: ["referrals", "list"] });
    },
  });
  const noteError = decide.error instanceof ApiError ? decide.error.errors.find((e) => e.path === "note")?.message : undefined;
  return (
    <Panel title="Decision">
      {r.decision ? (
        <p className="flush" role="status">
          {r.decision.decision === "approved" ? "Approved" : "Declined"} by {r.decision.by} on {formatDateTime(r.decision.at)}: “{r.decision.note}”. The agency
          was emailed.
        </p>
      ) : null}
      {r.status === "referred" ? (
        <form
          noValidate
          className="stack"
          onSubmit={(e) => {
            e.preventDefault();
            const submitter = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
            decide.mutate(submitter?.value === "decline" ? "decline" : "approve");
          }}
        >
          <Field
            label="Note to the agency"
            hint="What you reviewed and why you decide so; the agency reads it in the email and on the application."
            error={noteError}
          >
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
      ) : null}
    </Panel>
  );
}

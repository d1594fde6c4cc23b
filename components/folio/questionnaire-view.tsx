"use client";
// The quote's questions, once (issue 30 item 2): every program of the shopping session answered from one
// form. A question the bank knows (years in business, claims, sprinklers…) is asked once however many
// programs ask it, in order (business, operations, premises, loss history), a follow-up only once its
// trigger is answered; then each program's own questions. Saving writes each program's answers in its own
// keys (POST .../form for each application that changes); the server records them on the client, and each
// program re-rates with them.
import { useMutation, useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Row, Stack } from "@/components/ui/layout";
import { Notice } from "@/components/ui/notice";
import { PageHeader } from "@/components/ui/page-header";
import { Panel } from "@/components/ui/panel";
import { Problem } from "@/components/ui/problem";
import { JsonSchemaFields, toAnswers, toDraft, type Draft, type FormSchema } from "@/components/bind/json-schema-fields";
import { ApiError } from "@/lib/client/api";
import { answerIssue, type AnswerSchema } from "@/lib/client/answers";
import { getApplication, getClientQuestions, getSession, saveAnswers } from "@/lib/client/endpoints";
import { formatDate } from "@/lib/client/format";
import { fieldIssueText } from "@/lib/client/messages";
import { queryKeys } from "@/lib/client/query-keys";
import { SECTION_TITLE, buildQuestionnaire, currentAnswers, isAsked, splitAnswers, type Question, type QuestionnaireApp } from "@/lib/client/questionnaire";
import { AnswersSaveError } from "@/components/bind/answers-save-error";
import { FolioSkeleton } from "./folio-skeleton";
import { QuoteLoadError } from "./quote-load-error";

export function QuestionnaireView({ quoteId }: { quoteId: string }) {
  const session = useQuery({ queryKey: queryKeys.session(quoteId), queryFn: () => getSession(quoteId) });
  const cards = (session.data?.quotes ?? []).filter((c) => !c.expired);
  const apps = useQueries({
    queries: cards.map((c) => ({ queryKey: queryKeys.application(c.quoteId, c.id), queryFn: () => getApplication(c.quoteId, c.id) })),
  });
  const back = (
    <Link href={`/quotes/${quoteId}`} className="muted">
      ← Back to the quote
    </Link>
  );
  if (session.error) return <QuoteLoadError title="Questions" error={session.error} />;
  const failed = apps.find((a) => a.error)?.error;
  if (failed) return <Problem error={failed} prefix="Could not load the programs' questions:" />;
  if (session.isPending || apps.some((a) => a.isPending)) return <FolioSkeleton />;
  const loaded: QuestionnaireApp[] = apps.map((a) => {
    const app = a.data!;
    return {
      id: app.quoteRequestId,
      quoteId: app.quoteId,
      programCode: app.program.code,
      programName: app.program.name,
      programType: app.program.type,
      classCode: typeof app.systemPayload.class_code === "string" ? app.systemPayload.class_code : null,
      state: typeof app.systemPayload.mailing_state === "string" ? app.systemPayload.mailing_state : null,
      form: app.applicationForm as QuestionnaireApp["form"],
      formPayload: app.formPayload,
      locked: app.applicationStatus === "bound",
    };
  });
  // Remounted when the programs change (a re-quote adds one), so the draft starts from what they hold.
  return (
    <Stack>
      <PageHeader
        title={session.data!.insuredName ? `Questions for ${session.data!.insuredName}` : "Questions"}
        meta={
          <span>
            Answered once for {loaded.length === 1 ? "the quote's program" : `all ${loaded.length} programs of the quote`}:{" "}
            {loaded.map((a) => a.programCode).join(", ")}
          </span>
        }
      />
      {back}
      <QuestionnaireForm key={loaded.map((a) => a.id).join(",")} quoteId={quoteId} insuredId={session.data!.insuredId} apps={loaded} />
    </Stack>
  );
}

/** The client's answers to confirm for its renewal: by question id, when each was last given. */
type ToConfirm = ReadonlyMap<string, string>;

/** The questions of one section as a form schema the fields component renders, titled and hinted. */
function sectionSchema(questions: readonly Question[], toConfirm: ToConfirm = new Map()): FormSchema {
  return {
    properties: Object.fromEntries(
      questions.map((q) => {
        const given = toConfirm.get(q.key);
        const asked = q.section === "program" ? undefined : `Asked by ${q.targets.map((t) => t.programCode).join(", ")}`;
        const confirm = given ? `Confirm for the renewal: last given ${formatDate(given)}, for the expiring term.` : undefined;
        return [q.key, { ...q.schema, title: q.title, description: [confirm, asked].filter(Boolean).join(" ") || undefined }];
      }),
    ),
    required: questions.filter((q) => q.required).map((q) => q.key),
  };
}

function QuestionnaireForm({ quoteId, insuredId, apps }: { quoteId: string; insuredId: string; apps: QuestionnaireApp[] }) {
  const questions = useMemo(() => buildQuestionnaire(apps), [apps]);
  const schema = useMemo(() => sectionSchema(questions), [questions]);
  // The client's answers that age, given before its open renewal offer (years in business, claims): confirmed by saving them.
  const programs = useMemo(() => [...new Set(apps.map((a) => a.programCode))].sort(), [apps]);
  const client = useQuery({ queryKey: queryKeys.clientQuestions(insuredId, programs), queryFn: () => getClientQuestions(insuredId, programs) });
  const toConfirm: ToConfirm = useMemo(
    () =>
      new Map((client.data?.questions ?? []).filter((q) => q.toConfirm && q.answer).map((q) => [q.id, q.answer!.confirmedAt ?? q.answer!.answeredAt] as const)),
    [client.data],
  );
  const [draft, setDraft] = useState<Draft>(() => toDraft(schema, currentAnswers(questions, apps)));
  const [saved, setSaved] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const typed = toAnswers(schema, draft, {});
  const asked = questions.filter((q) => isAsked(q, typed));
  const invalid: Record<string, string> = {};
  for (const q of asked) {
    const issue = answerIssue(q.schema as AnswerSchema, draft[q.key] ?? "", q.title);
    if (issue) invalid[q.key] = issue;
  }
  const save = useMutation({
    mutationFn: async () => {
      const saves = splitAnswers(questions, apps, typed, new Set(toConfirm.keys()));
      // One program at a time: each save re-rates its program, and shares the client's answers.
      for (const [appId, answers] of saves) await saveAnswers(apps.find((a) => a.id === appId)!.quoteId, appId, answers);
      return saves.size;
    },
    onSuccess: (count) => {
      setSaved(
        count === 0
          ? "Nothing changed: every program already has these answers."
          : `Answers saved for ${count} ${count === 1 ? "program" : "programs"}; ${count === 1 ? "it is" : "they are"} re-quoting with them.`,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.allSessions });
      for (const app of apps) void queryClient.invalidateQueries({ queryKey: queryKeys.application(app.quoteId, app.id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.folio(quoteId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.clientQuestions(insuredId, programs) });
    },
  });
  const errors: Record<string, string[]> = {};
  const otherErrors: string[] = [];
  if (save.error instanceof ApiError) {
    for (const e of save.error.errors) {
      const key = e.path.startsWith("form_payload.") ? e.path.slice("form_payload.".length).split(".")[0] : undefined;
      const q = key ? questions.find((x) => x.targets.some((t) => t.key === key)) : undefined;
      if (q) (errors[q.key] ??= []).push(fieldIssueText(e, q.title));
      else otherErrors.push(fieldIssueText(e));
    }
  }
  for (const [key, issue] of Object.entries(invalid)) errors[key] = [issue];
  if (!questions.length) return <Notice kind="notice">The programs of this quote ask no application questions.</Notice>;

  const sections: Array<[string, Question[]]> = [];
  for (const q of asked) {
    const title = q.section === "program" ? `Asked by ${q.program} only` : SECTION_TITLE[q.section];
    const last = sections.at(-1);
    if (last && last[0] === title) last[1].push(q);
    else sections.push([title, [q]]);
  }
  const allLocked = apps.every((a) => a.locked);
  return (
    <form
      noValidate
      className="stack"
      onSubmit={(e) => {
        e.preventDefault();
        if (Object.keys(invalid).length) return;
        setSaved(null);
        save.mutate();
      }}
    >
      {allLocked ? <Notice kind="notice">Every program of this quote is bound; its answers are part of the policy and can no longer change.</Notice> : null}
      {!allLocked && toConfirm.size ? (
        <Notice kind="notice">
          This quote renews a policy. Some answers change with time and were given for the expiring term: check the ones marked “Confirm for the renewal”,
          correct any that no longer hold, and save to confirm them.
        </Notice>
      ) : null}
      {sections.map(([title, qs]) => (
        <Panel key={title} title={title}>
          <JsonSchemaFields
            schema={sectionSchema(qs, toConfirm)}
            values={draft}
            errors={errors}
            disabled={allLocked}
            onChange={(key, value) => {
              setSaved(null);
              setDraft((d) => ({ ...d, [key]: value }));
            }}
          />
        </Panel>
      ))}
      {save.error ? <AnswersSaveError error={save.error} otherErrors={otherErrors} unreachable="Press Save answers to try again." /> : null}
      {allLocked ? null : (
        <Row>
          <Button type="submit" variant="primary" disabled={save.isPending}>
            Save answers
          </Button>
          <span aria-live="polite" className="muted" data-save-state={save.isPending ? "saving" : saved ? "saved" : "idle"}>
            {Object.keys(invalid).length
              ? "Not saved: fix the answers marked above."
              : save.isPending
                ? "Saving…"
                : (saved ?? "One answer serves every program that asks the question.")}
          </span>
          {saved ? <Link href={`/quotes/${quoteId}`}>See the quote</Link> : null}
        </Row>
      )}
    </form>
  );
}

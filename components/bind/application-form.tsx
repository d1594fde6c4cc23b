"use client";
// The application questions: answers save as they are typed (debounced, POST .../form { form_payload },
// partial saves allowed) with a saved indicator. Each answer is checked in the browser against its
// question's schema first (lib/client/answers.ts): an invalid answer is marked in words and nothing is
// saved until it is fixed; the parent hears which questions are invalid, so the bind panel waits too.
// The 400 problem's errors[] (path "form_payload.<key>") are shown beside each question, in the portal's
// words. "Save answers" saves at once. The bind panel waits for a save in flight (the mutation key
// below), so what is visibly filled in is what binding checks.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useEffect, useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Row } from "@/components/ui/layout";
import { Panel } from "@/components/ui/panel";
import { ApiError } from "@/lib/client/api";
import { saveAnswers, type Application } from "@/lib/client/endpoints";
import { answerIssue } from "@/lib/client/answers";
import { fieldIssueText } from "@/lib/client/messages";
import { queryKeys } from "@/lib/client/query-keys";
import { AnswersSaveError } from "./answers-save-error";
import { JsonSchemaFields, questionTitle, readFormSchema, toAnswers, toDraft, type Draft } from "./json-schema-fields";

/** How long typing must pause before the answers are saved. */
export const AUTOSAVE_DELAY_MS = 600;
/** The key of an application's answer saves: the bind panel waits while one runs. */
export const saveAnswersKey = (applicationId: string) => ["save-answers", applicationId] as const;

/** `onInvalid` hears the keys of the questions whose typed answers fail their schema (and are not saved). */
export function ApplicationForm({ app, onInvalid }: { app: Application; onInvalid?: (keys: string[]) => void }) {
  const schema = readFormSchema(app.applicationForm);
  const [draft, setDraft] = useState<Draft>(() => toDraft(schema, app.formPayload));
  const invalid = useMemo(() => {
    const found: Record<string, string> = {};
    for (const [key, q] of Object.entries(schema.properties)) {
      const issue = answerIssue(q, draft[key] ?? "", questionTitle(schema, key));
      if (issue) found[key] = issue;
    }
    return found;
    // The schema is the application's, fixed for the page; the draft is what changes.
  }, [draft]);
  const invalidKeys = Object.keys(invalid).join(",");
  useEffect(() => {
    onInvalid?.(invalidKeys ? invalidKeys.split(",") : []);
  }, [invalidKeys, onInvalid]);
  const [saved, setSaved] = useState(false);
  const [dirty, setDirty] = useState(false);
  const queryClient = useQueryClient();
  const bound = app.applicationStatus === "bound";
  const save = useMutation({
    mutationKey: saveAnswersKey(app.quoteRequestId),
    mutationFn: (answers: Record<string, unknown>) => saveAnswers(app.quoteId, app.quoteRequestId, answers),
    onSuccess: (updated) => {
      setSaved(true);
      // The answer is the application as it now stands (its unanswered questions included).
      queryClient.setQueryData(queryKeys.application(app.quoteId, app.quoteRequestId), updated);
      // The answers re-rate the application: the folio's card has a new price, or a referral or decline.
      void queryClient.invalidateQueries({ queryKey: queryKeys.folio(app.quoteId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.allSessions });
    },
  });
  // Save as typed: once typing pauses, the latest answers (never an older draft after a newer one).
  const latest = useRef({ draft, formPayload: app.formPayload });
  latest.current = { draft, formPayload: app.formPayload };
  const saveNow = () => {
    if (invalidKeys) return; // marked beside each question; saved once fixed
    setDirty(false);
    setSaved(false);
    save.mutate(toAnswers(schema, latest.current.draft, latest.current.formPayload));
  };
  useEffect(() => {
    if (!dirty || bound) return;
    const timer = setTimeout(saveNow, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
    // saveNow reads the latest draft through the ref; the timer restarts on every change.
  }, [draft, dirty, bound, invalidKeys]);

  const fieldErrors: Record<string, string[]> = {};
  const otherErrors: string[] = [];
  if (save.error instanceof ApiError) {
    for (const e of save.error.errors) {
      const key = e.path.startsWith("form_payload.") ? e.path.slice("form_payload.".length).split(".")[0] : undefined;
      if (key && key in schema.properties) (fieldErrors[key] ??= []).push(fieldIssueText(e, questionTitle(schema, key)));
      else otherErrors.push(fieldIssueText(e));
    }
  }
  for (const [key, issue] of Object.entries(invalid)) fieldErrors[key] = [issue];
  const questions = Object.keys(schema.properties);

  return (
    <Panel title="Underwriting questions" id="application-questions">
      {questions.length === 0 ? (
        <p className="muted">This program has no application questions.</p>
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            saveNow();
          }}
        >
          {bound ? (
            <p className="notice">The application is bound; its answers are part of the policy and can no longer change.</p>
          ) : (
            <p className="muted">
              An answer here also answers the same question for the quote&apos;s other programs.{" "}
              <Link href={`/quotes/${app.quoteId}/questions`}>Answer every program&apos;s questions at once</Link>
            </p>
          )}
          <JsonSchemaFields
            schema={schema}
            values={draft}
            disabled={bound}
            errors={fieldErrors}
            onChange={(key, value) => {
              setSaved(false);
              setDirty(true);
              setDraft((d) => ({ ...d, [key]: value }));
            }}
          />
          {save.error ? (
            <AnswersSaveError error={save.error} otherErrors={otherErrors} unreachable="They will be saved when you type again, or press Save answers." />
          ) : null}
          {bound ? null : (
            <Row>
              <Button type="submit" variant="primary" disabled={save.isPending}>
                Save answers
              </Button>
              <span
                aria-live="polite"
                className="muted"
                data-save-state={invalidKeys ? "invalid" : save.isPending ? "saving" : dirty ? "dirty" : saved ? "saved" : "idle"}
              >
                {invalidKeys
                  ? "Not saved: fix the answers marked above."
                  : save.isPending
                    ? "Saving…"
                    : dirty
                      ? "Changes not saved yet…"
                      : saved
                        ? "Answers saved."
                        : save.error
                          ? ""
                          : "Answers are saved as you type."}
              </span>
            </Row>
          )}
        </form>
      )}
    </Panel>
  );
}

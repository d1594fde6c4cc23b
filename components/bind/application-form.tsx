"use client";
// The application questions: answers save as they are typed (debounced, POST .../form { form_payload },
// partial saves allowed) with a saved indicator; the 400 problem's errors[] (path "form_payload.<key>") are
// shown beside each question. "Save answers" saves at once. The bind panel waits for a save in flight
// (the mutation key below), so what is visibly filled in is what binding checks.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Row } from "@/components/ui/layout";
import { Notice } from "@/components/ui/notice";
import { Panel } from "@/components/ui/panel";
import { ApiError } from "@/lib/client/api";
import { saveAnswers, type Application } from "@/lib/client/endpoints";
import { queryKeys } from "@/lib/client/query-keys";
import { JsonSchemaFields, readFormSchema, toAnswers, toDraft, type Draft } from "./json-schema-fields";

/** How long typing must pause before the answers are saved. */
export const AUTOSAVE_DELAY_MS = 600;
/** The key of an application's answer saves: the bind panel waits while one runs. */
export const saveAnswersKey = (applicationId: string) => ["save-answers", applicationId] as const;

export function ApplicationForm({ app }: { app: Application }) {
  const schema = readFormSchema(app.applicationForm);
  const [draft, setDraft] = useState<Draft>(() => toDraft(schema, app.formPayload));
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
    setDirty(false);
    setSaved(false);
    save.mutate(toAnswers(schema, latest.current.draft, latest.current.formPayload));
  };
  useEffect(() => {
    if (!dirty || bound) return;
    const timer = setTimeout(saveNow, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
    // saveNow reads the latest draft through the ref; the timer restarts on every change.
  }, [draft, dirty, bound]);

  const fieldErrors: Record<string, string[]> = {};
  const otherErrors: string[] = [];
  if (save.error instanceof ApiError) {
    for (const e of save.error.errors) {
      const key = e.path.startsWith("form_payload.") ? e.path.slice("form_payload.".length).split(".")[0] : undefined;
      if (key && key in schema.properties) (fieldErrors[key] ??= []).push(e.message);
      else otherErrors.push(`${e.path}: ${e.message}`);
    }
  }
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
          {bound ? <p className="notice">The application is bound; its answers are part of the policy and can no longer change.</p> : null}
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
            <Notice kind="alert" as="div">
              <p className="flush">
                {save.error instanceof ApiError && save.error.status === 400 && !otherErrors.length
                  ? "Some answers are not valid; see the questions marked above."
                  : save.error.message}
              </p>
              {otherErrors.length ? (
                <ul>
                  {otherErrors.map((m) => (
                    <li key={m}>{m}</li>
                  ))}
                </ul>
              ) : null}
            </Notice>
          ) : null}
          {bound ? null : (
            <Row>
              <Button type="submit" variant="primary" disabled={save.isPending}>
                Save answers
              </Button>
              <span aria-live="polite" className="muted" data-save-state={save.isPending ? "saving" : dirty ? "dirty" : saved ? "saved" : "idle"}>
                {save.isPending ? "Saving…" : dirty ? "Changes not saved yet…" : saved ? "Answers saved." : save.error ? "" : "Answers are saved as you type."}
              </span>
            </Row>
          )}
        </form>
      )}
    </Panel>
  );
}

"use client";
// The application questions: answers are saved with POST .../form { form_payload } (partial saves allowed);
// the 400 problem's errors[] (path "form_payload.<key>") are shown beside each question.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError, apiFetch } from "@/lib/client/api";
import type { ApplicationDetail } from "@/lib/schemas/quote";
import { JsonSchemaFields, readFormSchema, toAnswers, toDraft, type Draft } from "./json-schema-fields";

export const applicationKey = (quoteId: string, applicationId: string) => ["application", quoteId, applicationId] as const;

export function ApplicationForm({ app }: { app: ApplicationDetail }) {
  const schema = readFormSchema(app.applicationForm);
  const [draft, setDraft] = useState<Draft>(() => toDraft(schema, app.formPayload));
  const [saved, setSaved] = useState(false);
  const queryClient = useQueryClient();
  const bound = app.applicationStatus === "bound";
  const save = useMutation({
    mutationFn: (answers: Record<string, unknown>) =>
      apiFetch("POST", `/v1/quote/${app.quoteId}/applications/${app.quoteRequestId}/form`, { body: { form_payload: answers } }),
    onSuccess: async () => {
      setSaved(true);
      await queryClient.invalidateQueries({ queryKey: applicationKey(app.quoteId, app.quoteRequestId) });
    },
  });

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
    <section className="card stack" aria-labelledby="application-questions">
      <h2 id="application-questions" style={{ margin: 0 }}>
        Underwriting questions
      </h2>
      {questions.length === 0 ? (
        <p className="muted">This program has no application questions.</p>
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            setSaved(false);
            save.mutate(toAnswers(schema, draft, app.formPayload));
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
              setDraft((d) => ({ ...d, [key]: value }));
            }}
          />
          {save.error ? (
            <div role="alert" className="error">
              <p style={{ margin: 0 }}>{save.error instanceof ApiError && save.error.status === 400 && !otherErrors.length ? "Some answers are not valid; see the questions marked above." : save.error.message}</p>
              {otherErrors.length ? (
                <ul>
                  {otherErrors.map((m) => (
                    <li key={m}>{m}</li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
          {bound ? null : (
            <div className="row">
              <button type="submit" className="btn btn-primary" disabled={save.isPending}>
                Save answers
              </button>
              <span aria-live="polite" className="muted">
                {save.isPending ? "Saving…" : saved ? "Answers saved." : ""}
              </span>
            </div>
          )}
        </form>
      )}
    </section>
  );
}

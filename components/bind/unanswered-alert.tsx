// A 422 application_incomplete answer (bind or pay link) in words: which questions to answer first.
import { Notice } from "@/components/ui/notice";
import { problemSentences } from "@/components/ui/problem";
import { ApiError } from "@/lib/client/api";
import { questionTitle, readFormSchema } from "./json-schema-fields";

/** The question keys a 422 names (paths applications.{id}.form_payload.{key}), or null for any other error. */
export function unansweredIn(error: unknown): string[] | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  return error.errors.map((e) => e.path.split("form_payload.")[1]).filter((k): k is string => Boolean(k));
}

export function UnansweredAlert({ error, applicationForm, before }: { error: ApiError; applicationForm: unknown; before: string }) {
  const schema = readFormSchema(applicationForm);
  const missing = unansweredIn(error) ?? [];
  return (
    <Notice kind="alert" as="div">
      <p className="flush">Answer these required questions before {before}:</p>
      {missing.length ? (
        <ul>
          {missing.map((k) => (
            <li key={k}>{questionTitle(schema, k)}</li>
          ))}
        </ul>
      ) : (
        <p className="flush">{problemSentences(error).text}</p>
      )}
    </Notice>
  );
}

// An API or parse error as an alert, in the portal's words (lib/client/messages.ts): the problem's
// sentence and a sentence per field issue. The API's own detail stays for developers (the network panel, the log).
import { ApiError, UnexpectedResponseError } from "@/lib/client/api";
import { fieldIssueText, fieldsSummary, problemText, PROBLEM_SENTENCES } from "@/lib/client/messages";

/** What to tell the agent about `error`: a sentence, and one per field issue. */
export function problemSentences(error: unknown): { text: string; fields: string[] } {
  if (error instanceof ApiError) {
    const fields = error.errors.map((f) => fieldIssueText(f));
    const code = error.type.split("#").at(-1);
    // A refused card: the bank's own reason says it better than "declined" (an authentication that failed is no decline).
    if (code === "payment_failed" && fields.length === 1) return { text: fields[0]!, fields: [] };
    const text = code === "validation_error" && fields.length ? fieldsSummary(fields.length) : problemText(error.type, error.status);
    return { text, fields };
  }
  if (error instanceof UnexpectedResponseError) return { text: PROBLEM_SENTENCES.internal_error, fields: [] };
  // fetch's own failure: no answer at all.
  if (error instanceof TypeError) return { text: "We couldn't reach the server. Check your connection and try again.", fields: [] };
  return { text: "Something went wrong. Try again; if it keeps happening, contact support.", fields: [] };
}

/** `prefix` says what failed ("The certificate was not issued."); `after` adds what to know next (a retry cannot charge twice). */
export function Problem({ error, prefix, after }: { error: unknown; prefix?: string; after?: string }) {
  const { text, fields } = problemSentences(error);
  return (
    <div role="alert" className="error">
      <p className="flush">
        {prefix ? `${prefix} ` : ""}
        {text}
        {after ? ` ${after}` : ""}
      </p>
      {fields.length ? (
        <ul className="list list-after">
          {fields.map((f, i) => (
            <li key={`${f}-${i}`}>{f}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

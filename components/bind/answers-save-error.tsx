"use client";
// Why answers were not saved, in words: invalid answers are marked beside their questions; other faults
// (a problem's errors[] that name no question) are listed; a network failure says what happens next.
import { Notice } from "@/components/ui/notice";
import { ApiError } from "@/lib/client/api";
import { problemText } from "@/lib/client/messages";

export function AnswersSaveError({ error, otherErrors, unreachable }: { error: unknown; otherErrors: string[]; unreachable: string }) {
  return (
    <Notice kind="alert" as="div">
      <p className="flush">
        {error instanceof ApiError && error.status === 400 && !otherErrors.length
          ? "Some answers are not valid; see the questions marked above."
          : error instanceof ApiError
            ? problemText(error.type, error.status)
            : `The answers were not saved: the server could not be reached. ${unreachable}`}
      </p>
      {otherErrors.length ? (
        <ul>
          {otherErrors.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      ) : null}
    </Notice>
  );
}

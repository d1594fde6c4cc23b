"use client";
// Signed-in sessions (decision 057): every browser signed in as you, with where and when it signed in, and a way to
// sign out any of the others, or all of them at once. Through the /v1 API (GET /v1/me/sessions and its two revokes),
// as every portal page.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { LocalTime } from "@/components/account/local-time";
import { Button } from "@/components/ui/button";
import { Problem } from "@/components/ui/problem";
import { ApiError } from "@/lib/client/api";
import { listMySessions, revokeMyOtherSessions, revokeMySession, type MySession } from "@/lib/client/endpoints";
import { queryKeys } from "@/lib/client/query-keys";

const RESULTS = {
  signedOut: "That session is signed out. It will be asked to sign in again the next time it opens a page.",
  notFound: "That session had already ended.",
  signedOutOthers: (n: number) =>
    n === 1 ? "1 other session is signed out." : n === 0 ? "There were no other sessions to sign out." : `${n} other sessions are signed out.`,
};

/** sessionHours: how long a session lasts however active (the server's SESSION_TTL_MS). */
export function SessionsPage({ sessionHours }: { sessionHours: number }) {
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: queryKeys.mySessions, queryFn: listMySessions });
  const [result, setResult] = useState<string | null>(null);
  const status = useRef<HTMLParagraphElement>(null);
  // The button pressed is gone with its session: the focus goes to the sentence saying what happened.
  const done = (text: string) => {
    setResult(text);
    void queryClient.invalidateQueries({ queryKey: queryKeys.mySessions });
    requestAnimationFrame(() => status.current?.focus());
  };
  const others = useMutation({ mutationFn: revokeMyOtherSessions, onSuccess: ({ revoked }) => done(RESULTS.signedOutOthers(revoked)) });
  const items = sessions.data?.items ?? [];
  const otherCount = items.filter((s) => !s.current).length;
  return (
    <div className="stack sessions-page">
      <h1>Signed-in sessions</h1>
      {sessions.data ? (
        <p>
          {items.length === 1
            ? "You are signed in to the portal in this browser only."
            : `You are signed in to the portal in ${items.length} browsers. If you see one you do not recognise, sign it out: it will have to sign in again the next time it opens a page or calls the API.`}{" "}
          A session also ends by itself {sessionHours} hours after signing in.
        </p>
      ) : null}
      {sessions.isPending ? <p className="muted flush">Loading…</p> : null}
      {sessions.error ? <Problem error={sessions.error} /> : null}
      <p role="status" ref={status} tabIndex={-1} className={result ? "sessions-result" : "sessions-result-none"}>
        {result ?? ""}
      </p>
      <ul aria-label="Sessions" className="list-plain stack">
        {items.map((s) => (
          <SessionItem key={s.id} session={s} onSignedOut={() => done(RESULTS.signedOut)} onAlreadyEnded={() => done(RESULTS.notFound)} />
        ))}
      </ul>
      {otherCount > 0 ? (
        <div>
          <Button variant="primary" onClick={() => others.mutate()} disabled={others.isPending}>
            Sign out everywhere else
          </Button>
        </div>
      ) : null}
      {others.error ? <Problem error={others.error} /> : null}
    </div>
  );
}

function SessionItem({ session: s, onSignedOut, onAlreadyEnded }: { session: MySession; onSignedOut: () => void; onAlreadyEnded: () => void }) {
  const revoke = useMutation({
    mutationFn: () => revokeMySession(s.id),
    onSuccess: onSignedOut,
    // Ended meanwhile (signed out elsewhere, or expired): said as such, and the list is read again.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 404) onAlreadyEnded();
    },
  });
  const failed = revoke.error && !(revoke.error instanceof ApiError && revoke.error.status === 404) ? revoke.error : null;
  return (
    <li className="card" aria-labelledby={`session-${s.id}`}>
      <h2 id={`session-${s.id}`} className="session-title">
        {s.browser} {s.current ? <span className="badge">This browser</span> : null}
      </h2>
      <p className="session-line">
        Signed in <LocalTime iso={s.createdAt} />
        {s.address ? ` from ${s.address}` : ""}.
      </p>
      <p className="session-line">
        {s.current ? (
          "Active now."
        ) : (
          <>
            Last active <LocalTime iso={s.lastSeenAt} />.
          </>
        )}{" "}
        Ends <LocalTime iso={s.expiresAt} /> at the latest.
      </p>
      {s.current ? (
        <p className="muted flush">This is the browser you are using. Use Sign out at the top of the page to end it.</p>
      ) : (
        <div className="session-action">
          <Button onClick={() => revoke.mutate()} disabled={revoke.isPending}>
            Sign out this session
          </Button>
        </div>
      )}
      {failed ? <Problem error={failed} /> : null}
    </li>
  );
}

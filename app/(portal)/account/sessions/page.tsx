import { redirect } from "next/navigation";
import { LocalTime } from "@/components/account/local-time";
import { portalSession } from "@/lib/auth/portal";
import { listPortalSessions, SESSION_TTL_MS } from "@/lib/auth/sessions";
import { services } from "@/lib/runtime";
import { signOutOtherSessions, signOutSession } from "./actions";

export const metadata = { title: "Signed-in sessions · Quoting portal" };

const RESULTS: Record<string, (count: number) => string> = {
  "signed-out": () => "That session is signed out. It will be asked to sign in again the next time it opens a page.",
  "signed-out-others": (n) =>
    n === 1 ? "1 other session is signed out." : n === 0 ? "There were no other sessions to sign out." : `${n} other sessions are signed out.`,
  "not-found": () => "That session had already ended.",
};

export default async function SessionsPage({ searchParams }: { searchParams: Promise<{ result?: string; count?: string }> }) {
  const session = await portalSession();
  if (!session?.user?.id) redirect("/signin");
  const { result, count } = await searchParams;
  const sessions = await listPortalSessions((await services()).db, session.user.id, session.user.sessionId, new Date());
  const others = sessions.filter((s) => !s.current).length;
  const status = result && RESULTS[result]?.(Number(count) || 0);
  return (
    <div className="stack sessions-page">
      <h1>Signed-in sessions</h1>
      <p>
        {sessions.length === 1
          ? "You are signed in to the portal in this browser only."
          : `You are signed in to the portal in ${sessions.length} browsers. If you see one you do not recognise, sign it out: it will have to sign in again the next time it opens a page or calls the API.`}{" "}
        A session also ends by itself {SESSION_TTL_MS / 3_600_000} hours after signing in.
      </p>
      <p role="status" className={status ? "sessions-result" : "sessions-result-none"}>
        {status ?? ""}
      </p>
      <ul aria-label="Sessions" className="list-plain stack">
        {sessions.map((s) => (
          <li key={s.id} className="card" aria-labelledby={`session-${s.id}`}>
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
              <form action={signOutSession} className="session-action">
                <input type="hidden" name="sessionId" value={s.id} />
                <button className="btn" type="submit">
                  Sign out this session
                </button>
              </form>
            )}
          </li>
        ))}
      </ul>
      {others > 0 ? (
        <form action={signOutOtherSessions}>
          <button className="btn btn-primary" type="submit">
            Sign out everywhere else
          </button>
        </form>
      ) : null}
    </div>
  );
}

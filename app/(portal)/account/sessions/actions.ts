"use server";
// Server actions of the sessions page: sign out one of your own sessions, or all but this one.
import { redirect } from "next/navigation";
import { auth } from "@/lib/auth/portal";
import { revokeOtherPortalSessions, revokePortalSession } from "@/lib/auth/sessions";
import { NO_AGENCY_ID } from "@/lib/auth/sign-in";
import { services } from "@/lib/runtime";

async function actor() {
  const session = await auth();
  const user = session?.user;
  if (!user?.id || !user.sessionId) redirect("/signin");
  // A carrier's underwriter has no agency: their session changes are audited under no agency, as unknown sign-ins are.
  return { userId: user.id, agencyId: user.agencyId || NO_AGENCY_ID, sid: user.sessionId };
}

export async function signOutSession(form: FormData): Promise<void> {
  const who = await actor();
  const id = String(form.get("sessionId") ?? "");
  // Your own session is signed out by the header's Sign out button (which also clears the cookie).
  const done = id !== who.sid && (await revokePortalSession((await services()).db, who, id, new Date()));
  redirect(`/account/sessions?${new URLSearchParams({ result: done ? "signed-out" : "not-found" })}`);
}

export async function signOutOtherSessions(): Promise<void> {
  const who = await actor();
  const count = await revokeOtherPortalSessions((await services()).db, who, new Date());
  redirect(`/account/sessions?${new URLSearchParams({ result: "signed-out-others", count: String(count) })}`);
}

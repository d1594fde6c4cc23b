import { SessionsPage } from "@/components/account/sessions-page";
import { SESSION_TTL_MS } from "@/lib/auth/sessions";

export const metadata = { title: "Signed-in sessions · Quoting portal" };

// Your own sessions, for every signed-in user (a carrier's underwriter too): listed and signed out through
// GET /v1/me/sessions and its revokes (decision 057). The layout has already sent anyone signed out to /signin.
export default function Sessions() {
  return <SessionsPage sessionHours={SESSION_TTL_MS / 3_600_000} />;
}

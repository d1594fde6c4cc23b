// The codes a refused sign-in carries to the sign-in page (Auth.js puts a CredentialsSignin error's
// `code` in the redirect: /signin?error=CredentialsSignin&code=...), and the sentence shown for each.
// Pure, so the page and the tests read the same words.

export const SIGN_IN_CODES = {
  credentials: "credentials",
  busy: "busy",
  /** Followed by ".<seconds>": throttled.900 */
  throttled: "throttled",
} as const;

export function throttledCode(retryAfterMs: number): string {
  return `${SIGN_IN_CODES.throttled}.${Math.max(1, Math.ceil(retryAfterMs / 1000))}`;
}

/** "15 minutes", "1 minute", "40 seconds", "1 second": rounded up, so the agent never comes back too early. */
export function humanDuration(seconds: number): string {
  if (seconds >= 90) {
    const minutes = Math.ceil(seconds / 60);
    return `${minutes} minutes`;
  }
  if (seconds >= 60) return "1 minute";
  const s = Math.max(1, Math.ceil(seconds));
  return s === 1 ? "1 second" : `${s} seconds`;
}

/** The sentence for the page's alert, or null when there is no error to show. */
export function signInErrorMessage(error: string | undefined, code: string | undefined): string | null {
  if (!error) return null;
  if (code === SIGN_IN_CODES.busy) return "Sign-in is busy right now. Try again in a few seconds.";
  const throttled = code ? /^throttled\.(\d{1,6})$/.exec(code) : null;
  if (throttled) return `Too many failed attempts. Try again in ${humanDuration(Number(throttled[1]))}.`;
  return "That email and password do not match an agent.";
}

// Auth.js's logger, replaced: its default prints a coloured multi-line stack for every bad session
// cookie and every refused password, which a client can trigger at will. Here a problem the client
// caused (an unreadable cookie, a refused sign-in, a bad callback URL, a missing CSRF token) is one
// JSON line with no stack and no cookie value; only an error of our own (a failing database in a
// callback, say) keeps its stack, still on one line, for the developer who has to fix it.
import "server-only";
import { eventLogger } from "@/lib/log";
type Line = Record<string, unknown>;
type Write = (line: Line) => void;

const authEvent = eventLogger("auth");
const write: Write = (line) => authEvent(line);

/** Errors from decoding a JWT (jose's codes) or Auth.js's own "cannot read this token" errors. */
function isTokenProblem(cause: unknown): boolean {
  if (!(cause instanceof Error)) return false;
  const code = (cause as { code?: unknown }).code;
  if (typeof code === "string" && (code.startsWith("ERR_JW") || code.startsWith("ERR_JOSE"))) return true;
  return cause.message === "Invalid JWT" || cause.message === "no matching decryption secret";
}

function causeOf(error: Error): unknown {
  const cause = (error as { cause?: unknown }).cause;
  if (cause && typeof cause === "object" && "err" in cause) return (cause as { err: unknown }).err;
  return cause;
}

const shorten = (s: string) => (s.length > 200 ? `${s.slice(0, 200)}…` : s);

/** Auth.js's errors carry their kind in `type` ("JWTSessionError", "CredentialsSignin", ...). */
function authErrorType(error: Error): string | null {
  const type = (error as { type?: unknown }).type;
  return typeof type === "string" ? type : null;
}

export function describeAuthError(error: Error): Line | null {
  const authType = authErrorType(error);
  // Refused passwords are logged by the sign-in itself (one line with the outcome); nothing to add.
  if (authType === "CredentialsSignin") return null;
  const type = authType ?? error.name;
  const cause = causeOf(error);
  if (type === "JWTSessionError" && isTokenProblem(cause)) {
    return { level: "warn", msg: "invalid session cookie", reason: shorten((cause as Error).message) };
  }
  if (authType && !(cause instanceof Error)) {
    // Auth.js's message may quote what the client sent (a callback URL); it is shortened, and JSON keeps it on one line.
    return { level: "warn", msg: "auth request refused", error: type, reason: shorten(error.message.replace(/\s*Read more at \S+$/, "")) };
  }
  const inner = cause instanceof Error ? cause : error;
  return { level: "error", msg: "auth error", error: type, reason: shorten(inner.message), stack: inner.stack };
}

export function createAuthLogger(out: Write = write) {
  return {
    error(error: Error) {
      const line = describeAuthError(error);
      if (line) out(line);
    },
    warn(code: string) {
      out({ level: "warn", msg: "auth warning", code });
    },
    debug() {},
  };
}

/** One line of the process's log per event (lib/log.ts), like the rating worker's. */
export function authLog(event: Record<string, unknown>): void {
  authEvent(event);
}

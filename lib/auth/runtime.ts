// The process's sign-in runtime: the one password-hashing limiter and the throttle policies from
// configuration. Shared through globalThis because Next.js bundles the auth route and the sign-in
// page's server action separately, and the bound must hold for the whole process.
import { env } from "@/lib/env";
import { createLimiter, type Limiter } from "./limiter";
import { signInPolicies, type SignInPolicies } from "./sign-in";

const holder = globalThis as unknown as { __passwordHashLimiter?: Limiter; __signInPolicies?: SignInPolicies };

export function passwordHashLimiter(): Limiter {
  const e = env();
  holder.__passwordHashLimiter ??= createLimiter({ concurrency: e.PASSWORD_HASH_CONCURRENCY, queue: e.PASSWORD_HASH_QUEUE });
  return holder.__passwordHashLimiter;
}

export function policies(): SignInPolicies {
  holder.__signInPolicies ??= signInPolicies(env());
  return holder.__signInPolicies;
}

/** One JSON line per event, like the rating worker's: on stdout, or stderr for warnings and errors. */
export function authLog(event: Record<string, unknown>): void {
  const line = JSON.stringify({ ts: new Date().toISOString(), component: "auth", ...event });
  if (event.level === "warn" || event.level === "error") console.error(line);
  else console.log(line);
}

// Live mode and default secrets (issue 33 item 7, decision 050). A start is *live* when its Stripe secret key is a
// live one (sk_live_ or rk_live_): cards are charged for real. Every setting is validated by lib/env.ts; a live
// start also refuses the defaults that are fine on a laptop and unsafe with real money and real customers:
// - AUTH_SECRET unset: npm start would sign portal sessions with a secret it generated into DATA_DIR, one per
//   machine (several hosts would not share it; a copied data directory carries it);
// - STRIPE_WEBHOOK_SECRET unset: Stripe's events (a payment that succeeded later, a refund) could not be verified,
//   so they would be refused and a paid installment never recorded;
// - an account that still signs in with a password published in the README (the demo people).
// Pure: the caller reads the database for the third.
import type { Env } from "@/lib/env";

/** Whether this start charges real cards. */
export function isLiveMode(e: Pick<Env, "STRIPE_SECRET_KEY">): boolean {
  return /^(sk|rk)_live_/.test(e.STRIPE_SECRET_KEY ?? "");
}

export interface LiveModeFacts {
  /** The emails of active accounts whose password is one the README publishes. */
  publishedPasswordAccounts: readonly string[];
}

/** The default secrets a live start refuses, one line each naming the setting or account; [] when none (or not live). */
export function liveModeProblems(e: Pick<Env, "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET" | "AUTH_SECRET">, facts: LiveModeFacts): string[] {
  if (!isLiveMode(e)) return [];
  const problems: string[] = [];
  if (!e.AUTH_SECRET)
    problems.push(
      "AUTH_SECRET: set it (32 characters or more, e.g. `openssl rand -base64 32`); the secret npm start generates into DATA_DIR is for development",
    );
  if (!e.STRIPE_WEBHOOK_SECRET)
    problems.push(
      "STRIPE_WEBHOOK_SECRET: set the signing secret of your Stripe webhook endpoint (whsec_...); without it, payments Stripe confirms later are never recorded",
    );
  for (const email of facts.publishedPasswordAccounts)
    problems.push(`${email}: this account still has the demo password the README publishes; change it (portal, Account) or deactivate the account`);
  return problems;
}

/** The message a refused live start prints. */
export function liveModeRefusal(problems: readonly string[]): string {
  return `Live mode (STRIPE_SECRET_KEY is a live key) refuses to start with default secrets:\n${problems.map((p) => `  ${p}`).join("\n")}`;
}

// Tokens of links a customer opens without an account (quote pay links, policy pay links): random,
// prefixed by their kind, and stored only as a SHA-256 hash, so the database alone cannot open one.
import "server-only";
import { createHash, randomBytes } from "node:crypto";

/** A new token of this kind (`pl_`, `pp_`): 24 random bytes, base64url. */
export function newLinkToken(prefix: string): string {
  return prefix + randomBytes(24).toString("base64url");
}

/** The hash a link is stored and found by. */
export function hashLinkToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Whether a token could be one of this kind (anything else is not looked up). */
export function looksLikeLinkToken(token: string, prefix: string): boolean {
  return token.startsWith(prefix) && token.length <= 100;
}

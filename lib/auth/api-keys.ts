// API keys belong to an agency: high entropy, recognisable prefix, shown once, stored only as a hash.
import { createHash, randomBytes } from "node:crypto";
import type { Db } from "@/lib/db/client";
import { notify } from "@/lib/db/notify";

export const API_KEY_PREFIX = "qk_live_";
const DISPLAY_PREFIX_LENGTH = API_KEY_PREFIX.length + 6;

export function hashApiKey(key: string): string {
  // A fast hash is right here: the key carries 256 bits of entropy, so it cannot be brute-forced.
  return createHash("sha256").update(key, "utf8").digest("hex");
}

export function generateApiKey(): string {
  return API_KEY_PREFIX + randomBytes(32).toString("base64url");
}

export async function createApiKey(db: Db, agencyId: string, name: string): Promise<{ id: string; key: string; prefix: string }> {
  const key = generateApiKey();
  const prefix = key.slice(0, DISPLAY_PREFIX_LENGTH);
  const row = await db.apiKey.create({ data: { agencyId, name, prefix, hash: hashApiKey(key) } });
  return { id: row.id, key, prefix };
}

/** Channel on which a revocation is announced to every process (PostgreSQL LISTEN/NOTIFY). */
export const KEY_REVOKED_CHANNEL = "api_key_revoked";

export async function revokeApiKey(db: Db, agencyId: string, id: string): Promise<boolean> {
  const count = await db.$transaction(async (tx) => {
    const { count } = await tx.apiKey.updateMany({ where: { id, agencyId, revokedAt: null }, data: { revokedAt: new Date() } });
    if (count === 1) await notify(tx, KEY_REVOKED_CHANNEL, id); // delivered when the revocation commits
    return count;
  });
  forgetVerifiedKey(id);
  return count === 1;
}

/** Drops a key from this process's cache of verified keys (on revocation, here or in another process). */
export function forgetVerifiedKey(id: string): void {
  for (const [hash, entry] of keyCache) if (entry.principal.apiKeyId === id) keyCache.delete(hash);
}

/** Drops every cached key (the revocation feed was interrupted, so some may have been missed). */
export function forgetAllVerifiedKeys(): void {
  keyCache.clear();
}

export interface AgencyPrincipal {
  agencyId: string;
  agencySlug: string;
  agencyName: string;
  /** The API key used, or null for a portal session. */
  apiKeyId: string | null;
  /** Who acts, for the audit log: "api_key:<id>" or "user:<id>". */
  actor: string;
}

const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * Verified keys are remembered for a few seconds so that a busy client does not cost a database
 * round trip per request. A revocation takes effect at once in the process that revoked the key and,
 * on PostgreSQL, in every other process as soon as its NOTIFY arrives (lib/db/notify.ts); the TTL
 * bounds what a lost notification could cost (docs/decisions/006-read-path-caches.md).
 */
export const VERIFIED_KEY_TTL_MS = 10_000;
const MAX_CACHED_KEYS = 10_000;
const keyCache = ((globalThis as unknown as { __apiKeyCache?: Map<string, { principal: AgencyPrincipal; until: number }> }).__apiKeyCache ??=
  new Map());

/** Resolves a bearer key to its agency, or null when missing, malformed, unknown or revoked. */
export async function verifyApiKey(db: Db, key: string): Promise<AgencyPrincipal | null> {
  if (!key.startsWith(API_KEY_PREFIX) || key.length < 40 || key.length > 100) return null;
  const hash = hashApiKey(key);
  const cached = keyCache.get(hash);
  if (cached && cached.until > Date.now()) return cached.principal;
  keyCache.delete(hash);
  const row = await db.apiKey.findUnique({ where: { hash }, include: { agency: true } });
  if (!row || row.revokedAt) return null;
  const now = Date.now();
  if (!row.lastUsedAt || now - row.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    // Recorded at one-minute resolution so reads do not write on every request.
    await db.apiKey.update({ where: { id: row.id }, data: { lastUsedAt: new Date(now) } });
  }
  const principal = { agencyId: row.agencyId, agencySlug: row.agency.slug, agencyName: row.agency.name, apiKeyId: row.id, actor: `api_key:${row.id}` };
  if (keyCache.size >= MAX_CACHED_KEYS) keyCache.clear();
  keyCache.set(hash, { principal, until: now + VERIFIED_KEY_TTL_MS });
  return principal;
}

export function bearerToken(header: string | null): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

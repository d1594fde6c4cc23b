// API keys belong to an agency: high entropy, recognisable prefix, shown once, stored only as a hash.
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import type { Db, Tx } from "@/lib/db/client";
import { CURRENT_API_VERSION } from "@/lib/versions";
import { agencyMode } from "@/lib/db/queries/agencies";
import { apiKeyByHash, insertApiKey, revokeApiKeyRow, touchApiKey } from "@/lib/db/queries/api-keys";
import type { Grants, KeyScope } from "./permissions";

export { KEY_REVOKED_CHANNEL } from "@/lib/db/queries/api-keys";

/** Live keys see live data; test keys the agency's test twin (decision 043), as Stripe's sk_live_ and sk_test_. */
export const API_KEY_PREFIX = "qk_live_";
export const TEST_KEY_PREFIX = "qk_test_";
const DISPLAY_PREFIX_LENGTH = API_KEY_PREFIX.length + 6;

export function keyPrefix(livemode: boolean): string {
  return livemode ? API_KEY_PREFIX : TEST_KEY_PREFIX;
}

/** The mode a key's text claims: true live, false test, null neither (not a key of ours). */
export function keyMode(key: string): boolean | null {
  if (key.startsWith(API_KEY_PREFIX)) return true;
  if (key.startsWith(TEST_KEY_PREFIX)) return false;
  return null;
}

export function hashApiKey(key: string): string {
  // A fast hash is right here: the key carries 256 bits of entropy, so it cannot be brute-forced.
  return createHash("sha256").update(key, "utf8").digest("hex");
}

export function generateApiKey(livemode = true): string {
  return keyPrefix(livemode) + randomBytes(32).toString("base64url");
}

export interface NewKeyOptions {
  /** What the key may do (default admin: an operator's key, as every key was before scopes). */
  scope?: KeyScope;
  /** Who makes it: "user:<id>", "api_key:<id>", or "operator" (npm run apikey, npm start's demo key; the default). */
  createdBy?: string;
}

/** Makes a key of the agency: a qk_test_ key when the agency is a test twin, a qk_live_ key otherwise. */
export async function createApiKey(
  db: Tx,
  agencyId: string,
  name: string,
  { scope = "admin", createdBy = "operator" }: NewKeyOptions = {},
): Promise<{ id: string; key: string; prefix: string }> {
  const mode = await agencyMode(db, agencyId);
  if (!mode) throw new Error(`no agency ${agencyId}`);
  const key = generateApiKey(mode.livemode);
  const prefix = key.slice(0, DISPLAY_PREFIX_LENGTH);
  // Pinned to the version current today: a later breaking version does not change what this key sees.
  const id = await insertApiKey(db, { agencyId, name, scope, createdBy, prefix, hash: hashApiKey(key), apiVersion: CURRENT_API_VERSION });
  return { id, key, prefix };
}

/** Revokes a key; every process stops accepting it as soon as the announcement arrives (this one at once). */
export async function revokeApiKey(db: Db, agencyId: string, id: string, cache?: VerifiedKeys, alongside?: (tx: Tx) => Promise<void>): Promise<boolean> {
  const revoked = await revokeApiKeyRow(db, agencyId, id, alongside);
  cache?.forget(id);
  return revoked;
}

/** The person behind a portal session caller: the user and the portal_sessions row in use (decision 057). */
export interface PortalSessionRef {
  userId: string;
  sessionId: string;
}

export interface AgencyPrincipal {
  /** The agency whose data the caller sees: the live agency, or in test mode its test twin (decision 043). */
  agencyId: string;
  /** Live data (a qk_live_ key, the portal in live mode) or test data (a qk_test_ key, the portal's test mode). */
  livemode: boolean;
  /** The live agency: its team (users, invitations) whichever mode the caller is in. */
  liveAgencyId: string;
  agencySlug: string;
  agencyName: string;
  /** The API key used, or null for a portal session. */
  apiKeyId: string | null;
  /** Who acts, for the audit log: "api_key:<id>" or "user:<id>". */
  actor: string;
  /** The API version the key is pinned to (lib/api/versions.ts); null for a portal session (the current one). */
  apiVersion: string | null;
  /** What the caller may do: the user's role (read with the session on each request) or the key's scope. */
  grants: Grants;
  /** A producer restricted to their own book: their user id (lib/auth/book.ts, decision 045); else the whole book. */
  ownBookOf?: string | null;
  /** The signed-in user and session, when the caller is a portal session; absent for an API key. */
  portal?: PortalSessionRef;
}

/** A carrier's underwriter signed in to the portal: sees referrals of the carrier's programs, nothing else of an agency. */
export interface CarrierPrincipal {
  carrierId: string;
  carrierName: string;
  userId: string;
  /** The desk's mode: live referrals, or in test mode the referrals of agencies' test twins (decision 043). */
  livemode: boolean;
  /** "user:<id>", for the audit log. */
  actor: string;
  grants: Grants;
  /** The signed-in user and session (the portal's caller always has one). */
  portal?: PortalSessionRef;
}

const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * Verified keys are remembered for a few seconds so that a busy client does not cost a database
 * round trip per request. A revocation takes effect at once in the process that revoked the key and,
 * on PostgreSQL, in every other process as soon as its NOTIFY arrives; the TTL bounds what a lost
 * notification could cost (docs/decisions/006-read-path-caches.md). One cache per process (lib/runtime.ts).
 */
export class VerifiedKeys {
  static readonly TTL_MS = 10_000;
  private readonly byHash = new Map<string, { principal: AgencyPrincipal; until: number }>();
  /** Lookups in flight, by hash: concurrent requests with one key (its entry just ran out) share one read. */
  private readonly loading = new Map<string, Promise<AgencyPrincipal | null>>();
  /** Bumped by forget and clear: a lookup begun before a revocation was heard does not remember its answer. */
  private generation = 0;
  constructor(private readonly maxEntries = 10_000) {}

  get(hash: string, now: number): AgencyPrincipal | null {
    const entry = this.byHash.get(hash);
    if (entry && entry.until > now) return entry.principal;
    this.byHash.delete(hash);
    return null;
  }

  /** Remembers a verified key, unless a key was forgotten since `mark` (the lookup may predate its revocation). */
  set(hash: string, principal: AgencyPrincipal, now: number, mark = this.generation): void {
    if (mark !== this.generation) return;
    if (this.byHash.size >= this.maxEntries) this.byHash.clear();
    this.byHash.set(hash, { principal, until: now + VerifiedKeys.TTL_MS });
  }

  mark(): number {
    return this.generation;
  }

  /** One lookup per hash at a time: callers that arrive while it runs get its answer. */
  once(hash: string, lookup: () => Promise<AgencyPrincipal | null>): Promise<AgencyPrincipal | null> {
    let running = this.loading.get(hash);
    if (!running) {
      running = lookup().finally(() => this.loading.delete(hash));
      this.loading.set(hash, running);
    }
    return running;
  }

  /** Drops a key (revoked here or in another process). */
  forget(id: string): void {
    this.generation++;
    for (const [hash, entry] of this.byHash) if (entry.principal.apiKeyId === id) this.byHash.delete(hash);
  }

  /** Drops every key (the revocation feed was interrupted, so some may have been missed). */
  clear(): void {
    this.generation++;
    this.byHash.clear();
  }
}

/** Resolves a bearer key to its agency, or null when missing, malformed, unknown or revoked. */
export async function verifyApiKey(db: Db, key: string, cache: VerifiedKeys): Promise<AgencyPrincipal | null> {
  const claimed = keyMode(key);
  if (claimed === null || key.length < 40 || key.length > 100) return null;
  const hash = hashApiKey(key);
  const cached = cache.get(hash, Date.now());
  if (cached) return cached;
  return cache.once(hash, async () => {
    const mark = cache.mark();
    const now = Date.now();
    const row = await apiKeyByHash(db, hash);
    // A key is of its agency's mode; one that claims the other (never made so) is refused like an unknown one.
    if (!row || row.revokedAt || row.agency.livemode !== claimed) return null;
    // Recorded at one-minute resolution so reads do not write on every request.
    if (!row.lastUsedAt || now - row.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) await touchApiKey(db, row.id, new Date(now));
    const principal = {
      agencyId: row.agencyId,
      livemode: row.agency.livemode,
      liveAgencyId: row.agency.liveAgencyId ?? row.agencyId,
      agencySlug: row.agency.liveAgency?.slug ?? row.agency.slug,
      agencyName: row.agency.name,
      apiKeyId: row.id,
      actor: `api_key:${row.id}`,
      apiVersion: row.apiVersion,
      grants: { kind: "key", scope: row.scope },
    } satisfies AgencyPrincipal;
    cache.set(hash, principal, now, mark);
    return principal;
  });
}

export function bearerToken(header: string | null): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

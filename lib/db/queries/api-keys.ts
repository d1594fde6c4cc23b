// API keys: stored as a SHA-256 hash with a display prefix; revocations are announced to every process.
import "server-only";
import type { Db, Tx } from "../client";
import { notify } from "../notify";
import type { ApiKeyScope } from "../records/agency";

/** Channel on which a revocation is announced to every process (PostgreSQL LISTEN/NOTIFY). */
export const KEY_REVOKED_CHANNEL = "api_key_revoked";

export async function insertApiKey(
  db: Tx,
  key: { agencyId: string; name: string; scope: ApiKeyScope; createdBy: string; prefix: string; hash: string; apiVersion: string },
): Promise<string> {
  return (await db.apiKey.create({ data: key })).id;
}

export async function apiKeyByHash(db: Tx, hash: string) {
  return db.apiKey.findUnique({ where: { hash }, include: { agency: { include: { liveAgency: { select: { slug: true } } } } } });
}

export async function touchApiKey(db: Tx, id: string, at: Date): Promise<void> {
  await db.apiKey.update({ where: { id }, data: { lastUsedAt: at } });
}

/** Revokes a live key of the agency and announces it (delivered when the revocation commits). */
export async function revokeApiKeyRow(db: Db, agencyId: string, id: string, alongside?: (tx: Tx) => Promise<void>): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const { count } = await tx.apiKey.updateMany({ where: { id, agencyId, revokedAt: null }, data: { revokedAt: new Date() } });
    if (count === 1) await notify(tx, KEY_REVOKED_CHANNEL, id);
    if (count === 1) await alongside?.(tx);
    return count === 1;
  });
}

/** Revokes every live key of the agency with this name (npm start's demo keys). */
export async function revokeNamedKeys(db: Tx, agencyId: string, name: string): Promise<void> {
  await db.apiKey.updateMany({ where: { agencyId, name, revokedAt: null }, data: { revokedAt: new Date() } });
}

export interface ApiKeyRecord {
  id: string;
  name: string;
  scope: ApiKeyScope;
  prefix: string;
  apiVersion: string;
  createdBy: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

const KEY_COLUMNS = {
  id: true,
  name: true,
  scope: true,
  prefix: true,
  apiVersion: true,
  createdBy: true,
  createdAt: true,
  lastUsedAt: true,
  revokedAt: true,
} as const;

/** The agency's keys, newest first (revoked ones too). */
export async function listApiKeyRows(db: Tx, agencyId: string): Promise<ApiKeyRecord[]> {
  return db.apiKey.findMany({ where: { agencyId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: KEY_COLUMNS });
}

export async function apiKeyRow(db: Tx, agencyId: string, id: string): Promise<ApiKeyRecord | null> {
  return db.apiKey.findFirst({ where: { id, agencyId }, select: KEY_COLUMNS });
}

// Keyset cursors for lists ordered by (created_at desc, id desc): opaque to callers, strict on the way
// back in. A cursor that this API did not make is refused (null), never passed to a query.
import "server-only";
const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface Keyset {
  createdAt: Date;
  id: string;
}

export function encodeCursor(key: Keyset): string {
  return Buffer.from(`${key.createdAt.toISOString()}|${key.id}`).toString("base64url");
}

/** The position a cursor encodes, or null when it is not a cursor encodeCursor made. */
export function decodeCursor(cursor: string): Keyset | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) return null;
  const [at, id, ...rest] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  if (rest.length || !at || !id || !ISO_MS.test(at) || !UUID_PATTERN.test(id)) return null;
  const createdAt = new Date(at);
  // A date that does not round-trip (2026-02-30, or outside what PostgreSQL stores) is not ours.
  if (Number.isNaN(createdAt.getTime()) || createdAt.toISOString() !== at || createdAt.getUTCFullYear() < 1970) return null;
  return { createdAt, id: id.toLowerCase() };
}

/** `contains` for a LIKE query: the caller's % _ and \ match themselves, not any text. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

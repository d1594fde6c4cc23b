// The agency's outbox as the portal's Sent messages reads it: every email the app sent or kept.
import "server-only";
import type { Db } from "@/lib/db/client";
import { decodeCursor, encodeCursor } from "@/lib/db/cursor";
import { messageById, messagesOfAgency } from "@/lib/db/queries/messages";
import { notFound, validationError } from "@/lib/errors";

/** Newest first, keyset-paginated; `insured_id`: only those about one client. */
export async function listMessages(db: Db, agencyId: string, query: { limit: number; cursor?: string; insured_id?: string }, ownBookOf?: string | null) {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  if (query.cursor && !after)
    throw validationError(
      [{ path: "cursor", message: "is not a cursor this API returned", code: "invalid_cursor" }],
      "cursor: is not a cursor this API returned",
    );
  const rows = await messagesOfAgency(db, agencyId, query.limit + 1, after ?? undefined, query.insured_id, ownBookOf);
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null };
}

export async function getMessage(db: Db, agencyId: string, id: string, ownBookOf?: string | null) {
  const message = await messageById(db, agencyId, id, ownBookOf);
  if (!message) throw notFound(`No message ${id}.`);
  return message;
}

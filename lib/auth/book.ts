// Whose book a caller sees (decision 045): an agency setting says whether producers see the whole agency's book
// or only their own clients and quotes. The rule is here, pure; the records it selects are said once, in SQL, in
// lib/db/queries/book.ts. Administrators, service staff and API keys always see the whole book.
import "server-only";
import type { Grants } from "./permissions";

export interface BookCaller {
  grants: Grants;
  /** "user:<id>" for a portal user, "api_key:<id>" for a key. */
  actor: string;
  /** The agency's producers_see_all_book (read with the session on every portal request). */
  producersSeeAllBook: boolean;
}

/** The portal user acting, or null for an API key (or anyone else). */
export function userIdOf(actor: string): string | null {
  return actor.startsWith("user:") ? actor.slice("user:".length) || null : null;
}

/** The user whose own book the caller is restricted to, or null for the whole agency's book. */
export function bookScope(caller: BookCaller): string | null {
  if (caller.producersSeeAllBook || caller.grants.kind !== "user" || caller.grants.role !== "producer") return null;
  return userIdOf(caller.actor);
}

// A producer's own book (decision 045), said once: the folios they started (a re-quote or a renewal offer keeps
// the owner of what it continues, see INSERT_FOLIO), the policies bound from those folios' applications, and the
// clients they created or quoted. lib/auth/book.ts says who is restricted (bookScope); every list and the edge's
// check of the records a path names (lib/api/book.ts) select with these.
import "server-only";
import { expressionBuilder, type Expression, type SqlBool } from "kysely";
import { Prisma } from "@/lib/generated/prisma/client";
import type { DB } from "@/lib/generated/kysely/types";
import type { Tx } from "../client";

/** The user whose own book a read is restricted to, or null (or left out) for the agency's whole book. */
export type OwnBookOf = string | null | undefined;

/** Folios in the book (Prisma), or nothing to add for the whole book. */
export function folioInBook(ownBookOf: OwnBookOf): Prisma.FolioWhereInput {
  return ownBookOf ? { createdByUserId: ownBookOf } : {};
}

/**
 * The same rule for a statement on the builder (lib/db/sql.ts): `createdBy` is the folio's created_by_user_id
 * (`eb.ref("f.created_by_user_id")`). The conditions to add to the statement's (`eb.and([...others, ...these])`):
 * none for the whole book.
 */
export function folioInBookWhere(createdBy: Expression<string | null>, ownBookOf: OwnBookOf): Array<Expression<SqlBool>> {
  return ownBookOf ? [expressionBuilder<DB, never>()(createdBy, "=", ownBookOf)] : [];
}

/** Policies in the book: bound from an application of one of the user's folios. */
export function policyInBook(ownBookOf: OwnBookOf): Prisma.PolicyWhereInput {
  return ownBookOf ? { application: { folio: { createdByUserId: ownBookOf } } } : {};
}

/** Clients in the book: created by the user, or quoted by them (a folio of theirs names the client). */
export function insuredInBook(ownBookOf: OwnBookOf): Prisma.InsuredWhereInput {
  return ownBookOf ? { OR: [{ createdByUserId: ownBookOf }, { folios: { some: { createdByUserId: ownBookOf } } }] } : {};
}

/** The records a request names by id. */
export interface BookRefs {
  folioId?: string;
  policyId?: string;
  insuredId?: string;
  /** Applications (in the book when their folio is). */
  applicationIds?: string[];
}

/**
 * Whether every record named is in the user's own book (a record of another agency, or none, is not: the
 * operation answers 404 for it on its own). One read by primary key per record named.
 */
export async function inOwnBook(db: Tx, agencyId: string, ownBookOf: string, refs: BookRefs): Promise<boolean> {
  const checks = await Promise.all([
    refs.folioId ? db.folio.count({ where: { id: refs.folioId, agencyId, ...folioInBook(ownBookOf) } }) : 1,
    refs.policyId ? db.policy.count({ where: { id: refs.policyId, agencyId, ...policyInBook(ownBookOf) } }) : 1,
    refs.insuredId ? db.insured.count({ where: { id: refs.insuredId, agencyId, ...insuredInBook(ownBookOf) } }) : 1,
  ]);
  const apps = [...new Set(refs.applicationIds ?? [])];
  const appsInBook = apps.length ? await db.application.count({ where: { id: { in: apps }, agencyId, folio: folioInBook(ownBookOf) } }) : 0;
  return checks.every((n) => n > 0) && appsInBook === apps.length;
}

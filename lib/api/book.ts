// The edge's half of a producer's own book (decision 043): a path naming a folio, a policy or a client outside
// the caller's book answers 404, exactly as another agency's record does, before the handler runs. So every
// operation under /v1/quote/{quoteId}, /v1/policies/{policyId} and /v1/insureds/{insuredId} (applications,
// documents, pay links, certificates, cancellation, renewals, answers...) holds to it without a line of its own.
import "server-only";
import type { AgencyPrincipal } from "@/lib/auth/api-keys";
import type { Db } from "@/lib/db/client";
import { inOwnBook, type BookRefs } from "@/lib/db/queries/book";
import { notFound } from "@/lib/errors";

const NAMES: Array<[param: string, ref: keyof BookRefs, words: string]> = [
  ["quoteId", "folioId", "quote folio"],
  ["policyId", "policyId", "policy"],
  ["insuredId", "insuredId", "insured"],
];

/** Throws 404 when the path names a record outside a restricted producer's book; nothing for anyone else. */
export async function refuseOutsideBook(db: Db, agency: Pick<AgencyPrincipal, "agencyId" | "ownBookOf">, params: unknown): Promise<void> {
  if (!agency.ownBookOf || typeof params !== "object" || params === null) return;
  const named = params as Record<string, unknown>;
  for (const [param, ref, words] of NAMES) {
    const id = named[param];
    if (typeof id !== "string") continue;
    if (!(await inOwnBook(db, agency.agencyId, agency.ownBookOf, { [ref]: id }))) throw notFound(`No ${words} with id ${id}.`);
  }
}

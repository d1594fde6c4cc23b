// The edge's half of a producer's own book (decision 045): a path naming a folio, a policy or a client outside
// the caller's book answers 404, exactly as another agency's record does, before the handler runs. So every
// operation under /v1/quote/{quoteId}, /v1/policies/{policyId} and /v1/insureds/{insuredId} (applications,
// documents, pay links, certificates, cancellation, renewals, answers...) holds to it without a line of its own;
// and ids a body names (a bind's applications, a quote's client or original folio) likewise.
import "server-only";
import type { AgencyPrincipal } from "@/lib/auth/api-keys";
import type { Db } from "@/lib/db/client";
import { inOwnBook, type BookRefs } from "@/lib/db/queries/book";
import { notFound, validationError } from "@/lib/errors";
import { isUuid } from "@/lib/schemas/common";

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

/**
 * The same for ids a request body names, each refused as its operation refuses another agency's: a bind's
 * applications (404), a quote's client or original folio (400 naming the field).
 */
export async function refuseOutsideBookInBody(db: Db, agency: Pick<AgencyPrincipal, "agencyId" | "ownBookOf">, body: unknown): Promise<void> {
  if (!agency.ownBookOf || typeof body !== "object" || body === null || Array.isArray(body)) return;
  const { quoteRequestIds, insuredId, originalQuoteId } = body as Record<string, unknown>;
  const own = (refs: Parameters<typeof inOwnBook>[3]) => inOwnBook(db, agency.agencyId, agency.ownBookOf!, refs);
  if (Array.isArray(quoteRequestIds)) {
    const ids = quoteRequestIds.filter((id): id is string => typeof id === "string" && isUuid(id)).map((id) => id.toLowerCase());
    if (ids.length && !(await own({ applicationIds: ids }))) throw notFound(`No application ${ids.join(", ")}.`);
  }
  if (typeof insuredId === "string" && isUuid(insuredId) && !(await own({ insuredId })))
    throw validationError([{ path: "insuredId", message: "no insured of your agency has this id", code: "not_found" }]);
  if (typeof originalQuoteId === "string" && isUuid(originalQuoteId) && !(await own({ folioId: originalQuoteId })))
    throw validationError([{ path: "originalQuoteId", message: "no quote folio of your agency has this id", code: "not_found" }]);
}

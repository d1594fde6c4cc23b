// A policy with what its views need: its program and every payment that names it.
import "server-only";
import type { Db } from "@/lib/db/client";
import { decodeCursor, encodeCursor } from "@/lib/db/cursor";
import { paymentsOfPolicy } from "@/lib/db/queries/payments";
import { getPolicy, listPolicies as listPolicyRows, renewalLinks } from "@/lib/db/queries/policies";
import { programById } from "@/lib/db/queries/programs";
import { riskOfApplication } from "@/lib/db/queries/applications";
import { certificatesOfPolicy } from "@/lib/db/queries/certificates";
import type { CertificateRecord } from "@/lib/db/records/certificate";
import type { PaymentRecord } from "@/lib/db/records/payment";
import type { PolicyRecord } from "@/lib/db/records/policy";
import type { ProgramRecord } from "@/lib/db/records/program";
import { policyCard, type SavedPaymentMethodRecord } from "@/lib/db/queries/saved-cards";
import type { Exposures } from "@/lib/programs/declarations";
import { notFound, validationError } from "@/lib/errors";
import { agencyClock } from "./clock";

export interface PolicyDetail {
  policy: PolicyRecord;
  program: ProgramRecord;
  payments: PaymentRecord[];
  /** The servicing clock's day the view is read on: states and due rows are as of it. */
  today: string;
  renewal: { offerFolioId: string | null; renewedById: string | null };
  certificates: CertificateRecord[];
  /** What the limits schedule reads besides the options (a trip's insured cost). */
  exposures: Exposures;
  /** The saved card later installments are charged to, or null (paid by hand). */
  card: SavedPaymentMethodRecord | null;
}

export async function loadPolicy(db: Db, agencyId: string, policyId: string): Promise<PolicyRecord> {
  const policy = await getPolicy(db, agencyId, policyId);
  if (!policy) throw notFound(`No policy with id ${policyId}.`);
  return policy;
}

export async function policyDetail(db: Db, agencyId: string, policyId: string, today?: string): Promise<PolicyDetail> {
  const policy = await loadPolicy(db, agencyId, policyId);
  const [program, payments, day, renewal, certificates, card] = await Promise.all([
    programById(db, policy.programId),
    paymentsOfPolicy(db, policy.id),
    today ?? agencyClock(db, agencyId).then((c) => c.today),
    renewalLinks(db, policy.id),
    certificatesOfPolicy(db, policy.id),
    policyCard(db, policy.id),
  ]);
  return { policy, program, payments, today: day, renewal, certificates, exposures: await policyExposures(db, policy, program), card };
}

/** A travel policy's limits follow its insured trip cost, which the rated risk holds. */
export async function policyExposures(db: Db, policy: PolicyRecord, program: ProgramRecord): Promise<Exposures> {
  if (program.type !== "TI" || !policy.applicationId) return {};
  const risk = await riskOfApplication(db, policy.applicationId);
  return risk?.kind === "travel" ? { tripCostCents: risk.tripCostCents } : {};
}

/** The agency's policies (a restricted producer's own, decision 045), newest first, keyset-paginated. */
export async function listPolicies(db: Db, agencyId: string, query: { limit: number; cursor?: string; q?: string }, ownBookOf?: string | null) {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  if (query.cursor && !after)
    throw validationError(
      [{ path: "cursor", message: "is not a cursor this API returned", code: "invalid_cursor" }],
      "cursor: is not a cursor this API returned",
    );
  const rows = await listPolicyRows(db, agencyId, { ...(query.q ? { q: query.q } : {}), after, limit: query.limit, ownBookOf });
  const page = rows.slice(0, query.limit);
  const { today } = await agencyClock(db, agencyId);
  const items = await Promise.all(page.map(async (policy) => ({ policy, program: await programById(db, policy.programId), today })));
  const last = page.at(-1);
  return { items, nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null };
}

// Certificates of insurance (decision 017): issued on a policy in force (or about to start) for a
// holder, numbered within the policy, listed on it, rendered as an ACORD 25-style PDF on request.
import "server-only";
import { randomUUID } from "node:crypto";
import type { Db, Tx } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { recordAudit } from "@/lib/db/queries/audit";
import { getCertificate, insertNextCertificate } from "@/lib/db/queries/certificates";
import { addPolicyEvents } from "@/lib/db/queries/policies";
import type { CertificateHolder, CertificateRecord } from "@/lib/db/records";
import { additionalInsuredEndorsementOf } from "@/lib/programs/endorsements";
import { AppError, notFound, validationError } from "@/lib/errors";
import type { CertificateRequest } from "@/lib/schemas/bind";
import { stateOf } from "./state";
import { policyDetail } from "./view";

export interface CertificateContext {
  actor: string;
  requestId: string;
  /** Idempotency-Key: called in the transaction that commits the certificate. */
  onCommit?: (tx: Tx, certificateId: string) => Promise<void>;
}

export async function issueCertificate(
  db: Db,
  agencyId: string,
  policyId: string,
  req: CertificateRequest,
  ctx: CertificateContext,
): Promise<CertificateRecord> {
  const { policy, program, today } = await policyDetail(db, agencyId, policyId);
  const state = stateOf(policy, program, today);
  if (state === "cancelled" || state === "expired") {
    throw new AppError(
      "policy_not_active",
      `Policy ${policy.number} is ${state}${state === "expired" ? ` (its term ended ${policy.expirationDate})` : ""}: a certificate can only be issued for a policy in force or about to start.`,
    );
  }
  if (!program.declarations.certificateLine) {
    throw new AppError("conflict", `${program.name} is travel insurance: certificates of liability insurance are issued for business policies only.`);
  }
  if (req.additionalInsured && !additionalInsuredEndorsementOf(program.endorsements, policy.addedEndorsements)) {
    throw validationError([
      {
        path: "additionalInsured",
        message: `policy ${policy.number} (${program.code}) has no additional insured endorsement, so the holder cannot be named one; issue the certificate without it`,
        code: "no_additional_insured_endorsement",
      },
    ]);
  }
  const holder: CertificateHolder = Object.fromEntries(Object.entries(req.holder).filter(([, v]) => v !== undefined && v !== "")) as CertificateHolder;
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.$transaction(async (tx) => {
        const certificate = await insertNextCertificate(tx, {
          id: randomUUID(),
          agencyId,
          policyId: policy.id,
          policyNumber: policy.number,
          holder,
          description: req.description?.trim() || null,
          additionalInsured: req.additionalInsured,
          issuedAt: new Date(),
        });
        await addPolicyEvents(tx, [
          { policyId: policy.id, type: "certificate_issued", detail: { number: certificate.number, holder: holder.name, actor: ctx.actor } },
        ]);
        await recordAudit(tx, {
          agencyId,
          actor: ctx.actor,
          action: "certificate.issue",
          objectType: "certificate",
          objectId: certificate.id,
          after: { number: certificate.number, policyId: policy.id, holder, additionalInsured: req.additionalInsured },
          requestId: ctx.requestId,
        });
        await ctx.onCommit?.(tx, certificate.id);
        return certificate;
      });
    } catch (error) {
      // Another certificate of this policy took the same number at the same moment: number this one again.
      if (!isUniqueViolation(error) || attempt >= 5) throw error;
    }
  }
}

export async function loadCertificate(db: Db, agencyId: string, policyId: string, certificateId: string): Promise<CertificateRecord> {
  const certificate = await getCertificate(db, agencyId, policyId, certificateId);
  if (!certificate) throw notFound(`No certificate ${certificateId} on policy ${policyId}.`);
  return certificate;
}

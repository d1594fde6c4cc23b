// Certificates of insurance (decision 017): issued on a policy in force (or about to start) for a
// holder, numbered within the policy, listed on it, rendered as an ACORD 25-style PDF on request. A
// certificate shows the insured's street address: a policy bound without one takes it with the certificate.
import "server-only";
import { randomUUID } from "node:crypto";
import { normaliseAddress, ratedAddressIssues, type PostalAddress } from "@/lib/bind/address";
import type { Db, Tx } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { recordAudit } from "@/lib/db/queries/audit";
import { fillPremisesAddress, getCertificate, insertNextCertificate } from "@/lib/db/queries/certificates";
import { addPolicyEvents, getPolicy } from "@/lib/db/queries/policies";
import { programById } from "@/lib/db/queries/programs";
import type { CertificateHolder, CertificateRecord } from "@/lib/db/records/certificate";
import type { PolicyRecord } from "@/lib/db/records/policy";
import { additionalInsuredEndorsementOf } from "@/lib/programs/endorsements";
import { AppError, notFound, validationError } from "@/lib/errors";
import type { CertificateRequest } from "@/lib/schemas/certificates";
import { certificateLines, type CertificateLine } from "./certificate-lines";
import { stateOf } from "./state";
import { loadPolicy, policyDetail } from "./view";

export interface CertificateContext {
  actor: string;
  requestId: string;
  /** Idempotency-Key: called in the transaction that commits the certificate. */
  onCommit?: (tx: Tx, certificateId: string) => Promise<void>;
}

/** A certificate with the lines it lists (ADDL INSD, SUBR WVD), as the API shows it. */
export interface IssuedCertificate {
  certificate: CertificateRecord;
  lines: CertificateLine[];
  /** The client the policy covers. */
  insuredId: string;
}

export async function issueCertificate(
  db: Db,
  agencyId: string,
  policyId: string,
  req: CertificateRequest,
  ctx: CertificateContext,
): Promise<IssuedCertificate> {
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
  const newAddress = addressToStore(policy, req.insuredAddress);
  const holder: CertificateHolder = Object.fromEntries(Object.entries(req.holder).filter(([, v]) => v !== undefined && v !== "")) as CertificateHolder;
  for (let attempt = 1; ; attempt++) {
    try {
      const certificate = await db.$transaction(async (tx) => {
        const stored = newAddress && (await fillPremisesAddress(tx, policy.id, newAddress)) ? newAddress : null;
        if (newAddress && !stored) {
          // Another request gave the policy its address meanwhile: this one must agree with it.
          const now = await getPolicy(tx, agencyId, policy.id);
          if (now) addressToStore(now, newAddress);
        }
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
          {
            policyId: policy.id,
            type: "certificate_issued",
            detail: { number: certificate.number, holder: holder.name, actor: ctx.actor, ...(stored ? { premisesAddress: stored } : {}) },
          },
        ]);
        await recordAudit(tx, {
          agencyId,
          actor: ctx.actor,
          action: "certificate.issue",
          objectType: "certificate",
          objectId: certificate.id,
          after: {
            number: certificate.number,
            policyId: policy.id,
            holder,
            additionalInsured: req.additionalInsured,
            ...(stored ? { premisesAddress: stored } : {}),
          },
          requestId: ctx.requestId,
        });
        await ctx.onCommit?.(tx, certificate.id);
        return certificate;
      });
      return { certificate, lines: certificateLines(policy, program), insuredId: policy.insuredId };
    } catch (error) {
      // Another certificate of this policy took the same number at the same moment: number this one again.
      if (!isUniqueViolation(error) || attempt >= 5) throw error;
    }
  }
}

/**
 * The insured's street address a certificate request gives, to store on the policy; null when nothing is to be stored.
 * A policy without one needs it (422 insured_address_required, saying how); it must be in the rated state and ZIP
 * (400); a policy that has one keeps it (400 when a different one is sent: moving the premises changes the policy).
 */
function addressToStore(policy: PolicyRecord, given: PostalAddress | undefined): PostalAddress | null {
  const rated = policy.insured;
  if (!given) {
    if (policy.premisesAddress) return null;
    const where = [rated.state, rated.zip].filter(Boolean).join(" ");
    const message = `policy ${policy.number} has no street address for the insured, and a certificate must show one: send the insured's premises address (line1, city, state, zip${where ? `, in ${where} where the policy was rated` : ""}) as insuredAddress with this certificate; it is kept on the policy`;
    throw new AppError(
      "insured_address_required",
      `Policy ${policy.number} was bound without the insured's street address, and a certificate must show it. Send insuredAddress { line1, city, state, zip }${where ? ` (in ${where}, where the policy was rated)` : ""} with the certificate request: it is kept on the policy for its declarations and later certificates.`,
      [{ path: "insuredAddress", message, code: "required" }],
    );
  }
  const address = normaliseAddress(given);
  if (policy.premisesAddress) {
    if (sameAddress(policy.premisesAddress, address)) return null;
    throw validationError([
      {
        path: "insuredAddress",
        message: `policy ${policy.number} already has the insured's street address (${oneLine(policy.premisesAddress)}), which every certificate shows; leave insuredAddress out (moving the premises is a change to the policy, not to a certificate)`,
        code: "address_on_policy",
      },
    ]);
  }
  const issues = ratedAddressIssues(address, rated, "insuredAddress");
  if (issues.length) throw validationError(issues);
  return address;
}

const oneLine = (a: PostalAddress) => `${[a.line1, a.line2].filter(Boolean).join(" ")}, ${a.city}, ${a.state} ${a.zip}`;
const sameAddress = (a: PostalAddress, b: PostalAddress) => oneLine(a).toLowerCase() === oneLine(normaliseAddress(b)).toLowerCase();

export async function loadCertificate(db: Db, agencyId: string, policyId: string, certificateId: string): Promise<CertificateRecord> {
  const certificate = await getCertificate(db, agencyId, policyId, certificateId);
  if (!certificate) throw notFound(`No certificate ${certificateId} on policy ${policyId}.`);
  return certificate;
}

/** A certificate with the lines it lists, as the API shows it (an Idempotency-Key's replay). */
export async function loadIssuedCertificate(db: Db, agencyId: string, policyId: string, certificateId: string): Promise<IssuedCertificate> {
  const [certificate, policy] = await Promise.all([loadCertificate(db, agencyId, policyId, certificateId), loadPolicy(db, agencyId, policyId)]);
  return { certificate, lines: certificateLines(policy, await programById(db, policy.programId)), insuredId: policy.insuredId };
}

// Before payment: would binding this application duplicate cover the insured already has? The same rule
// bind enforces (decision 019), asked ahead so the portal can warn before the card is charged.
import "server-only";
import type { Db } from "@/lib/db/client";
import { getApplication } from "@/lib/db/queries/applications";
import { notFound } from "@/lib/errors";
import { bindingTerms, coveringPolicies } from "./line-check";

export async function coverageCheck(db: Db, agencyId: string, folioId: string, applicationId: string) {
  const app = await getApplication(db, agencyId, folioId, applicationId);
  if (!app) throw notFound(`No application ${applicationId} in quote folio ${folioId}.`);
  const found = await coveringPolicies(db, agencyId, await bindingTerms(db, [app]));
  return {
    duplicates: found.map(({ policy, coverEnd }) => ({
      policyId: policy.id,
      number: policy.number,
      programCode: policy.programCode,
      line: policy.line,
      effectiveDate: policy.effectiveDate,
      coverEnd,
    })),
  };
}

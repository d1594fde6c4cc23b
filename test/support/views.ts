// Use cases composed with the serializers the routes use, for tests that assert on what the API shows
// (money in dollars, statuses) while calling the use cases directly against a test database.
import { toApplicationDetail } from "@/lib/api/serializers/application";
import { payLinkSummaryView } from "@/lib/api/serializers/pay-link";
import { cancelOutcomeView, policyPaymentView, toPolicyView } from "@/lib/api/serializers/policy";
import { payLinkSummary } from "@/lib/bind/pay-links";
import type { Db } from "@/lib/db/client";
import { cancelPolicy } from "@/lib/policies/cancel";
import { payRenewal } from "@/lib/bind/renewal-payment";
import { policyDetail } from "@/lib/policies/view";
import { getApplicationWithPrefill } from "@/lib/quotes/folios";

const BASE_URL = "http://localhost:3000";
const billing = { method: "offline", publishableKey: null, baseUrl: BASE_URL, livemode: true };

export async function viewPolicy(db: Db, agencyId: string, policyId: string) {
  return toPolicyView(await policyDetail(db, agencyId, policyId), billing);
}

/** An application as GET /v1/quote/{quoteId}/applications/{id} shows it. */
export async function viewApplication(db: Db, agencyId: string, folioId: string, applicationId: string) {
  const app = await getApplicationWithPrefill(db, agencyId, folioId, applicationId);
  return toApplicationDetail(app.folio, app, billing);
}

export async function cancelPolicyView(...args: Parameters<typeof cancelPolicy>) {
  return cancelOutcomeView(await cancelPolicy(...args), billing);
}

export async function payRenewalView(...args: Parameters<typeof payRenewal>) {
  return policyPaymentView(await payRenewal(...args), billing);
}

export async function payLinkSummaryOf(db: Db, token: string) {
  return payLinkSummaryView(await payLinkSummary(db, token), token, billing);
}

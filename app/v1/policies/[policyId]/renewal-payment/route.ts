import { apiRoute, requireUuid } from "@/lib/api/route";
import { payRenewal } from "@/lib/bind/policies";
import { paymentProvider } from "@/lib/bind/payment-provider";
import { idempotencyKey } from "@/lib/bind/service";
import { RenewalPaymentRequest } from "@/lib/schemas/bind";

// POST /v1/policies/{policyId}/renewal-payment: pay the next installment, or the renewal term (Idempotency-Key required)
export const POST = apiRoute({
  body: RenewalPaymentRequest,
  handler: async ({ db, agency, params, body, req, requestId }) => {
    const key = idempotencyKey(req, true)!;
    const result = await payRenewal(db, agency.agencyId, requireUuid(params.policyId, "policy"), body.payment, {
      actor: agency.actor,
      requestId,
      provider: paymentProvider(),
      idempotencyKey: key,
    });
    return { data: result };
  },
});

import { cardExample } from "@/lib/api/examples";
import { policyPaymentView } from "@/lib/api/serializers/policy";
import { apiRoute } from "@/lib/api/route";
import { payRenewal } from "@/lib/bind/renewal-payment";
import { outcomeOfPayment } from "@/lib/policies/renewal";
import { RenewalPaymentRequest, RenewalPaymentResponse } from "@/lib/schemas/policies";
import { idParam } from "@/lib/schemas/common";
import { z } from "zod";

// POST /v1/policies/{policyId}/renewal-payment: pay the next installment, or the renewal term (Idempotency-Key required)
export const POST = apiRoute({
  permission: "service",
  operation: {
    id: "policyRenewalPayment",
    tag: "Policy",
    summary: "Renewal payment",
    description:
      "Pays the next installment of a monthly plan or, when the term is paid, the renewal term. Requires an Idempotency-Key header: the same key never charges twice. One payment or cancellation of a policy runs at a time; another answers 409 policy_busy.",
    errors: [402, 404, 409],
    example: { payment: cardExample },
  },
  params: z.object({ policyId: idParam("policy") }),
  body: RenewalPaymentRequest,
  response: { data: RenewalPaymentResponse.shape.data, description: "The payment and the policy (and its renewal term)" },
  idempotent: "required",
  handler: async ({ db, agency, params, body, requestId, services, idempotencyKey, onCommit }) =>
    policyPaymentView(
      await payRenewal(db, agency.agencyId, params.policyId, body.payment, {
        actor: agency.actor,
        requestId,
        provider: services.paymentsFor(agency.livemode),
        idempotencyKey: idempotencyKey!,
        mailQueued: services.outbox !== null,
        ...(onCommit ? { onCommit } : {}),
      }),
      services.billingFor(agency.livemode),
    ),
  recover: async ({ db, agency, params, services }, paymentId) =>
    policyPaymentView(await outcomeOfPayment(db, agency.agencyId, params.policyId, paymentId), services.billingFor(agency.livemode)),
});

export * from "@/app/v1/fallback";

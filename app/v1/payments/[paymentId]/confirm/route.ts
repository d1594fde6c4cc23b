import { paymentView } from "@/lib/shapes/payment";
import { toPolicyView } from "@/lib/api/serializers/policy";
import { apiRoute } from "@/lib/api/route";
import { bindOutcome } from "@/lib/bind/outcome";
import { pendingBindFor, settlePendingBind } from "@/lib/bind/pending";
import { BindResponse } from "@/lib/schemas/bind";
import { idParam } from "@/lib/schemas/common";
import { z } from "zod";

// POST /v1/payments/{paymentId}/confirm: finish a bind whose card asked for 3-D Secure, once the cardholder has authenticated
export const POST = apiRoute({
  permission: "bind",
  operation: {
    id: "confirmPayment",
    tag: "Bind",
    summary: "Confirm a payment after 3-D Secure",
    description:
      "A bind answered 402 payment_requires_action carries payment.id, payment.clientSecret and payment.nextAction. Once the cardholder has authenticated (Stripe.js handleNextAction, or the offline provider's challenge page), POST here: the policies are issued (200, as the bind would have answered), or 402 payment_failed when authentication failed (the applications are free to bind again), or the same 402 payment_requires_action while the cardholder has not finished. The bind happens exactly once whether this call or the provider's payment_intent.succeeded webhook comes first; calling again answers the same.",
    errors: [402, 404, 409],
  },
  params: z.object({ paymentId: idParam("payment") }),
  response: { data: BindResponse.shape.data, description: "The issued policies and the payment" },
  idempotent: "optional",
  handler: async ({ db, agency, params, requestId, services }) => {
    const pending = await pendingBindFor(db, agency.agencyId, params.paymentId);
    await settlePendingBind(db, pending, { requestId, provider: services.paymentsFor(agency.livemode) });
    const outcome = await bindOutcome(db, agency.agencyId, params.paymentId);
    return { policies: outcome.policies.map((p) => toPolicyView(p, services.billingFor(agency.livemode))), payment: paymentView(outcome.payment) };
  },
});

export * from "@/app/v1/fallback";

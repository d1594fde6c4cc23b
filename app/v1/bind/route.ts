import { applicationIdExample, cardExample } from "@/lib/api/examples";
import { paymentView } from "@/lib/shapes/payment";
import { toPolicyView, type ServedAs } from "@/lib/api/serializers/policy";
import { apiRoute } from "@/lib/api/route";
import { bindApplications } from "@/lib/bind/bind";
import { bindOutcome } from "@/lib/bind/outcome";
import { BindRequest, BindResponse } from "@/lib/schemas/bind";

// POST /v1/bind: bind quoted applications of one folio, paying by card; issues the policies
export const POST = apiRoute({
  permission: "bind",
  operation: {
    id: "bind",
    tag: "Bind",
    summary: "Bind quote requests",
    description:
      "Binds quoted applications of one folio and charges the card (the whole annual total, or the first monthly installment). One program per line of business: rival quotes of one line (e.g. KM-BOP and SA-BOP) are refused together (409 duplicate_line). At most once per application; send an Idempotency-Key to make retries safe. With Stripe configured, pay with a payment method id from Stripe Elements.",
    errors: [402, 404, 409, 422],
    example: { quoteRequestIds: [applicationIdExample], paymentPlan: "annual", payment: cardExample },
  },
  body: BindRequest,
  response: { status: 201, data: BindResponse.shape.data, description: "The issued policies and the payment" },
  idempotent: "optional",
  handler: async ({ services, agency, body, requestId, idempotencyKey, onCommit }) => {
    const { quoteRequestIds: applicationIds, ...rest } = body;
    const outcome = await bindApplications(
      services.db,
      agency.agencyId,
      { ...rest, applicationIds },
      {
        actor: agency.actor,
        requestId,
        provider: services.paymentsFor(agency.livemode),
        ...(idempotencyKey ? { idempotencyKey } : {}),
        ...(onCommit ? { onCommit } : {}),
      },
    );
    return view(await bindOutcome(services.db, agency.agencyId, outcome.paymentId), services.billingFor(agency.livemode));
  },
  recover: async ({ services, agency }, paymentId) => view(await bindOutcome(services.db, agency.agencyId, paymentId), services.billingFor(agency.livemode)),
});

function view(outcome: Awaited<ReturnType<typeof bindOutcome>>, served: ServedAs) {
  return { policies: outcome.policies.map((p) => toPolicyView(p, served)), payment: paymentView(outcome.payment) };
}

export * from "@/app/v1/fallback";

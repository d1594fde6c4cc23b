import { apiRoute } from "@/lib/api/route";
import { setSandboxClock } from "@/lib/policies/clock";
import { SandboxClockRequest, SandboxClockResponse } from "@/lib/schemas/bind";

// POST /v1/sandbox/clock: move the agency's servicing clock forward (sandbox only), then run what came due
export const POST = apiRoute({
  operation: {
    id: "setSandboxClock",
    tag: "Sandbox",
    summary: "Advance the servicing clock (sandbox)",
    description:
      "Like a payment provider's test clock: in a sandbox (offline payments or Stripe test keys) the agency's servicing clock can be set ahead, so installments fall due, scheduled cancellations take effect and renewals are offered as they would on those days; the jobs that came due run before the answer. Quoting keeps the real date. 404 where payments are live.",
    errors: [400, 404],
    example: { advanceDays: 310 },
  },
  body: SandboxClockRequest,
  response: { data: SandboxClockResponse.shape.data, description: "The agency's servicing day and the jobs that ran" },
  handler: async ({ db, agency, body, services }) => setSandboxClock(db, agency.agencyId, body, services),
});

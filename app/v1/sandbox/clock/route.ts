import { apiRoute } from "@/lib/api/route";
import { sandboxClock, setSandboxClock, type ClockMove } from "@/lib/policies/clock";
import { SandboxClockRequest, SandboxClockResponse, SandboxClockStateResponse } from "@/lib/schemas/sandbox";

const moveView = (m: ClockMove) => ({ ...m, at: m.at.toISOString() });

// GET /v1/sandbox/clock: the agency's servicing day, and who moved the clock, when and how far (sandbox only)
export const GET = apiRoute({
  permission: "read",
  operation: {
    id: "getSandboxClock",
    tag: "Sandbox",
    summary: "The servicing clock and its moves (sandbox)",
    description:
      "The agency's servicing day in test mode, how far it runs ahead of today, and the latest moves of the clock with who made them. The clock exists only in test mode: a `qk_live_` key, or the portal in live mode, gets 404.",
    errors: [404],
  },
  response: { data: SandboxClockStateResponse.shape.data, description: "The agency's servicing day and the clock's latest moves" },
  handler: async ({ db, agency }) => {
    const state = await sandboxClock(db, agency);
    return { ...state, moves: state.moves.map(moveView) };
  },
});

// POST /v1/sandbox/clock: move the agency's servicing clock forward or back to today (sandbox only), then run what came due
export const POST = apiRoute({
  permission: "sandbox.clock",
  operation: {
    id: "setSandboxClock",
    tag: "Sandbox",
    summary: "Move the servicing clock (sandbox)",
    description:
      "Like a payment provider's test clock: in test mode (a `qk_test_` key, or the portal's test mode) the test agency's servicing clock can be set ahead, so installments fall due, scheduled cancellations take effect and renewals are offered as they would on those days; the jobs that came due run before the answer. `reset: true` puts it back to today (what already ran stays done). Quotes are dated by the same clock (an effective date is checked against the servicing day), so new business quoted after a move binds. Every move is recorded in the audit log with who made it. Only an agency administrator signed in to the portal, or an admin-scoped API key, may move it (403 otherwise); 404 in live mode (a `qk_live_` key, or the portal in live mode): live data is never moved in time.",
    errors: [400, 403, 404],
    example: { advanceDays: 310 },
  },
  body: SandboxClockRequest,
  response: { data: SandboxClockResponse.shape.data, description: "The agency's servicing day, the clock's latest moves and the jobs that ran" },
  idempotent: "optional",
  handler: async ({ db, agency, body, services, requestId }) => {
    const state = await setSandboxClock(db, agency, body, services, { requestId });
    return { ...state, moves: state.moves.map(moveView) };
  },
});

export * from "@/app/v1/fallback";

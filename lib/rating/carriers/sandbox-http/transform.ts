// Vendor mapping for the JSON/HTTP carrier: our RatingRequest -> wire request, wire reply -> RatingOutcome.
import type { DeclineCode, RatingOutcome, RatingRequest } from "@/lib/rating/types";

import {
  DECLINE_CODES,
  ErrorReplyWireSchema,
  QuoteReplyWireSchema,
  describeIssues,
  type ErrorReplyWire,
  type QuoteReplyWire,
  type QuoteRequestWire,
} from "./protocol";

// Compile-time guard: the wire's decline codes are exactly the domain's.
type MissingDeclineCodes = Exclude<DeclineCode, (typeof DECLINE_CODES)[number]>;
const declineCodesComplete: [MissingDeclineCodes] extends [never] ? true : never = true;
void declineCodesComplete;

export function toQuoteRequestWire(req: RatingRequest): QuoteRequestWire {
  return {
    requestId: req.requestId ?? req.applicationId,
    programCode: req.program.code,
    asOf: req.asOf,
    risk: req.risk,
    options: req.options,
    ...(req.endorsements?.length ? { endorsements: req.endorsements } : {}),
    ...(req.answers ? { answers: req.answers } : {}),
    ...(req.approvedReferrals?.length ? { approvedReferrals: req.approvedReferrals } : {}),
  };
}

export function quotedOutcome(reply: Extract<QuoteReplyWire, { status: "quoted" }>): RatingOutcome {
  return {
    status: "quoted",
    premium: reply.premium,
    worksheet: reply.worksheet,
    carrierQuoteId: reply.quoteId,
    carrierApplicationId: reply.applicationId,
    externalId: reply.externalId,
    notices: reply.notices,
    ...(reply.referrals?.length ? { referrals: reply.referrals } : {}),
  };
}

/**
 * The carrier's side: the reply to a request an engine rated as `outcome` (the sandbox carrier, and the
 * in-process carriers under a latency profile). Passed through as the engine produced it: the client is
 * the one that validates. A failed rating is deterministic for the same input, so not worth a retry: a 422.
 */
export function toQuoteReplyWire(outcome: RatingOutcome, requestId: string): { status: number; body: QuoteReplyWire | ErrorReplyWire } {
  switch (outcome.status) {
    case "quoted":
      return {
        status: 200,
        body: {
          status: "quoted",
          quoteId: outcome.carrierQuoteId,
          applicationId: outcome.carrierApplicationId,
          externalId: outcome.externalId,
          premium: outcome.premium,
          worksheet: outcome.worksheet,
          notices: outcome.notices,
          ...(outcome.referrals?.length ? { referrals: outcome.referrals } : {}),
        },
      };
    case "declined":
      return { status: 200, body: { status: "declined", applicationId: outcome.carrierApplicationId ?? requestId, reasons: outcome.reasons } };
    case "failed":
      return { status: 422, body: { error: { code: "rating_failed", message: outcome.reason } } };
  }
}

/** Maps the body of a 2xx reply. Never throws: anything unexpected is a failed rating. */
export function toRatingOutcome(bodyText: string): RatingOutcome {
  let json: unknown;
  try {
    json = JSON.parse(bodyText);
  } catch {
    return malformed(`body is not JSON (${truncate(bodyText, 80) || "empty body"})`);
  }
  const parsed = QuoteReplyWireSchema.safeParse(json);
  if (!parsed.success) return malformed(describeIssues(parsed.error));
  const reply = parsed.data;
  if (reply.status === "quoted") return quotedOutcome(reply);
  return { status: "declined", reasons: reply.reasons, carrierApplicationId: reply.applicationId };
}

/** "invalid_request: risk.mailingZip: ..." from an error reply body, or a fallback naming the status. */
export function describeErrorReply(status: number, bodyText: string): string {
  try {
    const parsed = ErrorReplyWireSchema.safeParse(JSON.parse(bodyText));
    if (parsed.success) return `${parsed.data.error.code}: ${parsed.data.error.message}`;
  } catch {
    // not JSON: fall through to the raw text
  }
  return truncate(bodyText, 200) || `HTTP ${status} with an empty body`;
}

function malformed(detail: string): RatingOutcome {
  return { status: "failed", reason: `malformed carrier reply: ${detail}` };
}

function truncate(text: string, max: number): string {
  const oneLine = text.replace(/\s+/g, " ").trim();
  return oneLine.length > max ? `${oneLine.slice(0, max)}...` : oneLine;
}

// The HTTP edge's view of domain errors: each code's status and title, rendered as RFC 9457
// application/problem+json (with success: false and, for bad fields, errors[]).
import "server-only";
import type { z } from "zod";
import { formatPath, type ErrorCode, type FieldIssue } from "@/lib/errors";
import type { Problem } from "@/lib/schemas/common";

/** Each problem code: its status and title, what it means and how to fix it (one sentence each; /docs/problems lists them). */
export interface ProblemType {
  status: number;
  title: string;
  meaning: string;
  fix: string;
}

export const PROBLEM_TYPES: Record<ErrorCode, ProblemType> = {
  validation_error: {
    status: 400,
    title: "Your request has invalid fields",
    meaning: "A field of the path, query or body is missing, of the wrong type or out of range; errors[] names each one by its path.",
    fix: "Correct each field errors[] names (its path, message and code) and send the request again.",
  },
  malformed_json: {
    status: 400,
    title: "The request body is not valid JSON",
    meaning: "The body could not be parsed as JSON, or is nested deeper or holds text the API does not store.",
    fix: "Send one well-formed JSON value, encoded as UTF-8, with Content-Type: application/json.",
  },
  unknown_program: {
    status: 400,
    title: "A program is unknown or not available to your agency",
    meaning: "A program in programs[] does not exist or your agency is not appointed to it.",
    fix: "List your programs with GET /v1/programs and send one of their ids or codes.",
  },
  unauthorized: {
    status: 401,
    title: "Missing or invalid API key",
    meaning: "The request carried no API key, or the key is invalid or revoked.",
    fix: "Send Authorization: Bearer <key> with a live key from the portal's Account page.",
  },
  cross_site_request: {
    status: 403,
    title: "A signed-in browser request came from another site",
    meaning: "A change made with a portal session came from another site, or not as JSON.",
    fix: "Make the change from the portal itself, or call the API with an API key from your server.",
  },
  forbidden: {
    status: 403,
    title: "Your role does not allow this",
    meaning: "Your key or role is authenticated but not allowed to do this.",
    fix: "Ask an administrator of your agency to do it, or to give you a role that may.",
  },
  not_found: {
    status: 404,
    title: "Not found",
    meaning: "Nothing with this id, or at this path, exists for your agency (another agency's ids answer the same).",
    fix: "Check the id and the path against the API reference; ids come from the API's own answers.",
  },
  method_not_allowed: {
    status: 405,
    title: "Method not allowed",
    meaning: "The path exists but does not take this HTTP method; the Allow header lists those it takes.",
    fix: "Send one of the methods in the Allow header, as the API reference shows for this path.",
  },
  conflict: {
    status: 409,
    title: "Conflict",
    meaning: "The resource changed, or a request with the same Idempotency-Key is still running, while this one was processed.",
    fix: "Read the resource again and retry; with an Idempotency-Key, retry the same request after a moment.",
  },
  current_session: {
    status: 409,
    title: "This is the session making the request",
    meaning: "The portal session named is the one this request was sent with; it is not ended through the sessions API.",
    fix: "Sign out in the portal (its Sign out button) to end the session in use, or name another of your sessions.",
  },
  rating_field_change: {
    status: 409,
    title: "Rating factors cannot be edited; re-quote instead",
    meaning: "The saved answers would change a field the premium was rated on, which an existing quote cannot take.",
    fix: "Re-quote with the new values (POST /v1/quote/{quoteId}) instead of editing the saved answers.",
  },
  original_quote_mismatch: {
    status: 409,
    title: "originalQuoteId names another quote folio than the one re-quoted",
    meaning: "The originalQuoteId sent names a different quote folio than the one being re-quoted.",
    fix: "Send the id of the folio you re-quote as originalQuoteId, or leave it out.",
  },
  duplicate_line: {
    status: 409,
    title: "Two programs of the same line of business cannot be bound together",
    meaning: "Two applications of the same line of business were sent in one bind.",
    fix: "Bind one program per line of business: drop the others from applicationIds.",
  },
  already_bound: {
    status: 409,
    title: "Already bound",
    meaning: "The application was already bound; a policy exists for it.",
    fix: "Read the policy (GET /v1/policies) instead of binding again.",
  },
  bind_in_progress: {
    status: 409,
    title: "A bind of this application is in progress",
    meaning: "Another bind of this application is running right now.",
    fix: "Wait a moment and read the application or its policy before retrying.",
  },
  not_quoted: {
    status: 409,
    title: "Only quoted applications can be bound",
    meaning: "The application is not in the quoted state, so it cannot be bound.",
    fix: "Bind only cards whose status is quoted; poll the quote until rating finishes.",
  },
  referral_pending: {
    status: 409,
    title: "The application is referred to an underwriter",
    meaning: "The application was referred and waits for an underwriter's decision.",
    fix: "Wait for the referral's decision (webhook application.quoted or .declined) before binding.",
  },
  not_referred: {
    status: 409,
    title: "The application is not waiting for an underwriter",
    meaning: "The application is not waiting for an underwriter, so there is nothing to decide.",
    fix: "Read the application's status; decide only referred applications.",
  },
  superseded_quote: {
    status: 409,
    title: "A later attempt of this program exists in the group",
    meaning: "A later attempt of this program exists in the same shopping session, so this one can no longer be bound.",
    fix: "Bind the latest attempt (GET /v1/quote/{quoteId}/session lists it).",
  },
  quote_expired: {
    status: 409,
    title: "The quote has expired",
    meaning: "The quote's validity has ended.",
    fix: "Re-quote to get a current price, then bind the new quote.",
  },
  effective_date_past: {
    status: 409,
    title: "The quote's effective date has passed; re-quote with a current date",
    meaning: "The quote's effective date is in the past.",
    fix: "Re-quote with an effective date of today or later.",
  },
  line_already_bound: {
    status: 409,
    title: "The insured already has a policy of this line for this term",
    meaning: "The insured already has a policy of this line for this term.",
    fix: "Use the existing policy, or quote a different term or line.",
  },
  price_changed: {
    status: 409,
    title: "The amount to pay is not the quoted amount",
    meaning: "The amount due now differs from the expectedAmount sent.",
    fix: "Read the current amount from the quote, confirm it with the customer, and send it as expectedAmount.",
  },
  policy_not_active: {
    status: 409,
    title: "The policy is not active",
    meaning: "The policy is cancelled, expired or not yet in force, so the operation does not apply.",
    fix: "Read the policy's status; act only on active policies.",
  },
  policy_busy: {
    status: 409,
    title: "A payment or cancellation of this policy is in progress",
    meaning: "A payment or cancellation of this policy is running right now.",
    fix: "Wait a moment and retry once it has finished.",
  },
  nothing_due: {
    status: 409,
    title: "Nothing is due on this policy",
    meaning: "No installment of this policy is due, so there is nothing to pay.",
    fix: "Read the policy's schedule; pay when an installment falls due.",
  },
  nothing_overdue: {
    status: 409,
    title: "No installment is overdue past its grace period",
    meaning: "No installment is overdue past its grace period, so the policy cannot be cancelled for non-payment.",
    fix: "Cancel for another reason, or wait until an installment is past its grace period.",
  },
  cancellation_pending: {
    status: 409,
    title: "A cancellation of this policy is already scheduled",
    meaning: "A cancellation of this policy is already scheduled.",
    fix: "Rescind it first (POST /v1/policies/{policyId}/cancellation/rescind) to schedule another.",
  },
  no_cancellation_pending: {
    status: 409,
    title: "No cancellation of this policy is waiting to take effect",
    meaning: "No scheduled cancellation of this policy is waiting to take effect.",
    fix: "Read the policy's cancellation; only a scheduled one can be rescinded.",
  },
  no_renewal_offer: {
    status: 409,
    title: "No renewal offer is open for this policy",
    meaning: "The policy has no open renewal offer.",
    fix: "Wait for the renewal offer (webhook policy.renewal_offered) or read GET /v1/policies/{policyId}/renewal.",
  },
  idempotency_mismatch: {
    status: 409,
    title: "This Idempotency-Key was used with a different request",
    meaning: "This Idempotency-Key was used before with a different request body or operation.",
    fix: "Use a new key for a new request; reuse a key only to retry exactly the same request.",
  },
  application_incomplete: {
    status: 422,
    title: "Required application questions are unanswered",
    meaning: "Questions the program requires before binding are unanswered; errors[] names them.",
    fix: "Answer them with POST /v1/quote/{quoteId}/applications/{quoteRequestId}/form, then bind.",
  },
  insured_address_required: {
    status: 422,
    title: "The insured's street address is needed",
    meaning: "The operation needs the insured's street address, which the policy does not have.",
    fix: "Send insuredAddress with the request, as the detail says.",
  },
  payment_failed: {
    status: 402,
    title: "The payment was declined",
    meaning: "The payment provider declined the charge.",
    fix: "Ask the customer for another card or payment method and try again.",
  },
  payment_requires_action: {
    status: 402,
    title: "The payment needs the cardholder to authenticate",
    meaning: "The card needs the cardholder to authenticate (3-D Secure) before it is charged.",
    fix: "Have the cardholder complete the action with the clientSecret, then POST the payment's confirmUrl.",
  },
  gone: {
    status: 410,
    title: "This link has expired or was used",
    meaning: "The payment link has expired, was used, or what it asked for is no longer owed.",
    fix: "Ask the agent for a new link.",
  },
  payload_too_large: {
    status: 413,
    title: "The request body is too large",
    meaning: "The request body is larger than 256 KB.",
    fix: "Send a smaller body; no operation needs more.",
  },
  unsupported_media_type: {
    status: 415,
    title: "Send the body as application/json",
    meaning: "The body was sent with a Content-Type other than JSON, or without one.",
    fix: "Send the body as JSON with Content-Type: application/json.",
  },
  rate_limited: {
    status: 429,
    title: "Too many requests",
    meaning: "Your key or agency sent more requests than its limit for the current window.",
    fix: "Wait the seconds in Retry-After (RateLimit-* headers show the budget) and retry.",
  },
  refund_failed: {
    status: 502,
    title: "The payment provider did not make the refund",
    meaning: "The payment provider did not make a refund the operation needed; nothing was changed.",
    fix: "Retry later; if it keeps failing, contact support with the requestId.",
  },
  internal_error: {
    status: 500,
    title: "Something went wrong on our side",
    meaning: "Something failed on our side; the details are in our log, not in the answer.",
    fix: "Retry later; if it keeps failing, contact support with the requestId.",
  },
  unavailable: {
    status: 503,
    title: "Service unavailable",
    meaning: "The service cannot reach its database or another part it needs right now.",
    fix: "Retry after a short wait, with backoff.",
  },
};

export function statusOf(code: ErrorCode): number {
  return PROBLEM_TYPES[code].status;
}

export function zodIssues(error: z.ZodError, prefix = ""): FieldIssue[] {
  const issues: FieldIssue[] = [];
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) {
        issues.push({ path: formatPath([...issue.path, key], prefix), message: "is not a recognised field", code: "unrecognized_field" });
      }
    } else if (issue.code === "invalid_union" && issue.path.length && issue.path[0] === "programs") {
      issues.push({ path: formatPath(issue.path, prefix), message: "must be a program id, a program code, or { programId } or { code }", code: issue.code });
    } else {
      issues.push({ path: formatPath(issue.path, prefix), message: issue.message, code: issue.code });
    }
  }
  return issues;
}

export function problemBody(
  code: ErrorCode,
  detail: string,
  extra: { errors?: FieldIssue[]; requestId?: string; instance?: string; extensions?: Record<string, unknown> } = {},
): Problem {
  const { status, title } = PROBLEM_TYPES[code];
  return {
    ...(extra.extensions ?? {}),
    type: `/docs/problems#${code}`,
    title,
    status,
    detail,
    ...(extra.instance ? { instance: extra.instance } : {}),
    ...(extra.requestId ? { requestId: extra.requestId } : {}),
    success: false,
    ...(extra.errors && extra.errors.length ? { errors: extra.errors } : {}),
  };
}

export function problemResponse(
  code: ErrorCode,
  detail: string,
  extra: { errors?: FieldIssue[]; requestId?: string; instance?: string; headers?: Record<string, string>; extensions?: Record<string, unknown> } = {},
): Response {
  const body = problemBody(code, detail, extra);
  return new Response(JSON.stringify(body), {
    status: body.status,
    headers: { "content-type": "application/problem+json", ...(extra.headers ?? {}) },
  });
}

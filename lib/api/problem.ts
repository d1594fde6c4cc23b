// The HTTP edge's view of domain errors: each code's status and title, rendered as RFC 9457
// application/problem+json (with success: false and, for bad fields, errors[]).
import "server-only";
import type { z } from "zod";
import { formatPath, type ErrorCode, type FieldIssue } from "@/lib/errors";
import type { Problem } from "@/lib/schemas/common";

export const PROBLEM_TYPES: Record<ErrorCode, { status: number; title: string }> = {
  validation_error: { status: 400, title: "Your request has invalid fields" },
  malformed_json: { status: 400, title: "The request body is not valid JSON" },
  unknown_program: { status: 400, title: "A program is unknown or not available to your agency" },
  unauthorized: { status: 401, title: "Missing or invalid API key" },
  cross_site_request: { status: 403, title: "A signed-in browser request came from another site" },
  forbidden: { status: 403, title: "Your role does not allow this" },
  not_found: { status: 404, title: "Not found" },
  method_not_allowed: { status: 405, title: "Method not allowed" },
  conflict: { status: 409, title: "Conflict" },
  rating_field_change: { status: 409, title: "Rating factors cannot be edited; re-quote instead" },
  original_quote_mismatch: { status: 409, title: "originalQuoteId names another quote folio than the one re-quoted" },
  duplicate_line: { status: 409, title: "Two programs of the same line of business cannot be bound together" },
  already_bound: { status: 409, title: "Already bound" },
  bind_in_progress: { status: 409, title: "A bind of this application is in progress" },
  not_quoted: { status: 409, title: "Only quoted applications can be bound" },
  referral_pending: { status: 409, title: "The application is referred to an underwriter" },
  not_referred: { status: 409, title: "The application is not waiting for an underwriter" },
  superseded_quote: { status: 409, title: "A later attempt of this program exists in the group" },
  quote_expired: { status: 409, title: "The quote has expired" },
  effective_date_past: { status: 409, title: "The quote's effective date has passed; re-quote with a current date" },
  line_already_bound: { status: 409, title: "The insured already has a policy of this line for this term" },
  price_changed: { status: 409, title: "The amount to pay is not the quoted amount" },
  policy_not_active: { status: 409, title: "The policy is not active" },
  policy_busy: { status: 409, title: "A payment or cancellation of this policy is in progress" },
  nothing_due: { status: 409, title: "Nothing is due on this policy" },
  nothing_overdue: { status: 409, title: "No installment is overdue past its grace period" },
  cancellation_pending: { status: 409, title: "A cancellation of this policy is already scheduled" },
  no_cancellation_pending: { status: 409, title: "No cancellation of this policy is waiting to take effect" },
  no_renewal_offer: { status: 409, title: "No renewal offer is open for this policy" },
  idempotency_mismatch: { status: 409, title: "This Idempotency-Key was used with a different request" },
  application_incomplete: { status: 422, title: "Required application questions are unanswered" },
  insured_address_required: { status: 422, title: "The insured's street address is needed" },
  payment_failed: { status: 402, title: "The payment was declined" },
  payment_requires_action: { status: 402, title: "The payment needs the cardholder to authenticate" },
  gone: { status: 410, title: "This link has expired or was used" },
  payload_too_large: { status: 413, title: "The request body is too large" },
  unsupported_media_type: { status: 415, title: "Send the body as application/json" },
  rate_limited: { status: 429, title: "Too many requests" },
  refund_failed: { status: 502, title: "The payment provider did not make the refund" },
  internal_error: { status: 500, title: "Something went wrong on our side" },
  unavailable: { status: 503, title: "Service unavailable" },
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

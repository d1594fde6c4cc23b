// Domain errors: what went wrong, in the domain's words. Use cases throw these; only the HTTP edge
// (lib/api/problem.ts) decides which status and problem type each code becomes.
export const ERROR_CODES = [
  "validation_error",
  "malformed_json",
  "unknown_program",
  "unauthorized",
  "cross_site_request",
  "forbidden",
  "not_found",
  "method_not_allowed",
  "conflict",
  "current_session",
  "rating_field_change",
  "original_quote_mismatch",
  "duplicate_line",
  "already_bound",
  "bind_in_progress",
  "not_quoted",
  "referral_pending",
  "not_referred",
  "superseded_quote",
  "quote_expired",
  "effective_date_past",
  "line_already_bound",
  "price_changed",
  "policy_not_active",
  "policy_busy",
  "nothing_due",
  "nothing_overdue",
  "cancellation_pending",
  "no_cancellation_pending",
  "no_renewal_offer",
  "idempotency_mismatch",
  "application_incomplete",
  "insured_address_required",
  "payment_failed",
  "payment_requires_action",
  "gone",
  "payload_too_large",
  "unsupported_media_type",
  "rate_limited",
  "refund_failed",
  "internal_error",
  "unavailable",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** One problem with one field of a request: where (`system_payload.mailing_zip`, `programs[1]`), what, and a code. */
export interface FieldIssue {
  path: string;
  message: string;
  code?: string;
}

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors: FieldIssue[] = [],
    /** RFC 9457 extension members the problem carries besides errors[] (e.g. `payment` for payment_requires_action). */
    readonly extensions: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "AppError";
  }
}

export function validationError(errors: FieldIssue[], detail?: string): AppError {
  const first = errors[0];
  return new AppError(
    "validation_error",
    detail ?? (errors.length === 1 && first ? `${first.path}: ${first.message}` : `${errors.length} fields are invalid; see errors[]`),
    errors,
  );
}

export function notFound(message: string): AppError {
  return new AppError("not_found", message);
}

/** Formats a path like ["system_payload", "insureds", 0, "date_of_birth"] as "system_payload.insureds[0].date_of_birth". */
export function formatPath(path: ReadonlyArray<PropertyKey>, prefix = ""): string {
  let out = prefix;
  for (const part of path) {
    if (typeof part === "number") out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out || "(body)";
}

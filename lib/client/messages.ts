// The portal's message catalogue: every problem code, field-issue code and decline or failure reason
// the API can answer with, as a sentence an agent understands. The API's own `detail` and
// `errors[].message` stay precise for developers ("annual_revenue: Too small: expected number to be >=0");
// the portal shows these instead ("Annual revenue can't be negative."). Pure: no I/O, no React. Decision 021.
import type { ErrorCode } from "@/lib/errors";
import type { DeclineCode } from "@/lib/rating/types";

/** One sentence per problem code (lib/errors.ts). A code added there without one fails the type check and messages.test.ts. */
export const PROBLEM_SENTENCES: Record<ErrorCode, string> = {
  validation_error: "Some of the details need fixing. Check the fields marked in red.",
  malformed_json: "The request could not be read. Reload the page and try again.",
  unknown_program: "One of the programs is not available to your agency. Choose another program.",
  unauthorized: "Your session has ended. Sign in again to continue.",
  cross_site_request: "This change was refused because it did not come from the portal. Reload the page and try again.",
  forbidden: "Your role doesn't allow this. Ask an underwriter or your agency's administrator.",
  not_found: "We couldn't find that. It may have been removed, or belong to another agency.",
  method_not_allowed: "That action isn't available here.",
  conflict: "Something changed while you were working. Reload the page and try again.",
  current_session: "This is the browser you are using. Use Sign out at the top of the page to end it.",
  rating_field_change: "The details that set the price can't be edited here. Re-quote to change them.",
  original_quote_mismatch: "This re-quote names a different quote. Reload the page and try again.",
  duplicate_line: "Two programs of the same line can't be bound together. Choose one per line.",
  already_bound: "This quote is already bound.",
  bind_in_progress: "This quote is being bound right now. Wait a moment, then reload the page.",
  not_quoted: "Only a priced quote can be bound. Wait for the price, or re-quote.",
  referral_pending: "This quote is waiting for an underwriter's decision before it can be bound.",
  not_referred: "This quote isn't waiting for an underwriter.",
  superseded_quote: "A newer quote for this program exists. Bind the latest one.",
  quote_expired: "This quote has expired. Re-quote to get a current price.",
  effective_date_past: "The effective date has passed. Re-quote with a current date.",
  line_already_bound: "The insured already has a policy of this line for this term.",
  price_changed: "The price changed since this page was loaded. Reload to see the current price.",
  policy_not_active: "This policy isn't active, so this can't be done.",
  policy_busy: "A payment or cancellation of this policy is in progress. Try again in a moment.",
  nothing_due: "Nothing is due on this policy.",
  nothing_overdue: "No installment is overdue.",
  cancellation_pending: "A cancellation of this policy is already scheduled.",
  no_cancellation_pending: "No cancellation is waiting to take effect.",
  no_renewal_offer: "There is no renewal offer open for this policy.",
  idempotency_mismatch: "This request was already sent with different details. Reload the page and try again.",
  application_incomplete: "Some required application questions are unanswered. Answer them, then bind.",
  insured_address_required:
    "A certificate shows the insured's street address, and this policy has none. Enter it with the certificate; it is kept on the policy.",
  payment_failed: "The card was declined. Try another card.",
  payment_requires_action:
    "The card's bank has not confirmed the payment yet, so nothing was bound. The quote stays held for this payment for 5 minutes; after that, pay again.",
  gone: "This link has expired or was already used.",
  payload_too_large: "That's more than can be sent at once. Shorten it and try again.",
  unsupported_media_type: "The request could not be read. Reload the page and try again.",
  rate_limited: "Too many requests just now. Wait a few seconds and try again.",
  refund_failed: "The payment provider didn't make the refund. Try again later.",
  internal_error: "Something went wrong on our side. Try again; if it keeps happening, contact support.",
  unavailable: "The service is busy or down for a moment. Try again shortly.",
};

const GENERIC = "Something went wrong. Try again; if it keeps happening, contact support.";

/** The problem code in a problem+json `type` ("/docs/problems#quote_expired"), or the code itself. */
export function problemCode(type: string | undefined | null): string {
  if (!type) return "";
  const hash = type.lastIndexOf("#");
  return hash >= 0 ? type.slice(hash + 1) : type;
}

/** The sentence for a problem type or code; `status` picks one when the code is unknown (a proxy's 502). */
export function problemText(type: string | undefined | null, status?: number): string {
  const code = problemCode(type);
  if (code in PROBLEM_SENTENCES) return PROBLEM_SENTENCES[code as ErrorCode];
  if (status === 401) return PROBLEM_SENTENCES.unauthorized;
  if (status === 404) return PROBLEM_SENTENCES.not_found;
  if (status === 429) return PROBLEM_SENTENCES.rate_limited;
  if (status === 502 || status === 503 || status === 504) return PROBLEM_SENTENCES.unavailable;
  return GENERIC;
}

/** What the portal calls each field the API can name in errors[].path. `money`: dollars; `count`: a whole number. */
export const FIELD_LABELS: Record<string, { label: string; kind?: "money" | "count" | "date" | "text"; required?: string }> = {
  programs: { label: "Programs" },
  program_type: { label: "Line of business" },
  class_code: { label: "Class" },
  business_name: { label: "Business name", kind: "text" },
  mailing_zip: { label: "Mailing ZIP" },
  mailing_state: { label: "State" },
  employee_count: { label: "Employees", kind: "count" },
  annual_revenue: { label: "Annual revenue", kind: "money" },
  annual_payroll: {
    label: "Annual payroll",
    kind: "money",
    required: "Annual payroll is required for this class: contractors and trades are priced on payroll (owners' pay included).",
  },
  subcontracted_cost: { label: "Paid to subcontractors", kind: "money" },
  effective_date: { label: "Effective date", kind: "date" },
  "coverage.glLimit": { label: "General liability limit", kind: "money" },
  "coverage.bppLimit": { label: "Business personal property limit", kind: "money" },
  "coverage.deductible": { label: "Deductible", kind: "money" },
  "coverage.plLimit": { label: "Professional liability limit", kind: "money" },
  "coverage.plRetention": { label: "Professional liability retention", kind: "money" },
  "coverage.medicalLimit": { label: "Medical limit", kind: "money" },
  "coverage.tripCost": { label: "Trip cost", kind: "money" },
  country_of_residence: { label: "Country of residence" },
  residence_state: { label: "State of residence" },
  destination_country: { label: "Destination country" },
  start_date: { label: "Departure date", kind: "date" },
  end_date: { label: "Return date", kind: "date" },
  insureds: { label: "Travellers" },
  "insureds.first_name": { label: "First name", kind: "text" },
  "insureds.last_name": { label: "Last name", kind: "text" },
  "insureds.date_of_birth": { label: "Date of birth", kind: "date" },
  "insureds.trip_cost": { label: "Traveller's trip cost", kind: "money" },
  endorsements: { label: "Endorsements" },
  cursor: { label: "Page" },
  q: { label: "Search" },
  status: { label: "Status" },
  limit: { label: "Page size", kind: "count" },
};

/** "system_payload.insureds[1].date_of_birth" -> "insureds.date_of_birth" (the catalogue's key). */
export function fieldKey(path: string): string {
  return path
    .replace(/^system_payload\./, "")
    .replace(/\[\d+\]/g, "")
    .replace(/\.\d+(?=\.|$)/g, "");
}

/** The label of the field a path names, or a readable form of the path's last part ("first_name" -> "First name"). */
export function fieldLabel(path: string): string {
  const known = FIELD_LABELS[fieldKey(path)];
  if (known) return known.label;
  const last = fieldKey(path).split(".").at(-1) ?? "";
  if (!last || last === "(body)") return "This request";
  const words = last
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/_/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const dollars = (n: number) => `$${n.toLocaleString("en-US", { maximumFractionDigits: 2 })}`;

/** The bound in a zod message ("Too small: expected number to be >=1", "... to have <=100 characters"), if any. */
function boundIn(message: string): { inclusive: boolean; value: number; unit: string } | null {
  const m = /(>=|<=|>|<)\s*(-?\d+(?:\.\d+)?)\s*(\w+)?/.exec(message);
  if (!m) return null;
  return { inclusive: m[1]!.includes("="), value: Number(m[2]), unit: m[3] ?? "" };
}

/** A field issue as zod or the API reports it: the code (zod's, or ours such as `required`), its message, and the path. */
export interface FieldIssueLike {
  path: string;
  message: string;
  code?: string | undefined;
}

/** zod's own messages ("Invalid input: expected int, received number", "Too small: expected number to be >=0"): for developers. */
const ZOD_DEFAULT = /^(Invalid|Too small|Too big|Expected|Unrecognized|Input not instance)/;

const end = (s: string) => (/[.!?]$/.test(s) ? s : `${s}.`);

/**
 * One field issue as a sentence that starts with the field's label: "Annual revenue can't be negative.",
 * "Employees must be a whole number.", "Mailing ZIP must be a 5-digit ZIP code or ZIP+4.". `label`
 * overrides the catalogue's (the form knows what it calls the field).
 */
export function fieldIssueText(issue: FieldIssueLike, label = fieldLabel(issue.path)): string {
  const known = FIELD_LABELS[fieldKey(issue.path)];
  const kind = known?.kind;
  const message = issue.message.trim();
  const code = issue.code ?? "";
  if (code === "required" && known?.required) return known.required;
  if (message === "Required" || code === "required") return `${label} is required.`;
  // A message already written for people ("Choose at least one program") is kept; zod's defaults are not.
  if (/^[A-Z]/.test(message) && !ZOD_DEFAULT.test(message)) return end(message);
  switch (code) {
    case "invalid_type": {
      if (/received (undefined|null)$/.test(message) && kind !== "money" && kind !== "count") return `${label} is required.`;
      if (/expected int/.test(message)) return kind === "money" ? `${label} must be a whole number of dollars.` : `${label} must be a whole number.`;
      if (/expected number/.test(message)) return kind === "money" ? `${label} must be an amount in dollars, like 850000.` : `${label} must be a number.`;
      if (/expected array/.test(message)) return `${label} must be a list.`;
      return `${label} isn't in the expected form.`;
    }
    case "too_small": {
      const b = boundIn(message);
      if (/characters/.test(message) && b && b.value <= 1) return `${label} is required.`;
      if (/items/.test(message) && b)
        return b.value <= 1 ? `Choose at least one ${label.toLowerCase().replace(/s$/, "")}.` : `Choose at least ${b.value} ${label.toLowerCase()}.`;
      if (/characters/.test(message) && b) return `${label} must be at least ${b.value} characters.`;
      if (b && b.value === 0 && b.inclusive) return `${label} can't be negative.`;
      if (b && b.value === 0) return `${label} must be more than ${kind === "money" ? "$0" : "0"}.`;
      if (b) return `${label} must be at least ${kind === "money" ? dollars(b.value) : b.value.toLocaleString("en-US")}.`;
      return `${label} is too small.`;
    }
    case "too_big": {
      const b = boundIn(message);
      if (/characters/.test(message) && b) return `${label} must be at most ${b.value} characters.`;
      if (/items/.test(message) && b) return `Choose at most ${b.value} ${label.toLowerCase()}.`;
      if (b) return `${label} must be at most ${kind === "money" ? dollars(b.value) : b.value.toLocaleString("en-US")}.`;
      return `${label} is too large.`;
    }
    case "invalid_format":
      if (kind === "date" || /date/i.test(message)) return `${label} must be a date.`;
      break;
    case "invalid_value":
      return `${label} isn't one of the choices offered.`;
    case "unrecognized_keys":
    case "unrecognized_field":
      return `${label} isn't a field this form sends.`;
    case "invalid_union":
      return `${label} isn't in the expected form.`;
    case "not_multiple_of":
      return `${label} must be a whole number.`;
    case "invalid_cursor":
      return "That page of results is no longer available. Start again from the first page.";
  }
  if (/decimal places/.test(message)) return `${label} must be in dollars and cents (at most 2 decimal places).`;
  // Our own messages are fragments written to follow the field ("must be a 5-digit ZIP code or ZIP+4",
  // "is not a US state abbreviation"): after the label they read as a sentence.
  if (/^(must|is|are|can|cannot|can't|should|has|was|needs)\b/.test(message)) return end(`${label} ${message}`);
  if (ZOD_DEFAULT.test(message)) return `${label} isn't valid.`;
  return end(`${label}: ${message}`);
}

/** The summary line for a failed request with field errors: how many fields need fixing, in words. */
export function fieldsSummary(count: number): string {
  if (count <= 0) return PROBLEM_SENTENCES.validation_error;
  return count === 1 ? "One detail needs fixing." : `${count} details need fixing.`;
}

/** One sentence per decline reason code (lib/rating/types.ts DeclineCode), plus the card statuses' reasons. */
export const REASON_SENTENCES: Record<DeclineCode | "underwriter_declined" | "referral" | "quote_failed", string> = {
  class_out_of_appetite: "The carrier doesn't write this class of business in this program.",
  revenue_over_cap: "The annual revenue is over this program's maximum.",
  employees_over_cap: "The number of employees is over this program's maximum.",
  state_not_written: "The program isn't written in this state.",
  trip_too_long: "The trip is longer than this program covers.",
  trip_cost_over_cap: "The trip cost is over this program's maximum.",
  traveller_age_over_max: "A traveller is older than this program's maximum age.",
  destination_excluded: "This program doesn't cover trips to this destination.",
  residence_not_written: "This program isn't written for where the traveller lives.",
  underwriting_knockout: "An answer on the application is outside what the carrier accepts.",
  underwriter_declined: "The underwriter declined this application.",
  referral: "An underwriter must review this application before it can be bound.",
  quote_failed: "The carrier couldn't price this application.",
};

/**
 * A decline (or referral) reason's sentence: the catalogue's for a known code, else `fallback` (the
 * server's message, which for rule-based reasons is written for agents), else a general sentence.
 * The folio cards show this; the server's message with its figures ("over this program's maximum of
 * $5,000,000") may follow it as detail.
 */
export function reasonText(code: string | undefined | null, fallback?: string | null): string {
  if (code && code in REASON_SENTENCES) return REASON_SENTENCES[code as keyof typeof REASON_SENTENCES];
  if (fallback && fallback.trim()) return end(fallback.trim().replace(/\s*\([a-z][a-z0-9_]*\)$/, ""));
  return "The carrier declined this application.";
}

/** A card's failureReason (free text from the rating pipeline, for developers) as a sentence for the agent. */
export function failureText(reason: string | null | undefined): string {
  const r = reason ?? "";
  if (/timed out/i.test(r)) return "The carrier didn't answer in time. Re-quote to try again.";
  if (/rate limited|\b429\b/i.test(r)) return "The carrier is busy just now. Re-quote in a few minutes.";
  if (/could not connect|connection failed/i.test(r)) return "We couldn't reach the carrier. Re-quote to try again.";
  if (/carrier error 5\d\d/i.test(r)) return "The carrier's system had a problem pricing this. Re-quote to try again.";
  if (/malformed|not understood/i.test(r)) return "The carrier's answer couldn't be read. Re-quote to try again; if it keeps happening, contact support.";
  if (/rejected the request/i.test(r)) return "The carrier refused these details. Check them and re-quote.";
  if (/abandoned|cancelled/i.test(r)) return "Pricing was interrupted. Re-quote to try again.";
  return "The carrier couldn't price this application. Re-quote to try again; if it keeps happening, contact support.";
}

/** Folio and session statuses as the portal names them, in sentence case. */
export const FOLIO_STATUS_LABELS: Record<"quoting" | "quoted" | "no_quotes" | "expired" | "bound", string> = {
  quoting: "Quoting",
  quoted: "Quoted",
  no_quotes: "No quotes",
  expired: "Expired",
  bound: "Bound",
};

/** A status word in sentence case ("no_quotes" -> "No quotes", "quote_failed" -> "Quote failed"). */
export function statusLabel(status: string): string {
  const known = (FOLIO_STATUS_LABELS as Record<string, string>)[status];
  if (known) return known;
  const words = status.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

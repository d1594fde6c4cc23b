// Shared pieces of the API's wire format.
import { z } from "zod";

/** A decimal amount of money at the API edge (dollars, at most 2 decimals). Inside: integer cents. */
export const MoneyInput = z
  .number()
  .nonnegative()
  .max(100_000_000_000)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, "must have at most 2 decimal places");

export const Money = z.number().describe("Decimal amount in the currency's major unit (e.g. dollars), 2 decimals");

export const DateString = z.iso.date().describe("Calendar date, YYYY-MM-DD");
/** Which mode an object is of (decision 043), as Stripe's `livemode`. */
export const Livemode = z
  .boolean()
  .describe(
    "true for live data, false for test data: the mode of the key (qk_live_ or qk_test_) or of the portal that made it. A key never sees the other mode's objects.",
  );

export const Timestamp = z.iso.datetime().describe("ISO 8601 UTC timestamp");

export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

export const FieldError = z.object({
  path: z.string().describe('Where the problem is, e.g. "system_payload.mailing_zip" or "programs[1]"'),
  message: z.string(),
  code: z.string().optional(),
});

/** On 402 payment_requires_action: the payment waiting for the cardholder, and how to finish it (decision 026). */
export const PaymentAction = z.object({
  id: z.uuid().describe("The payment; confirm it with POST confirmUrl once the cardholder has authenticated"),
  status: z.literal("requires_action"),
  clientSecret: z.string().describe("The PaymentIntent's client secret, for Stripe.js handleNextAction({ clientSecret })"),
  nextAction: z
    .object({
      type: z.enum(["use_stripe_sdk", "redirect_to_url"]),
      url: z.string().optional().describe("redirect_to_url: the page where the cardholder authenticates (the offline provider's challenge page)"),
    })
    .describe("use_stripe_sdk: call Stripe.js handleNextAction; redirect_to_url: open url (in a frame or window) and wait for it"),
  confirmUrl: z.string().describe("Where to POST once the cardholder is done: it binds (201) or answers why not"),
});
export type PaymentAction = z.infer<typeof PaymentAction>;

/** RFC 9457 problem details, plus success:false and, for validation, errors[]. */
export const Problem = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string(),
  instance: z.string().optional(),
  requestId: z.string().optional(),
  success: z.literal(false),
  errors: z.array(FieldError).optional(),
  payment: PaymentAction.optional(),
  requiredPermission: z
    .string()
    .optional()
    .describe("forbidden: the permission the operation needs, which the caller's role or key scope lacks (decision 040)"),
});
export type Problem = z.infer<typeof Problem>;

export const toCents = (amount: number): number => Math.round(amount * 100);

/** The lines of business: business owner's policy, general liability, professional liability, travel. */
export const PROGRAM_TYPES = ["BOP", "CGL", "PL", "TI"] as const;

/** A UUID as ids are written here (any version): the one pattern every id check uses. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);

/** How a request names a program: its id or code, or an object with either. */
export type ProgramRefInput = string | { programId: string } | { code: string };
export const fromCents = (cents: number): number => cents / 100;

/** A path id that must be a UUID; anything else names nothing (404 "No <what> with id ..."). */
export const idParam = (what: string) =>
  z
    .string()
    .regex(UUID_PATTERN)
    .transform((id) => id.toLowerCase())
    .describe(what);

/**
 * One line of text (a name, an address line): no line breaks, tabs or other control characters, which in
 * a name become injected email headers, CSV rows and PDF lines. The edge already refuses every control
 * character but tab and line breaks (lib/api/input.ts); fields documented as multi-line (notes) keep those.
 */
// eslint-disable-next-line no-control-regex
export const ONE_LINE = /^[^\u0000-\u001f\u007f-\u009f\u2028\u2029]*$/;
export const oneLine = (min: number, max: number) =>
  z.string().trim().min(min).max(max).regex(ONE_LINE, "must be one line of text, without line breaks, tabs or control characters");

/** A path segment that names something by id or code (programs, classifications). */
export const refParam = (what: string) => z.string().min(1).max(100).describe(what);

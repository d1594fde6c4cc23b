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
export const Timestamp = z.iso.datetime().describe("ISO 8601 UTC timestamp");

export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

export const FieldError = z.object({
  path: z.string().describe('Where the problem is, e.g. "system_payload.mailing_zip" or "programs[1]"'),
  message: z.string(),
  code: z.string().optional(),
});

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
});
export type Problem = z.infer<typeof Problem>;

export const toCents = (amount: number): number => Math.round(amount * 100);
export const fromCents = (cents: number): number => cents / 100;

// Postal addresses, as sent and as shown.
import { z } from "zod";
import { oneLine } from "./common";

/** A US street address. */
export const PostalAddressInput = z
  .object({
    line1: oneLine(1, 120).describe("Street address"),
    line2: oneLine(0, 120).optional().describe("Suite, unit or floor"),
    city: oneLine(1, 80),
    state: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, "must be a two-letter state code")
      .transform((s) => s.toUpperCase()),
    zip: z
      .string()
      .trim()
      .regex(/^\d{5}(-\d{4})?$/, "must be a ZIP code (12345 or 12345-6789)"),
  })
  .strict();
export const PostalAddressView = z.object({ line1: z.string(), line2: z.string().nullable(), city: z.string(), state: z.string(), zip: z.string() });

// Certificates of insurance (ACORD 25): the holder asked for, and the certificate issued.
import { z } from "zod";
import { DateString, Timestamp, envelope, oneLine } from "./common";
import { DocumentView } from "./quote";
import { PostalAddressInput } from "./address";

export const CertificateHolderInput = z
  .object({
    name: oneLine(1, 160).describe("Who asked for the certificate: a landlord, a client, a general contractor"),
    line1: oneLine(0, 120).optional(),
    line2: oneLine(0, 120).optional(),
    city: oneLine(0, 80).optional(),
    state: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, "must be a two-letter state code")
      .transform((s) => s.toUpperCase())
      .optional(),
    zip: z
      .string()
      .trim()
      .regex(/^\d{5}(-\d{4})?$/, "must be a ZIP code (12345 or 12345-6789)")
      .optional(),
  })
  .strict();

export const CertificateRequest = z
  .object({
    holder: CertificateHolderInput,
    description: z
      .string()
      .trim()
      .max(1000)
      .optional()
      .describe('Description of operations, locations or project ("Job 1432, 500 Main Street: remodel"), printed as given'),
    additionalInsured: z
      .boolean()
      .default(false)
      .describe(
        "true: the holder is an additional insured under the policy's additional insured endorsement (400 when the policy has none); a holder on the policy's additional-insured schedule is named as scheduled",
      ),
    insuredAddress: PostalAddressInput.optional().describe(
      "The insured's street address (the premises), for a policy bound without one: a certificate shows it, so such a policy answers 422 insured_address_required until it is given. Kept on the policy (declarations, later certificates). Its state and ZIP must be the ones the policy was rated in (400 naming insuredAddress.state or insuredAddress.zip); on a policy that has an address, leave it out or send the same one (400 otherwise)",
    ),
  })
  .strict();
export type CertificateRequest = z.infer<typeof CertificateRequest>;

export const CertificateView = z.object({
  id: z.uuid(),
  number: z.string().describe("<policy number>-C<n>"),
  policyId: z.uuid(),
  insuredId: z.uuid().describe("The client the policy covers (GET /v1/insureds/{insuredId})"),
  holder: z.object({
    name: z.string(),
    line1: z.string().nullable(),
    line2: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    zip: z.string().nullable(),
  }),
  description: z.string().nullable(),
  additionalInsured: z.boolean().describe("The holder is named an additional insured (asked for with the certificate)"),
  lines: z
    .array(
      z.object({
        type: z.string().describe('The line of insurance ("Commercial general liability (occurrence)")'),
        policyNumber: z.string(),
        effectiveDate: DateString,
        expirationDate: DateString,
        additionalInsured: z
          .boolean()
          .describe("ACORD 25 ADDL INSD: the policy carries an additional insured endorsement (blanket or scheduled, included or added)"),
        subrogationWaived: z.boolean().describe("ACORD 25 SUBR WVD: the policy carries a waiver of subrogation endorsement"),
      }),
    )
    .describe("The coverage lines the certificate lists, each with the ADDL INSD and SUBR WVD columns as printed (Y when true, N otherwise)"),
  issuedAt: Timestamp,
  document: DocumentView.describe("The certificate PDF (ACORD 25 layout)"),
});
export const CertificateResponse = envelope(CertificateView);

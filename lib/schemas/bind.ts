// Binding: the bind request (the applications, the plan, the payment, who else is insured) and its answer.
import { z } from "zod";
import { DateString, Money, envelope, oneLine } from "./common";
import { ProgramType } from "./quote";
import { PostalAddressInput } from "./address";
import { PaymentInput, PaymentPlanName, PaymentView } from "./payments";
import { PolicyView } from "./policies";

export const InsuredAddressField = PostalAddressInput.optional().describe(
  "The insured's street address (the premises), printed on the declarations and certificates. Its state and ZIP must be the ones the quote was rated in (400 naming insuredAddress.state or insuredAddress.zip otherwise). Without it the declarations say the address was not given.",
);

/** Someone named on the policy as an additional insured at bind (decision 018). */
export const AdditionalInsuredInput = z
  .object({
    name: oneLine(1, 160).describe("A landlord, a client, a general contractor"),
    address: PostalAddressInput.optional(),
    relationship: oneLine(0, 120).optional().describe('How they are related to the insured, in words ("Landlord of the premises")'),
  })
  .strict();
export const AdditionalInsuredsField = z
  .array(AdditionalInsuredInput)
  .max(20)
  .optional()
  .describe(
    "The additional-insured schedule: printed on the declarations, listed on the policy, and each may be named additional insured on a certificate. Allowed only when every program bound carries an additional insured endorsement, included or added (400 naming additionalInsureds otherwise)",
  );

export const BindRequest = z
  .object({
    quoteRequestIds: z.array(z.uuid()).min(1).max(20).describe("Quoted applications of one folio"),
    paymentPlan: PaymentPlanName,
    payment: PaymentInput,
    expectedAmount: Money.optional().describe("If given, the amount charged now must equal it (409 price_changed otherwise)"),
    insuredAddress: InsuredAddressField,
    additionalInsureds: AdditionalInsuredsField,
    billingEmail: z
      .email("must be an email address")
      .max(254)
      .optional()
      .describe(
        "The insured's email for payment notices: on a monthly plan, told when the saved card fails an installment (decision 025); with Stripe, the Customer's email",
      ),
  })
  .strict();
export type BindRequest = z.infer<typeof BindRequest>;

export const BindResponse = envelope(z.object({ policies: z.array(PolicyView), payment: PaymentView }));
export const CoverageCheckResponse = envelope(
  z.object({
    duplicates: z
      .array(
        z.object({
          policyId: z.uuid(),
          number: z.string(),
          programCode: z.string(),
          line: ProgramType,
          effectiveDate: DateString,
          coverEnd: DateString.describe("The first day the policy no longer covers (its expiration, or a scheduled cancellation's day)"),
        }),
      )
      .describe(
        "Policies that already cover this application's line for the same insured during its term: binding would be refused with 409 line_already_bound",
      ),
  }),
);

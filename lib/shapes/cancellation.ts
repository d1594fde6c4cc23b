// A policy's cancellation as the API shows it (the policy, a cancel's answer) and as policy.* events say it.
import type { CancellationRecord } from "@/lib/db/records/policy";
import type { CancellationView } from "@/lib/schemas/policies";
import { fromCents } from "@/lib/schemas/common";
import type { z } from "zod";

export function cancellationView(c: CancellationRecord): z.infer<typeof CancellationView> {
  return {
    status: c.status,
    effectiveDate: c.effectiveDate,
    reason: c.reason,
    initiator: c.initiator,
    method: c.method,
    daysInTerm: c.daysInTerm,
    daysInForce: c.daysInForce,
    earnedPremium: fromCents(c.earnedPremiumCents),
    returnPremium: fromCents(c.returnPremiumCents),
    returnTaxes: fromCents(c.returnTaxesCents),
    returnFees: fromCents(c.returnFeesCents),
    refund: fromCents(c.refundCents),
    balanceDue: fromCents(c.balanceDueCents),
    lines: c.lines.map((l) => ({ label: l.label, amount: fromCents(l.amountCents) })),
  };
}

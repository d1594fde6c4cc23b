// A payment as the API shows it (policies, binds, pay links) and as payment.* events say it (decision 024).
import type { PaymentRecord } from "@/lib/db/records/payment";
import type { PaymentView } from "@/lib/schemas/payments";
import { fromCents } from "@/lib/schemas/common";
import type { z } from "zod";

export function paymentView(p: PaymentRecord): z.infer<typeof PaymentView> {
  return {
    id: p.id,
    kind: p.kind,
    provider: p.provider,
    status: p.status,
    amount: fromCents(p.amountCents),
    currency: "USD",
    description: p.description,
    brand: p.brand,
    last4: p.last4,
    failureCode: p.failureCode,
    createdAt: p.createdAt.toISOString(),
  };
}

// What a bind did, read back from its payment: the policies it issued and the payment itself. A bind
// whose payment failed answers with that failure, and one waiting for authentication with its 402 (a
// replayed or recovered bind says the same).
import "server-only";
import type { Db } from "@/lib/db/client";
import { getPayment } from "@/lib/db/queries/payments";
import { pendingBindOf } from "@/lib/db/queries/pending-binds";
import { asDeclineCode } from "@/lib/payments/provider";
import { policyDetail } from "@/lib/policies/view";
import { chargeProblem } from "./charge";
import { stillWaiting } from "./pending";

export async function bindOutcome(db: Db, agencyId: string, paymentId: string) {
  const payment = await getPayment(db, paymentId);
  if (payment.status === "requires_action") {
    const pending = await pendingBindOf(db, paymentId);
    if (pending) throw stillWaiting(pending);
  }
  if (payment.status === "failed" || payment.status === "requires_action") {
    throw chargeProblem({
      status: "failed",
      code: asDeclineCode(payment.failureCode),
      message: payment.failureMessage ?? "Declined.",
      providerRef: payment.providerRef,
    });
  }
  return { policies: await Promise.all(payment.policyIds.map((id) => policyDetail(db, agencyId, id))), payment };
}

// A schedule row as the API shows it (a policy's schedule) and as installment.* events say it.
import type { Installment } from "@/lib/db/records/policy";
import { rowStatus } from "@/lib/policies/schedule";
import type { InstallmentView } from "@/lib/schemas/payments";
import { fromCents } from "@/lib/schemas/common";
import type { z } from "zod";

/** The row as of `today` (its status: due, overdue, paid, ...). */
export function installmentView(row: Installment, today: string): z.infer<typeof InstallmentView> {
  return {
    number: row.number,
    kind: row.kind ?? "installment",
    dueDate: row.dueDate,
    amount: fromCents(row.amountCents),
    status: rowStatus(row, today),
    paymentId: row.paymentId,
    voidedOn: row.voidedOn ?? null,
  };
}

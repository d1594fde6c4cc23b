// Payments and the pay links that collect them: rows without JSON columns, as read.
import "server-only";
import type { Payment, PayLink } from "@/lib/generated/prisma/client";

export type { PaymentKind, PaymentStatus } from "@/lib/generated/prisma/enums";

export type PaymentRecord = Payment;
export type PayLinkRecord = PayLink;

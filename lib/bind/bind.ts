// Bind: quoted applications of one folio become policies, paid by card. Payment and bind are atomic or
// compensated: no policy without a successful charge, no kept charge without policies. The steps:
// check and lock (lock.ts), charge (charge.ts), issue (issue.ts), or give the money back (compensate.ts).
import "server-only";
import { randomUUID } from "node:crypto";
import type { Db, Tx } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { paymentSource, type ChargeResult, type PaymentProvider } from "@/lib/payments/provider";
import type { PaymentInput } from "@/lib/schemas/payments";
import { fromCents, toCents } from "@/lib/schemas/common";
import { normaliseAdditionalInsureds, type AdditionalInsured } from "@/lib/programs/endorsements";
import { normaliseAddress, type PostalAddress } from "./address";
import { recordFailedCharge, type BindCharge } from "./charge";
import { compensate } from "./compensate";
import { issuePolicies, scheduleFor } from "./issue";
import { loadBindable, lockForBind } from "./lock";
import { waitForCardholder } from "./pending";
import { insuredOf } from "@/lib/rating/insured";
import type { ApplicationRecord } from "@/lib/db/records/application";

/** True when the plan leaves installments to charge later (monthly, and more than one of them). */
function installmentsAfterToday(apps: ApplicationRecord[], plan: BindInput["paymentPlan"]): boolean {
  return apps.some((a) => scheduleFor(a, plan).installments.length > 1);
}

export interface BindContext {
  actor: string;
  requestId: string;
  provider: PaymentProvider;
  /** The caller's Idempotency-Key, which becomes the provider's: a retry never charges twice. */
  idempotencyKey?: string;
  /** Called in the transaction that records the payment (the Idempotency-Key notes it). */
  onCommit?: (tx: Tx, paymentId: string) => Promise<void>;
  now?: Date;
  /** A customer paying through a pay link: the link is used once the bind is issued (after authentication, if asked). */
  payLinkId?: string;
  /** Where a bind waiting for authentication is confirmed (default /v1/payments/{id}/confirm). */
  confirmUrl?: (paymentId: string) => string;
}

/** What to bind: quoted applications of one folio, how to pay, and (optionally) the amount expected now. */
export interface BindInput {
  applicationIds: string[];
  paymentPlan: "annual" | "monthly";
  payment: PaymentInput;
  expectedAmount?: number | undefined;
  /** The insured's street address, in the rated state and ZIP (400 naming insuredAddress.state or .zip otherwise). */
  insuredAddress?: PostalAddress | undefined;
  /** The additional-insured schedule (400 naming additionalInsureds when a program bound has no additional insured endorsement). */
  additionalInsureds?: AdditionalInsured[] | undefined;
  /** Where the insured hears about a saved card that fails (the pay link's email), when known. */
  billingEmail?: string | null | undefined;
}

export interface BindOutcome {
  policyIds: string[];
  paymentId: string;
}

export async function bindApplications(db: Db, agencyId: string, req: BindInput, ctx: BindContext): Promise<BindOutcome> {
  const now = ctx.now ?? new Date();
  // Refused before anything is held or charged when the provider cannot take raw card numbers (Stripe).
  const source = paymentSource(req.payment, ctx.provider);
  const apps = await loadBindable(db, agencyId, req, now);
  const dueNow = apps.reduce((sum, a) => sum + scheduleFor(a, req.paymentPlan).installments[0]!.amountCents, 0);
  if (req.expectedAmount !== undefined && toCents(req.expectedAmount) !== dueNow) {
    throw new AppError("price_changed", `The amount due now is ${fromCents(dueNow).toFixed(2)}, not ${req.expectedAmount.toFixed(2)}.`);
  }
  const token = randomUUID();
  const locked = await lockForBind(db, agencyId, apps, token, now);
  const release = locked.release;
  const bindCharge: BindCharge = {
    agencyId,
    amountCents: dueNow,
    description: `${apps.map((a) => a.program.code).join(" + ")} ${req.paymentPlan === "monthly" ? "first installment" : "annual premium"}`,
    applicationIds: apps.map((a) => a.id),
    paymentKey: `bind:${agencyId}:${ctx.idempotencyKey ?? randomUUID()}`,
  };
  let charge: ChargeResult;
  try {
    charge = await ctx.provider.charge({
      amountCents: dueNow,
      currency: "usd",
      description: bindCharge.description,
      statementDescriptor: apps[0]!.program.code,
      idempotencyKey: bindCharge.paymentKey,
      source,
      metadata: { folioId: apps[0]!.folioId, applicationIds: bindCharge.applicationIds.join(","), agencyId },
      // A monthly plan keeps the card: the later installments are charged to it on their due dates (decision 025).
      ...(installmentsAfterToday(apps, req.paymentPlan) ? { saveCard: { name: insuredOf(apps[0]!.risk).name, email: req.billingEmail ?? null } } : {}),
    });
  } catch (error) {
    await release();
    throw error;
  }
  if (charge.status === "requires_action") {
    // The cardholder must authenticate (3-D Secure): the applications stay locked until the bind is settled (pending.ts).
    return waitForCardholder(
      db,
      bindCharge,
      charge,
      token,
      {
        paymentPlan: req.paymentPlan,
        premisesAddress: req.insuredAddress ? normaliseAddress(req.insuredAddress) : null,
        additionalInsureds: req.additionalInsureds ? normaliseAdditionalInsureds(req.additionalInsureds) : null,
        billingEmail: req.billingEmail ?? null,
        payLinkId: ctx.payLinkId ?? null,
        actor: ctx.actor,
      },
      ctx,
    );
  }
  if (charge.status !== "succeeded") {
    await release();
    return recordFailedCharge(db, bindCharge, charge, ctx);
  }
  const captured = {
    ...bindCharge,
    providerRef: charge.providerRef,
    brand: charge.brand,
    last4: charge.last4,
    saved: charge.saved ? { ...charge.saved, email: req.billingEmail ?? null } : null,
  };
  try {
    return await issuePolicies(
      db,
      {
        // The answers as locked are the answers bound: the retroactive date is read from them.
        apps: apps.map((a) => ({ ...a, formPayload: locked.answers.get(a.id) ?? a.formPayload })),
        paymentPlan: req.paymentPlan,
        lockToken: token,
        charge: captured,
        now,
        premisesAddress: req.insuredAddress ? normaliseAddress(req.insuredAddress) : null,
        additionalInsureds: req.additionalInsureds ? normaliseAdditionalInsureds(req.additionalInsureds) : null,
      },
      { actor: ctx.actor, requestId: ctx.requestId, providerName: ctx.provider.name, ...(ctx.onCommit ? { onCommit: ctx.onCommit } : {}) },
    );
  } catch (error) {
    await release();
    return compensate(db, captured, error, ctx);
  }
}

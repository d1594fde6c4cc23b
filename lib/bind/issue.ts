// Issuing policies for locked, charged applications: one transaction marks them bound, writes each
// policy with its schedule and history, and records the payment. The bound figures are the quoted ones.
import "server-only";
import { randomUUID } from "node:crypto";
import type { Db, Tx } from "@/lib/db/client";
import { markBound } from "@/lib/db/queries/applications";
import { recordAudit } from "@/lib/db/queries/audit";
import { folioLinksOf } from "@/lib/db/queries/folios/read";
import { scheduleJobs } from "@/lib/db/queries/jobs";
import { insertPayment, setPaymentPolicies } from "@/lib/db/queries/payments";
import { settlePendingPayment } from "@/lib/db/queries/pending-binds";
import { addPolicyEvents, carriedOverFrom, getPolicyById, insertPolicy, lockInsuredLines, nextPolicyNumber, policiesByIds } from "@/lib/db/queries/policies";
import { programById } from "@/lib/db/queries/programs";
import { savePolicyCard } from "@/lib/db/queries/saved-cards";
import type { SavedCard } from "@/lib/payments/provider";
import type { ApplicationRecord } from "@/lib/db/records/application";
import { buildSchedule } from "@/lib/policies/schedule";
import { servicingPlan, startOfDay } from "@/lib/policies/servicing-plan";
import { retroactiveDate as retroactiveDateOf } from "@/lib/programs/declarations";
import { insuredOf } from "@/lib/rating/insured";
import type { PaymentPlan } from "@/lib/rating/types";
import type { AdditionalInsured } from "@/lib/programs/endorsements";
import { isoDay } from "@/lib/dates";
import { policyEvent } from "@/lib/webhooks/payloads";
import { recordEvents, recordPaymentEvent } from "@/lib/webhooks/record";
import type { PostalAddress } from "./address";
import type { BindCharge } from "./charge";
import { bindingTerms, requireLinesFree } from "./line-check";
import { insuredLockKeys } from "./line-guard";

export function scheduleFor(app: ApplicationRecord, frequency: PaymentPlan["frequency"]) {
  const plan = app.program.paymentPlans.find((p) => p.frequency === frequency)!;
  const installments = buildSchedule({
    termStart: app.effectiveDate!,
    frequency,
    installments: plan.installments,
    totalCents: app.totalCents!,
    installmentFeeCents: plan.installmentFeeCents,
    downPayment: plan.downPayment,
  });
  return { plan, installments };
}

export interface IssueRequest {
  apps: ApplicationRecord[];
  paymentPlan: PaymentPlan["frequency"];
  lockToken: string;
  charge: BindCharge & {
    providerRef: string;
    brand: string | null;
    last4: string | null;
    saved?: (SavedCard & { email: string | null }) | null;
    /** The payment that waited for the cardholder (3-D Secure): it is settled here, once, instead of a new one written. */
    pendingPaymentId?: string;
  };
  now: Date;
  /** The insured's street address given at bind; a renewal term without one keeps the expiring term's. */
  premisesAddress?: PostalAddress | null;
  /** The additional-insured schedule given at bind; a renewal term without one keeps the expiring term's. */
  additionalInsureds?: AdditionalInsured[] | null;
}

/** The waiting payment was settled by the other path first (the confirm call or the webhook): nothing is written. */
export class PaymentAlreadySettled extends Error {
  constructor(readonly paymentId: string) {
    super(`payment ${paymentId} was already settled`);
    this.name = "PaymentAlreadySettled";
  }
}

/** Throws when the bind lock was lost while charging (nothing is written then; the caller compensates). */
export async function issuePolicies(
  db: Db,
  req: IssueRequest,
  ctx: { actor: string; requestId: string; providerName: string; onCommit?: (tx: Tx, paymentId: string) => Promise<void> },
): Promise<{ policyIds: string[]; paymentId: string }> {
  const { apps, charge, now } = req;
  const agencyId = charge.agencyId;
  return db.$transaction(async (tx) => {
    // A payment that waited for authentication moves on here, once: its row stays locked to the end, so the rival path waits, then gives up.
    if (charge.pendingPaymentId) {
      const won = await settlePendingPayment(tx, charge.pendingPaymentId, { status: "succeeded", brand: charge.brand, last4: charge.last4 }, now);
      if (!won) throw new PaymentAlreadySettled(charge.pendingPaymentId);
    }
    // Under the insured's line locks once more (taken first, as lockForBind takes them before any row):
    // a bind whose lock ran out while charging must not issue a second policy of a line.
    const terms = await bindingTerms(tx, apps);
    await lockInsuredLines(
      tx,
      terms.flatMap((t) => insuredLockKeys(agencyId, t.line, t.insured)),
    );
    const bound = await markBound(tx, charge.applicationIds, req.lockToken, now);
    if (bound !== charge.applicationIds.length) throw new Error("the bind lock was lost while charging");
    await requireLinesFree(tx, agencyId, terms);
    const paymentId = charge.pendingPaymentId ?? randomUUID();
    const policyIds: string[] = [];
    for (const app of apps) {
      const { plan, installments } = scheduleFor(app, req.paymentPlan);
      const policyId = randomUUID();
      policyIds.push(policyId);
      const { insuredId, renewalOfPolicyId: renewalOfId } = await folioLinksOf(tx, app.folioId);
      const schedule = installments.map((i, n) => ({ ...i, paymentId: n === 0 ? paymentId : null }));
      // A renewal continues the expiring term: same premises unless a new address was given, and the
      // same retroactive date (continuous claims-made cover keeps its prior acts).
      const expiring = renewalOfId ? await carriedOverFrom(tx, renewalOfId) : null;
      const trigger = app.program.declarations.coverageTrigger;
      const retroactiveDate =
        (trigger === "claims_made" ? expiring?.retroactiveDate : null) ?? retroactiveDateOf(trigger, app.effectiveDate!, app.formPayload.priorActsDate);
      await insertPolicy(tx, {
        id: policyId,
        number: await nextPolicyNumber(tx, app.program.code, app.effectiveDate!),
        agencyId,
        applicationId: app.id,
        folioId: app.folioId,
        insuredId,
        programId: app.programId,
        ...(renewalOfId ? { renewalOfId } : {}),
        status: "active",
        insured: insuredOf(app.risk),
        effectiveDate: app.effectiveDate!,
        expirationDate: app.expirationDate!,
        premiumCents: app.premiumCents!,
        feesCents: app.feesCents!,
        taxesCents: app.taxesCents!,
        totalCents: app.totalCents!,
        premiumDetail: app.premiumDetail!,
        coverage: app.selectedOptions,
        addedEndorsements: app.addedEndorsements,
        additionalInsureds: req.additionalInsureds ?? expiring?.additionalInsureds ?? [],
        paymentPlan: req.paymentPlan,
        installmentFeeCents: plan.installmentFeeCents,
        schedule,
        premisesAddress: req.premisesAddress ?? expiring?.premisesAddress ?? null,
        retroactiveDate,
      });
      // A monthly plan's card, saved by the charge: the later installments are charged to it (decision 025).
      if (charge.saved && installments.length > 1) {
        await savePolicyCard(tx, { agencyId, policyId, provider: ctx.providerName, card: charge.saved, email: charge.saved.email, at: now });
      }
      const jobs = servicingPlan({ effectiveDate: app.effectiveDate!, expirationDate: app.expirationDate!, schedule, rules: app.program.servicingRules });
      await scheduleJobs(
        tx,
        jobs.map((j) => ({ kind: j.kind, policyId, key: j.key, runAt: startOfDay(j.on) })),
      );
      await addPolicyEvents(tx, [
        {
          policyId,
          type: "issued",
          detail: { applicationId: app.id, quoteId: app.folioId, actor: ctx.actor, ...(renewalOfId ? { renewalOf: renewalOfId } : {}) },
        },
        ...(renewalOfId ? [{ policyId: renewalOfId, type: "renewal", detail: { renewalId: policyId, paymentId } }] : []),
        { policyId, type: "payment", detail: { paymentId, installment: 1, amountCents: installments[0]!.amountCents } },
      ]);
      await recordAudit(tx, {
        agencyId,
        actor: ctx.actor,
        action: "policy.bind",
        objectType: "policy",
        objectId: policyId,
        before: { applicationId: app.id, status: "success" },
        after: { status: "active", totalCents: app.totalCents, paymentPlan: req.paymentPlan },
        requestId: ctx.requestId,
      });
    }
    const payment = charge.pendingPaymentId
      ? await setPaymentPolicies(tx, paymentId, policyIds)
      : await insertPayment(tx, {
          id: paymentId,
          agencyId,
          kind: "charge",
          provider: ctx.providerName,
          providerRef: charge.providerRef,
          amountCents: charge.amountCents,
          status: "succeeded",
          description: charge.description,
          policyIds,
          applicationIds: charge.applicationIds,
          idempotencyKey: charge.paymentKey,
          brand: charge.brand,
          last4: charge.last4,
        });
    await recordAudit(tx, {
      agencyId,
      actor: ctx.actor,
      action: "payment.charge",
      objectType: "payment",
      objectId: paymentId,
      after: { amountCents: charge.amountCents, providerRef: charge.providerRef, policyIds },
      requestId: ctx.requestId,
    });
    await recordBindEvents(tx, agencyId, apps, policyIds, now);
    await recordPaymentEvent(tx, payment);
    await ctx.onCommit?.(tx, paymentId);
    return { policyIds, paymentId };
  });
}

/** policy.bound for each policy issued, and policy.renewed for a term it renews (in the issuing transaction). */
async function recordBindEvents(tx: Tx, agencyId: string, apps: ApplicationRecord[], policyIds: string[], now: Date): Promise<void> {
  const today = isoDay(now);
  const issued = await policiesByIds(tx, policyIds);
  for (const policy of issued) {
    const program = apps.find((a) => a.id === policy.applicationId)?.program ?? (await programById(tx, policy.programId));
    const expiring = policy.renewalOfId ? await getPolicyById(tx, policy.renewalOfId) : null;
    await recordEvents(tx, agencyId, [
      policyEvent("policy.bound", policy, program, today),
      expiring ? policyEvent("policy.renewed", expiring, await programById(tx, expiring.programId), today, { renewedById: policy.id }) : null,
    ]);
  }
}

// Cancelling a policy. The date is checked against the program's rules (cancel-dates.ts); the money is
// computed by cancellation.ts from this term's own schedule. A date still ahead (by the servicing clock)
// schedules the cancellation: the policy stays in force, pending, rescindable, and a job settles it on
// its day. A date today or before settles now: unpaid rows of the schedule are void, what the insured
// still owes becomes one balance-due row, and what is returned goes back through the payment provider
// (planned in full, against the charges that paid this term, before any money moves).
import "server-only";
import type { Db, Tx } from "@/lib/db/client";
import { recordAudit } from "@/lib/db/queries/audit";
import { cancelJobs, dropJobs, scheduleJobs } from "@/lib/db/queries/jobs";
import { chargesByIds, insertPayment, refundsOf } from "@/lib/db/queries/payments";
import { addPolicyEvents, getPolicyById, markCancelled, saveCancellation } from "@/lib/db/queries/policies";
import { insertMessage } from "@/lib/db/queries/messages";
import { programById } from "@/lib/db/queries/programs";
import { agencyById, agentEmails } from "@/lib/db/queries/reference";
import { policyCard } from "@/lib/db/queries/saved-cards";
import type { CancellationRecord, PolicyRecord } from "@/lib/db/records/policy";
import type { PaymentRecord } from "@/lib/db/records/payment";
import type { ProgramRecord } from "@/lib/db/records/program";
import { AppError, validationError } from "@/lib/errors";
import type { PaymentProvider } from "@/lib/payments/provider";
import { returnPremiumTaxRule } from "@/lib/rating/plan-schema";
import type { CancelRequest } from "@/lib/schemas/policies";
import { composeCancellationRescindedEmail } from "@/lib/mail/cancellation-rescinded-email";
import { fromCents } from "@/lib/schemas/common";
import { policyEvent } from "@/lib/webhooks/payloads";
import { recordEvents } from "@/lib/webhooks/record";
import { cancellationDateProblem } from "./cancel-dates";
import { computeCancellation } from "./cancellation";
import { agencyClock, type ServicingClock } from "./clock";
import { cancellationStands } from "./dunning";
import { withPolicyLease } from "./lease";
import { paidTowardTermCents, settleSchedule } from "./schedule";
import { startOfDay } from "./servicing-plan";
import { pendingOn, stateOf, termEndOfPolicy } from "./state";
import { loadPolicy, policyDetail, type PolicyDetail } from "./view";

export interface CancelOutcome {
  preview: boolean;
  cancellation: CancellationRecord;
  policy: PolicyDetail;
  refund: PaymentRecord | null;
}

export interface ServicingContext {
  actor: string;
  requestId: string;
  provider: PaymentProvider;
}

const isTravel = (program: ProgramRecord) => program.type === "TI";

/**
 * A cancellation takes effect now when its date has come, or when it is dated on the start of a term
 * that has not begun (cancelling a policy before it starts is flat, and nothing is gained by waiting);
 * otherwise it is scheduled for its date.
 */
export function takesEffectNow(cancelDate: string, termStart: string, today: string): boolean {
  return cancelDate <= today || (termStart > today && cancelDate <= termStart);
}

/** The oldest unpaid, not void row's due date: what a non-payment cancellation rests on. */
function oldestUnpaidDue(policy: PolicyRecord): string | null {
  const unpaid = policy.schedule.filter((r) => !r.paymentId && !r.voidedOn).map((r) => r.dueDate);
  return unpaid.length ? unpaid.sort()[0]! : null;
}

/** The money of a cancellation on this date, by the program's rules and what this term's schedule has paid. */
export function priceCancellation(
  policy: PolicyRecord,
  program: ProgramRecord,
  req: Pick<CancelRequest, "effectiveDate" | "reason">,
  status: CancellationRecord["status"],
  requestedAt: string,
): CancellationRecord {
  const quote = computeCancellation({
    termStart: policy.effectiveDate,
    termEnd: termEndOfPolicy(policy, program),
    cancelDate: req.effectiveDate,
    purchaseDate: policy.createdAt.toISOString().slice(0, 10),
    reason: req.reason,
    premiumCents: policy.premiumCents,
    feesCents: policy.feesCents,
    taxesCents: policy.taxesCents,
    // This term's own schedule: a bind payment can cover several policies. Installment fees are earned when charged.
    paidCents: paidTowardTermCents(policy.schedule, policy.installmentFeeCents),
    rules: program.servicingRules,
    // Surplus lines: the insured's home state decides whether its tax returns with the premium (decision 028).
    taxReturnRule: returnPremiumTaxRule(program.ratingPlan, policy.insured.state),
  });
  return { ...quote, status, effectiveDate: req.effectiveDate, reason: req.reason, requestedAt };
}

function checkCancellable(policy: PolicyRecord, program: ProgramRecord, req: CancelRequest, clock: ServicingClock): void {
  const termEnd = termEndOfPolicy(policy, program);
  const state = stateOf(policy, program, clock.today);
  if (state === "cancelled") throw new AppError("policy_not_active", `Policy ${policy.number} is cancelled.`);
  if (state === "expired") throw new AppError("policy_not_active", `Policy ${policy.number} expired on ${termEnd}.`);
  if (req.underwritingReason !== undefined && req.reason !== "carrier_underwriting") {
    throw validationError([
      { path: "underwritingReason", message: `is for reason carrier_underwriting only, not ${req.reason}`, code: "underwriting_reason_unexpected" },
    ]);
  }
  if (state === "pending_cancellation") {
    throw new AppError(
      "cancellation_pending",
      `Policy ${policy.number} is already to be cancelled on ${pendingOn(policy)}; rescind that cancellation first (POST /v1/policies/${policy.id}/cancellation/rescind).`,
    );
  }
  const problem = cancellationDateProblem({
    reason: req.reason,
    cancelDate: req.effectiveDate,
    today: clock.today,
    termStart: policy.effectiveDate,
    termEnd,
    travel: isTravel(program),
    state: policy.insured.state,
    rules: program.servicingRules,
    oldestUnpaidDue: oldestUnpaidDue(policy),
    renewal: policy.renewalOfId !== null,
    underwritingReason: req.underwritingReason ?? null,
  });
  if (!problem) return;
  if (problem.code === "underwriting_reason_required" || problem.code === "underwriting_reason_not_allowed") {
    throw validationError([{ path: "underwritingReason", message: problem.message, code: problem.code }]);
  }
  if (problem.code === "nothing_overdue") {
    throw new AppError("nothing_overdue", `A non-payment cancellation of ${policy.number} is not allowed: ${problem.message}.`, [
      { path: "reason", message: problem.message, code: problem.code },
    ]);
  }
  throw validationError([{ path: "effectiveDate", message: problem.message, code: problem.code }]);
}

/**
 * Cancels a policy, previews it (preview: true), or schedules it when its date is still ahead.
 * Refunds go back through the provider on the day the cancellation takes effect.
 */
export async function cancelPolicy(db: Db, agencyId: string, policyId: string, req: CancelRequest, ctx: ServicingContext): Promise<CancelOutcome> {
  const clock = await agencyClock(db, agencyId);
  if (req.preview) {
    const policy = await loadPolicy(db, agencyId, policyId);
    const program = await programById(db, policy.programId);
    checkCancellable(policy, program, req, clock);
    const status = takesEffectNow(req.effectiveDate, policy.effectiveDate, clock.today) ? "effective" : "scheduled";
    const cancellation = priceCancellation(policy, program, req, status, clock.now.toISOString());
    return { preview: true, cancellation, policy: await policyDetail(db, agencyId, policyId, clock.today), refund: null };
  }
  return withPolicyLease(db, agencyId, policyId, async () => {
    const policy = await loadPolicy(db, agencyId, policyId);
    const program = await programById(db, policy.programId);
    checkCancellable(policy, program, req, clock);
    if (!takesEffectNow(req.effectiveDate, policy.effectiveDate, clock.today)) {
      const cancellation = priceCancellation(policy, program, req, "scheduled", clock.now.toISOString());
      await db.$transaction(async (tx) => {
        await saveCancellation(tx, policy.id, cancellation);
        await scheduleJobs(tx, [{ kind: "cancellation_effective", policyId: policy.id, key: req.effectiveDate, runAt: startOfDay(req.effectiveDate) }]);
        await addPolicyEvents(tx, [
          {
            policyId: policy.id,
            type: "cancellation_scheduled",
            detail: {
              effectiveDate: req.effectiveDate,
              reason: req.reason,
              ...(req.underwritingReason ? { underwritingReason: req.underwritingReason } : {}),
              method: cancellation.method,
              actor: ctx.actor,
            },
          },
        ]);
        await recordAudit(tx, {
          agencyId,
          actor: ctx.actor,
          action: "policy.cancel_scheduled",
          objectType: "policy",
          objectId: policy.id,
          after: { effectiveDate: req.effectiveDate, reason: req.reason, ...(req.underwritingReason ? { underwritingReason: req.underwritingReason } : {}) },
          requestId: ctx.requestId,
        });
        await recordEvents(tx, agencyId, [policyEvent("policy.cancellation_scheduled", { ...policy, cancellation }, program, clock.today)]);
      });
      return { preview: false, cancellation, policy: await policyDetail(db, agencyId, policyId, clock.today), refund: null };
    }
    const cancellation = priceCancellation(policy, program, req, "effective", clock.now.toISOString());
    const refund = await settleCancellation(db, policy, cancellation, ctx);
    return { preview: false, cancellation, policy: await policyDetail(db, agencyId, policyId, clock.today), refund };
  });
}

/** Rescinds a scheduled cancellation before it takes effect: the policy stays in force as if it was never asked. */
export async function rescindCancellation(db: Db, agencyId: string, policyId: string, ctx: Omit<ServicingContext, "provider">): Promise<PolicyDetail> {
  const clock = await agencyClock(db, agencyId);
  return withPolicyLease(db, agencyId, policyId, async () => {
    const policy = await loadPolicy(db, agencyId, policyId);
    if (!pendingOn(policy) || policy.status === "cancelled") {
      throw new AppError("no_cancellation_pending", `Policy ${policy.number} has no cancellation waiting to take effect; there is nothing to rescind.`);
    }
    await db.$transaction((tx) => rescindInTx(tx, policy, clock, { actor: ctx.actor, requestId: ctx.requestId }));
    return policyDetail(db, agencyId, policyId, clock.today);
  });
}

/** Who rescinds; an automatic rescission (nothing is overdue any more) also says what cleared it and notifies. */
export interface Rescission {
  actor: string;
  requestId: string;
  automatic?: {
    cause: { kind: "payment"; paymentId: string; amountCents: number } | { kind: "recheck" };
    /** An SMTP outbox is configured: the notices are queued for it (else kept for Sent messages). */
    mailQueued: boolean;
  };
}

/**
 * In the caller's transaction (holding the policy's lease): the scheduled cancellation withdrawn and its job
 * dropped, with the history, audit and `policy.cancellation_rescinded` event. An automatic one (a non-payment
 * cancellation with nothing overdue any more) also writes a notice to the insured and to each agent.
 */
export async function rescindInTx(tx: Tx, policy: PolicyRecord, clock: ServicingClock, r: Rescission): Promise<void> {
  const on = pendingOn(policy)!;
  const auto = r.automatic;
  await saveCancellation(tx, policy.id, null);
  await dropJobs(tx, policy.id, "cancellation_effective");
  await addPolicyEvents(tx, [
    {
      policyId: policy.id,
      type: "cancellation_rescinded",
      detail: {
        effectiveDate: on,
        actor: r.actor,
        ...(auto ? { because: "nothing_overdue", ...(auto.cause.kind === "payment" ? { paymentId: auto.cause.paymentId } : {}) } : {}),
      },
    },
  ]);
  await recordAudit(tx, {
    agencyId: policy.agencyId,
    actor: r.actor,
    action: "policy.cancel_rescinded",
    objectType: "policy",
    objectId: policy.id,
    before: { pendingCancellationOn: on },
    ...(auto ? { after: { because: "nothing_overdue" } } : {}),
    requestId: r.requestId,
  });
  const program = await programById(tx, policy.programId);
  await recordEvents(tx, policy.agencyId, [policyEvent("policy.cancellation_rescinded", { ...policy, cancellation: null }, program, clock.today)]);
  if (!auto) return;
  const [agency, card, agents] = await Promise.all([agencyById(tx, policy.agencyId), policyCard(tx, policy.id), agentEmails(tx, policy.agencyId)]);
  const recipients = [...(card?.email ? [{ audience: "insured" as const, to: card.email }] : []), ...agents.map((to) => ({ audience: "agent" as const, to }))];
  for (const to of recipients) {
    const email = composeCancellationRescindedEmail({
      audience: to.audience,
      agencyName: agency.name,
      insuredName: policy.insured.name,
      policyNumber: policy.number,
      effectiveDate: on,
      cause: auto.cause.kind === "payment" ? { kind: "payment", amountCents: auto.cause.amountCents } : { kind: "recheck" },
    });
    await insertMessage(
      tx,
      {
        agencyId: policy.agencyId,
        kind: "cancellation_rescinded",
        to: to.to,
        subject: email.subject,
        textBody: email.text,
        htmlBody: email.html,
        payLinkId: null,
        insuredId: policy.insuredId,
        status: auto.mailQueued ? "queued" : "stored",
      },
      clock.now,
    );
  }
}

/**
 * A scheduled cancellation whose day has come (the job runner, holding the policy's lease): priced again
 * with what has been paid by now, then settled. Settling twice changes nothing: a cancelled policy is left.
 * One for non-payment is checked again first: with nothing overdue past its grace on that day it is
 * rescinded instead (decision 025), whatever paid it.
 */
export async function settleScheduledCancellation(
  db: Db,
  policyId: string,
  key: string,
  ctx: ServicingContext & { mailQueued?: boolean },
): Promise<"settled" | "rescinded_nothing_overdue" | "nothing_to_do"> {
  const found = await getPolicyById(db, policyId);
  if (!found) return "nothing_to_do";
  const clock = await agencyClock(db, found.agencyId);
  return withPolicyLease(db, found.agencyId, policyId, async () => {
    const policy = await loadPolicy(db, found.agencyId, policyId);
    if (policy.status === "cancelled" || policy.cancellation?.status !== "scheduled" || policy.cancellation.effectiveDate !== key) return "nothing_to_do";
    const program = await programById(db, policy.programId);
    const { reason, effectiveDate } = policy.cancellation;
    if (!cancellationStands({ reason, schedule: policy.schedule, day: effectiveDate, graceDays: program.servicingRules.nonPaymentGraceDays })) {
      await db.$transaction((tx) =>
        rescindInTx(tx, policy, clock, {
          actor: ctx.actor,
          requestId: ctx.requestId,
          automatic: { cause: { kind: "recheck" }, mailQueued: ctx.mailQueued ?? false },
        }),
      );
      return "rescinded_nothing_overdue";
    }
    const cancellation = priceCancellation(policy, program, policy.cancellation, "effective", policy.cancellation.requestedAt ?? new Date().toISOString());
    await settleCancellation(db, policy, cancellation, ctx);
    return "settled";
  });
}

/** Makes the refunds, then in one transaction: the schedule settled, the policy cancelled, its other jobs cancelled. */
async function settleCancellation(db: Db, policy: PolicyRecord, cancellation: CancellationRecord, ctx: ServicingContext): Promise<PaymentRecord | null> {
  const agencyId = policy.agencyId;
  const made: PaymentRecord[] = [];
  for (const item of await planRefunds(db, policy, cancellation.refundCents)) {
    const result = await ctx.provider.refund({
      providerRef: item.charge.providerRef!,
      amountCents: item.amountCents,
      idempotencyKey: item.idempotencyKey,
      reason: `cancellation of ${policy.number}`,
    });
    const recorded = await insertPayment(db, {
      agencyId,
      kind: "refund",
      provider: ctx.provider.name,
      providerRef: result.status === "succeeded" ? result.providerRef : null,
      amountCents: item.amountCents,
      status: result.status,
      failureMessage: result.status === "failed" ? result.message : null,
      description: `Refund on cancellation of ${policy.number} (charge ${item.charge.id})`,
      policyIds: [policy.id],
      refundOfId: item.charge.id,
      idempotencyKey: item.idempotencyKey,
    });
    if (result.status !== "succeeded") {
      await recordAudit(db, {
        agencyId,
        actor: ctx.actor,
        action: "payment.refund_failed",
        objectType: "payment",
        objectId: recorded.id,
        after: { amountCents: item.amountCents, policyId: policy.id, message: result.message },
        requestId: ctx.requestId,
      });
      throw new AppError(
        "refund_failed",
        `The refund through ${ctx.provider.name} failed: ${result.message}. The policy was not cancelled; refunds already made are kept and counted when you retry.`,
      );
    }
    made.push(recorded);
  }
  const schedule = settleSchedule(policy.schedule, cancellation.effectiveDate, cancellation.balanceDueCents);
  await db.$transaction(async (tx) => {
    await markCancelled(tx, policy.id, cancellation, schedule);
    await cancelJobs(tx, policy.id);
    const program = await programById(tx, policy.programId);
    await recordEvents(tx, agencyId, [
      policyEvent("policy.cancelled", { ...policy, status: "cancelled", cancellation, schedule }, program, cancellation.effectiveDate),
    ]);
    await addPolicyEvents(tx, [
      {
        policyId: policy.id,
        type: "cancelled",
        detail: {
          effectiveDate: cancellation.effectiveDate,
          reason: cancellation.reason,
          method: cancellation.method,
          refundCents: cancellation.refundCents,
          balanceDueCents: cancellation.balanceDueCents,
        },
      },
      ...(cancellation.refundCents > 0
        ? [{ policyId: policy.id, type: "refund", detail: { paymentIds: made.map((p) => p.id), amountCents: cancellation.refundCents } }]
        : []),
    ]);
    await recordAudit(tx, {
      agencyId,
      actor: ctx.actor,
      action: "policy.cancel",
      objectType: "policy",
      objectId: policy.id,
      before: { status: policy.status },
      after: { ...cancellation, status: "cancelled" },
      requestId: ctx.requestId,
    });
    for (const p of made)
      await recordAudit(tx, {
        agencyId,
        actor: ctx.actor,
        action: "payment.refund",
        objectType: "payment",
        objectId: p.id,
        after: { amountCents: p.amountCents, policyId: policy.id },
        requestId: ctx.requestId,
      });
  });
  return made.at(-1) ?? null;
}

interface PlannedRefund {
  charge: PaymentRecord;
  amountCents: number;
  idempotencyKey: string;
}

/**
 * Which charges the refund goes back to, newest first: only the charges that paid this term's own
 * schedule, each for no more than it paid towards this term, less what earlier attempts of this
 * cancellation already refunded. Planned in full before any money moves: a refund that can not be made
 * whole is refused up front. A failed refund is retried under a new idempotency key.
 */
async function planRefunds(db: Db, policy: PolicyRecord, refundCents: number): Promise<PlannedRefund[]> {
  const share = new Map<string, number>();
  for (const row of policy.schedule) {
    if (row.paymentId)
      share.set(row.paymentId, (share.get(row.paymentId) ?? 0) + row.amountCents - (row.kind === "balance_due" ? 0 : policy.installmentFeeCents));
  }
  const ids = [...share.keys()];
  const [charges, refunds] = await Promise.all([chargesByIds(db, ids), refundsOf(db, ids)]);
  const plan: PlannedRefund[] = [];
  let remaining = refundCents;
  for (const charge of charges) {
    if (remaining <= 0) break;
    const mine = refunds.filter((r) => r.refundOfId === charge.id && r.policyIds.includes(policy.id));
    const done = mine.filter((r) => r.status === "succeeded").reduce((s, r) => s + r.amountCents, 0);
    const refundedOnCharge = refunds.filter((r) => r.refundOfId === charge.id && r.status === "succeeded").reduce((s, r) => s + r.amountCents, 0);
    const want = Math.min(remaining, share.get(charge.id) ?? 0);
    const todo = Math.max(0, want - done);
    if (todo > 0 && (!charge.providerRef || !["succeeded", "refunded"].includes(charge.status) || todo > charge.amountCents - refundedOnCharge)) {
      throw new AppError(
        "refund_failed",
        `Charge ${charge.id} can not take a refund of ${fromCents(todo).toFixed(2)}: it has ${fromCents(Math.max(0, charge.amountCents - refundedOnCharge)).toFixed(2)} left to refund. The policy was not cancelled.`,
      );
    }
    const attempt = mine.filter((r) => r.status !== "succeeded").length + 1;
    if (todo > 0) plan.push({ charge, amountCents: todo, idempotencyKey: `refund:${policy.id}:${charge.id}:${attempt}` });
    remaining -= want;
  }
  if (remaining > 0) {
    throw new AppError(
      "refund_failed",
      `The payments of policy ${policy.number} cover ${fromCents(refundCents - remaining).toFixed(2)} of the ${fromCents(refundCents).toFixed(2)} refund. The policy was not cancelled.`,
    );
  }
  return plan;
}

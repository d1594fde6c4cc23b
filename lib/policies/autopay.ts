// Automatic installments (decision 025): on its due date an installment is charged to the policy's saved
// card, off session, under the policy's lease and through the same charge as a payment by hand (renewal.ts
// chargeRow). A decline walks the dunning plan (dunning.ts): the agent and the insured are told, the card
// is tried again on the plan's days, and once the grace is over the overdue job schedules a non-payment
// cancellation with its notice. Every step is idempotent: the provider key is per installment and attempt,
// a paid row is never charged, and a job run twice finds nothing left to do.
import "server-only";
import type { Db } from "@/lib/db/client";
import { agencyLivemode } from "@/lib/db/queries/agencies";
import { scheduleJobs } from "@/lib/db/queries/jobs";
import { insertMessage } from "@/lib/db/queries/messages";
import { addPolicyEvents, getPolicyById } from "@/lib/db/queries/policies";
import { programById } from "@/lib/db/queries/programs";
import { agencyById, agentEmails } from "@/lib/db/queries/reference";
import { policyCard, type SavedPaymentMethodRecord } from "@/lib/db/queries/saved-cards";
import type { Installment, PolicyRecord } from "@/lib/db/records/policy";
import { addDays } from "@/lib/dates";
import { AppError } from "@/lib/errors";
import { cardInWords, composeInstallmentFailedEmail } from "@/lib/mail/installment-email";
import type { PaymentProvider } from "@/lib/payments/provider";
import { cancelPolicy } from "./cancel";
import type { ServicingClock } from "./clock";
import { dunningPlan, nextDunningStep, type DunningStep } from "./dunning";
import { withPolicyLease } from "./lease";
import { chargeRow } from "./renewal";
import { newPolicyPayLink } from "./pay-link";
import { noticeDaysFor } from "./rules";
import { installmentCount } from "./schedule";
import { startOfDay } from "./servicing-plan";

export interface AutopayDeps {
  db: Db;
  payments: PaymentProvider;
  /** Test mode's provider where it is not `payments` (live Stripe keys): test twins' policies are charged there. */
  testPayments?: PaymentProvider;
  /** An SMTP outbox is configured: messages are queued for it; otherwise kept (stored) for Sent messages. */
  mailQueued: boolean;
  /** Where the pay pages are served: the insured's email carries a link to pay with another card. */
  baseUrl: string;
}

const ACTOR = "system:autopay";

/** The provider of the agency's mode (decision 043): a test twin's policy never reaches a live provider. */
export async function providerOf(deps: Pick<AutopayDeps, "db" | "payments" | "testPayments">, agencyId: string): Promise<PaymentProvider> {
  if (!deps.testPayments || deps.testPayments === deps.payments) return deps.payments;
  return (await agencyLivemode(deps.db, agencyId)) ? deps.payments : deps.testPayments;
}
const unpaid = (row: Installment | undefined, policy: PolicyRecord) => Boolean(row && !row.paymentId && !row.voidedOn && policy.status !== "cancelled");

/** Charges installment `number` to the saved card (attempt 1 on the due date, then the dunning retries). */
export async function chargeInstallment(
  deps: AutopayDeps,
  policyId: string,
  number: number,
  attempt: number,
  clock: ServicingClock,
  jobId: string,
): Promise<string> {
  const { db } = deps;
  const first = await getPolicyById(db, policyId);
  if (!first) return "no_policy";
  const card = await policyCard(db, policyId);
  if (!card) return "no_saved_card";
  return withPolicyLease(db, first.agencyId, policyId, async () => {
    const policy = (await getPolicyById(db, policyId))!;
    const row = policy.schedule.find((r) => r.number === number);
    if (!row || !unpaid(row, policy)) return "nothing_to_do";
    try {
      await chargeRow(db, policy.agencyId, policy, row, { saved: card }, `autopay:${policy.id}:${number}:${attempt}`, {
        actor: ACTOR,
        requestId: `job:${jobId}`,
        provider: await providerOf(deps, policy.agencyId),
        idempotencyKey: `autopay:${policy.id}:${number}:${attempt}`,
        mailQueued: deps.mailQueued,
      });
      return "installment_paid";
    } catch (error) {
      if (!(error instanceof AppError) || (error.code !== "payment_failed" && error.code !== "payment_requires_action")) throw error;
      const reason = error.errors[0]?.message ?? "The card was declined.";
      await dun(deps, policy, row, card, attempt, reason, clock);
      return "installment_charge_failed";
    }
  });
}

/** After a failed attempt: the next try (or the cancellation to come), the policy's history, and a message to the insured and the agent. */
async function dun(
  deps: AutopayDeps,
  policy: PolicyRecord,
  row: Installment,
  card: SavedPaymentMethodRecord,
  attempt: number,
  reason: string,
  clock: ServicingClock,
) {
  const { db } = deps;
  const program = await programById(db, policy.programId);
  const plan = dunningPlan({ dueDate: row.dueDate, rules: program.servicingRules, state: policy.insured.state });
  const next = nextDunningStep(plan, attempt);
  // A retry day already past (a job run late) is tomorrow's; the cancellation is never dated before its notice.
  const retryOn = next?.kind === "charge" ? (next.on > clock.today ? next.on : addDays(clock.today, 1)) : null;
  const cancel = cancelStep(plan, clock.today, policy, program.servicingRules);
  const agency = await agencyById(db, policy.agencyId);
  const recipients: Array<{ audience: "insured" | "agent"; to: string }> = [
    ...(card.email ? [{ audience: "insured" as const, to: card.email }] : []),
    ...(await agentEmails(db, policy.agencyId)).map((to) => ({ audience: "agent" as const, to })),
  ];
  await db.$transaction(async (tx) => {
    // The insured gets a link to pay this installment with another card, which then replaces the saved one (renewal.ts chargeRow).
    const payLink = card.email
      ? {
          url: (await newPolicyPayLink(tx, { agencyId: policy.agencyId, policyId: policy.id, row, baseUrl: deps.baseUrl, now: clock.now })).url,
          sentTo: card.email,
        }
      : null;
    if (retryOn && next?.kind === "charge") {
      await scheduleJobs(tx, [{ kind: "installment_retry", policyId: policy.id, key: `${row.number}:${next.attempt}`, runAt: startOfDay(retryOn) }]);
    }
    await addPolicyEvents(tx, [
      {
        policyId: policy.id,
        type: "installment_charge_failed",
        detail: {
          installment: row.number,
          attempt,
          amountCents: row.amountCents,
          card: cardInWords(card.brand, card.last4),
          reason,
          ...(retryOn ? { nextAttemptOn: retryOn } : { cancellationOn: cancel.effective }),
        },
      },
    ]);
    for (const r of recipients) {
      const email = composeInstallmentFailedEmail({
        audience: r.audience,
        agencyName: agency.name,
        insuredName: policy.insured.name,
        policyNumber: policy.number,
        installment: row.number,
        installments: installmentCount(policy.schedule),
        amountCents: row.amountCents,
        dueDate: row.dueDate,
        card: cardInWords(card.brand, card.last4),
        reason,
        next: retryOn ? { kind: "retry", on: retryOn } : { kind: "cancel", noticeOn: cancel.on, effective: cancel.effective },
        payLink,
      });
      await insertMessage(
        tx,
        {
          agencyId: policy.agencyId,
          kind: "installment_failed",
          to: r.to,
          subject: email.subject,
          textBody: email.text,
          htmlBody: email.html,
          payLinkId: null,
          insuredId: policy.insuredId,
          status: deps.mailQueued ? "queued" : "stored",
        },
        clock.now,
      );
    }
  });
}

/** The plan's cancellation, moved on when it is run late: notice is given no earlier than today. */
function cancelStep(plan: DunningStep[], today: string, policy: PolicyRecord, rules: Parameters<typeof noticeDaysFor>[2]): { on: string; effective: string } {
  const step = plan.find((s): s is Extract<DunningStep, { kind: "cancel" }> => s.kind === "cancel")!;
  if (step.on >= today) return { on: step.on, effective: step.effective };
  return { on: today, effective: addDays(today, noticeDaysFor("non_payment", policy.insured.state, rules)) };
}

/**
 * The grace is over and the installment is still unpaid: a policy on automatic payment is cancelled for
 * non-payment, effective after its notice. (A policy paid by hand is left to its agent, who may cancel it
 * the same way.) Returns what happened, in words for the job log.
 */
export async function cancelForNonPayment(deps: AutopayDeps, policyId: string, number: number, clock: ServicingClock, jobId: string): Promise<string> {
  const { db } = deps;
  const policy = await getPolicyById(db, policyId);
  if (!policy) return "no_policy";
  const row = policy.schedule.find((r) => r.number === number);
  if (!unpaid(row, policy) || policy.cancellation) return "nothing_to_do";
  if (!(await policyCard(db, policyId))) return "paid_by_hand";
  const program = await programById(db, policy.programId);
  const { effective } = cancelStep(
    dunningPlan({ dueDate: row!.dueDate, rules: program.servicingRules, state: policy.insured.state }),
    clock.today,
    policy,
    program.servicingRules,
  );
  try {
    await cancelPolicy(
      db,
      policy.agencyId,
      policyId,
      { reason: "non_payment", effectiveDate: effective, preview: false },
      { actor: ACTOR, requestId: `job:${jobId}`, provider: await providerOf(deps, policy.agencyId) },
    );
    return "non_payment_cancellation_scheduled";
  } catch (error) {
    // Refused by the cancellation rules (paid meanwhile, or a cancellation already pending): nothing to do.
    if (error instanceof AppError) return `not_cancelled:${error.code}`;
    throw error;
  }
}

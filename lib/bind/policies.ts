// Policies: the full view, renewal/installment payments and cancellation with refunds.
import { randomUUID } from "node:crypto";
import { AppError } from "@/lib/errors";
import type { Db } from "@/lib/db/client";
import { decodeCursor, encodeCursor, escapeLike } from "@/lib/db/cursor";
import { appUrl } from "@/lib/env";
import { Prisma, type Policy, type PolicyEvent, type Payment } from "@/lib/generated/prisma/client";
import type { PaymentProvider } from "@/lib/payments/types";
import { computeCancellation, type CancellationQuote, type CancellationReason, type CancellationRules } from "@/lib/policies/cancellation";
import { buildSchedule, paidTowardTermCents } from "@/lib/policies/schedule";
import { programById } from "@/lib/db/program-catalog";
import type { Coverage, Endorsement, FeeLine, OptionSet, TaxLine } from "@/lib/rating/types";
import { fromCents } from "@/lib/schemas/common";
import type { PolicyView } from "@/lib/schemas/bind";
import { addYears } from "@/lib/quotes/rating-block";
import { recordAudit } from "./audit";
import { paymentSource } from "./bind";
import type { BindRequest } from "@/lib/schemas/bind";

interface Installment {
  number: number;
  dueDate: string;
  amountCents: number;
  paymentId: string | null;
}

export function paymentView(p: Payment) {
  return {
    id: p.id,
    kind: p.kind as "charge" | "refund",
    provider: p.provider,
    status: p.status as "succeeded" | "failed" | "requires_action" | "processing" | "refunded",
    amount: fromCents(p.amountCents),
    currency: "USD" as const,
    description: p.description,
    brand: p.brand,
    last4: p.last4,
    failureCode: p.failureCode,
    createdAt: p.createdAt.toISOString(),
  };
}

function cancellationView(c: CancellationQuote & { effectiveDate: string; reason: string }) {
  return {
    effectiveDate: c.effectiveDate,
    reason: c.reason,
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

async function loadPolicy(db: Db, agencyId: string, policyId: string) {
  const policy = await db.policy.findFirst({ where: { id: policyId, agencyId }, include: { events: { orderBy: { id: "asc" } } } });
  if (!policy) throw new AppError("not_found", `No policy with id ${policyId}.`);
  return policy;
}

async function policyPayments(db: Db, policyId: string) {
  return db.payment.findMany({ where: { policyIds: { has: policyId } }, orderBy: { createdAt: "asc" } });
}

export async function toPolicyView(db: Db, policy: Policy & { events: PolicyEvent[] }, payments: Payment[]): Promise<PolicyView> {
  const program = await programById(db, policy.programId);
  const options = program.options as unknown as OptionSet[];
  const selected = policy.coverage as Record<string, number>;
  const money = (key?: string) => {
    const o = key ? options.find((x) => x.key === key) : undefined;
    return o ? fromCents(selected[o.key] ?? o.default) : null;
  };
  const detail = policy.premiumDetail as unknown as { fees: FeeLine[]; taxes: TaxLine[] };
  const schedule = policy.schedule as unknown as Installment[];
  const insured = policy.insured as { name: string; state: string | null; zip: string | null };
  const base = appUrl();
  return {
    id: policy.id,
    number: policy.number,
    status: policy.status as "active" | "cancelled",
    quoteId: policy.folioId,
    applicationId: policy.applicationId,
    renewalOfId: policy.renewalOfId,
    program: { id: program.id, code: program.code, name: program.name, type: program.type },
    carrier: { id: program.carrier.id, name: program.carrier.name, code: program.carrier.code },
    insured,
    effectiveDate: policy.effectiveDate,
    expirationDate: policy.expirationDate,
    premium: fromCents(policy.premiumCents),
    fees: fromCents(policy.feesCents),
    taxes: fromCents(policy.taxesCents),
    total: fromCents(policy.totalCents),
    feeLines: detail.fees.map((f) => ({ code: f.code, label: f.label, amount: fromCents(f.amountCents) })),
    taxLines: detail.taxes.map((t) => ({ code: t.code, label: t.label, rate: t.rate, amount: fromCents(t.amountCents) })),
    coverages: (program.coverages as unknown as Coverage[]).map((c) => ({ key: c.key, name: c.name, limit: money(c.limitOptionKey), deductible: money(c.deductibleOptionKey) })),
    endorsements: (program.endorsements as unknown as Endorsement[]).filter((e) => e.included).map((e) => ({ key: e.key, name: e.name, included: e.included })),
    paymentPlan: policy.paymentPlan as "annual" | "monthly",
    schedule: schedule.map((i) => ({ number: i.number, dueDate: i.dueDate, amount: fromCents(i.amountCents), status: i.paymentId ? ("paid" as const) : ("due" as const), paymentId: i.paymentId })),
    payments: payments.map(paymentView),
    documents: [{ type: "declarations", label: "Policy declarations (PDF)", url: `${base}/v1/policies/${policy.id}/documents/declarations` }],
    history: policy.events.map((e) => ({ type: e.type, at: e.createdAt.toISOString(), detail: e.detail as Record<string, unknown> })),
    cancellation: policy.cancellation ? cancellationView(policy.cancellation as unknown as CancellationQuote & { effectiveDate: string; reason: string }) : null,
    createdAt: policy.createdAt.toISOString(),
  };
}

export async function viewPolicy(db: Db, agencyId: string, policyId: string): Promise<PolicyView> {
  const policy = await loadPolicy(db, agencyId, policyId);
  return toPolicyView(db, policy, await policyPayments(db, policy.id));
}

interface PayContext {
  actor: string;
  requestId: string;
  provider: PaymentProvider;
  idempotencyKey: string;
  now?: Date;
}

/** How long a policy's lease lasts if its holder dies: longer than a provider call with its retries. */
const POLICY_LEASE_MS = 60_000;

/**
 * Runs `fn` holding the policy's lease, so that money moves for one policy at a time: two renewal
 * payments, or a payment and a cancellation, never race (the second answers 409 policy_busy). The
 * lease is a row lock in time, not a transaction, so no transaction stays open across a provider call.
 */
async function withPolicyLease<T>(db: Db, agencyId: string, policyId: string, fn: () => Promise<T>): Promise<T> {
  const token = randomUUID();
  const now = new Date();
  const { count } = await db.policy.updateMany({
    where: { id: policyId, agencyId, OR: [{ lockToken: null }, { lockUntil: { lt: now } }] },
    data: { lockToken: token, lockUntil: new Date(now.getTime() + POLICY_LEASE_MS) },
  });
  if (count !== 1) {
    await loadPolicy(db, agencyId, policyId); // 404 for an unknown policy or another agency's
    throw new AppError("policy_busy", "A payment or cancellation of this policy is in progress; retry in a moment.");
  }
  try {
    return await fn();
  } finally {
    await db.policy.updateMany({ where: { id: policyId, lockToken: token }, data: { lockToken: null, lockUntil: null } });
  }
}

async function replayPolicyPayment(db: Db, agencyId: string, policyId: string, key: string) {
  const previous = await db.payment.findUnique({ where: { idempotencyKey: key } });
  if (!previous) return null;
  if (!previous.policyIds.includes(policyId)) throw new AppError("idempotency_mismatch", "This Idempotency-Key was used for another policy.");
  if (previous.status !== "succeeded") throw new AppError("payment_failed", `The card was declined (${previous.failureCode}). Use a new Idempotency-Key to try again.`);
  return resultAfterPayment(db, agencyId, policyId, previous);
}

/**
 * Pays the next unpaid installment of a monthly plan or, when nothing of the term is due, the renewal
 * term (a new policy term from the expiration date at the same premium: renewal re-rating is a later
 * capability). Idempotent by the caller's Idempotency-Key; one payment per policy at a time.
 */
export async function payRenewal(db: Db, agencyId: string, policyId: string, payment: BindRequest["payment"], ctx: PayContext) {
  const key = `policy_payment:${agencyId}:${ctx.idempotencyKey}`;
  const replayed = await replayPolicyPayment(db, agencyId, policyId, key);
  if (replayed) return replayed;
  return withPolicyLease(db, agencyId, policyId, async () => {
    // The same key may have finished between the check above and taking the lease.
    const again = await replayPolicyPayment(db, agencyId, policyId, key);
    if (again) return again;
    return chargeNextDue(db, agencyId, await loadPolicy(db, agencyId, policyId), payment, key, ctx);
  });
}

async function chargeNextDue(db: Db, agencyId: string, policy: Policy & { events: PolicyEvent[] }, payment: BindRequest["payment"], key: string, ctx: PayContext) {
  const policyId = policy.id;
  if (policy.status !== "active") throw new AppError("policy_not_active", `Policy ${policy.number} is ${policy.status}.`);
  const schedule = policy.schedule as unknown as Installment[];
  const next = schedule.find((i) => !i.paymentId);
  const renewal = !next;
  if (renewal && (await db.policy.findUnique({ where: { renewalOfId: policy.id } }))) {
    throw new AppError("nothing_due", `Policy ${policy.number} is paid in full and its renewal term is already paid.`);
  }
  const renewalSchedule = renewal
    ? buildSchedule({
        termStart: policy.expirationDate,
        frequency: policy.paymentPlan as "annual" | "monthly",
        installments: policy.paymentPlan === "monthly" ? 12 : 1,
        totalCents: policy.totalCents,
        installmentFeeCents: policy.installmentFeeCents,
      })
    : null;
  const amountCents = renewal ? renewalSchedule![0]!.amountCents : next!.amountCents;
  const description = renewal ? `${policy.number} renewal term from ${policy.expirationDate}` : `${policy.number} installment ${next!.number} of ${schedule.length}`;
  const charge = await ctx.provider.charge({
    amountCents,
    currency: "usd",
    description,
    statementDescriptor: policy.number,
    idempotencyKey: key,
    source: paymentSource(payment),
    metadata: { policyId, agencyId },
  });
  const paymentId = randomUUID();
  await db.$transaction(async (tx) => {
    const ok = charge.status === "succeeded";
    let renewalId: string | null = null;
    if (ok && renewal) {
      renewalId = randomUUID();
      const expiration = addYears(policy.expirationDate, 1);
      await tx.policy.create({
        data: {
          id: renewalId,
          number: `${policy.number}-R${(policy.events.filter((e) => e.type === "renewal").length + 1)}`,
          agencyId,
          applicationId: null,
          folioId: policy.folioId,
          programId: policy.programId,
          renewalOfId: policy.id,
          status: "active",
          insured: policy.insured as Prisma.InputJsonValue,
          effectiveDate: policy.expirationDate,
          expirationDate: expiration,
          premiumCents: policy.premiumCents,
          feesCents: policy.feesCents,
          taxesCents: policy.taxesCents,
          totalCents: policy.totalCents,
          premiumDetail: policy.premiumDetail as Prisma.InputJsonValue,
          coverage: policy.coverage as Prisma.InputJsonValue,
          paymentPlan: policy.paymentPlan,
          installmentFeeCents: policy.installmentFeeCents,
          schedule: renewalSchedule!.map((i, n) => ({ ...i, paymentId: n === 0 ? paymentId : null })),
        },
      });
      await tx.policyEvent.create({ data: { policyId: renewalId, type: "issued", detail: { renewalOf: policy.id, paymentId } } });
      await tx.policyEvent.create({ data: { policyId: policy.id, type: "renewal", detail: { renewalId, paymentId } } });
    } else if (ok) {
      const updated = schedule.map((i) => (i.number === next!.number ? { ...i, paymentId } : i));
      await tx.policy.update({ where: { id: policy.id }, data: { schedule: updated as unknown as Prisma.InputJsonValue } });
      await tx.policyEvent.create({ data: { policyId: policy.id, type: "payment", detail: { paymentId, installment: next!.number, amountCents } } });
    }
    await tx.payment.create({
      data: {
        id: paymentId,
        agencyId,
        kind: "charge",
        provider: ctx.provider.name,
        providerRef: charge.providerRef,
        amountCents,
        status: charge.status,
        failureCode: charge.status === "failed" ? charge.code : charge.status === "requires_action" ? "requires_action" : null,
        failureMessage: charge.status === "failed" ? charge.message : null,
        description,
        // The renewal's first payment pays the new term; it is listed on the old one too, to find it.
        policyIds: renewalId ? [policy.id, renewalId] : [policy.id],
        idempotencyKey: key,
        brand: charge.status === "succeeded" ? charge.brand : null,
        last4: charge.status === "succeeded" ? charge.last4 : null,
      },
    });
    await recordAudit(tx, { agencyId, actor: ctx.actor, action: ok ? "payment.charge" : "payment.charge_failed", objectType: "policy", objectId: policy.id, after: { paymentId, amountCents, kind: renewal ? "renewal" : "installment", renewalId }, requestId: ctx.requestId });
  });
  if (charge.status !== "succeeded") {
    throw new AppError(charge.status === "requires_action" ? "payment_requires_action" : "payment_failed", charge.status === "failed" ? `The card was declined (${charge.code}): ${charge.message}` : "The card needs authentication.");
  }
  return resultAfterPayment(db, agencyId, policyId, await db.payment.findUniqueOrThrow({ where: { id: paymentId } }));
}

async function resultAfterPayment(db: Db, agencyId: string, policyId: string, payment: Payment) {
  const renewalId = payment.policyIds.find((id) => id !== policyId) ?? null;
  return {
    kind: renewalId ? ("renewal" as const) : ("installment" as const),
    policy: await viewPolicy(db, agencyId, policyId),
    renewal: renewalId ? await viewPolicy(db, agencyId, renewalId) : null,
    payment: paymentView(payment),
  };
}

interface CancelRequest {
  effectiveDate: string;
  reason: CancellationReason;
  preview: boolean;
}

async function quoteCancellation(db: Db, policy: Policy, req: CancelRequest) {
  if (policy.status !== "active") throw new AppError("policy_not_active", `Policy ${policy.number} is ${policy.status}.`);
  if (req.effectiveDate < policy.effectiveDate || req.effectiveDate > policy.expirationDate) {
    throw new AppError("validation_error", `effectiveDate: must be within the policy period ${policy.effectiveDate} to ${policy.expirationDate}`, [
      { path: "effectiveDate", message: `must be within the policy period ${policy.effectiveDate} to ${policy.expirationDate}`, code: "out_of_term" },
    ]);
  }
  const program = await programById(db, policy.programId);
  return computeCancellation({
    termStart: policy.effectiveDate,
    termEnd: policy.expirationDate,
    cancelDate: req.effectiveDate,
    reason: req.reason,
    premiumCents: policy.premiumCents,
    feesCents: policy.feesCents,
    taxesCents: policy.taxesCents,
    // This term's own schedule: a bind payment can cover several policies, and a renewal's payment
    // (listed on the old term too) pays the new term. Installment fees are earned when charged.
    paidCents: paidTowardTermCents(policy.schedule as unknown as Installment[], policy.installmentFeeCents),
    rules: program.cancellationRules as unknown as CancellationRules,
  });
}

interface PlannedRefund {
  charge: Payment;
  amountCents: number;
  idempotencyKey: string;
}

/**
 * Which charges the refund goes back to, newest first: only the charges that paid this term's own
 * schedule, each for no more than it paid towards this term, less what earlier attempts of this
 * cancellation already refunded. Planned in full before any money moves: a refund that can not be made
 * whole is refused up front. A failed refund is retried under a new idempotency key.
 */
async function planRefunds(db: Db, policy: Policy, refundCents: number): Promise<PlannedRefund[]> {
  const share = new Map<string, number>();
  for (const row of policy.schedule as unknown as Installment[]) {
    if (row.paymentId) share.set(row.paymentId, (share.get(row.paymentId) ?? 0) + row.amountCents - policy.installmentFeeCents);
  }
  const ids = [...share.keys()];
  const charges = await db.payment.findMany({ where: { id: { in: ids }, kind: "charge" }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  const refunds = await db.payment.findMany({ where: { kind: "refund", refundOfId: { in: ids } } });
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
      throw new AppError("refund_failed", `Charge ${charge.id} can not take a refund of ${fromCents(todo).toFixed(2)}: it has ${fromCents(Math.max(0, charge.amountCents - refundedOnCharge)).toFixed(2)} left to refund. The policy was not cancelled.`);
    }
    const attempt = mine.filter((r) => r.status !== "succeeded").length + 1;
    if (todo > 0) plan.push({ charge, amountCents: todo, idempotencyKey: `refund:${policy.id}:${charge.id}:${attempt}` });
    remaining -= want;
  }
  if (remaining > 0) {
    throw new AppError("refund_failed", `The payments of policy ${policy.number} cover ${fromCents(refundCents - remaining).toFixed(2)} of the ${fromCents(refundCents).toFixed(2)} refund. The policy was not cancelled.`);
  }
  return plan;
}

/** Cancels a policy (or previews the refund with preview: true); refunds go back through the provider. */
export async function cancelPolicy(
  db: Db,
  agencyId: string,
  policyId: string,
  req: CancelRequest,
  ctx: { actor: string; requestId: string; provider: PaymentProvider },
) {
  if (req.preview) {
    const policy = await loadPolicy(db, agencyId, policyId);
    const quote = await quoteCancellation(db, policy, req);
    const cancellation = { ...quote, effectiveDate: req.effectiveDate, reason: req.reason };
    return { preview: true, cancellation: cancellationView(cancellation), policy: await toPolicyView(db, policy, await policyPayments(db, policy.id)), refund: null };
  }
  return withPolicyLease(db, agencyId, policyId, async () => {
    const policy = await loadPolicy(db, agencyId, policyId);
    const quote = await quoteCancellation(db, policy, req);
    const cancellation = { ...quote, effectiveDate: req.effectiveDate, reason: req.reason };
    const made: Payment[] = [];
    for (const item of await planRefunds(db, policy, quote.refundCents)) {
      const result = await ctx.provider.refund({ providerRef: item.charge.providerRef!, amountCents: item.amountCents, idempotencyKey: item.idempotencyKey, reason: `cancellation of ${policy.number}` });
      const recorded = await db.payment.create({
        data: {
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
        },
      });
      if (result.status !== "succeeded") {
        await recordAudit(db, { agencyId, actor: ctx.actor, action: "payment.refund_failed", objectType: "payment", objectId: recorded.id, after: { amountCents: item.amountCents, policyId, message: result.message }, requestId: ctx.requestId });
        throw new AppError("refund_failed", `The refund through ${ctx.provider.name} failed: ${result.message}. The policy was not cancelled; refunds already made are kept and counted when you retry.`);
      }
      made.push(recorded);
    }
    await db.$transaction(async (tx) => {
      await tx.policy.update({ where: { id: policy.id }, data: { status: "cancelled", cancellation: cancellation as unknown as Prisma.InputJsonValue } });
      await tx.policyEvent.create({ data: { policyId: policy.id, type: "cancelled", detail: { effectiveDate: req.effectiveDate, reason: req.reason, method: quote.method, refundCents: quote.refundCents } } });
      if (quote.refundCents > 0) await tx.policyEvent.create({ data: { policyId: policy.id, type: "refund", detail: { paymentIds: made.map((p) => p.id), amountCents: quote.refundCents } } });
      await recordAudit(tx, { agencyId, actor: ctx.actor, action: "policy.cancel", objectType: "policy", objectId: policy.id, before: { status: "active" }, after: { status: "cancelled", ...cancellation }, requestId: ctx.requestId });
      for (const p of made) await recordAudit(tx, { agencyId, actor: ctx.actor, action: "payment.refund", objectType: "payment", objectId: p.id, after: { amountCents: p.amountCents, policyId: policy.id }, requestId: ctx.requestId });
    });
    const after = await loadPolicy(db, agencyId, policyId);
    return { preview: false, cancellation: cancellationView(cancellation), policy: await toPolicyView(db, after, await policyPayments(db, policy.id)), refund: made.at(-1) ? paymentView(made.at(-1)!) : null };
  });
}

/** The agency's policies, newest first, keyset-paginated. */
export async function listPolicies(db: Db, agencyId: string, query: { limit: number; cursor?: string; q?: string }) {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  if (query.cursor && !after) throw new AppError("validation_error", "cursor: is not a cursor this API returned", [{ path: "cursor", message: "is not a cursor this API returned", code: "invalid_cursor" }]);
  const rows = await db.policy.findMany({
    where: {
      agencyId,
      ...(query.q ? { OR: [{ number: { contains: escapeLike(query.q), mode: "insensitive" as const } }, { insured: { path: ["name"], string_contains: query.q } }] } : {}),
      ...(after ? { AND: [{ OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] }] } : {}),
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const items = await Promise.all(
    page.map(async (p) => {
      const program = await programById(db, p.programId);
      return {
        id: p.id,
        number: p.number,
        status: p.status as "active" | "cancelled",
        program: { id: program.id, code: program.code, name: program.name, type: program.type },
        insured: p.insured as { name: string; state: string | null; zip: string | null },
        effectiveDate: p.effectiveDate,
        expirationDate: p.expirationDate,
        total: fromCents(p.totalCents),
        paymentPlan: p.paymentPlan as "annual" | "monthly",
        createdAt: p.createdAt.toISOString(),
      };
    }),
  );
  const last = page[page.length - 1];
  return { items, nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null };
}

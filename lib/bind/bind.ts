// Bind: quoted applications of one folio become policies, paid by card. Payment and bind are atomic or
// compensated: no policy without a successful charge, no kept charge without policies.
import { randomUUID } from "node:crypto";
import { AppError, validationError } from "@/lib/errors";
import type { Db } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import type { ChargeResult, PaymentProvider, PaymentSource } from "@/lib/payments/types";
import { buildSchedule } from "@/lib/policies/schedule";
import type { PaymentPlan, Risk } from "@/lib/rating/types";
import { fromCents, toCents } from "@/lib/schemas/common";
import type { BindRequest } from "@/lib/schemas/bind";
import { recordAudit } from "./audit";
import { unansweredRequired } from "./form";

export interface BindContext {
  actor: string;
  requestId: string;
  provider: PaymentProvider;
  /** The caller's Idempotency-Key: a replay returns the first outcome. */
  idempotencyKey?: string;
  now?: Date;
}

export interface BindOutcome {
  policyIds: string[];
  paymentId: string;
}

const BIND_LOCK_MS = 5 * 60_000;

export function paymentSource(payment: BindRequest["payment"]): PaymentSource {
  return payment.method === "card" ? { kind: "card", card: payment.card } : { kind: "payment_method", paymentMethodId: payment.paymentMethodId };
}

export function insuredOf(risk: Risk): { name: string; state: string | null; zip: string | null } {
  if (risk.kind === "business") return { name: risk.businessName, state: risk.mailingState, zip: risk.mailingZip };
  const names = risk.insureds.map((t) => [t.firstName, t.lastName].filter(Boolean).join(" ")).filter(Boolean);
  const name = names.length ? (names.length > 1 ? `${names[0]} and ${names.length - 1} other traveller${names.length > 2 ? "s" : ""}` : names[0]!) : "Traveller";
  return { name, state: risk.residenceState ?? null, zip: null };
}

async function nextPolicyNumber(tx: Prisma.TransactionClient, programCode: string, effectiveDate: string): Promise<string> {
  const [row] = await tx.$queryRaw<Array<{ n: bigint }>>`SELECT nextval('policy_number_seq') AS n`;
  return `${programCode}-${effectiveDate.slice(0, 4)}-${String(row!.n).padStart(6, "0")}`;
}

/** The checks a bind makes before touching money, each failing with its own problem type. */
async function loadBindable(db: Db, agencyId: string, req: BindRequest, now: Date) {
  const ids = [...new Set(req.quoteRequestIds.map((i) => i.toLowerCase()))];
  if (ids.length !== req.quoteRequestIds.length) throw validationError([{ path: "quoteRequestIds", message: "lists an application twice" }]);
  const apps = await db.application.findMany({ where: { id: { in: ids }, agencyId }, include: { program: { include: { carrier: true } } } });
  const missing = ids.filter((id) => !apps.some((a) => a.id === id));
  if (missing.length) throw new AppError("not_found", `No application ${missing.join(", ")}.`);
  if (new Set(apps.map((a) => a.folioId)).size > 1) throw validationError([{ path: "quoteRequestIds", message: "must all belong to one quote folio" }]);
  const ordered = ids.map((id) => apps.find((a) => a.id === id)!);
  for (const app of ordered) {
    const code = app.program.code;
    if (app.status === "bound") throw new AppError("already_bound", `Application ${app.id} (${code}) is already bound.`);
    if (app.status !== "success") throw new AppError("not_quoted", `Application ${app.id} (${code}) is ${app.status === "pending" ? "still quoting" : app.status === "error" ? "declined" : "not quoted (quote_failed)"}; only quoted applications can be bound.`);
    const latest = await db.application.aggregate({ where: { groupId: app.groupId, programId: app.programId }, _max: { attemptNumber: true } });
    if ((latest._max.attemptNumber ?? 0) > app.attemptNumber) {
      throw new AppError("superseded_quote", `Application ${app.id} is attempt ${app.attemptNumber} of ${code}; attempt ${latest._max.attemptNumber} in the same group replaces it. Bind the latest attempt.`);
    }
    if (now.getTime() > app.validUntil.getTime()) throw new AppError("quote_expired", `The quote for ${code} was valid until ${app.validUntil.toISOString()}; re-quote to bind.`);
    requireAnswers(app, app.formPayload);
    const plans = app.program.paymentPlans as unknown as PaymentPlan[];
    if (!plans.some((p) => p.frequency === req.paymentPlan)) {
      throw validationError([{ path: "paymentPlan", message: `${code} does not offer ${req.paymentPlan} payment; it offers ${plans.map((p) => p.frequency).join(", ")}` }]);
    }
  }
  return ordered;
}

type Bindable = Awaited<ReturnType<typeof loadBindable>>[number];

function requireAnswers(app: { id: string; program: { code: string; applicationForm: unknown } }, answers: unknown): void {
  const unanswered = unansweredRequired(app.program.applicationForm, answers);
  if (unanswered.length) {
    throw new AppError(
      "application_incomplete",
      `Answer the required questions of ${app.program.code} first: ${unanswered.join(", ")}.`,
      unanswered.map((q) => ({ path: `applications.${app.id}.form_payload.${q}`, message: "is required to bind", code: "required" })),
    );
  }
}

function scheduleFor(app: Bindable, frequency: "annual" | "monthly") {
  const plan = (app.program.paymentPlans as unknown as PaymentPlan[]).find((p) => p.frequency === frequency)!;
  const installments = buildSchedule({
    termStart: app.effectiveDate!,
    frequency,
    installments: plan.installments,
    totalCents: app.totalCents!,
    installmentFeeCents: plan.installmentFeeCents,
  });
  return { plan, installments };
}

export async function bindApplications(db: Db, agencyId: string, req: BindRequest, ctx: BindContext): Promise<BindOutcome> {
  const now = ctx.now ?? new Date();
  const paymentKey = `bind:${agencyId}:${ctx.idempotencyKey ?? randomUUID()}`;
  if (ctx.idempotencyKey) {
    const previous = await db.payment.findUnique({ where: { idempotencyKey: paymentKey } });
    if (previous) return replay(previous, req);
  }
  const apps = await loadBindable(db, agencyId, req, now);
  const schedules = new Map(apps.map((a) => [a.id, scheduleFor(a, req.paymentPlan)]));
  const dueNow = apps.reduce((sum, a) => sum + schedules.get(a.id)!.installments[0]!.amountCents, 0);
  if (req.expectedAmount !== undefined && toCents(req.expectedAmount) !== dueNow) {
    throw new AppError("price_changed", `The amount due now is ${fromCents(dueNow).toFixed(2)}, not ${req.expectedAmount.toFixed(2)}.`);
  }

  // The bind lock: all applications at once, or none. A concurrent bind finds them locked (409).
  const token = randomUUID();
  const ids = apps.map((a) => a.id);
  await db.$transaction(async (tx) => {
    const { count } = await tx.application.updateMany({
      where: { id: { in: ids }, agencyId, status: "success", OR: [{ bindToken: null }, { bindUntil: { lt: now } }] },
      data: { bindToken: token, bindUntil: new Date(now.getTime() + BIND_LOCK_MS) },
    });
    if (count !== ids.length) {
      const bound = await tx.application.count({ where: { id: { in: ids }, status: "bound" } });
      throw bound
        ? new AppError("already_bound", "An application of this request is already bound.")
        : new AppError("bind_in_progress", "Another bind of these applications is in progress; retry in a moment.");
    }
    // The answers as locked are the answers bound (edits are refused while the lock is held).
    const locked = await tx.application.findMany({ where: { id: { in: ids } }, select: { id: true, formPayload: true } });
    for (const app of apps) requireAnswers(app, locked.find((l) => l.id === app.id)!.formPayload);
  });
  const release = () => db.application.updateMany({ where: { id: { in: ids }, bindToken: token }, data: { bindToken: null, bindUntil: null } });

  const folioId = apps[0]!.folioId;
  const description = `${apps.map((a) => a.program.code).join(" + ")} ${req.paymentPlan === "monthly" ? "first installment" : "annual premium"}`;
  let charge: ChargeResult;
  try {
    charge = await ctx.provider.charge({
      amountCents: dueNow,
      currency: "usd",
      description,
      statementDescriptor: apps[0]!.program.code,
      idempotencyKey: paymentKey,
      source: paymentSource(req.payment),
      metadata: { folioId, applicationIds: ids.join(","), agencyId },
    });
  } catch (error) {
    await release();
    throw error;
  }

  if (charge.status !== "succeeded") {
    await release();
    await db.$transaction(async (tx) => {
      const payment = await tx.payment.create({
        data: {
          agencyId,
          kind: "charge",
          provider: ctx.provider.name,
          providerRef: charge.providerRef,
          amountCents: dueNow,
          status: charge.status,
          failureCode: charge.status === "failed" ? charge.code : "requires_action",
          failureMessage: charge.status === "failed" ? charge.message : "The card needs authentication (3-D Secure).",
          description,
          applicationIds: ids,
          idempotencyKey: paymentKey,
        },
      });
      await recordAudit(tx, { agencyId, actor: ctx.actor, action: "payment.charge_failed", objectType: "payment", objectId: payment.id, after: { status: charge.status, amountCents: dueNow, applicationIds: ids }, requestId: ctx.requestId });
    });
    return failure(charge);
  }

  try {
    return await db.$transaction(async (tx) => {
      const { count } = await tx.application.updateMany({
        where: { id: { in: ids }, bindToken: token, status: "success" },
        data: { status: "bound", boundAt: now, bindToken: null, bindUntil: null },
      });
      if (count !== ids.length) throw new Error("the bind lock was lost while charging");
      const paymentId = randomUUID();
      const policyIds: string[] = [];
      for (const app of apps) {
        const { plan, installments } = schedules.get(app.id)!;
        const policyId = randomUUID();
        policyIds.push(policyId);
        const detail = app.premiumDetail as Prisma.InputJsonValue;
        await tx.policy.create({
          data: {
            id: policyId,
            number: await nextPolicyNumber(tx, app.program.code, app.effectiveDate!),
            agencyId,
            applicationId: app.id,
            folioId: app.folioId,
            programId: app.programId,
            status: "active",
            insured: insuredOf(app.risk as unknown as Risk),
            effectiveDate: app.effectiveDate!,
            expirationDate: app.expirationDate!,
            // the bound figures are the quoted figures, to the cent
            premiumCents: app.premiumCents!,
            feesCents: app.feesCents!,
            taxesCents: app.taxesCents!,
            totalCents: app.totalCents!,
            premiumDetail: detail,
            coverage: app.selectedOptions as Prisma.InputJsonValue,
            paymentPlan: req.paymentPlan,
            installmentFeeCents: plan.installmentFeeCents,
            schedule: installments.map((i, n) => ({ ...i, paymentId: n === 0 ? paymentId : null })),
          },
        });
        await tx.policyEvent.createMany({
          data: [
            { policyId, type: "issued", detail: { applicationId: app.id, quoteId: app.folioId, actor: ctx.actor } },
            { policyId, type: "payment", detail: { paymentId, installment: 1, amountCents: installments[0]!.amountCents } },
          ],
        });
        await recordAudit(tx, { agencyId, actor: ctx.actor, action: "policy.bind", objectType: "policy", objectId: policyId, before: { applicationId: app.id, status: "success" }, after: { status: "active", totalCents: app.totalCents, paymentPlan: req.paymentPlan }, requestId: ctx.requestId });
      }
      await tx.payment.create({
        data: {
          id: paymentId,
          agencyId,
          kind: "charge",
          provider: ctx.provider.name,
          providerRef: charge.providerRef,
          amountCents: dueNow,
          status: "succeeded",
          description,
          policyIds,
          applicationIds: ids,
          idempotencyKey: paymentKey,
          brand: charge.brand,
          last4: charge.last4,
        },
      });
      await recordAudit(tx, { agencyId, actor: ctx.actor, action: "payment.charge", objectType: "payment", objectId: paymentId, after: { amountCents: dueNow, providerRef: charge.providerRef, policyIds }, requestId: ctx.requestId });
      return { policyIds, paymentId };
    });
  } catch (error) {
    // Captured but not bound: give the money back, and say so in the record.
    await release();
    const refund = await ctx.provider.refund({ providerRef: charge.providerRef, amountCents: dueNow, idempotencyKey: `${paymentKey}:compensation`, reason: "bind failed after capture" });
    await db.$transaction(async (tx) => {
      const payment = await tx.payment.create({
        data: {
          agencyId,
          kind: "refund",
          provider: ctx.provider.name,
          providerRef: refund.status === "succeeded" ? refund.providerRef : null,
          amountCents: dueNow,
          status: refund.status,
          failureMessage: refund.status === "failed" ? refund.message : null,
          description: `Compensation: ${description} (bind failed after capture)`,
          applicationIds: ids,
          idempotencyKey: `${paymentKey}:compensation`,
        },
      });
      await recordAudit(tx, { agencyId, actor: "system", action: "payment.compensating_refund", objectType: "payment", objectId: payment.id, after: { amountCents: dueNow, chargeRef: charge.providerRef, error: String(error), refund: refund.status }, requestId: ctx.requestId });
    });
    throw new AppError("internal_error", `The bind failed after the card was charged; the charge was ${refund.status === "succeeded" ? "refunded" : "NOT refunded automatically and is flagged for follow-up"}. Request id ${ctx.requestId}.`);
  }
}

function failure(charge: Exclude<ChargeResult, { status: "succeeded" }>): never {
  if (charge.status === "requires_action") {
    throw new AppError("payment_requires_action", "The card needs the cardholder to authenticate (3-D Secure) with Stripe.js; nothing was bound.");
  }
  throw new AppError("payment_failed", `The card was declined (${charge.code}): ${charge.message} Nothing was bound.`, [{ path: "payment", message: charge.message, code: charge.code }]);
}

function replay(previous: { status: string; policyIds: string[]; id: string; failureCode: string | null; failureMessage: string | null; applicationIds: string[] }, req: BindRequest): BindOutcome {
  const same = previous.applicationIds.length === req.quoteRequestIds.length && req.quoteRequestIds.every((id) => previous.applicationIds.includes(id.toLowerCase()));
  if (!same) throw new AppError("idempotency_mismatch", "This Idempotency-Key was used for a bind of other applications.");
  if (previous.status === "succeeded") return { policyIds: previous.policyIds, paymentId: previous.id };
  if (previous.status === "requires_action") failure({ status: "requires_action", providerRef: "", clientSecret: "" });
  failure({ status: "failed", code: (previous.failureCode ?? "card_declined") as "card_declined", message: previous.failureMessage ?? "Declined.", providerRef: null });
}

// Customer links for what a policy owes: the agent makes one for the policy's next unpaid row (an
// installment, or the balance a cancellation left) and gives it to the insured, who pays it on
// /pay/policy/{token} without an account. The token is stored only as a hash; the link pays that one
// row once, expires after LINK_DAYS, and stays the customer's receipt once paid. Payments go through
// the same charge as the agent's (renewal.ts chargeRow, under the policy's lease), so an installment
// paid by the agent meanwhile makes the link answer "already paid" instead of charging twice.
import "server-only";
import { randomUUID } from "node:crypto";
import { hashLinkToken, looksLikeLinkToken, newLinkToken } from "@/lib/auth/link-token";
import type { Db, Tx } from "@/lib/db/client";
import { getPayment } from "@/lib/db/queries/payments";
import { insertPolicyPayLink, markPolicyPayLinkUsed, policyPayLinkByHash, type PolicyPayLinkRecord } from "@/lib/db/queries/policy-pay-links";
import { programById } from "@/lib/db/queries/programs";
import { agencyLivemode } from "@/lib/db/queries/agencies";
import { agencyById } from "@/lib/db/queries/reference";
import type { Installment, PolicyRecord } from "@/lib/db/records/policy";
import type { PaymentRecord } from "@/lib/db/records/payment";
import type { ProgramRecord } from "@/lib/db/records/program";
import { AppError, notFound } from "@/lib/errors";
import type { PaymentProvider } from "@/lib/payments/provider";
import type { PaymentInput } from "@/lib/schemas/payments";
import { agencyClock } from "./clock";
import { withPolicyLease } from "./lease";
import { chargeRow } from "./renewal";
import { installmentCount, scheduleFigures } from "./schedule";
import { loadPolicy } from "./view";

const TOKEN_PREFIX = "pp_";
/** How long a link stays open. */
export const LINK_DAYS = 30;

export interface PolicyPayLinkSummary {
  link: PolicyPayLinkRecord;
  agencyName: string;
  policy: PolicyRecord;
  program: ProgramRecord;
  row: Installment;
  /** Installment rows in the plan (for "installment 3 of 12"). */
  installments: number;
  /** The payment that used the link, once paid. */
  payment: PaymentRecord | null;
}

/** Makes a link for the policy's next unpaid row. 409 nothing_due when nothing is owed. */
export async function createPolicyPayLink(
  db: Db,
  agencyId: string,
  policyId: string,
  ctx: { baseUrl: string; now?: Date },
): Promise<{ link: PolicyPayLinkRecord; token: string; url: string; row: Installment; installments: number }> {
  const policy = await loadPolicy(db, agencyId, policyId);
  const clock = await agencyClock(db, agencyId, ctx.now);
  const next = scheduleFigures(policy.schedule, clock.today).next;
  if (!next) throw new AppError("nothing_due", `Nothing is owed on policy ${policy.number}: no installment or balance is unpaid.`);
  const { link, token, url } = await newPolicyPayLink(db, { agencyId, policyId: policy.id, row: next, baseUrl: ctx.baseUrl, now: ctx.now ?? new Date() });
  const installments = installmentCount(policy.schedule);
  return { link, token, url, row: next, installments };
}

/** Writes a link for one row (in the caller's transaction, e.g. with the email that carries it); the token exists in plain only in the answer. */
export async function newPolicyPayLink(
  tx: Tx,
  p: { agencyId: string; policyId: string; row: Installment; baseUrl: string; now: Date },
): Promise<{ link: PolicyPayLinkRecord; token: string; url: string }> {
  const token = newLinkToken(TOKEN_PREFIX);
  const link = await insertPolicyPayLink(tx, {
    tokenHash: hashLinkToken(token),
    agencyId: p.agencyId,
    policyId: p.policyId,
    rowNumber: p.row.number,
    amountCents: p.row.amountCents,
    expiresAt: new Date(p.now.getTime() + LINK_DAYS * 86_400_000),
  });
  return { link, token, url: `${p.baseUrl}/pay/policy/${token}` };
}

async function findLink(db: Db, token: string): Promise<PolicyPayLinkRecord> {
  if (!looksLikeLinkToken(token, TOKEN_PREFIX)) throw notFound("No such payment link.");
  const link = await policyPayLinkByHash(db, hashLinkToken(token));
  if (!link) throw notFound("No such payment link.");
  return link;
}

/** Whether the policy pay link is of live or test data (decision 043): its payment goes to that mode's provider. */
export async function policyPayLinkLivemode(db: Db, token: string): Promise<boolean> {
  const link = await findLink(db, token);
  return agencyLivemode(db, link.agencyId);
}

/** What a link's page should answer: 404 for a token that is no link, 410 for an expired one. */
export async function policyPayLinkState(db: Db, token: string): Promise<"unknown" | "expired" | "open" | "paid"> {
  const link = await findLink(db, token).catch(() => null);
  if (!link) return "unknown";
  if (link.usedAt) return "paid";
  return link.expiresAt.getTime() <= Date.now() ? "expired" : "open";
}

/** What the link asks the customer to pay, or once paid, the receipt. 404 unknown, 410 expired or no longer owed. */
export async function policyPayLinkSummary(db: Db, token: string, now = new Date()): Promise<PolicyPayLinkSummary> {
  const link = await findLink(db, token);
  if (!link.usedAt && link.expiresAt.getTime() <= now.getTime()) throw new AppError("gone", "This payment link has expired; ask your agent for a new one.");
  const policy = await loadPolicy(db, link.agencyId, link.policyId);
  const row = policy.schedule.find((r) => r.number === link.rowNumber);
  if (!row) throw notFound("No such payment link.");
  if (!link.usedAt && (row.paymentId || row.voidedOn)) {
    throw new AppError("gone", row.paymentId ? "This amount has already been paid; nothing more is due through this link." : "This amount is no longer owed.");
  }
  const [agency, program, payment] = await Promise.all([
    agencyById(db, link.agencyId),
    programById(db, policy.programId),
    link.paymentId ? getPayment(db, link.paymentId) : Promise.resolve(null),
  ]);
  const installments = installmentCount(policy.schedule);
  return { link, agencyName: agency.name, policy, program, row, installments, payment };
}

/** The customer pays the link's row by card. Returns the receipt's summary. */
export async function payWithPolicyLink(
  db: Db,
  token: string,
  payment: PaymentInput,
  ctx: { requestId: string; provider: PaymentProvider; mailQueued?: boolean },
): Promise<PolicyPayLinkSummary> {
  const link = await findLink(db, token);
  if (link.usedAt) throw new AppError("gone", "This payment link was already used.");
  if (link.expiresAt.getTime() <= Date.now()) throw new AppError("gone", "This payment link has expired; ask your agent for a new one.");
  const paymentId = await withPolicyLease(db, link.agencyId, link.policyId, async () => {
    const policy = await loadPolicy(db, link.agencyId, link.policyId);
    const row = policy.schedule.find((r) => r.number === link.rowNumber);
    if (!row || row.paymentId || row.voidedOn) throw new AppError("gone", "This amount has already been paid or is no longer owed.");
    // Each attempt its own provider key: a declined card may be followed by another; the row check under
    // the lease is what keeps a paid row from being charged again.
    const attempt = randomUUID();
    return chargeRow(db, link.agencyId, policy, row, payment, `policy_pay_link:${link.id}:${attempt}`, {
      actor: `customer:policy_pay_link:${link.id}`,
      requestId: ctx.requestId,
      provider: ctx.provider,
      idempotencyKey: attempt,
      ...(ctx.mailQueued !== undefined ? { mailQueued: ctx.mailQueued } : {}),
    });
  });
  await markPolicyPayLinkUsed(db, link.id, paymentId, new Date());
  return policyPayLinkSummary(db, token);
}

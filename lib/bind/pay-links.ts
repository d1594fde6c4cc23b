// Customer checkout links: the agent creates one for quoted, fully answered applications (one program
// per line of business); the customer opens
// /pay/{token} without an account and pays by card. The token is stored only as a hash; the link
// expires with the quote and works once.
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import type { Db } from "@/lib/db/client";
import { applicationsByIds, latestAttempt } from "@/lib/db/queries/applications";
import { insertPayLink, markPayLinkUsed, payLinkByHash } from "@/lib/db/queries/pay-links";
import { getPayment } from "@/lib/db/queries/payments";
import { policiesByIds } from "@/lib/db/queries/policies";
import { agencyById } from "@/lib/db/queries/reference";
import type { ApplicationRecord, PayLinkRecord } from "@/lib/db/records";
import { AppError, notFound, validationError } from "@/lib/errors";
import type { PaymentProvider } from "@/lib/payments/provider";
import type { PaymentInput } from "@/lib/schemas/bind";
import { insuredOf } from "@/lib/rating/insured";
import type { AdditionalInsured } from "@/lib/programs/endorsements";
import type { PostalAddress } from "./address";
import { bindApplications } from "./bind";
import { requireCompleteForPayLink, requireOnePerLine } from "./guards";
import { bindingTerms, requireLinesFree } from "./line-check";
import { requireCurrentEffectiveDate } from "./line-guard";
import { referralPending } from "./lock";
import { agencyClock } from "@/lib/policies/clock";
import { scheduleFor } from "./issue";

const TOKEN_PREFIX = "pl_";
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export async function createPayLink(
  db: Db,
  agencyId: string,
  quoteId: string,
  req: { applicationIds: string[]; paymentPlan: "annual" | "monthly" },
): Promise<{ token: string; expiresAt: Date }> {
  const apps = await applicationsByIds(db, req.applicationIds, { folioId: quoteId, agencyId });
  const missing = req.applicationIds.filter((id) => !apps.some((a) => a.id === id));
  // Error paths name the request's field, quoteRequestIds (the API's name for application ids).
  if (missing.length)
    throw validationError(
      missing.map((id) => ({ path: `quoteRequestIds[${req.applicationIds.indexOf(id)}]`, message: `no quoted application ${id} in folio ${quoteId}` })),
    );
  for (const a of apps) {
    if (a.status === "referred") throw referralPending(a);
    if (a.status !== "success") throw new AppError("not_quoted", `Application ${a.id} (${a.program.code}) is not quoted (${a.status}).`);
    if (!a.program.paymentPlans.some((p) => p.frequency === req.paymentPlan))
      throw validationError([{ path: "paymentPlan", message: `${a.program.code} does not offer ${req.paymentPlan} payment` }]);
  }
  const ordered = req.applicationIds.map((id) => apps.find((a) => a.id === id)!);
  requireOnePerLine(ordered);
  // The customer could pay only what bind would accept: the latest attempt, unexpired, starting today or later, for a line not yet covered.
  for (const a of ordered) {
    const latest = await latestAttempt(db, a.groupId, a.programId);
    if (latest > a.attemptNumber)
      throw new AppError(
        "superseded_quote",
        `Application ${a.id} is attempt ${a.attemptNumber} of ${a.program.code}; attempt ${latest} in the same group replaces it. Send a pay link for the latest attempt.`,
      );
  }
  const now = new Date();
  const expiresAt = new Date(Math.min(...apps.map((a) => a.validUntil.getTime())));
  if (expiresAt.getTime() <= now.getTime()) throw new AppError("quote_expired", "These quotes have expired; re-quote first.");
  const { today } = await agencyClock(db, agencyId, now);
  requireCurrentEffectiveDate(
    ordered.map((a, index) => ({ index, id: a.id, programCode: a.program.code, effectiveDate: a.effectiveDate })),
    today,
  );
  await requireLinesFree(db, agencyId, await bindingTerms(db, ordered));
  // The customer could not pay an incomplete application: refuse the link now, naming the questions.
  requireCompleteForPayLink(ordered, (a) => a.formPayload);
  const token = TOKEN_PREFIX + randomBytes(24).toString("base64url");
  await insertPayLink(db, {
    tokenHash: hashToken(token),
    agencyId,
    folioId: quoteId,
    applicationIds: req.applicationIds,
    paymentPlan: req.paymentPlan,
    expiresAt,
  });
  return { token, expiresAt };
}

async function findLink(db: Db, token: string): Promise<PayLinkRecord> {
  if (!token.startsWith(TOKEN_PREFIX) || token.length > 100) throw notFound("No such payment link.");
  const link = await payLinkByHash(db, hashToken(token));
  if (!link) throw notFound("No such payment link.");
  return link;
}

/** What a pay link's page should answer: 404 for a token that is no link, 410 for an expired one. */
export async function payLinkState(db: Db, token: string): Promise<"unknown" | "expired" | "open" | "paid"> {
  const link = await findLink(db, token).catch(() => null);
  if (!link) return "unknown";
  if (link.usedAt) return "paid";
  return link.expiresAt.getTime() <= Date.now() ? "expired" : "open";
}

/** Whether a pay link lets its holder read this application's documents. */
export async function payLinkCovers(db: Db, token: string, applicationId: string): Promise<boolean> {
  const link = await findLink(db, token).catch(() => null);
  return Boolean(link && link.applicationIds.includes(applicationId) && link.expiresAt.getTime() > Date.now());
}

export interface PayLinkItem {
  app: ApplicationRecord;
  dueTodayCents: number;
  /** The plan's schedule: how many payments, the fee on each, and what they add up to. */
  installments: number;
  installmentFeeCents: number;
  scheduleTotalCents: number;
}

/** What the customer is buying through a link: the agency, the insured, each item and what is due today. */
export async function payLinkSummary(db: Db, token: string) {
  const link = await findLink(db, token);
  if (!link.usedAt && link.expiresAt.getTime() <= Date.now()) throw new AppError("gone", "This payment link has expired; ask your agent for a new quote.");
  const [agency, apps] = await Promise.all([agencyById(db, link.agencyId), applicationsByIds(db, link.applicationIds)]);
  const items: PayLinkItem[] = link.applicationIds.map((id) => {
    const app = apps.find((x) => x.id === id)!;
    const { plan, installments } = scheduleFor(app, link.paymentPlan);
    return {
      app,
      dueTodayCents: installments[0]!.amountCents,
      installments: installments.length,
      installmentFeeCents: plan.installmentFeeCents,
      scheduleTotalCents: installments.reduce((sum, i) => sum + i.amountCents, 0),
    };
  });
  return { link, agencyName: agency.name, insuredName: insuredOf(apps[0]!.risk).name, items };
}

export async function payWithLink(
  db: Db,
  token: string,
  payment: PaymentInput,
  ctx: { requestId: string; provider: PaymentProvider },
  insuredAddress?: PostalAddress,
  additionalInsureds?: AdditionalInsured[],
) {
  const link = await findLink(db, token);
  if (link.usedAt) throw new AppError("gone", "This payment link was already used.");
  if (link.expiresAt.getTime() <= Date.now()) throw new AppError("gone", "This payment link has expired; ask your agent for a new quote.");
  const outcome = await bindApplications(
    db,
    link.agencyId,
    {
      applicationIds: link.applicationIds,
      paymentPlan: link.paymentPlan,
      payment,
      ...(insuredAddress ? { insuredAddress } : {}),
      ...(additionalInsureds ? { additionalInsureds } : {}),
    },
    { actor: `customer:pay_link:${link.id}`, requestId: ctx.requestId, provider: ctx.provider },
  );
  await markPayLinkUsed(db, link.id, new Date());
  const [policies, charge] = await Promise.all([policiesByIds(db, outcome.policyIds), getPayment(db, outcome.paymentId)]);
  return { policies, payment: charge };
}

// Customer checkout links: the agent creates one for quoted, fully answered applications (one program
// per line of business), and with a recipient the link is emailed (decision 020: the message is written
// to the outbox in the link's transaction, sent right after commit, retried by the outbox loop, or kept
// for the portal's Sent messages when no SMTP is configured); the customer opens /pay/{token} without an
// account and pays by card. The token is stored only as a hash (it exists in plain only in the email and
// the creating call's answer); the link expires with the quote and works once.
import "server-only";
import { hashLinkToken, looksLikeLinkToken, newLinkToken } from "@/lib/auth/link-token";
import type { Db } from "@/lib/db/client";
import { applicationsByIds, latestAttempt } from "@/lib/db/queries/applications";
import { atomically } from "@/lib/db/client";
import { findFolio } from "@/lib/db/queries/folios/read";
import { insertMessage, messageById, messagesOfPayLinks, type MessageRecord } from "@/lib/db/queries/messages";
import { insertPayLink, markPayLinkOpened, markPayLinkUsed, payLinkByHash, payLinksOfFolio, policiesOfApplications } from "@/lib/db/queries/pay-links";
import { deliverNow, type OutboxDeps } from "@/lib/mail/outbox";
import { composePayLinkEmail } from "@/lib/mail/pay-link-email";
import { payLinkStatus } from "./pay-link-status";
import { getPayment } from "@/lib/db/queries/payments";
import { policiesByIds } from "@/lib/db/queries/policies";
import { agencyLivemode } from "@/lib/db/queries/agencies";
import { agencyById } from "@/lib/db/queries/reference";
import type { ApplicationRecord } from "@/lib/db/records/application";
import type { PayLinkRecord } from "@/lib/db/records/payment";
import { AppError, notFound, validationError } from "@/lib/errors";
import type { PaymentProvider } from "@/lib/payments/provider";
import type { PaymentInput } from "@/lib/schemas/payments";
import { insuredOf } from "@/lib/rating/insured";
import type { AdditionalInsured } from "@/lib/programs/endorsements";
import type { PostalAddress } from "./address";
import { bindApplications } from "./bind";
import { pendingBindOf } from "@/lib/db/queries/pending-binds";
import { settlePendingBind, type PendingRequest } from "./pending";
import { requireCompleteForPayLink, requireOnePerLine } from "./guards";
import { bindingTerms, requireLinesFree } from "./line-check";
import { requireCurrentEffectiveDate } from "./line-guard";
import { referralPending } from "./lock";
import { agencyClock } from "@/lib/policies/clock";
import { scheduleFor } from "./issue";

const TOKEN_PREFIX = "pl_";

export async function createPayLink(
  db: Db,
  agencyId: string,
  folioId: string,
  req: { applicationIds: string[]; paymentPlan: "annual" | "monthly"; email?: string },
  ctx: { baseUrl: string; outbox: OutboxDeps | null },
): Promise<{ id: string; insuredId: string; token: string; url: string; expiresAt: Date; message: MessageRecord | null }> {
  const folio = await findFolio(db, agencyId, folioId);
  if (!folio) throw notFound(`No quote folio ${folioId}.`);
  const apps = await applicationsByIds(db, req.applicationIds, { folioId, agencyId });
  const missing = req.applicationIds.filter((id) => !apps.some((a) => a.id === id));
  // Error paths name the request's field, quoteRequestIds (the API's name for application ids).
  if (missing.length)
    throw validationError(
      missing.map((id) => ({ path: `quoteRequestIds[${req.applicationIds.indexOf(id)}]`, message: `no quoted application ${id} in folio ${folioId}` })),
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
  const token = newLinkToken(TOKEN_PREFIX);
  const url = `${ctx.baseUrl}/pay/${token}`;
  const email = req.email
    ? composePayLinkEmail({
        agencyName: (await agencyById(db, agencyId)).name,
        insuredName: insuredOf(ordered[0]!.risk).name,
        items: ordered.map((a) => ({ program: a.program.name, carrier: a.program.carrier.name, effectiveDate: a.effectiveDate })),
        paymentPlan: req.paymentPlan,
        ...amountsOf(ordered, req.paymentPlan),
        expiresAt,
        url,
        now,
      })
    : null;
  // The link and its message commit together: no link is announced that does not exist, none is lost unannounced.
  const { linkId, messageId } = await atomically(db, async (tx) => {
    const link = await insertPayLink(tx, {
      tokenHash: hashLinkToken(token),
      agencyId,
      folioId,
      applicationIds: req.applicationIds,
      paymentPlan: req.paymentPlan,
      expiresAt,
      recipient: req.email ?? null,
    });
    if (!email || !req.email) return { linkId: link.id, messageId: null };
    const message = await insertMessage(
      tx,
      {
        agencyId,
        kind: "pay_link",
        to: req.email,
        subject: email.subject,
        textBody: email.text,
        htmlBody: email.html,
        payLinkId: link.id,
        insuredId: folio.insuredId,
        status: ctx.outbox ? "queued" : "stored",
        sentByWriter: true,
      },
      now,
    );
    return { linkId: link.id, messageId: message.id };
  });
  // Sent right after commit; a failure leaves it queued for the outbox loop's retries.
  if (messageId && ctx.outbox) await deliverNow(ctx.outbox, messageId);
  const message = messageId ? await messageById(db, agencyId, messageId) : null;
  return { id: linkId, insuredId: folio.insuredId, token, url, expiresAt, message };
}

/** What the plan asks for across the link's applications: the first payment, and the schedule. */
function amountsOf(apps: ApplicationRecord[], plan: "annual" | "monthly") {
  const schedules = apps.map((a) => scheduleFor(a, plan).installments);
  return {
    dueTodayCents: schedules.reduce((sum, s) => sum + s[0]!.amountCents, 0),
    installments: Math.max(...schedules.map((s) => s.length)),
    scheduleTotalCents: schedules.reduce((sum, s) => sum + s.reduce((t, i) => t + i.amountCents, 0), 0),
  };
}

/** A folio's pay links with their status (created, queued, sent, stored, failed, opened, paid, expired), newest first. */
export async function listPayLinks(db: Db, agencyId: string, folioId: string, now = new Date()) {
  const folio = await findFolio(db, agencyId, folioId);
  if (!folio) throw notFound(`No quote folio ${folioId}.`);
  const links = await payLinksOfFolio(db, agencyId, folioId);
  const messages = await messagesOfPayLinks(
    db,
    links.map((l) => l.id),
  );
  return links.map((link) => {
    const message = messages.filter((m) => m.payLinkId === link.id).at(-1) ?? null;
    return { link, insuredId: folio.insuredId, message, status: payLinkStatus(link, message, now) };
  });
}

async function findLink(db: Db, token: string): Promise<PayLinkRecord> {
  if (!looksLikeLinkToken(token, TOKEN_PREFIX)) throw notFound("No such payment link.");
  const link = await payLinkByHash(db, hashLinkToken(token));
  if (!link) throw notFound("No such payment link.");
  return link;
}

/** Whether the quote pay link is of live or test data (decision 043): its payment goes to that mode's provider. */
export async function payLinkLivemode(db: Db, token: string): Promise<boolean> {
  const link = await findLink(db, token);
  return agencyLivemode(db, link.agencyId);
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
  // A paid link stays the customer's receipt: its documents open after the quote's expiry too.
  return Boolean(link && link.applicationIds.includes(applicationId) && (link.usedAt || link.expiresAt.getTime() > Date.now()));
}

/** The agency whose policy a paid link issued, when the link did issue it (the customer's receipt opens its declarations). */
export async function payLinkPolicyAgency(db: Db, token: string, policyId: string): Promise<string | null> {
  const link = await findLink(db, token).catch(() => null);
  if (!link?.usedAt) return null;
  const issued = await policiesOfApplications(db, link.applicationIds);
  return issued.some((p) => p.id === policyId) ? link.agencyId : null;
}

export interface PayLinkItem {
  app: ApplicationRecord;
  dueTodayCents: number;
  /** The plan's schedule: how many payments, the fee on each, each due date and amount, and what they add up to. */
  installments: number;
  installmentFeeCents: number;
  schedule: Array<{ number: number; dueDate: string; amountCents: number }>;
  scheduleTotalCents: number;
}

/**
 * What the customer is buying through a link: the agency, the insured, each item and what is due today,
 * and once paid, the receipt (policies issued). Opening an unpaid, unexpired link records its first opening.
 */
export async function payLinkSummary(db: Db, token: string, now = new Date()) {
  const link = await findLink(db, token);
  if (!link.usedAt && link.expiresAt.getTime() <= now.getTime()) throw new AppError("gone", "This payment link has expired; ask your agent for a new quote.");
  if (!link.usedAt && !link.openedAt) await markPayLinkOpened(db, link.id, now);
  const [agency, apps, policies] = await Promise.all([
    agencyById(db, link.agencyId),
    applicationsByIds(db, link.applicationIds),
    link.usedAt ? policiesOfApplications(db, link.applicationIds) : Promise.resolve([]),
  ]);
  const items: PayLinkItem[] = link.applicationIds.map((id) => {
    const app = apps.find((x) => x.id === id)!;
    const { plan, installments } = scheduleFor(app, link.paymentPlan);
    return {
      app,
      dueTodayCents: installments[0]!.amountCents,
      installments: installments.length,
      installmentFeeCents: plan.installmentFeeCents,
      schedule: installments,
      scheduleTotalCents: installments.reduce((sum, i) => sum + i.amountCents, 0),
    };
  });
  return { link, agencyName: agency.name, insuredName: insuredOf(apps[0]!.risk).name, items, policies };
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
      billingEmail: link.recipient,
    },
    {
      actor: `customer:pay_link:${link.id}`,
      requestId: ctx.requestId,
      provider: ctx.provider,
      payLinkId: link.id,
      confirmUrl: (paymentId) => payLinkConfirmUrl(token, paymentId),
    },
  );
  await markPayLinkUsed(db, link.id, new Date());
  const [policies, charge] = await Promise.all([policiesByIds(db, outcome.policyIds), getPayment(db, outcome.paymentId)]);
  return { policies, payment: charge };
}

const payLinkConfirmUrl = (token: string, paymentId: string) => `/v1/pay/${encodeURIComponent(token)}/payments/${paymentId}/confirm`;

/** The customer is back from authenticating (3-D Secure): the waiting bind is settled, and its policies returned. */
export async function confirmWithLink(db: Db, token: string, paymentId: string, ctx: { requestId: string; provider: PaymentProvider }) {
  const link = await findLink(db, token);
  const pending = await pendingBindOf(db, paymentId);
  if (!pending || (pending.request as unknown as PendingRequest).payLinkId !== link.id) throw notFound(`No payment ${paymentId} waiting on this link.`);
  const payment = await settlePendingBind(db, pending, { ...ctx, confirmUrl: payLinkConfirmUrl(token, paymentId) });
  return { policies: await policiesByIds(db, payment.policyIds), payment };
}

// Customer checkout links: the agent creates one for quoted applications; the customer opens
// /pay/{token} without an account and pays by card. The token is stored only as a hash; the link
// expires with the quote and works once.
import { createHash, randomBytes } from "node:crypto";
import { AppError, validationError } from "@/lib/errors";
import type { Db } from "@/lib/db/client";
import { appUrl } from "@/lib/env";
import type { PaymentPlan, Risk } from "@/lib/rating/types";
import { buildSchedule } from "@/lib/policies/schedule";
import { fromCents } from "@/lib/schemas/common";
import type { BindRequest } from "@/lib/schemas/bind";
import { bindApplications, insuredOf } from "./bind";
import { paymentProvider } from "./payment-provider";
import { paymentView } from "./policies";

const TOKEN_PREFIX = "pl_";
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export async function createPayLink(db: Db, agencyId: string, quoteId: string, req: { quoteRequestIds: string[]; paymentPlan: "annual" | "monthly" }) {
  const apps = await db.application.findMany({ where: { id: { in: req.quoteRequestIds }, folioId: quoteId, agencyId }, include: { program: true } });
  const missing = req.quoteRequestIds.filter((id) => !apps.some((a) => a.id === id));
  if (missing.length) throw validationError(missing.map((id) => ({ path: `quoteRequestIds[${req.quoteRequestIds.indexOf(id)}]`, message: `no quoted application ${id} in folio ${quoteId}` })));
  for (const a of apps) {
    if (a.status !== "success") throw new AppError("not_quoted", `Application ${a.id} (${a.program.code}) is not quoted (${a.status}).`);
    if (!(a.program.paymentPlans as unknown as PaymentPlan[]).some((p) => p.frequency === req.paymentPlan)) {
      throw validationError([{ path: "paymentPlan", message: `${a.program.code} does not offer ${req.paymentPlan} payment` }]);
    }
  }
  const expiresAt = new Date(Math.min(...apps.map((a) => a.validUntil.getTime())));
  if (expiresAt.getTime() <= Date.now()) throw new AppError("quote_expired", "These quotes have expired; re-quote first.");
  const token = TOKEN_PREFIX + randomBytes(24).toString("base64url");
  await db.payLink.create({ data: { tokenHash: hashToken(token), agencyId, folioId: quoteId, applicationIds: req.quoteRequestIds, paymentPlan: req.paymentPlan, expiresAt } });
  return { token, url: `${appUrl()}/pay/${token}`, expiresAt: expiresAt.toISOString() };
}

async function findLink(db: Db, token: string) {
  if (!token.startsWith(TOKEN_PREFIX) || token.length > 100) throw new AppError("not_found", "No such payment link.");
  const link = await db.payLink.findUnique({ where: { tokenHash: hashToken(token) } });
  if (!link) throw new AppError("not_found", "No such payment link.");
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
  try {
    const link = await findLink(db, token);
    return link.applicationIds.includes(applicationId) && link.expiresAt.getTime() > Date.now();
  } catch {
    return false;
  }
}

export async function payLinkSummary(db: Db, token: string) {
  const link = await findLink(db, token);
  if (!link.usedAt && link.expiresAt.getTime() <= Date.now()) throw new AppError("gone", "This payment link has expired; ask your agent for a new quote.");
  const [agency, apps] = await Promise.all([
    db.agency.findUniqueOrThrow({ where: { id: link.agencyId } }),
    db.application.findMany({ where: { id: { in: link.applicationIds } }, include: { program: { include: { carrier: true } } } }),
  ]);
  const base = appUrl();
  const items = link.applicationIds.map((id) => {
    const a = apps.find((x) => x.id === id)!;
    const plan = (a.program.paymentPlans as unknown as PaymentPlan[]).find((p) => p.frequency === link.paymentPlan)!;
    const first = buildSchedule({ termStart: a.effectiveDate!, frequency: link.paymentPlan as "annual" | "monthly", installments: plan.installments, totalCents: a.totalCents!, installmentFeeCents: plan.installmentFeeCents })[0]!;
    const docs = (type: string, label: string) => ({ type, label, url: `${base}/v1/quote/${a.folioId}/applications/${a.id}/documents/${type}?token=${encodeURIComponent(token)}` });
    return {
      quoteRequestId: a.id,
      program: a.program.name,
      carrier: a.program.carrier.name,
      effectiveDate: a.effectiveDate,
      total: fromCents(a.totalCents!),
      dueToday: fromCents(first.amountCents),
      documents: [docs("quote_proposal", "Quote proposal (PDF)"), docs("application", "Application (PDF)")],
    };
  });
  const insured = insuredOf(apps[0]!.risk as unknown as Risk);
  const provider = paymentProvider();
  return {
    agencyName: agency.name,
    insuredName: insured.name,
    paymentPlan: link.paymentPlan as "annual" | "monthly",
    expiresAt: link.expiresAt.toISOString(),
    items,
    dueToday: Math.round(items.reduce((s, i) => s + i.dueToday * 100, 0)) / 100,
    billing: { method: provider.name, publishableKey: provider.publishableKey },
    status: link.usedAt ? ("paid" as const) : ("open" as const),
  };
}

export async function payWithLink(db: Db, token: string, payment: BindRequest["payment"], requestId: string) {
  const link = await findLink(db, token);
  if (link.usedAt) throw new AppError("gone", "This payment link was already used.");
  if (link.expiresAt.getTime() <= Date.now()) throw new AppError("gone", "This payment link has expired; ask your agent for a new quote.");
  const outcome = await bindApplications(
    db,
    link.agencyId,
    { quoteRequestIds: link.applicationIds, paymentPlan: link.paymentPlan as "annual" | "monthly", payment },
    { actor: `customer:pay_link:${link.id}`, requestId, provider: paymentProvider() },
  );
  await db.payLink.update({ where: { id: link.id }, data: { usedAt: new Date() } });
  const [policies, charge] = await Promise.all([
    db.policy.findMany({ where: { id: { in: outcome.policyIds } }, orderBy: { number: "asc" } }),
    db.payment.findUniqueOrThrow({ where: { id: outcome.paymentId } }),
  ]);
  return {
    status: "paid" as const,
    policies: policies.map((p) => ({ number: p.number, effectiveDate: p.effectiveDate, expirationDate: p.expirationDate, total: fromCents(p.totalCents) })),
    payment: paymentView(charge),
  };
}

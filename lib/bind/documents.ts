// The PDFs the API serves: the quote proposal and application of a card, the declarations of a
// policy, built from the same rows (and figures) the API shows.
import { AppError } from "@/lib/errors";
import type { Db } from "@/lib/db/client";
import { programById } from "@/lib/db/program-catalog";
import type { ProgramWithCarrier } from "@/lib/db/programs";
import { applicationQuestions, flattenRatingBlock } from "@/lib/documents/application-data";
import { formatCents } from "@/lib/documents/format";
import { renderApplication, renderDeclarations, renderQuoteProposal } from "@/lib/documents/render";
import type { CoverageLine, Insured, QuoteHeader } from "@/lib/documents/types";
import { priceInstallments } from "@/lib/rating/payment-plans";
import type { Coverage, Endorsement, FeeLine, Notice, OptionSet, PaymentPlan, Risk, TaxLine } from "@/lib/rating/types";
import { insuredOf } from "./bind";
import { payLinkCovers } from "./pay-links";

export const CARD_DOCUMENT_TYPES = ["quote_proposal", "application"] as const;
export type CardDocumentType = (typeof CARD_DOCUMENT_TYPES)[number];

function coverageLines(program: ProgramWithCarrier, selected: Record<string, number>): CoverageLine[] {
  const options = program.options as unknown as OptionSet[];
  const value = (key?: string) => {
    const o = key ? options.find((x) => x.key === key) : undefined;
    return o ? (o.unit === "money" ? formatCents(selected[o.key] ?? o.default) : String(selected[o.key] ?? o.default)) : null;
  };
  return (program.coverages as unknown as Coverage[]).map((c) => {
    const terms = [];
    const limit = value(c.limitOptionKey);
    const deductible = value(c.deductibleOptionKey);
    if (limit) terms.push({ label: "Limit", value: limit });
    if (deductible) terms.push({ label: "Deductible", value: deductible });
    if (!terms.length) terms.push({ label: "Limit", value: "Included" });
    return { name: c.name, description: c.description, terms };
  });
}

function insuredFor(risk: Risk, classification: { code: string; description: string } | null): Insured {
  const i = insuredOf(risk);
  return { name: i.name, address: { state: i.state ?? "", zip: i.zip ?? "" }, classification };
}

function programSummary(program: ProgramWithCarrier) {
  const marketing = program.marketing as { badges: string[]; cardHighlights: string[] };
  return { name: program.name, code: program.code, type: program.type, carrierName: program.carrier.name, tier: program.tier, badges: marketing.badges, highlights: marketing.cardHighlights };
}

/** Who may download: the owning agency (API key), or the holder of a valid pay link for the application. */
async function authorisedApplication(db: Db, quoteId: string, applicationId: string, access: { agencyId?: string; payLinkToken?: string }) {
  const app = await db.application.findFirst({ where: { id: applicationId, folioId: quoteId }, include: { agency: true } });
  const allowed = app && (access.agencyId ? app.agencyId === access.agencyId : access.payLinkToken ? await payLinkCovers(db, access.payLinkToken, app.id) : false);
  if (!app || !allowed) throw new AppError("not_found", `No application ${applicationId} in quote folio ${quoteId}.`);
  return app;
}

export async function cardDocument(db: Db, quoteId: string, applicationId: string, type: CardDocumentType, access: { agencyId?: string; payLinkToken?: string }): Promise<Uint8Array> {
  const app = await authorisedApplication(db, quoteId, applicationId, access);
  if (app.status !== "success" && app.status !== "bound") throw new AppError("not_found", `Documents exist once the application is quoted; it is ${app.status}.`);
  const program = await programById(db, app.programId);
  const risk = app.risk as unknown as Risk;
  const classification = risk.kind === "business" ? await db.classification.findUnique({ where: { code: risk.classCode } }) : null;
  const selected = app.selectedOptions as Record<string, number>;
  const header: QuoteHeader = {
    agencyName: app.agency.name,
    insured: insuredFor(risk, classification ? { code: classification.code, description: classification.description } : null),
    quoteId: app.folioId,
    quoteRequestId: app.id,
    program: programSummary(program),
    effectiveDate: app.effectiveDate!,
    expirationDate: app.expirationDate!,
    generatedAt: (app.ratedAt ?? app.createdAt).toISOString(), // the same quote renders the same bytes
  };
  const detail = app.premiumDetail as unknown as { fees: FeeLine[]; taxes: TaxLine[] };
  if (type === "application") {
    return renderApplication({
      ...header,
      formTitle: (program.applicationForm as { title?: string }).title ?? null,
      pricing: { premiumCents: app.premiumCents!, totalAnnualCents: app.totalCents! },
      questions: applicationQuestions(program.applicationForm as Record<string, unknown>, app.formPayload as Record<string, unknown>),
      ratingBlock: flattenRatingBlock(app.systemPayload as Record<string, unknown>),
      systemPayloadHash: app.systemPayloadHash,
      signature: { statement: "I declare that the statements in this application are true and complete to the best of my knowledge." },
    });
  }
  const plans = priceInstallments(app.totalCents!, app.premiumCents!, program.paymentPlans as unknown as PaymentPlan[]);
  return renderQuoteProposal({
    ...header,
    validUntil: app.validUntil.toISOString(),
    coverages: coverageLines(program, selected),
    endorsements: (program.endorsements as unknown as Endorsement[]).map((e) => ({ name: e.name, included: e.included, premiumCents: e.included ? null : (e.premiumCents ?? null) })),
    pricing: {
      premiumCents: app.premiumCents!,
      fees: detail.fees.map((f) => ({ label: f.label, amountCents: f.amountCents })),
      taxes: detail.taxes.map((t) => ({ label: t.label, amountCents: t.amountCents, rate: t.rate })),
      totalAnnualCents: plans.find((p) => p.frequency === "annual")?.installmentCents ?? app.totalCents!,
      monthlyInstallmentCents: plans.find((p) => p.frequency === "monthly")?.installmentCents ?? null,
    },
    paymentOptions: plans.map((p) => ({ frequency: p.frequency, installments: p.installments, installmentCents: p.installmentCents, totalCents: p.totalCents })),
    notices: [...(program.notices as unknown as Notice[]), ...(app.notices as unknown as Notice[])].map((n) => ({ text: n.text, level: n.level })),
  });
}

export async function declarationsDocument(db: Db, agencyId: string, policyId: string): Promise<Uint8Array> {
  const policy = await db.policy.findFirst({ where: { id: policyId, agencyId } });
  if (!policy) throw new AppError("not_found", `No policy with id ${policyId}.`);
  const [program, agency] = await Promise.all([programById(db, policy.programId), db.agency.findUniqueOrThrow({ where: { id: agencyId } })]);
  const insured = policy.insured as { name: string; state: string | null; zip: string | null };
  const detail = policy.premiumDetail as unknown as { fees: FeeLine[]; taxes: TaxLine[] };
  const schedule = policy.schedule as unknown as Array<{ number: number; dueDate: string; amountCents: number; paymentId: string | null }>;
  const cancellation = policy.cancellation as { effectiveDate: string; reason: string } | null;
  return renderDeclarations({
    agencyName: agency.name,
    policyNumber: policy.number,
    status: policy.status,
    cancellation: cancellation ? { effectiveDate: cancellation.effectiveDate, reason: cancellation.reason } : null,
    namedInsured: { name: insured.name, address: { state: insured.state ?? "", zip: insured.zip ?? "" } },
    program: { name: program.name, code: program.code, type: program.type, carrierName: program.carrier.name },
    effectiveDate: policy.effectiveDate,
    expirationDate: policy.expirationDate,
    coverages: coverageLines(program, policy.coverage as Record<string, number>),
    endorsements: (program.endorsements as unknown as Endorsement[]).filter((e) => e.included).map((e) => ({ name: e.name, included: true })),
    premiumCents: policy.premiumCents,
    taxes: detail.taxes.map((t) => ({ label: t.label, amountCents: t.amountCents, rate: t.rate })),
    fees: detail.fees.map((f) => ({ label: f.label, amountCents: f.amountCents })),
    totalCents: policy.totalCents,
    paymentPlan: {
      frequency: policy.paymentPlan as "annual" | "monthly",
      installmentFeeCents: policy.installmentFeeCents,
      schedule: schedule.map((i) => ({ number: i.number, dueDate: i.dueDate, amountCents: i.amountCents, paid: Boolean(i.paymentId) })),
    },
    issuedAt: policy.createdAt.toISOString(),
    generatedAt: policy.updatedAt.toISOString(),
  });
}

export function pdfResponse(bytes: Uint8Array, filename: string): Response {
  return new Response(Buffer.from(bytes), {
    headers: { "content-type": "application/pdf", "content-disposition": `inline; filename="${filename}"`, "cache-control": "private, no-store" },
  });
}

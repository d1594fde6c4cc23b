// The PDFs the API serves: the quote proposal and application of a card, the declarations of a
// policy, built from the same records (and figures) the API shows.
import "server-only";
import { payLinkCovers } from "@/lib/bind/pay-links";
import type { Db } from "@/lib/db/client";
import { getApplicationOfFolio } from "@/lib/db/queries/applications";
import { getPolicy } from "@/lib/db/queries/policies";
import { programById } from "@/lib/db/queries/programs";
import { agencyRecordById, classificationByCode } from "@/lib/db/queries/reference";
import type { ProgramRecord } from "@/lib/db/records/program";
import { notFound } from "@/lib/errors";
import { agencyClock } from "@/lib/policies/clock";
import { rowStatus } from "@/lib/policies/schedule";
import { stateOf } from "@/lib/policies/state";
import { coverageTerms } from "@/lib/programs/coverage";
import { insuredOf } from "@/lib/rating/insured";
import { priceInstallments } from "@/lib/rating/payment-plans";
import type { Risk, SelectedOptions } from "@/lib/rating/types";
import { applicationQuestions, flattenRatingBlock } from "./application-data";
import { policyDeclarations, type ScheduledLimit } from "@/lib/programs/declarations";
import { policyExposures } from "@/lib/policies/view";
import { certificateLines } from "@/lib/policies/certificate-lines";
import { loadCertificate } from "@/lib/policies/certificates";
import { additionalInsuredEndorsementOf, additionalInsuredLine, carriedEndorsements, endorsementStatuses, sameName } from "@/lib/programs/endorsements";
import { formatCents, formatDate, formatLimit } from "./format";
import { renderApplication, renderCertificate, renderDeclarations, renderQuoteProposal } from "./render";
import { surplusLinesNotice } from "./surplus-lines";
import type { CoverageLine, CoverageTerm, Insured, QuoteHeader } from "./types";

export const CARD_DOCUMENT_TYPES = ["quote_proposal", "application"] as const;
export type CardDocumentType = (typeof CARD_DOCUMENT_TYPES)[number];

function coverageLines(program: ProgramRecord, selected: SelectedOptions): CoverageLine[] {
  const shown = (v: number | null, unit: string | null) => (v === null ? null : unit === "money" ? formatCents(v) : String(v));
  return coverageTerms(program.coverages, program.options, selected).map((c) => {
    const terms = [];
    const limit = shown(c.limit, c.limitUnit);
    const deductible = shown(c.deductible, c.deductibleUnit);
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

function programSummary(program: ProgramRecord) {
  return {
    name: program.name,
    code: program.code,
    type: program.type,
    carrierName: program.carrier.name,
    tier: program.tier,
    badges: program.marketing.badges,
    highlights: program.marketing.cardHighlights,
  };
}

/** Who may download: the owning agency (API key), or the holder of a valid pay link for the application. */
async function authorisedApplication(db: Db, folioId: string, applicationId: string, access: { agencyId?: string; payLinkToken?: string }) {
  const app = await getApplicationOfFolio(db, folioId, applicationId);
  const allowed =
    app && (access.agencyId ? app.agencyId === access.agencyId : access.payLinkToken ? await payLinkCovers(db, access.payLinkToken, app.id) : false);
  if (!app || !allowed) throw notFound(`No application ${applicationId} in quote folio ${folioId}.`);
  return app;
}

export async function cardDocument(
  db: Db,
  folioId: string,
  applicationId: string,
  type: CardDocumentType,
  access: { agencyId?: string; payLinkToken?: string },
): Promise<Uint8Array> {
  const app = await authorisedApplication(db, folioId, applicationId, access);
  if (app.status !== "success" && app.status !== "bound") throw notFound(`Documents exist once the application is quoted; it is ${app.status}.`);
  const program = app.program;
  const classification = app.risk.kind === "business" ? await classificationByCode(db, app.risk.classCode) : null;
  const header: QuoteHeader = {
    agencyName: app.agency.name,
    insured: insuredFor(app.risk, classification ? { code: classification.code, description: classification.description } : null),
    folioId: app.folioId,
    applicationId: app.id,
    program: programSummary(program),
    effectiveDate: app.effectiveDate!,
    expirationDate: app.expirationDate!,
    generatedAt: (app.ratedAt ?? app.createdAt).toISOString(), // the same quote renders the same bytes
  };
  if (type === "application") {
    return renderApplication({
      ...header,
      formTitle: program.applicationForm.title ?? null,
      pricing: { premiumCents: app.premiumCents!, totalAnnualCents: app.totalCents! },
      questions: applicationQuestions(program.applicationForm, app.formPayload),
      ratingBlock: flattenRatingBlock(app.systemPayload),
      systemPayloadHash: app.systemPayloadHash,
      signature: { statement: "I declare that the statements in this application are true and complete to the best of my knowledge." },
    });
  }
  const detail = app.premiumDetail!;
  const plans = priceInstallments(app.totalCents!, app.premiumCents!, program.paymentPlans);
  return renderQuoteProposal({
    ...header,
    validUntil: app.validUntil.toISOString(),
    coverages: coverageLines(program, app.selectedOptions),
    endorsements: endorsementStatuses(program.endorsements, app.addedEndorsements)
      .filter((e) => e.status !== "unavailable")
      .map((e) => ({ name: e.name, included: e.included, added: e.added, premiumCents: e.premiumCents })),
    pricing: {
      premiumCents: app.premiumCents!,
      fees: detail.fees.map((f) => ({ label: f.label, amountCents: f.amountCents })),
      taxes: detail.taxes.map((t) => ({ label: t.label, amountCents: t.amountCents, rate: t.rate })),
      totalAnnualCents: plans.find((p) => p.frequency === "annual")?.installmentCents ?? app.totalCents!,
      monthlyInstallmentCents: plans.find((p) => p.frequency === "monthly")?.installmentCents ?? null,
    },
    paymentOptions: plans.map((p) => ({
      frequency: p.frequency,
      installments: p.installments,
      downPaymentCents: p.downPaymentCents,
      installmentCents: p.installmentCents,
      totalCents: p.totalCents,
    })),
    notices: [...program.notices, ...app.notices].map((n) => ({ text: n.text, level: n.level })),
  });
}

/** The limits schedule as documents print it: whole-dollar limits, or the line's words. */
export function limitTerms(limits: ScheduledLimit[]): CoverageTerm[] {
  return limits.map((l) => ({ label: l.label, value: l.cents !== null ? formatLimit(l.cents) : (l.text ?? "") }));
}

export async function declarationsDocument(db: Db, agencyId: string, policyId: string): Promise<Uint8Array> {
  const policy = await getPolicy(db, agencyId, policyId);
  if (!policy) throw notFound(`No policy with id ${policyId}.`);
  const [program, agency, { today }] = await Promise.all([programById(db, policy.programId), agencyRecordById(db, agencyId), agencyClock(db, agencyId)]);
  const declarations = policyDeclarations(policy, program, await policyExposures(db, policy, program));
  const notice = surplusLinesNotice(policy.insured.state);
  return renderDeclarations({
    premisesAddress: policy.premisesAddress,
    coverageTrigger: declarations.coverageTrigger,
    retroactiveDate: declarations.retroactiveDate,
    limits: limitTerms(declarations.limits),
    forms: declarations.forms,
    surplusLines: program.carrier.admitted
      ? null
      : { brokerName: agency.name, licenseNumber: agency.surplusLinesLicense, state: notice.state, office: notice.office, notice: notice.text },
    agencyName: agency.name,
    policyNumber: policy.number,
    status: stateOf(policy, program, today),
    cancellation: policy.cancellation ? { effectiveDate: policy.cancellation.effectiveDate, reason: policy.cancellation.reason } : null,
    namedInsured: { name: policy.insured.name, address: { state: policy.insured.state ?? "", zip: policy.insured.zip ?? "" } },
    program: { name: program.name, code: program.code, type: program.type, carrierName: program.carrier.name },
    effectiveDate: policy.effectiveDate,
    expirationDate: policy.expirationDate,
    coverages: coverageLines(program, policy.coverage),
    endorsements: carriedEndorsements(program.endorsements, policy.addedEndorsements).map((e) => ({
      name: e.name,
      included: e.included,
      added: !e.included,
      premiumCents: e.premiumCents,
    })),
    additionalInsureds: policy.additionalInsureds.map(additionalInsuredLine),
    premiumCents: policy.premiumCents,
    taxes: policy.premiumDetail.taxes.map((t) => ({ label: t.label, amountCents: t.amountCents, rate: t.rate })),
    fees: policy.premiumDetail.fees.map((f) => ({ label: f.label, amountCents: f.amountCents })),
    totalCents: policy.totalCents,
    paymentPlan: {
      frequency: policy.paymentPlan,
      installmentFeeCents: policy.installmentFeeCents,
      schedule: policy.schedule.map((i) => ({
        number: i.number,
        balanceDue: i.kind === "balance_due",
        dueDate: i.dueDate,
        amountCents: i.amountCents,
        paid: Boolean(i.paymentId),
        status: rowStatus(i, today),
      })),
    },
    issuedAt: policy.createdAt.toISOString(),
    generatedAt: policy.updatedAt.toISOString(),
  });
}

/** A certificate of insurance (ACORD 25 layout), from the certificate, its policy and the producing agency. */
export async function certificateDocument(db: Db, agencyId: string, policyId: string, certificateId: string): Promise<Uint8Array> {
  const certificate = await loadCertificate(db, agencyId, policyId, certificateId);
  const policy = await getPolicy(db, agencyId, policyId);
  if (!policy) throw notFound(`No policy with id ${policyId}.`);
  const [program, agency] = await Promise.all([programById(db, policy.programId), agencyRecordById(db, agencyId)]);
  const declarations = policyDeclarations(policy, program, await policyExposures(db, policy, program));
  const endorsement = additionalInsuredEndorsementOf(program.endorsements, policy.addedEndorsements);
  const scheduled = policy.additionalInsureds.some((i) => sameName(i.name, certificate.holder.name));
  const aiForm = endorsement ? program.declarations.forms.find((f) => f.endorsementKey === endorsement.key) : undefined;
  const h = certificate.holder;
  const holderAddress = h.line1 || h.city || h.state || h.zip ? { line1: h.line1, line2: h.line2, city: h.city, state: h.state ?? "", zip: h.zip ?? "" } : null;
  return renderCertificate({
    number: certificate.number,
    issuedAt: certificate.issuedAt.toISOString(),
    producer: { name: agency.name, address: agency.address, phone: agency.phone },
    insured: { name: policy.insured.name, address: policy.premisesAddress ?? { state: policy.insured.state ?? "", zip: policy.insured.zip ?? "" } },
    insurers: [{ letter: "A", name: program.carrier.name, naic: program.carrier.naicCompanyCode }],
    // ADDL INSD and SUBR WVD from the endorsements the policy carries, as the API's lines[] show them.
    coverages: certificateLines(policy, program).map((line) => ({
      insurerLetter: "A",
      type: line.type,
      trigger:
        declarations.coverageTrigger === "claims_made" && declarations.retroactiveDate
          ? `Claims-made, retroactive date ${formatDate(declarations.retroactiveDate)}`
          : "Occurrence",
      additionalInsured: line.additionalInsured,
      subrogationWaived: line.subrogationWaived,
      policyNumber: line.policyNumber,
      effectiveDate: line.effectiveDate,
      expirationDate: line.expirationDate,
      limits: limitTerms(declarations.limits),
    })),
    description: certificate.description,
    additionalInsuredText:
      certificate.additionalInsured && endorsement
        ? `The certificate holder is an additional insured under ${aiForm ? `form ${aiForm.formNumber} (${aiForm.title})` : endorsement.name}${scheduled ? ", as scheduled on the policy's declarations" : ""}, where and as that endorsement provides.`
        : null,
    holder: { name: h.name, address: holderAddress },
  });
}

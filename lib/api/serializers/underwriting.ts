// The underwriting desk's referrals -> the API's shapes: the risk and the answers in words, for a person.
import "server-only";
import type { z } from "zod";
import type { DeskReferralRecord } from "@/lib/db/queries/underwriting";
import { fromCents } from "@/lib/schemas/common";
import type { ReferralDetail, ReferralSummary } from "@/lib/schemas/underwriting";
import { CARD_STATUS } from "@/lib/shapes/card-status";

const money = (cents: number) => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(cents / 100);

export function referralSummary(r: DeskReferralRecord): z.infer<typeof ReferralSummary> {
  const risk = r.risk;
  const d = r.underwriterDecision;
  return {
    object: "referral",
    id: r.id,
    quoteId: r.folioId,
    status: CARD_STATUS[r.status],
    agency: r.agency,
    program: { id: r.program.id, code: r.program.code, name: r.program.name, type: r.program.type },
    insuredName: r.insuredName,
    state: risk.kind === "business" ? risk.mailingState : (risk.residenceState ?? null),
    classCode: risk.kind === "business" ? risk.classCode : null,
    effectiveDate: r.effectiveDate,
    referredAt: (r.ratedAt ?? r.createdAt).toISOString(),
    total: r.totalCents === null ? null : fromCents(r.totalCents),
    reasons: r.status === "referred" ? r.referralReasons.map((x) => ({ rule: x.rule, message: x.message })) : [],
    agencyNote: r.referralNote,
    decision: d ? { decision: d.decision, note: d.note, by: d.byName, at: d.at } : null,
  };
}

/** An answer as a person reads it: Yes/No, lists joined, numbers grouped, a choice in words ("joisted_masonry": "Joisted masonry"). */
export function answerText(value: unknown, question?: Record<string, unknown>): string {
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "number") return value.toLocaleString("en-US");
  if (Array.isArray(value)) return value.map((v) => answerText(v, question)).join(", ");
  if (typeof value === "string" && Array.isArray(question?.enum)) {
    const words = value.replace(/_/g, " ");
    return words.charAt(0).toUpperCase() + words.slice(1);
  }
  if (value === null || value === undefined) return "";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

export function referralDetail(r: DeskReferralRecord): z.infer<typeof ReferralDetail> {
  const risk = r.risk;
  const rows: Array<[string, string | null]> =
    risk.kind === "business"
      ? [
          ["Business", risk.businessName],
          ["Class", risk.classCode],
          ["Location", `${risk.mailingState} ${risk.mailingZip}`],
          ["Annual revenue", money(risk.annualRevenueCents)],
          ["Annual payroll", risk.annualPayrollCents === undefined ? null : money(risk.annualPayrollCents)],
          ["Subcontracted cost", risk.subcontractedCostCents === undefined ? null : money(risk.subcontractedCostCents)],
          ["Employees", String(risk.employeeCount)],
          ["Effective date", risk.effectiveDate],
        ]
      : [
          ["Residence", [risk.residenceState, risk.countryOfResidence].filter(Boolean).join(", ")],
          ["Destination", risk.destinationCountry],
          ["Trip", `${risk.startDate} to ${risk.endDate}`],
          ["Trip cost", money(risk.tripCostCents)],
          ["Travellers", String(risk.insureds.length)],
        ];
  const questions = r.program.applicationForm.properties ?? {};
  return {
    ...referralSummary(r),
    risk: rows.filter((row): row is [string, string] => row[1] !== null).map(([label, value]) => ({ label, value })),
    answers: Object.entries(r.formPayload)
      .filter(([, v]) => v !== null && v !== undefined && v !== "")
      .map(([key, value]) => ({
        key,
        question: typeof questions[key]?.title === "string" ? (questions[key].title as string) : key,
        answer: answerText(value),
      })),
  };
}

// An insured (decision 030) as the API shows it: money as decimals, the FEIN masked.
import "server-only";
import type { InsuredAccountRecord } from "@/lib/insureds/insureds";
import { currentExposures, maskFein, type ExposureEntry } from "@/lib/insureds/facts";
import { fromCents } from "@/lib/schemas/common";
import { QUESTION_BANK } from "@/lib/questions/bank";
import { CARD_STATUS } from "@/lib/shapes/card-status";
import type { ClientRecordFields } from "@/lib/schemas/client-record";
import type { InsuredDetail, InsuredView } from "@/lib/schemas/insureds";
import type { z } from "zod";

const money = (cents: number | undefined) => (cents === undefined ? null : fromCents(cents));

function exposureView(e: ExposureEntry): InsuredView["exposures"][number] {
  return {
    policyYear: e.policyYear,
    annualRevenue: money(e.annualRevenueCents),
    annualPayroll: money(e.annualPayrollCents),
    employeeCount: e.employeeCount ?? null,
    squareFootage: e.squareFootage ?? null,
    subcontractedCost: money(e.subcontractedCostCents),
    recordedAt: e.recordedAt,
    source: e.source,
  };
}

export function toInsuredView(i: InsuredAccountRecord, livemode: boolean): InsuredView {
  return {
    id: i.id,
    object: "insured",
    livemode,
    kind: i.kind,
    name: i.name,
    dba: i.dba,
    entityType: i.entityType as InsuredView["entityType"],
    fein: maskFein(i.fein),
    contacts: i.contacts.map((c) => ({ name: c.name, email: c.email ?? null, phone: c.phone ?? null })),
    mailingAddress: i.mailingAddress,
    locations: i.locations,
    classCodes: i.classCodes,
    exposures: currentExposures(i.exposures).map(exposureView),
    exposureHistory: [...i.exposures].reverse().map(exposureView),
    person: i.person
      ? {
          firstName: i.person.firstName,
          lastName: i.person.lastName,
          dateOfBirth: i.person.dateOfBirth,
          residenceState: i.person.residenceState ?? null,
          countryOfResidence: i.person.countryOfResidence ?? null,
        }
      : null,
    answers: QUESTION_BANK.filter((q) => i.answers[q.id] !== undefined).map((q) => {
      const a = i.answers[q.id]!;
      return {
        questionId: q.id,
        question: q.wording,
        section: q.section,
        value: a.value,
        answeredAt: a.answeredAt,
        answeredBy: a.answeredBy,
        source: a.source,
        confirmedAt: a.confirmedAt ?? null,
      };
    }),
    archived: i.archivedAt !== null,
    archivedAt: i.archivedAt?.toISOString() ?? null,
    createdAt: i.createdAt.toISOString(),
    updatedAt: i.updatedAt.toISOString(),
  };
}

export function toInsuredDetail(
  i: InsuredAccountRecord,
  activity: {
    folios: Array<{
      id: string;
      groupId: string;
      createdAt: Date;
      renewalOfPolicyId: string | null;
      applications: Array<{ status: keyof typeof CARD_STATUS; attemptNumber: number; program: { code: string; name: string } }>;
    }>;
    policies: Array<{
      id: string;
      number: string;
      status: "active" | "cancelled";
      effectiveDate: string;
      expirationDate: string;
      totalCents: number;
      createdAt: Date;
    }>;
  },
  livemode: boolean,
): Omit<z.infer<typeof InsuredDetail>, keyof typeof ClientRecordFields> {
  return {
    ...toInsuredView(i, livemode),
    quotes: activity.folios.map((f) => ({
      quoteId: f.id,
      groupId: f.groupId,
      createdAt: f.createdAt.toISOString(),
      renewalOfPolicyId: f.renewalOfPolicyId,
      programs: f.applications.map((a) => ({ code: a.program.code, name: a.program.name, attemptNumber: a.attemptNumber, status: CARD_STATUS[a.status] })),
    })),
    policies: activity.policies.map(({ totalCents, createdAt, ...p }) => ({ ...p, total: fromCents(totalCents), createdAt: createdAt.toISOString() })),
  };
}

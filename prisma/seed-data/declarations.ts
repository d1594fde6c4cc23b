// What each program's declarations print besides the price: coverage trigger, limits schedule (derived
// from the options chosen) and forms schedule, keyed by program code; and the agencies' producer
// details. Pure data: imports only types. Decision 017.
//
// Everything here is FICTIONAL: form numbers and editions follow the shape of published policy forms
// ("prefix line number edition") but are ours; sub-limits are typical small-commercial figures, not any
// carrier's filing; licence numbers and phone numbers (555) are made up.
import type { FormEntry, LimitRule, ProgramDeclarations } from "../../lib/programs/declarations";

const usd = (dollars: number): number => Math.round(dollars * 100);
const option = (optionKey: string, times = 1) => ({ kind: "option" as const, optionKey, times });
const fixed = (dollars: number) => ({ kind: "fixed" as const, cents: usd(dollars) });

/** Commercial general liability: the aggregates are twice the occurrence limit, as small-commercial programs commonly write them. */
const GL_LIMITS = (damageToPremisesDollars: number): LimitRule[] => [
  { key: "each_occurrence", label: "Each occurrence", amount: option("glLimit") },
  { key: "general_aggregate", label: "General aggregate (other than products-completed operations)", amount: option("glLimit", 2) },
  { key: "products_completed_operations_aggregate", label: "Products-completed operations aggregate", amount: option("glLimit", 2) },
  { key: "personal_advertising_injury", label: "Personal and advertising injury (any one person or organization)", amount: option("glLimit") },
  { key: "damage_to_rented_premises", label: "Damage to premises rented to you (any one premises)", amount: fixed(damageToPremisesDollars) },
  { key: "medical_expense", label: "Medical expense (any one person)", amount: fixed(5_000) },
];

const PL_LIMITS: LimitRule[] = [
  { key: "each_claim", label: "Each claim (damages and claim expenses)", amount: option("plLimit") },
  { key: "aggregate", label: "Policy aggregate", amount: option("plLimit") },
  { key: "retention", label: "Retention (each claim)", amount: option("plRetention"), kind: "deductible" },
];

const BOP_LIMITS = (damageToPremisesDollars: number): LimitRule[] => [
  ...GL_LIMITS(damageToPremisesDollars),
  { key: "business_personal_property", label: "Business personal property (replacement cost)", amount: option("bppLimit") },
  { key: "business_income", label: "Business income and extra expense", amount: { kind: "text", text: "Actual loss sustained, 12 months" } },
  { key: "property_deductible", label: "Property deductible (each occurrence)", amount: option("deductible"), kind: "deductible" },
];

const TI_LIMITS = (evacuationDollars: number, baggageDollars: number): LimitRule[] => [
  { key: "trip_cancellation", label: "Trip cancellation (insured trip cost)", amount: { kind: "trip_cost", percent: 100 } },
  { key: "trip_interruption", label: "Trip interruption (150% of insured trip cost)", amount: { kind: "trip_cost", percent: 150 } },
  { key: "emergency_medical", label: "Emergency medical and dental (per traveller)", amount: option("medicalLimit") },
  { key: "medical_evacuation", label: "Emergency medical evacuation (per traveller)", amount: fixed(evacuationDollars) },
  { key: "baggage", label: "Baggage and personal effects (per traveller)", amount: fixed(baggageDollars) },
];

const GL_DEDUCTIBLE: LimitRule = {
  key: "deductible",
  label: "Deductible (each occurrence, property damage)",
  amount: option("deductible"),
  kind: "deductible",
};

const form = (formNumber: string, title: string, endorsementKey?: string): FormEntry => ({ formNumber, title, ...(endorsementKey ? { endorsementKey } : {}) });

export const PROGRAM_DECLARATIONS: Record<string, ProgramDeclarations> = {
  "KM-BOP": {
    coverageTrigger: "occurrence",
    certificateLine: "Commercial general liability (businessowners)",
    limits: BOP_LIMITS(300_000),
    forms: [
      form("KM-BP 00 03 04/25", "Businessowners Coverage Form"),
      form("KM-IL 00 17 04/25", "Common Policy Conditions"),
      form("KM-IL 00 21 04/25", "Nuclear Energy Liability Exclusion Endorsement"),
      form("KM-BP 04 54 04/25", "Equipment Breakdown Protection Coverage", "equipment_breakdown"),
      form("KM-BP 04 48 04/25", "Additional Insured - Blanket Where Required by Written Contract", "blanket_additional_insured"),
      form("KM-BP 04 04 04/25", "Hired Auto and Non-Owned Auto Liability", "hired_non_owned_auto"),
      form("KM-BP 04 15 04/25", "Spoilage Coverage", "spoilage"),
    ],
  },
  "KM-CGL": {
    coverageTrigger: "occurrence",
    certificateLine: "Commercial general liability (occurrence)",
    limits: [...GL_LIMITS(100_000), GL_DEDUCTIBLE],
    forms: [
      form("KM-GL 00 01 04/25", "Commercial General Liability Coverage Form"),
      form("KM-IL 00 17 04/25", "Common Policy Conditions"),
      form("KM-IL 00 21 04/25", "Nuclear Energy Liability Exclusion Endorsement"),
      form("KM-GL 03 00 04/25", "Deductible Liability Insurance"),
      form("KM-GL 20 38 04/25", "Additional Insured - Blanket Where Required by Written Contract", "blanket_additional_insured"),
      form("KM-GL 24 04 04/25", "Waiver of Transfer of Rights of Recovery Against Others - Blanket", "waiver_of_subrogation"),
      form("KM-GL 20 01 04/25", "Primary and Noncontributory - Other Insurance Condition", "primary_non_contributory"),
    ],
  },
  "HS-CGL": {
    coverageTrigger: "occurrence",
    certificateLine: "Commercial general liability (occurrence)",
    limits: [...GL_LIMITS(100_000), GL_DEDUCTIBLE],
    forms: [
      form("HS-GL 00 01 07/24", "Commercial General Liability Coverage Form"),
      form("HS-IL 00 17 07/24", "Common Policy Conditions"),
      form("HS-SL 01 01 07/24", "Service of Suit (Surplus Lines)"),
      form("HS-SL 01 05 07/24", "Minimum Earned Premium Endorsement (25%)"),
      form("HS-GL 21 47 07/24", "Employment-Related Practices Exclusion"),
      form("HS-GL 03 00 07/24", "Deductible Liability Insurance"),
      form("HS-GL 20 10 07/24", "Additional Insured - Ongoing and Completed Operations (Blanket)", "blanket_additional_insured"),
      form("HS-GL 24 04 07/24", "Waiver of Transfer of Rights of Recovery Against Others - Blanket", "waiver_of_subrogation"),
      form("HS-GL 22 94 07/24", "Action-Over Coverage", "action_over"),
    ],
  },
  "HS-PL": {
    coverageTrigger: "claims_made",
    certificateLine: "Professional liability (claims-made)",
    limits: PL_LIMITS,
    forms: [
      form("HS-PL 00 01 07/24", "Professional Liability Coverage Form (Claims-Made and Reported)"),
      form("HS-IL 00 17 07/24", "Common Policy Conditions"),
      form("HS-SL 01 01 07/24", "Service of Suit (Surplus Lines)"),
      form("HS-SL 01 05 07/24", "Minimum Earned Premium Endorsement (25%)"),
      form("HS-PL 04 02 07/24", "Full Prior Acts Coverage", "prior_acts"),
      form("HS-PL 06 10 07/24", "Network Security and Privacy Liability", "network_security"),
    ],
  },
  "MP-PL": {
    coverageTrigger: "claims_made",
    certificateLine: "Professional liability (claims-made)",
    limits: PL_LIMITS,
    forms: [
      form("MP-PL 00 01 01/25", "Professional Liability Coverage Form (Claims-Made)"),
      form("MP-IL 00 17 01/25", "Common Policy Conditions"),
      form("MP-PL 03 05 01/25", "Disciplinary Proceedings Coverage", "disciplinary_proceedings"),
      form("MP-PL 03 07 01/25", "Subpoena Assistance Coverage", "subpoena_assistance"),
      form("MP-PL 06 10 01/25", "Network Security and Privacy Liability", "network_security"),
    ],
  },
  "SA-BOP": {
    coverageTrigger: "occurrence",
    certificateLine: "Commercial general liability (businessowners)",
    limits: BOP_LIMITS(300_000),
    forms: [
      form("SA-BP 00 10 10/24", "Businessowners Premier Coverage Form"),
      form("SA-IL 00 17 10/24", "Common Policy Conditions"),
      form("SA-BP 04 54 10/24", "Equipment Breakdown Coverage", "equipment_breakdown"),
      form("SA-BP 05 30 10/24", "Data Breach Response Expenses", "data_breach"),
      form("SA-BP 04 48 10/24", "Additional Insured - Blanket Where Required by Written Contract", "blanket_additional_insured"),
      form("SA-BP 04 04 10/24", "Hired Auto and Non-Owned Auto Liability", "hired_non_owned_auto"),
    ],
  },
  "MP-BOP": {
    coverageTrigger: "occurrence",
    certificateLine: "Commercial general liability (businessowners)",
    limits: BOP_LIMITS(100_000),
    forms: [
      form("MP-BP 00 03 01/25", "Businessowners Coverage Form"),
      form("MP-IL 00 17 01/25", "Common Policy Conditions"),
      form("MP-BP 04 15 01/25", "Spoilage Coverage", "spoilage"),
      form("MP-BP 04 48 01/25", "Additional Insured - Blanket Where Required by Written Contract", "blanket_additional_insured"),
      form("MP-BP 04 54 01/25", "Equipment Breakdown Protection Coverage", "equipment_breakdown"),
      form("MP-BP 04 04 01/25", "Hired Auto and Non-Owned Auto Liability", "hired_non_owned_auto"),
    ],
  },
  "WT-TI-ESS": {
    coverageTrigger: "occurrence",
    certificateLine: null,
    limits: TI_LIMITS(250_000, 1_000),
    forms: [
      form("WT-TI 00 01 03/25", "Single Trip Travel Insurance Policy - Essential"),
      form("WT-TI 01 10 03/25", "Baggage Delay Benefit", "baggage_delay"),
      form("WT-TI 01 20 03/25", "Cancel for Any Reason Benefit", "cancel_for_any_reason"),
    ],
  },
  "WT-TI-PRE": {
    coverageTrigger: "occurrence",
    certificateLine: null,
    limits: TI_LIMITS(1_000_000, 1_000),
    forms: [
      form("WT-TI 00 02 03/25", "Single Trip Travel Insurance Policy - Premier"),
      form("WT-TI 01 10 03/25", "Baggage Delay Benefit", "baggage_delay"),
      form("WT-TI 01 15 03/25", "Rental Car Damage Benefit", "rental_car_damage"),
      form("WT-TI 01 20 03/25", "Cancel for Any Reason Benefit", "cancel_for_any_reason"),
    ],
  },
  "SA-TI": {
    coverageTrigger: "occurrence",
    certificateLine: null,
    limits: TI_LIMITS(500_000, 1_000),
    forms: [form("SA-TI 00 01 10/24", "Summit Single Trip Travel Policy"), form("SA-TI 01 10 10/24", "Baggage Delay Benefit", "baggage_delay")],
  },
};

/** The producer block of certificates and the surplus lines broker licence of declarations, by agency slug. */
export const AGENCY_DETAILS: Record<
  string,
  { address: { line1: string; line2?: string; city: string; state: string; zip: string }; phone: string; surplusLinesLicense: string }
> = {
  demo: {
    address: { line1: "120 Harbor Street", line2: "Suite 400", city: "Chicago", state: "IL", zip: "60601" },
    phone: "(312) 555-0142",
    surplusLinesLicense: "SL-0048213 (sample)",
  },
  second: {
    address: { line1: "42 Second Street", city: "Austin", state: "TX", zip: "78701" },
    phone: "(512) 555-0187",
    surplusLinesLicense: "SL-0091577 (sample)",
  },
};

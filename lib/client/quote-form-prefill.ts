// The New quote form's values from a folio's rating block (as the API stored it), for "Edit risk" and
// "Copy quote": the inverse of the form's transform in lib/schemas/quote-form.ts, pure.
import type { QuoteFormValues } from "@/lib/schemas/quote-form";

const text = (v: unknown) => (v === undefined || v === null ? "" : String(v));

export function formValuesOf(payload: Record<string, unknown>, programs: string[], blank: QuoteFormValues): QuoteFormValues {
  const coverage = (payload.coverage ?? {}) as Record<string, unknown>;
  const travel = payload.insureds !== undefined || payload.destination_country !== undefined;
  const insureds = Array.isArray(payload.insureds)
    ? (payload.insureds as Array<Record<string, unknown>>).map((i) => ({
        first_name: text(i.first_name),
        last_name: text(i.last_name),
        date_of_birth: text(i.date_of_birth),
      }))
    : blank.insureds;
  const pick = (key: keyof QuoteFormValues & keyof typeof payload) => (payload[key] === undefined ? (blank[key] as string) : text(payload[key]));
  return {
    ...blank,
    line: travel ? "travel" : "business",
    programs,
    business_name: pick("business_name"),
    class_code: pick("class_code"),
    mailing_zip: pick("mailing_zip"),
    mailing_state: pick("mailing_state"),
    employee_count: pick("employee_count"),
    annual_revenue: pick("annual_revenue"),
    annual_payroll: pick("annual_payroll"),
    subcontracted_cost: pick("subcontracted_cost"),
    effective_date: pick("effective_date"),
    coverage: {
      glLimit: coverage.glLimit === undefined ? blank.coverage.glLimit : text(coverage.glLimit),
      bppLimit: coverage.bppLimit === undefined ? blank.coverage.bppLimit : text(coverage.bppLimit),
      tripCost: coverage.tripCost === undefined ? blank.coverage.tripCost : text(coverage.tripCost),
    },
    country_of_residence: pick("country_of_residence"),
    residence_state: pick("residence_state"),
    destination_country: pick("destination_country"),
    start_date: pick("start_date"),
    end_date: pick("end_date"),
    insureds: insureds.length ? insureds : blank.insureds,
  };
}

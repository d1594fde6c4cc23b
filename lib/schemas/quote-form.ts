// The portal's New quote form: what its inputs hold (strings), and how those become the POST /v1/quote
// body. Each field is read from its text and then checked by the API's own schema for it (RatingFields,
// CoverageInput, InsuredInput in ./quote), and the line's required fields are BUSINESS_REQUIRED and
// TRAVEL_REQUIRED, so the form and the API cannot disagree. Used with zodResolver: a failed check is an
// error on the field of the same name, and a successful one hands the form the request body.
import { z } from "zod";
import { BUSINESS_REQUIRED, CoverageInput, CreateQuoteRequest, InsuredInput, RatingFields, TRAVEL_REQUIRED } from "./quote";

const Traveller = z.object({ first_name: z.string(), last_name: z.string(), date_of_birth: z.string() });

/** Everything the form holds, for both lines (switching line keeps what was typed in the other). */
export const QuoteFormValues = z.object({
  line: z.enum(["business", "travel"]),
  programs: z.array(z.string()),
  business_name: z.string(),
  class_code: z.string(),
  mailing_zip: z.string(),
  mailing_state: z.string(),
  employee_count: z.string(),
  annual_revenue: z.string(),
  annual_payroll: z.string(),
  subcontracted_cost: z.string(),
  effective_date: z.string(),
  coverage: z.object({ glLimit: z.string(), bppLimit: z.string(), tripCost: z.string() }),
  country_of_residence: z.string(),
  residence_state: z.string(),
  destination_country: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  insureds: z.array(Traveller),
});
export type QuoteFormValues = z.infer<typeof QuoteFormValues>;

/** The form with nothing typed yet: a business risk, the common limits, one traveller row; the dates given. */
export function blankQuoteForm(dates: Pick<QuoteFormValues, "effective_date" | "start_date" | "end_date">): QuoteFormValues {
  return {
    line: "business",
    programs: [],
    business_name: "",
    class_code: "",
    mailing_zip: "",
    mailing_state: "",
    employee_count: "",
    annual_revenue: "",
    annual_payroll: "",
    subcontracted_cost: "",
    ...dates,
    coverage: { glLimit: "1000000", bppLimit: "50000", tripCost: "" },
    country_of_residence: "US",
    residence_state: "",
    destination_country: "",
    insureds: [{ first_name: "", last_name: "", date_of_birth: "" }],
  };
}
export type QuoteFormBody = z.input<typeof CreateQuoteRequest>;

export const REQUIRED_MESSAGE = "Required";
export const PROGRAMS_MESSAGE = "Choose at least one program";

/** Blank is "not given"; otherwise the trimmed text. */
export const readText = (s: string): string | undefined => (s.trim() === "" ? undefined : s.trim());
/** Blank is "not given"; "$850,000" reads as 850000. What is not a number reaches the check as null, as it would reach the API in JSON. */
export function readNumber(s: string): number | null | undefined {
  if (s.trim() === "") return undefined;
  const n = Number(s.replace(/[$,\s]/g, ""));
  return Number.isNaN(n) ? null : n;
}
const readCountry = (s: string) => readText(s)?.toUpperCase();

/**
 * One input: its text read into a value, "Required" when blank and required, then the API's own check
 * for that field (whose messages the form shows).
 */
function input<T extends z.ZodType>(check: T, read: (s: string) => unknown, required: boolean) {
  return z
    .string()
    .transform((s, ctx) => {
      const value = read(s);
      if (value === undefined && required) {
        ctx.addIssue({ code: "custom", message: REQUIRED_MESSAGE });
        return z.NEVER;
      }
      return value;
    })
    .pipe(check);
}

const rating = RatingFields.shape;
type Rating = typeof rating;
const business = <K extends keyof Rating>(name: K, read: (s: string) => unknown = readText) =>
  input(rating[name], read, (BUSINESS_REQUIRED as readonly string[]).includes(name));
const travel = <K extends keyof Rating>(name: K, read: (s: string) => unknown = readText) =>
  input(rating[name], read, (TRAVEL_REQUIRED as readonly string[]).includes(name));

const programs = z.array(z.string()).min(1, PROGRAMS_MESSAGE).max(20, "Choose at most 20 programs");

// Each line checks its own fields; the other line's stay as typed, unchecked.
const BusinessForm = QuoteFormValues.extend({
  line: z.literal("business"),
  programs,
  business_name: business("business_name"),
  class_code: business("class_code"),
  mailing_zip: business("mailing_zip"),
  mailing_state: business("mailing_state"),
  employee_count: business("employee_count", readNumber),
  annual_revenue: business("annual_revenue", readNumber),
  // Contractors and trades are rated on payroll: the API says so (400 naming annual_payroll) when one is needed.
  annual_payroll: business("annual_payroll", readNumber),
  subcontracted_cost: business("subcontracted_cost", readNumber),
  effective_date: business("effective_date"),
  coverage: z.object({
    glLimit: input(CoverageInput.shape.glLimit, readNumber, false),
    bppLimit: input(CoverageInput.shape.bppLimit, readNumber, false),
    tripCost: z.string(),
  }),
}).transform((v): QuoteFormBody => ({
  programs: v.programs,
  business_name: v.business_name,
  class_code: v.class_code,
  mailing_zip: v.mailing_zip,
  mailing_state: v.mailing_state,
  employee_count: v.employee_count,
  annual_revenue: v.annual_revenue,
  ...(v.annual_payroll !== undefined ? { annual_payroll: v.annual_payroll } : {}),
  ...(v.subcontracted_cost !== undefined ? { subcontracted_cost: v.subcontracted_cost } : {}),
  effective_date: v.effective_date,
  coverage: { glLimit: v.coverage.glLimit, bppLimit: v.coverage.bppLimit },
  clientState: { line: "business", business: { legalBusinessName: v.business_name } },
  source: "portal",
}));

const TravelForm = QuoteFormValues.extend({
  line: z.literal("travel"),
  programs,
  country_of_residence: travel("country_of_residence", readCountry),
  residence_state: travel("residence_state"),
  destination_country: travel("destination_country", readCountry),
  start_date: travel("start_date"),
  end_date: travel("end_date"),
  coverage: z.object({
    glLimit: z.string(),
    bppLimit: z.string(),
    // The API prices a trip without its cost; the form asks for it.
    tripCost: input(CoverageInput.shape.tripCost, readNumber, true),
  }),
  insureds: z
    .array(
      z.object({
        first_name: input(InsuredInput.shape.first_name, readText, false),
        last_name: input(InsuredInput.shape.last_name, readText, false),
        date_of_birth: input(InsuredInput.shape.date_of_birth, readText, true),
      }),
    )
    // Then the list's own limits (1 to 10 travellers), as the API checks them.
    .transform((list): unknown => list)
    .pipe(rating.insureds),
}).transform((v): QuoteFormBody => ({
  programs: v.programs,
  country_of_residence: v.country_of_residence,
  residence_state: v.residence_state,
  destination_country: v.destination_country,
  start_date: v.start_date,
  end_date: v.end_date,
  coverage: { tripCost: v.coverage.tripCost },
  insureds: v.insureds,
  source: "portal",
}));

/** The form's values in, the POST /v1/quote body out; errors are on the paths of the form's fields. */
export const QuoteForm = QuoteFormValues.pipe(z.discriminatedUnion("line", [BusinessForm, TravelForm]));

/** A field error's path from the API ("insureds[0].date_of_birth", "system_payload.coverage.glLimit") as the form's field name. */
export function formFieldOf(apiPath: string): string {
  const path = apiPath.replace(/^system_payload\./, "").replace(/\[(\d+)\]/g, ".$1");
  return path.split(".")[0] === "programs" ? "programs" : path;
}

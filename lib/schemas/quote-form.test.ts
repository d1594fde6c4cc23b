import { describe, expect, it } from "vitest";
import { blankQuoteForm, QuoteForm, formFieldOf, type QuoteFormValues } from "./quote-form";

const blank: QuoteFormValues = { ...blankQuoteForm({ effective_date: "", start_date: "", end_date: "" }), country_of_residence: "" };

/** Field path -> message, as zodResolver hands them to the form (the first issue of each path). */
function errorsOf(values: QuoteFormValues): Record<string, string> {
  const result = QuoteForm.safeParse(values);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join(".")] ??= issue.message;
  return errors;
}

describe("the New quote form schema", () => {
  it("names each missing business field, and only the business line's", () => {
    expect(errorsOf({ ...blank, business_name: "Half Typed Bakery", mailing_zip: "60601" })).toEqual({
      programs: "Choose at least one program",
      class_code: "Required",
      mailing_state: "Required",
      employee_count: "Required",
      annual_revenue: "Required",
      effective_date: "Required",
    });
  });

  it("shows the API's own message for a value it refuses", () => {
    const errors = errorsOf({
      ...blank,
      programs: ["KM-CGL"],
      class_code: "10100",
      mailing_zip: "6060",
      mailing_state: "IL",
      employee_count: "abc",
      annual_revenue: "-3",
      effective_date: "2027-01-01",
      business_name: "B",
    });
    expect(errors.mailing_zip).toBe("must be a 5-digit ZIP code or ZIP+4");
    expect(errors.employee_count).toBe("Invalid input: expected number, received null");
    expect(errors.annual_revenue).toMatch(/>=0/);
  });

  it("turns the business inputs into the create-quote body", () => {
    const result = QuoteForm.parse({
      ...blank,
      programs: ["KM-BOP", "KM-CGL"],
      business_name: "  Sunrise Bakery ",
      class_code: "10100",
      mailing_zip: " 60601 ",
      mailing_state: "IL",
      employee_count: "6",
      annual_revenue: "$850,000",
      effective_date: "2027-01-01",
      // the other line's fields are kept as typed and not sent
      destination_country: "??",
    });
    expect(JSON.parse(JSON.stringify(result))).toEqual({
      programs: ["KM-BOP", "KM-CGL"],
      business_name: "Sunrise Bakery",
      class_code: "10100",
      mailing_zip: "60601",
      mailing_state: "IL",
      employee_count: 6,
      annual_revenue: 850000,
      effective_date: "2027-01-01",
      coverage: { glLimit: 1000000, bppLimit: 50000 },
      clientState: { line: "business", business: { legalBusinessName: "Sunrise Bakery" } },
      source: "portal",
    });
  });

  it("sends a contractor's payroll and subcontracted cost when given (the class's exposure base)", () => {
    const result = QuoteForm.parse({
      ...blank,
      programs: ["KM-CGL"],
      business_name: "Pipes LLC",
      class_code: "30100",
      mailing_zip: "78701",
      mailing_state: "TX",
      employee_count: "3",
      annual_revenue: "300,000",
      annual_payroll: "$140,000",
      subcontracted_cost: "25000",
      effective_date: "2027-01-01",
    });
    expect(result).toMatchObject({ annual_revenue: 300000, annual_payroll: 140000, subcontracted_cost: 25000 });
    expect(errorsOf({ ...blank, annual_payroll: "-5" }).annual_payroll).toMatch(/>=0/);
  });

  it("requires the trip, its cost and each traveller's date of birth", () => {
    expect(errorsOf({ ...blank, line: "travel", programs: ["WT-TI-ESS"], insureds: [{ first_name: "Ana", last_name: "", date_of_birth: "" }] })).toEqual({
      country_of_residence: "Required",
      destination_country: "Required",
      start_date: "Required",
      end_date: "Required",
      "coverage.tripCost": "Required",
      "insureds.0.date_of_birth": "Required",
    });
  });

  it("turns the travel inputs into the create-quote body, country codes in capitals", () => {
    const result = QuoteForm.parse({
      ...blank,
      line: "travel",
      programs: ["WT-TI-ESS"],
      country_of_residence: "us",
      residence_state: "IL",
      destination_country: "fr",
      start_date: "2027-01-01",
      end_date: "2027-01-08",
      coverage: { ...blank.coverage, tripCost: "4200" },
      insureds: [
        { first_name: "Ana", last_name: "Lopez", date_of_birth: "1985-04-12" },
        { first_name: " ", last_name: "", date_of_birth: "1958-09-30" },
      ],
    });
    expect(JSON.parse(JSON.stringify(result))).toEqual({
      programs: ["WT-TI-ESS"],
      country_of_residence: "US",
      residence_state: "IL",
      destination_country: "FR",
      start_date: "2027-01-01",
      end_date: "2027-01-08",
      coverage: { tripCost: 4200 },
      insureds: [{ first_name: "Ana", last_name: "Lopez", date_of_birth: "1985-04-12" }, { date_of_birth: "1958-09-30" }],
      source: "portal",
    });
  });

  it("maps the API's field paths to the form's field names", () => {
    expect(formFieldOf("system_payload.coverage.glLimit")).toBe("coverage.glLimit");
    expect(formFieldOf("insureds[1].date_of_birth")).toBe("insureds.1.date_of_birth");
    expect(formFieldOf("programs[2]")).toBe("programs");
    expect(formFieldOf("mailing_zip")).toBe("mailing_zip");
  });
});

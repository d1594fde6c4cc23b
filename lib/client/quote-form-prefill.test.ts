import { describe, expect, it } from "vitest";
import { blankQuoteForm, QuoteForm, type QuoteFormValues } from "@/lib/schemas/quote-form";
import { formValuesOf } from "./quote-form-prefill";

const BLANK: QuoteFormValues = blankQuoteForm({ effective_date: "2026-12-01", start_date: "2026-12-20", end_date: "2026-12-30" });

describe("formValuesOf: the New quote form refilled from a folio", () => {
  it("a business risk round-trips: the form's own transform gives back the same rating fields", () => {
    const payload = {
      business_name: "Sunrise Bakery LLC",
      class_code: "10100",
      mailing_zip: "94103",
      mailing_state: "CA",
      employee_count: 6,
      annual_revenue: 850000,
      effective_date: "2026-12-05",
      coverage: { glLimit: 2000000, bppLimit: 100000 },
    };
    const values = formValuesOf(payload, ["KM-BOP", "KM-CGL"], BLANK);
    expect(values.line).toBe("business");
    expect(values.annual_revenue).toBe("850000");
    expect(values.annual_payroll).toBe("");
    const body = QuoteForm.parse(values);
    expect(body).toMatchObject({ ...payload, programs: ["KM-BOP", "KM-CGL"] });
  });

  it("a trip round-trips with its travellers", () => {
    const payload = {
      country_of_residence: "US",
      residence_state: "IL",
      destination_country: "FR",
      start_date: "2026-12-20",
      end_date: "2026-12-30",
      coverage: { tripCost: 6000 },
      insureds: [
        { first_name: "Ana", last_name: "Lopez", date_of_birth: "1985-04-12" },
        { first_name: "Ben", last_name: "Lopez", date_of_birth: "1958-09-30" },
      ],
    };
    const values = formValuesOf(payload, ["WT-TI-ESS"], BLANK);
    expect(values.line).toBe("travel");
    expect(values.insureds).toHaveLength(2);
    expect(QuoteForm.parse(values)).toMatchObject({ ...payload, programs: ["WT-TI-ESS"] });
  });
});

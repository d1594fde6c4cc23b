import { describe, expect, it } from "vitest";
import { answerText, answeredByText, termDifference, termValue, type TermRow } from "./term-rows";

const row = (over: Partial<TermRow>): TermRow => ({
  field: "total",
  group: "price",
  label: "Total a year",
  unit: "money",
  expiring: 1200,
  renewal: 1500,
  changed: true,
  ...over,
});

describe("a renewal beside its expiring term, in words", () => {
  it("reads each side in its unit", () => {
    expect(termValue(row({}), 1234.5)).toBe("$1,234.50");
    expect(termValue(row({ group: "options", field: "option.plLimit" }), 1_000_000)).toBe("$1,000,000");
    expect(termValue(row({ unit: "count" }), 12)).toBe("12");
    expect(termValue(row({ unit: "date" }), "2021-03-15")).toBe("Mar 15, 2021");
    expect(termValue(row({ unit: "list" }), ["waiver_of_subrogation"])).toBe("waiver of subrogation");
    expect(termValue(row({ unit: "list" }), [])).toBe("None");
    expect(termValue(row({ group: "exposures" }), null)).toBe("Not given");
    expect(termValue(row({ group: "answers", unit: "answer" }), null)).toBe("Not answered");
    expect(termValue(row({ group: "answers", unit: "answer" }), true)).toBe("Yes");
  });

  it("says how much changed, or that nothing did", () => {
    expect(termDifference(row({}))).toBe("+$300.00 (+25%)");
    expect(termDifference(row({ field: "exposure.annual_revenue", group: "exposures", expiring: 400000, renewal: 650000 }))).toBe("+$250,000.00");
    expect(termDifference(row({ field: "exposure.employee_count", group: "exposures", unit: "count", expiring: 5, renewal: 4 }))).toBe("-1");
    expect(termDifference(row({ changed: false, renewal: 1200 }))).toBe("No change");
    expect(termDifference(row({ field: "answers.yearsInBusiness", group: "answers", unit: "answer", expiring: 6, renewal: 7 }))).toBe("+1");
    expect(termDifference(row({ unit: "answer", group: "answers", expiring: null, renewal: true }))).toBe("Added");
    expect(termDifference(row({ unit: "answer", group: "answers", expiring: "a", renewal: "b" }))).toBe("Changed");
  });

  it("gives answers and who gave them in words", () => {
    expect(answerText(false)).toBe("No");
    expect(answerText(12000)).toBe("12,000");
    expect(answerText("2021-03-15")).toBe("Mar 15, 2021");
    expect(answerText(undefined)).toBe("Not answered");
    expect(answerText("joisted_masonry")).toBe("joisted masonry");
    expect(answerText("Main Street")).toBe("Main Street");
    expect(answeredByText("user:1", [{ ref: "user:1", name: "Demo Agent" }])).toBe("Demo Agent");
    expect(answeredByText("user:2", [])).toBe("An agent");
    expect(answeredByText("api_key:3", [])).toBe("A partner system (API key)");
  });
});

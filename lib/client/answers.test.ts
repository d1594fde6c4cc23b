import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { answerIssue } from "./answers";

describe("answerIssue", () => {
  it("says what is wrong in the question's words", () => {
    expect(answerIssue({ type: "integer", minimum: 0 }, "2.5", "Years in business")).toBe("Years in business must be a whole number.");
    expect(answerIssue({ type: "integer", minimum: 0 }, "-1", "Years in business")).toBe("Years in business can't be negative.");
    expect(answerIssue({ type: "number", minimum: 1, maximum: 50 }, "51", "Claims")).toBe("Claims must be at most 50.");
    expect(answerIssue({ type: "number", minimum: 1000 }, "5", "Payroll")).toBe("Payroll must be at least 1,000.");
    expect(answerIssue({ type: "number" }, "ten", "Payroll")).toBe("Payroll must be a number.");
    expect(answerIssue({ type: "string", enum: ["none", "one", "two_or_more"] }, "three", "Prior claims")).toBe(
      "Prior claims isn't one of the choices offered.",
    );
    expect(answerIssue({ type: "string", format: "date" }, "2026-02-30", "Prior policy end")).toBe("Prior policy end must be a date.");
    expect(answerIssue({ type: "string", maxLength: 3 }, "abcd", "Code")).toBe("Code must be at most 3 characters.");
    expect(answerIssue({ type: ["boolean", "null"] }, "maybe", "Alcohol served")).toBe("Alcohol served must be Yes or No.");
  });

  it("accepts what the schema accepts, and leaves unanswered questions to the missing list", () => {
    expect(answerIssue({ type: "integer", minimum: 0 }, "12", "Years")).toBeNull();
    expect(answerIssue({ type: "integer" }, "", "Years")).toBeNull();
    expect(answerIssue({ type: "string", enum: [1, 2] }, "2", "Count")).toBeNull();
    expect(answerIssue({ type: "string", format: "date" }, "2028-02-29", "Date")).toBeNull();
    expect(answerIssue({ type: "boolean" }, "false", "Flag")).toBeNull();
  });

  it("agrees with the bounds for any integer", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: -500, max: 0 }), fc.integer({ min: 0, max: 500 }), (n, min, max) => {
        const issue = answerIssue({ type: "integer", minimum: min, maximum: max }, String(n), "N");
        expect(issue === null).toBe(n >= min && n <= max);
      }),
    );
  });
});

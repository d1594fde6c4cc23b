import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ERROR_CODES } from "@/lib/errors";
import { DECLINE_CODES } from "@/lib/rating/carriers/sandbox-http/protocol";
import { MoneyInput } from "@/lib/schemas/common";
import { RatingFields } from "@/lib/schemas/quote";
import { PROBLEM_SENTENCES, failureText, fieldIssueText, fieldLabel, problemText, reasonText, REASON_SENTENCES } from "./messages";

const looksLikeASentence = (s: string) => /^[A-Z]/.test(s) && /[.!?]$/.test(s) && !/[a-z]+_[a-z]+/.test(s);

describe("problem sentences", () => {
  it("has a sentence for every problem code in lib/errors.ts", () => {
    for (const code of ERROR_CODES) {
      expect(PROBLEM_SENTENCES[code], code).toBeDefined();
      expect(looksLikeASentence(PROBLEM_SENTENCES[code]), `${code}: ${PROBLEM_SENTENCES[code]}`).toBe(true);
    }
    expect(Object.keys(PROBLEM_SENTENCES).sort()).toEqual([...ERROR_CODES].sort());
  });

  it("reads the code from a problem type, and falls back on the status", () => {
    expect(problemText("/docs/problems#quote_expired")).toBe(PROBLEM_SENTENCES.quote_expired);
    expect(problemText("not_found")).toBe(PROBLEM_SENTENCES.not_found);
    expect(problemText("unknown", 503)).toBe(PROBLEM_SENTENCES.unavailable);
    expect(problemText(undefined, 500)).toMatch(/^Something went wrong/);
  });
});

describe("decline reasons", () => {
  it("has a sentence for every decline code a carrier can answer with", () => {
    for (const code of DECLINE_CODES) {
      expect(REASON_SENTENCES[code], code).toBeDefined();
      expect(looksLikeASentence(reasonText(code)), code).toBe(true);
    }
  });

  it("uses the server's message for a code it does not know, without a trailing (code)", () => {
    expect(reasonText("roof_age", "Roof older than 20 years (roof_age)")).toBe("Roof older than 20 years.");
    expect(reasonText("class_out_of_appetite", "Class 10100 is outside this program's appetite.")).not.toMatch(/class_out_of_appetite/);
    expect(reasonText(null)).toBe("The carrier declined this application.");
  });

  it("turns the pipeline's failure reasons into sentences", () => {
    for (const reason of [
      "carrier error 500 after 3 attempts: internal_error: Sandbox carrier internal error (SANDBOX_ERROR).",
      "carrier timed out after 3 attempts (200 ms each)",
      "carrier rate limited us (429) after 2 attempts: rate_limited: slow down",
      "could not connect to carrier: ECONNREFUSED (3 attempts)",
      "malformed carrier reply: pricing.total: expected number",
      "internal rating error: boom",
      null,
    ]) {
      const text = failureText(reason);
      expect(looksLikeASentence(text), text).toBe(true);
      expect(text).not.toMatch(/attempts|internal_error|ECONN|SANDBOX/);
    }
    expect(failureText("carrier timed out after 3 attempts (200 ms each)")).toMatch(/didn't answer in time/);
  });
});

describe("field issues", () => {
  // What zod itself says for the API's own checks, run through the catalogue.
  const issueOf = (schema: z.ZodType, value: unknown, path: string) => {
    const r = schema.safeParse(value);
    if (r.success) throw new Error("expected a failure");
    const i = r.error.issues[0]!;
    return fieldIssueText({ path, message: i.message, code: i.code });
  };

  it("says what is wrong with a field in its label's words", () => {
    expect(issueOf(RatingFields.shape.employee_count, 2.5, "employee_count")).toBe("Employees must be a whole number.");
    expect(issueOf(MoneyInput, -5, "annual_revenue")).toBe("Annual revenue can't be negative.");
    expect(issueOf(MoneyInput, 1.234, "annual_revenue")).toBe("Annual revenue must be in dollars and cents (at most 2 decimal places).");
    expect(issueOf(MoneyInput.min(1), 0, "annual_revenue")).toBe("Annual revenue must be at least $1.");
    expect(issueOf(z.number().int(), 1.5, "annual_revenue")).toBe("Annual revenue must be a whole number of dollars.");
    expect(issueOf(RatingFields.shape.mailing_zip, "1234", "system_payload.mailing_zip")).toBe("Mailing ZIP must be a 5-digit ZIP code or ZIP+4.");
    expect(issueOf(RatingFields.shape.mailing_state, "ZZ", "mailing_state")).toBe("State is not a US state abbreviation.");
    expect(issueOf(RatingFields.shape.effective_date, "2027-13-01", "effective_date")).toBe("Effective date must be a date.");
    expect(issueOf(RatingFields.shape.business_name, "", "business_name")).toBe("Business name is required.");
    expect(issueOf(z.array(z.string()).min(1), [], "programs")).toBe("Choose at least one program.");
    expect(issueOf(RatingFields.shape.insureds, [{ date_of_birth: "x" }], "insureds[0].date_of_birth")).toBe("Date of birth must be a date.");
  });

  it("never shows zod's developer text", () => {
    const cases: Array<[z.ZodType, unknown]> = [
      [z.number(), "x"],
      [z.number().int(), 1.5],
      [z.number().max(10), 11],
      [z.string().max(3), "abcd"],
      [z.enum(["a", "b"]), "c"],
      [z.string().regex(/^a$/), "b"],
      [z.strictObject({}), { x: 1 }],
    ];
    for (const [schema, value] of cases) {
      const text = issueOf(schema, value, "annual_payroll");
      expect(text, text).not.toMatch(/Invalid input|expected|received|Too (big|small)|>=|<=/);
      expect(looksLikeASentence(text), text).toBe(true);
    }
  });

  it("keeps a message the form wrote for people", () => {
    expect(fieldIssueText({ path: "programs", message: "Choose at least one program", code: "too_small" })).toBe("Choose at least one program.");
    expect(fieldIssueText({ path: "mailing_zip", message: "Required", code: "custom" }, "Mailing ZIP")).toBe("Mailing ZIP is required.");
  });

  it("answers the API's own codes", () => {
    expect(fieldIssueText({ path: "employee_count", message: "is required for BOP/CGL programs", code: "required" })).toBe("Employees is required.");
    expect(
      fieldIssueText({
        path: "annual_payroll",
        message: "KM-CGL rates class 30100 on payroll: give the year's payroll (owners' pay included), and subcontracted_cost if any work is subcontracted",
        code: "required",
      }),
    ).toMatch(/^Annual payroll is required for this class: contractors and trades are priced on payroll/);
    expect(fieldIssueText({ path: "cursor", message: "is not a cursor this API returned", code: "invalid_cursor" })).toMatch(/first page/);
    expect(fieldIssueText({ path: "system_payload.foo_bar", message: "is not a recognised field", code: "unrecognized_field" })).toBe(
      "Foo bar isn't a field this form sends.",
    );
    expect(fieldLabel("system_payload.coverage.glLimit")).toBe("General liability limit");
    expect(fieldLabel("insureds[2].last_name")).toBe("Last name");
  });
});

import { describe, expect, it } from "vitest";
import { applicationQuestions, flattenRatingBlock } from "./application-data";

describe("flattenRatingBlock", () => {
  it("flattens nested keys with dots and arrays with brackets, in submitted order", () => {
    const block = {
      class_code: "10100",
      employee_count: 5,
      coverage: { glLimit: 1_000_000, deductible: 1_000 },
      insureds: [{ first_name: "Ann", age: 44 }],
      flags: { remote: true, note: null },
      empty: {},
      none: [],
      skipped: undefined,
    };
    expect(flattenRatingBlock(block)).toEqual([
      { key: "class_code", value: "10100" },
      { key: "employee_count", value: "5" },
      { key: "coverage.glLimit", value: "1000000" },
      { key: "coverage.deductible", value: "1000" },
      { key: "insureds[0].first_name", value: "Ann" },
      { key: "insureds[0].age", value: "44" },
      { key: "flags.remote", value: "true" },
      { key: "flags.note", value: "null" },
      { key: "empty", value: "{}" },
      { key: "none", value: "[]" },
    ]);
  });

  it("keeps a string that looks like a number as it was sent", () => {
    expect(flattenRatingBlock({ mailing_zip: "02134" })).toEqual([{ key: "mailing_zip", value: "02134" }]);
  });
});

describe("applicationQuestions", () => {
  const form = {
    type: "object",
    properties: {
      yearsInBusiness: { type: "integer", title: "Years in business" },
      hasSprinklers: { type: "boolean", title: "Is the premises fully sprinklered?", description: "Every room, storage included." },
      constructionType: { type: "string", title: "Building construction", oneOf: [{ const: "frame", title: "Frame" }] },
      tripPurpose: { type: "string", enum: ["leisure", "business"] },
      languages: { type: "array", items: { type: "string" } },
    },
    required: ["yearsInBusiness", "constructionType"],
  };

  it("asks every property in schema order, with titles, descriptions and required flags", () => {
    const questions = applicationQuestions(form, {});
    expect(questions.map((q) => [q.key, q.title, q.required, q.answer])).toEqual([
      ["yearsInBusiness", "Years in business", true, null],
      ["hasSprinklers", "Is the premises fully sprinklered?", false, null],
      ["constructionType", "Building construction", true, null],
      ["tripPurpose", "tripPurpose", false, null],
      ["languages", "languages", false, null],
    ]);
    expect(questions[1]!.description).toBe("Every room, storage included.");
  });

  it("writes answers as text", () => {
    const answers = {
      yearsInBusiness: 0,
      hasSprinklers: false,
      constructionType: "frame",
      tripPurpose: "business",
      languages: ["en", "fr"],
      unknown: "ignored",
    };
    expect(applicationQuestions(form, answers).map((q) => q.answer)).toEqual(["0", "No", "Frame", "business", "en, fr"]);
  });

  it("treats empty answers as not answered", () => {
    const answers = { yearsInBusiness: null, hasSprinklers: "", languages: [] };
    expect(applicationQuestions(form, answers).every((q) => q.answer === null)).toBe(true);
  });

  it("asks nothing of a form without properties", () => {
    expect(applicationQuestions({ type: "object" }, { a: 1 })).toEqual([]);
  });
});

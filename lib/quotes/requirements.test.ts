import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { OptionSet } from "@/lib/rating/types";
import { BUSINESS_REQUIRED, TRAVEL_REQUIRED } from "@/lib/schemas/quote";
import { payrollClasses, quoteRequirements, type RequirementProgram } from "./requirements";
import { exposureIssues } from "./rating-block";

const plan = (rates: Record<string, { liabilityPer100Payroll?: number; liabilityPer1000Revenue?: number }>) => ({ kind: "business", classRates: rates });
const form = (properties: Record<string, Record<string, unknown>>, required: string[] = []) => ({ properties, required });
const options: OptionSet[] = [];

const BOP: RequirementProgram = {
  id: "b",
  code: "X-BOP",
  name: "BOP",
  type: "BOP",
  options,
  ratingPlan: plan({ "10100": { liabilityPer1000Revenue: 1 } }),
  applicationForm: form(
    {
      yearsInBusiness: { type: "integer" },
      hasSprinklers: { type: "boolean" },
      cooksWithGrease: { type: "boolean" },
      ownQuestion: { type: "string", title: "Own" },
    },
    ["yearsInBusiness"],
  ),
};
const CGL: RequirementProgram = {
  id: "c",
  code: "X-CGL",
  name: "CGL",
  type: "CGL",
  options,
  ratingPlan: plan({ "10100": { liabilityPer1000Revenue: 1 }, "30100": { liabilityPer100Payroll: 2 } }),
  applicationForm: form(
    {
      yearsInBusiness: { type: "integer" },
      subcontractedPercent: { type: "integer" },
      requiresCertificatesFromSubs: { type: "boolean" },
      workAboveThreeStories: { type: "boolean" },
      nyScaffoldLawExposure: { type: "boolean" },
    },
    ["yearsInBusiness"],
  ),
};
const TI: RequirementProgram = {
  id: "t",
  code: "X-TI",
  name: "TI",
  type: "TI",
  options,
  ratingPlan: null,
  applicationForm: form({ tripPurpose: { type: "string" } }),
};

const fieldsOf = (r: ReturnType<typeof quoteRequirements>) => Object.fromEntries(r.fields.map((f) => [f.field, { by: f.requiredBy, when: f.condition }]));

describe("quote requirements", () => {
  it("merges the fields business programs require, naming every program that requires each", () => {
    const r = fieldsOf(quoteRequirements([BOP, CGL], { classCode: "10100" }));
    for (const field of BUSINESS_REQUIRED) expect(r[field]).toEqual({ by: ["X-BOP", "X-CGL"], when: null });
    expect(r.annual_payroll).toBeUndefined();
    expect(r.country_of_residence).toBeUndefined();
  });

  it("asks payroll of the program that rates the class on payroll, or says when without a class", () => {
    expect(fieldsOf(quoteRequirements([BOP, CGL], { classCode: "30100" })).annual_payroll).toEqual({ by: ["X-CGL"], when: null });
    expect(fieldsOf(quoteRequirements([BOP, CGL])).annual_payroll).toEqual({ by: ["X-CGL"], when: "when class_code is one X-CGL rates on payroll: 30100" });
  });

  it("asks travel fields, the trip cost, and the residence state of US residents only", () => {
    const us = fieldsOf(quoteRequirements([TI], { countryOfResidence: "US" }));
    for (const field of [...TRAVEL_REQUIRED, "coverage.tripCost", "residence_state"]) expect(us[field]).toEqual({ by: ["X-TI"], when: null });
    expect(fieldsOf(quoteRequirements([TI], { countryOfResidence: "CA" })).residence_state).toBeUndefined();
    expect(fieldsOf(quoteRequirements([TI])).residence_state?.when).toMatch(/country_of_residence is US/);
  });

  it("lists each canonical question once with each program's key, in section order, and a bakery is not asked about work above three stories", () => {
    const r = quoteRequirements([BOP, CGL], { classCode: "10100" });
    const ids = r.questions.map((q) => q.question.id);
    expect(ids).toEqual(["yearsInBusiness", "subcontractedPercent", "requiresCertificatesFromSubs", "cooksWithGrease", "hasSprinklers"]);
    expect(r.questions[0]!.askedBy).toEqual([
      { programCode: "X-BOP", key: "yearsInBusiness", required: true },
      { programCode: "X-CGL", key: "yearsInBusiness", required: true },
    ]);
    expect(r.questions.find((q) => q.question.id === "requiresCertificatesFromSubs")!.question.when).toEqual({ question: "subcontractedPercent", above: 0 });
    const roofer = quoteRequirements([BOP, CGL], { classCode: "30100" }).questions.map((q) => q.question.id);
    expect(roofer).toContain("workAboveThreeStories");
    expect(roofer).not.toContain("cooksWithGrease");
    // Without a class: asked of some classes, and says which.
    const any = quoteRequirements([CGL]).questions.find((q) => q.question.id === "workAboveThreeStories")!;
    expect(any.classCondition).toEqual(["30", "60"]);
    // A state's own question: without a state, asked in some states and says which; with one, asked or not.
    const scaffold = (q: Parameters<typeof quoteRequirements>[1]) =>
      quoteRequirements([CGL], q).questions.find((x) => x.question.id === "nyScaffoldLawExposure");
    expect(scaffold({ classCode: "30100" })).toMatchObject({ stateCondition: ["NY"], classCondition: null });
    expect(scaffold({ classCode: "30100", state: "ny" })).toMatchObject({ stateCondition: null });
    expect(scaffold({ classCode: "30100", state: "IL" })).toBeUndefined();
    expect(scaffold({ classCode: "10100", state: "NY" })).toBeUndefined();
    expect(quoteRequirements([BOP]).programQuestions).toEqual([{ programCode: "X-BOP", key: "ownQuestion", title: "Own", type: "string", required: false }]);
  });

  it("declares annual_payroll required exactly when the create-quote check asks for it (any plan, any class)", () => {
    const rates = fc.dictionary(
      fc.stringMatching(/^\d{5}$/),
      fc.oneof(
        fc.record({ liabilityPer100Payroll: fc.double({ min: 0.1, max: 10, noNaN: true }) }),
        fc.record({ liabilityPer1000Revenue: fc.double({ min: 0.1, max: 10, noNaN: true }) }),
      ),
    );
    fc.assert(
      fc.property(rates, fc.stringMatching(/^\d{5}$/), (classRates, classCode) => {
        const program = { ...CGL, ratingPlan: plan(classRates) };
        const declared = quoteRequirements([program], { classCode }).fields.some((f) => f.field === "annual_payroll" && f.condition === null);
        const enforced = exposureIssues(program.ratingPlan, { class_code: classCode }, (f) => f, program.code).length > 0;
        expect(declared).toBe(enforced);
        expect(payrollClasses(program.ratingPlan).includes(classCode)).toBe(enforced);
      }),
    );
  });
});

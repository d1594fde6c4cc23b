import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { recordAnswers, type ClientAnswers } from "./answers";
import { QUESTION_BANK, SECTION_ORDER, applies, bankQuestion, formQuestionMap } from "./bank";
import { checkAnswers, questionnaire, type QuestionnaireProgram } from "./questionnaire";

// The seed's forms, in short: every bank question each asks, and the PL's own retroactive date.
const prop = (type: string) => ({ type });
const BOP_FORM = {
  properties: {
    yearsInBusiness: prop("integer"),
    priorClaims: prop("integer"),
    hasSprinklers: prop("boolean"),
    constructionType: prop("string"),
    cooksWithGrease: prop("boolean"),
  },
  required: ["yearsInBusiness"],
};
const CGL_FORM = {
  properties: {
    yearsInBusiness: prop("integer"),
    priorClaims: prop("integer"),
    subcontractedPercent: prop("integer"),
    requiresCertificatesFromSubs: prop("boolean"),
    workAboveThreeStories: prop("boolean"),
    nyScaffoldLawExposure: prop("boolean"),
    usesWrittenContracts: prop("boolean"),
  },
};
const PL_FORM = {
  properties: {
    yearsInBusiness: prop("integer"),
    claims: { type: "integer", "x-question": "priorClaims" },
    priorActsDate: { type: "string", title: "Retroactive date" },
  },
  required: ["priorActsDate"],
};
const TI_FORM = { properties: { tripPurpose: prop("string"), initialDepositDate: prop("string"), anyTravellerHasPreExistingCondition: prop("boolean") } };

const KM_BOP: QuestionnaireProgram = { code: "KM-BOP", name: "BOP", type: "BOP", applicationForm: BOP_FORM };
const SA_BOP: QuestionnaireProgram = { code: "SA-BOP", name: "BOP", type: "BOP", applicationForm: BOP_FORM };
const KM_CGL: QuestionnaireProgram = { code: "KM-CGL", name: "CGL", type: "CGL", applicationForm: CGL_FORM };
const MP_PL: QuestionnaireProgram = { code: "MP-PL", name: "PL", type: "PL", applicationForm: PL_FORM };
const SA_TI: QuestionnaireProgram = { code: "SA-TI", name: "TI", type: "TI", applicationForm: TI_FORM };
const ALL = [KM_BOP, SA_BOP, KM_CGL, MP_PL, SA_TI];

const by = { answeredBy: "api_key:k", answeredAt: "2026-11-27T10:00:00.000Z", source: "api" };
const ids = (q: ReturnType<typeof questionnaire>) => q.questions.map((a) => a.question.id);

describe("the client's questionnaire", () => {
  it("lists the questions the programs ask, in section order, each with the programs and their own keys", () => {
    const q = questionnaire([KM_BOP, SA_BOP, KM_CGL, MP_PL], ["10100"], {});
    expect(ids(q)).toEqual([
      "yearsInBusiness",
      "usesWrittenContracts",
      "subcontractedPercent",
      "cooksWithGrease",
      "constructionType",
      "hasSprinklers",
      "priorClaims",
    ]);
    const claims = q.questions.find((a) => a.question.id === "priorClaims")!;
    expect(claims.askedBy).toEqual([
      { code: "KM-BOP", key: "priorClaims" },
      { code: "SA-BOP", key: "priorClaims" },
      { code: "KM-CGL", key: "priorClaims" },
      { code: "MP-PL", key: "claims" },
    ]);
    expect(q.unanswered).toEqual(ids(q));
    // The PL's own question is listed apart, with its schema.
    expect(q.programQuestions).toEqual([
      { program: "MP-PL", key: "priorActsDate", title: "Retroactive date", required: true, schema: PL_FORM.properties.priorActsDate },
    ]);
  });

  it("does not ask a bakery about work above three stories, and asks a roofer", () => {
    expect(ids(questionnaire([KM_CGL], ["10100"], {}))).not.toContain("workAboveThreeStories");
    expect(ids(questionnaire([KM_CGL], ["30100"], {}))).toContain("workAboveThreeStories");
    // A client of two classes is asked what either class is asked.
    expect(ids(questionnaire([KM_CGL], ["10100", "60200"], {}))).toContain("workAboveThreeStories");
    // Without a class, no class-bound question.
    expect(ids(questionnaire([KM_CGL], [], {}))).not.toContain("workAboveThreeStories");
  });

  it("reveals a follow-up once its trigger holds, with the answer given", () => {
    expect(ids(questionnaire([KM_CGL], ["30100"], {}))).not.toContain("requiresCertificatesFromSubs");
    const none = recordAnswers({}, { subcontractedPercent: 0 }, by);
    expect(ids(questionnaire([KM_CGL], ["30100"], none))).not.toContain("requiresCertificatesFromSubs");
    const some = recordAnswers({}, { subcontractedPercent: 20, yearsInBusiness: 4 }, by);
    const q = questionnaire([KM_CGL], ["30100"], some);
    expect(ids(q)).toContain("requiresCertificatesFromSubs");
    expect(q.questions.find((a) => a.question.id === "yearsInBusiness")!.answer).toEqual({ value: 4, ...by });
    expect(q.unanswered).not.toContain("yearsInBusiness");
    expect(q.unanswered).toContain("requiresCertificatesFromSubs");
  });

  it("checks answers by id: unknown ids, types, questions not asked, and follow-ups without their trigger, each named answers.<id>", () => {
    const { issues } = checkAnswers([KM_BOP, KM_CGL], ["10100"], {}, { nope: 1, yearsInBusiness: "seven", hasSprinklers: true });
    expect(issues).toEqual([
      expect.objectContaining({ path: "answers.nope", code: "unknown_question" }),
      expect.objectContaining({ path: "answers.yearsInBusiness", code: "invalid_type" }),
    ]);
    expect(checkAnswers([KM_CGL], ["10100"], {}, { workAboveThreeStories: true }).issues).toEqual([
      expect.objectContaining({ path: "answers.workAboveThreeStories", code: "not_applicable" }),
    ]);
    expect(checkAnswers([KM_CGL], ["10100"], {}, { requiresCertificatesFromSubs: true }).issues).toEqual([
      expect.objectContaining({ path: "answers.requiresCertificatesFromSubs", code: "not_relevant" }),
    ]);
    // Every problem at once: an unknown id does not hide a question that is not asked.
    expect(checkAnswers([KM_CGL], ["10100"], {}, { nope: 1, workAboveThreeStories: true, yearsInBusiness: 3 }).issues).toEqual([
      expect.objectContaining({ path: "answers.nope", code: "unknown_question" }),
      expect.objectContaining({ path: "answers.workAboveThreeStories", code: "not_applicable" }),
    ]);
    // A trigger and its follow-up may come together; null clears anything the bank knows.
    expect(checkAnswers([KM_CGL], ["10100"], {}, { subcontractedPercent: 10, requiresCertificatesFromSubs: true }).issues).toEqual([]);
    expect(checkAnswers([KM_CGL], ["10100"], {}, { workAboveThreeStories: null }).issues).toEqual([]);
    // Only the programs asked about count: a BOP does not ask about written contracts.
    expect(checkAnswers([KM_BOP], ["10100"], {}, { usesWrittenContracts: true }).issues).toEqual([
      expect.objectContaining({ path: "answers.usesWrittenContracts", code: "not_applicable" }),
    ]);
  });

  it("asks a state's own question only of a client in that state: New York's Scaffold Law of a contractor there", () => {
    expect(ids(questionnaire([KM_CGL], ["30100"], {}, ["NY"]))).toContain("nyScaffoldLawExposure");
    expect(ids(questionnaire([KM_CGL], ["30100"], {}, ["IL", "NY"]))).toContain("nyScaffoldLawExposure"); // a location in New York
    expect(ids(questionnaire([KM_CGL], ["30100"], {}, ["IL"]))).not.toContain("nyScaffoldLawExposure");
    expect(ids(questionnaire([KM_CGL], ["30100"], {}))).not.toContain("nyScaffoldLawExposure");
    expect(ids(questionnaire([KM_CGL], ["10100"], {}, ["NY"]))).not.toContain("nyScaffoldLawExposure");
    expect(checkAnswers([KM_CGL], ["30100"], {}, { nyScaffoldLawExposure: true }, ["IL"]).issues).toEqual([
      expect.objectContaining({ path: "answers.nyScaffoldLawExposure", code: "not_applicable" }),
    ]);
    expect(checkAnswers([KM_CGL], ["30100"], {}, { nyScaffoldLawExposure: true }, ["NY"]).issues).toEqual([]);
  });

  it("lists the answers that age to confirm for an open renewal, in order, and only those given before it", () => {
    const answers = recordAnswers({}, { yearsInBusiness: 6, priorClaims: 0, usesWrittenContracts: true }, by);
    const q = questionnaire([KM_CGL], ["10100"], answers, [], "2027-10-01T00:00:00.000Z");
    expect(q.toConfirm).toEqual(["yearsInBusiness", "priorClaims"]);
    expect(q.questions.find((a) => a.question.id === "usesWrittenContracts")!.toConfirm).toBe(false);
    expect(questionnaire([KM_CGL], ["10100"], answers).toConfirm).toEqual([]);
    const confirmed = recordAnswers(answers, { priorClaims: 0 }, { ...by, answeredAt: "2027-10-02T00:00:00.000Z" });
    expect(questionnaire([KM_CGL], ["10100"], confirmed, [], "2027-10-01T00:00:00.000Z").toConfirm).toEqual(["yearsInBusiness"]);
  });

  const classCode = fc.constantFrom("10100", "30100", "60200", "40100", "71000");
  const stateArb = fc.constantFrom("NY", "IL", "TX");
  const value = fc.oneof(fc.integer({ min: -5, max: 100 }), fc.boolean(), fc.constantFrom("frame", "leisure"));
  const answersArb = fc
    .dictionary(fc.constantFrom(...QUESTION_BANK.map((q) => q.id)), value, { maxKeys: QUESTION_BANK.length })
    .map((values) => recordAnswers({}, values, by) as ClientAnswers);
  const programsArb = fc.subarray(ALL, { minLength: 1 });

  it("property: a question is listed exactly when a program asks it, it applies to the line and class, and a follow-up's trigger is listed and holds", () => {
    fc.assert(
      fc.property(
        programsArb,
        fc.array(classCode, { maxLength: 2 }),
        answersArb,
        fc.uniqueArray(stateArb, { maxLength: 2 }),
        (programs, classes, answers, states) => {
          const q = questionnaire(programs, classes, answers, states);
          const listed = new Set(ids(q));
          const values = Object.fromEntries(Object.entries(answers).map(([id, a]) => [id, a.value]));
          for (const question of QUESTION_BANK) {
            const asked = programs.some(
              (p) =>
                formQuestionMap(p.applicationForm).has(question.id) &&
                (classes.length ? classes : [null]).some((c) => (states.length ? states : [null]).some((s) => applies(question, p.type, c, values, s))),
            );
            const triggerListed = !question.when || listed.has(question.when.question);
            expect(listed.has(question.id), question.id).toBe(asked && triggerListed);
          }
          // In section order, and each listed question's answer is the client's.
          const sections = q.questions.map((a) => SECTION_ORDER.indexOf(a.question.section));
          expect(sections).toEqual([...sections].sort((a, b) => a - b));
          for (const a of q.questions) expect(a.answer).toEqual(answers[a.question.id] ?? null);
        },
      ),
    );
  });

  it("property: a follow-up is accepted only when its trigger holds once the request is applied", () => {
    const certificates = bankQuestion("requiresCertificatesFromSubs")!;
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }),
        fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }),
        (before, sent) => {
          const current = before === undefined ? {} : recordAnswers({}, { subcontractedPercent: before }, by);
          const given = { ...(sent === undefined ? {} : { subcontractedPercent: sent }), requiresCertificatesFromSubs: true };
          const trigger = sent ?? before;
          const ok = trigger !== undefined && applies(certificates, "CGL", "30100", { subcontractedPercent: trigger }, null);
          expect(checkAnswers([KM_CGL], ["30100"], current, given).issues.length === 0).toBe(ok);
        },
      ),
    );
  });
});

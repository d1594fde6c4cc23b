import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildQuestionnaire, currentAnswers, isAsked, splitAnswers, type QuestionnaireApp } from "./questionnaire";

const bop: QuestionnaireApp = {
  id: "a-bop",
  quoteId: "q1",
  programCode: "SA-BOP",
  programName: "Summit BOP",
  programType: "BOP",
  classCode: "10100",
  state: "IL",
  form: {
    properties: {
      yearsInBusiness: { type: "integer", title: "Years in business" },
      priorClaims: { type: "integer" },
      hasSprinklers: { type: "boolean" },
    },
    required: ["yearsInBusiness"],
  },
  formPayload: { yearsInBusiness: 4 },
  locked: false,
};
const cgl: QuestionnaireApp = {
  id: "a-cgl",
  quoteId: "q1",
  programCode: "KM-CGL",
  programName: "Keystone CGL",
  programType: "CGL",
  classCode: "10100",
  state: "IL",
  form: {
    properties: {
      yearsInBusiness: { type: "integer" },
      subcontractedPercent: { type: "integer" },
      requiresCertificatesFromSubs: { type: "boolean" },
      workAboveThreeStories: { type: "boolean" },
      ownThing: { type: "string", title: "Own thing" },
    },
  },
  formPayload: {},
  locked: false,
};

describe("one questionnaire for the programs of a quote", () => {
  it("asks a canonical question once, naming every program that asks it, in section order, then each program's own", () => {
    const qs = buildQuestionnaire([bop, cgl]);
    expect(qs.map((q) => q.key)).toEqual([
      "yearsInBusiness",
      "subcontractedPercent",
      "requiresCertificatesFromSubs",
      "hasSprinklers",
      "priorClaims",
      "KM-CGL:ownThing",
    ]);
    expect(qs[0]!.targets.map((t) => t.programCode)).toEqual(["SA-BOP", "KM-CGL"]);
    expect(qs[0]!.required).toBe(true);
    expect(qs[0]!.title).toBe("How many years has the business operated?");
    expect(qs.at(-1)).toMatchObject({ section: "program", program: "Keystone CGL", title: "Own thing" });
    expect(currentAnswers(qs, [bop, cgl])).toEqual({ yearsInBusiness: 4 });
  });

  it("asks a question limited to some classes only of them: a bakery is not asked about work above three stories, a roofer is", () => {
    expect(buildQuestionnaire([cgl]).map((q) => q.key)).not.toContain("workAboveThreeStories");
    expect(buildQuestionnaire([cgl]).map((q) => q.key)).not.toContain("KM-CGL:workAboveThreeStories");
    expect(buildQuestionnaire([{ ...cgl, classCode: "30100" }]).map((q) => q.key)).toContain("workAboveThreeStories");
  });

  it("reveals a follow-up only once its trigger is answered", () => {
    const follow = buildQuestionnaire([cgl]).find((q) => q.key === "requiresCertificatesFromSubs")!;
    expect(isAsked(follow, {})).toBe(false);
    expect(isAsked(follow, { subcontractedPercent: 0 })).toBe(false);
    expect(isAsked(follow, { subcontractedPercent: 20 })).toBe(true);
  });

  it("one answer goes to every application asking it, in its own key; a locked one is left alone", () => {
    const qs = buildQuestionnaire([bop, cgl]);
    const saves = splitAnswers(qs, [bop, cgl], { yearsInBusiness: 7, "KM-CGL:ownThing": "x", subcontractedPercent: 0, requiresCertificatesFromSubs: true });
    expect(Object.fromEntries(saves)).toEqual({
      "a-bop": { yearsInBusiness: 7 },
      // the follow-up is not asked (nothing subcontracted): not sent
      "a-cgl": { yearsInBusiness: 7, ownThing: "x", subcontractedPercent: 0 },
    });
    const locked = splitAnswers(qs, [{ ...bop, locked: true }, cgl], { yearsInBusiness: 7 });
    expect([...locked.keys()]).toEqual(["a-cgl"]);
  });

  it("sends an answer to confirm for a renewal even unchanged (saving it confirms it), and nothing else unchanged", () => {
    const both = [bop, { ...cgl, formPayload: { yearsInBusiness: 4 } }];
    const qs = buildQuestionnaire(both);
    const held = currentAnswers(qs, both);
    expect(splitAnswers(qs, both, held).size).toBe(0);
    expect(Object.fromEntries(splitAnswers(qs, both, held, new Set(["yearsInBusiness"])))).toEqual({
      "a-bop": { yearsInBusiness: 4 },
      "a-cgl": { yearsInBusiness: 4 },
    });
    // Unanswered, there is nothing to confirm.
    expect(splitAnswers(qs, both, held, new Set(["priorClaims"])).size).toBe(0);
  });

  it("saving what was read changes nothing, and after the saves every application holds the answers (any answers)", () => {
    const qs = buildQuestionnaire([bop, cgl]);
    const value = fc.option(fc.integer({ min: 0, max: 50 }), { nil: undefined });
    fc.assert(
      fc.property(
        fc.record({
          yearsInBusiness: value,
          priorClaims: value,
          subcontractedPercent: value,
          requiresCertificatesFromSubs: fc.option(fc.boolean(), { nil: undefined }),
        }),
        (raw) => {
          const answers = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined));
          const apps = [bop, cgl].map((a) => ({ ...a }));
          for (const [id, save] of splitAnswers(qs, apps, answers)) {
            const app = apps.find((a) => a.id === id)!;
            const next = { ...app.formPayload };
            for (const [k, v] of Object.entries(save))
              if (v === null) delete next[k];
              else next[k] = v;
            app.formPayload = next;
          }
          expect(splitAnswers(qs, apps, answers).size).toBe(0);
          const read = currentAnswers(qs, apps);
          for (const q of qs) if (isAsked(q, answers) && answers[q.key] !== undefined) expect(read[q.key]).toEqual(answers[q.key]);
        },
      ),
    );
  });
});

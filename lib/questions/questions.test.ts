import { describe, expect, it } from "vitest";
import { canonicalAnswers, prefillAnswers, prefillSources, recordAnswers, sharedAnswers, type ClientAnswers } from "./answers";
import { QUESTION_BANK, SECTION_ORDER, applies, bankQuestion, formQuestionMap } from "./bank";

const CGL = { properties: { yearsInBusiness: {}, priorClaims: {}, usesWrittenContracts: {}, ownQuestion: {} } };
const BOP = { properties: { yearsInBusiness: {}, claimsLast3Years: { "x-question": "priorClaims" }, hasSprinklers: {} } };
const by = { answeredBy: "user:1", answeredAt: "2026-11-27T10:00:00.000Z", source: "application:a" };

describe("the question bank", () => {
  it("is ordered by section, business first and loss history last", () => {
    const sections = QUESTION_BANK.map((q) => SECTION_ORDER.indexOf(q.section));
    expect(sections).toEqual([...sections].sort((a, b) => a - b));
  });

  it("asks a question only where it applies: a bakery is not asked about work above three stories", () => {
    const height = bankQuestion("workAboveThreeStories")!;
    expect(applies(height, "CGL", "10100", {})).toBe(false);
    expect(applies(height, "CGL", "30100", {})).toBe(true);
    expect(applies(height, "BOP", "30100", {})).toBe(false);
    const grease = bankQuestion("cooksWithGrease")!;
    expect(applies(grease, "BOP", "10100", {})).toBe(true);
    expect(applies(grease, "BOP", "40100", {})).toBe(false);
  });

  it("reveals a follow-up once the answer that makes it relevant arrives", () => {
    const certificates = bankQuestion("requiresCertificatesFromSubs")!;
    expect(applies(certificates, "CGL", "30100", {})).toBe(false);
    expect(applies(certificates, "CGL", "30100", { subcontractedPercent: 0 })).toBe(false);
    expect(applies(certificates, "CGL", "30100", { subcontractedPercent: 20 })).toBe(true);
  });

  it("maps a program's questions onto the bank by key or by x-question, leaving its own out", () => {
    expect([...formQuestionMap(CGL)]).toEqual([
      ["yearsInBusiness", "yearsInBusiness"],
      ["priorClaims", "priorClaims"],
      ["usesWrittenContracts", "usesWrittenContracts"],
    ]);
    expect(formQuestionMap(BOP).get("priorClaims")).toBe("claimsLast3Years");
  });
});

describe("answers kept on the client", () => {
  it("records bank answers given to one program, with who, when and where; null removes one", () => {
    const canonical = canonicalAnswers(CGL, { yearsInBusiness: 6, ownQuestion: "x", usesWrittenContracts: true });
    expect(canonical).toEqual({ yearsInBusiness: 6, usesWrittenContracts: true });
    const kept = recordAnswers({}, canonical, by);
    expect(kept.yearsInBusiness).toEqual({ value: 6, ...by });
    const later = recordAnswers(kept, { yearsInBusiness: 6, usesWrittenContracts: null }, { ...by, answeredAt: "2026-11-28T10:00:00.000Z" });
    expect(later.yearsInBusiness!.answeredAt).toBe(by.answeredAt); // unchanged: not answered again
    expect(later).not.toHaveProperty("usesWrittenContracts");
  });

  it("pre-fills each program with what it asks, under its own key, and says where each came from", () => {
    const client: ClientAnswers = recordAnswers({}, { yearsInBusiness: 6, priorClaims: 1, usesWrittenContracts: true }, by);
    expect(prefillAnswers(BOP, client)).toEqual({ yearsInBusiness: 6, claimsLast3Years: 1 });
    expect(prefillAnswers(CGL, client)).toEqual({ yearsInBusiness: 6, priorClaims: 1, usesWrittenContracts: true });
    expect(prefillSources(BOP, client, { yearsInBusiness: 6, claimsLast3Years: 2 })).toEqual({
      yearsInBusiness: { questionId: "yearsInBusiness", ...client.yearsInBusiness },
    });
    expect(prefillSources(BOP, client, { yearsInBusiness: 6, claimsLast3Years: 1 })).toMatchObject({
      claimsLast3Years: { questionId: "priorClaims", value: 1 },
    });
  });

  it("shares answers with a folio-mate only where it asks them and they change", () => {
    expect(sharedAnswers(BOP, { hasSprinklers: true }, { priorClaims: 0, usesWrittenContracts: true })).toEqual({ hasSprinklers: true, claimsLast3Years: 0 });
    expect(sharedAnswers(BOP, { claimsLast3Years: 0 }, { priorClaims: 0 })).toBeNull();
    expect(sharedAnswers(BOP, { claimsLast3Years: 0 }, { usesWrittenContracts: true })).toBeNull();
    expect(sharedAnswers(BOP, { claimsLast3Years: 0 }, { priorClaims: null })).toEqual({});
  });
});

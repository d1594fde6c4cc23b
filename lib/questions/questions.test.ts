import { describe, expect, it } from "vitest";
import { canonicalAnswers, needsConfirming, prefillAnswers, prefillSources, recordAnswers, sharedAnswers, type ClientAnswers } from "./answers";
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
    expect(applies(height, "CGL", "10100", {}, null)).toBe(false);
    expect(applies(height, "CGL", "30100", {}, null)).toBe(true);
    expect(applies(height, "BOP", "30100", {}, null)).toBe(false);
    const grease = bankQuestion("cooksWithGrease")!;
    expect(applies(grease, "BOP", "10100", {}, null)).toBe(true);
    expect(applies(grease, "BOP", "40100", {}, null)).toBe(false);
  });

  it("asks a question limited to some states only of risks there, and not when the state is unknown", () => {
    const scaffold = bankQuestion("nyScaffoldLawExposure")!;
    expect(applies(scaffold, "CGL", "30100", {}, "NY")).toBe(true);
    expect(applies(scaffold, "CGL", "30100", {}, "IL")).toBe(false);
    expect(applies(scaffold, "CGL", "30100", {}, null)).toBe(false);
    expect(applies(scaffold, "CGL", "10100", {}, "NY")).toBe(false); // a bakery in New York
  });

  it("reveals a follow-up once the answer that makes it relevant arrives", () => {
    const certificates = bankQuestion("requiresCertificatesFromSubs")!;
    expect(applies(certificates, "CGL", "30100", {}, null)).toBe(false);
    expect(applies(certificates, "CGL", "30100", { subcontractedPercent: 0 }, null)).toBe(false);
    expect(applies(certificates, "CGL", "30100", { subcontractedPercent: 20 }, null)).toBe(true);
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

describe("answers that age, at renewal", () => {
  it("an answer given again unchanged keeps who gave it and is stamped confirmed; a new value is a new answer", () => {
    const first = recordAnswers({}, { priorClaims: 0, usesWrittenContracts: true }, by);
    const later = { answeredBy: "user:2", answeredAt: "2027-10-01T09:00:00.000Z", source: "api" };
    const again = recordAnswers(first, { priorClaims: 0 }, later);
    expect(again.priorClaims).toEqual({ ...first.priorClaims, confirmedAt: later.answeredAt, confirmedBy: "user:2" });
    expect(again.usesWrittenContracts).toEqual(first.usesWrittenContracts);
    expect(recordAnswers(first, { priorClaims: 1 }, later).priorClaims).toEqual({ value: 1, ...later });
    // Given again at an earlier moment than it was last confirmed: nothing moves back.
    expect(recordAnswers(again, { priorClaims: 0 }, by).priorClaims).toEqual(again.priorClaims);
  });

  it("asks to confirm an answer that ages when it was last given before the renewal offer, and no other", () => {
    const answer = { value: 0, answeredBy: "user:1", answeredAt: "2026-11-27T10:00:00.000Z", source: "api" };
    expect(needsConfirming(true, answer, "2027-10-01T00:00:00.000Z")).toBe(true);
    expect(needsConfirming(true, { ...answer, confirmedAt: "2027-10-02T00:00:00.000Z" }, "2027-10-01T00:00:00.000Z")).toBe(false);
    expect(needsConfirming(false, answer, "2027-10-01T00:00:00.000Z")).toBe(false); // does not age
    expect(needsConfirming(true, answer, null)).toBe(false); // no renewal open
    expect(needsConfirming(true, null, "2027-10-01T00:00:00.000Z")).toBe(false); // unanswered: asked, not confirmed
  });
});

import { describe, expect, it } from "vitest";
import { rateWithPlan } from "@/lib/rating/carriers/rating-table/adapter";
import type { RatingRequest, Risk } from "@/lib/rating/types";
import { CARRIERS, seedProgramForRating } from "@/prisma/seed-data/carriers";
import { UNDERWRITING_RULES } from "@/prisma/seed-data/underwriting";
import { answersHash, approvedReferralsFor } from "./approval";
import { questionsOf, underwrite, UnderwritingRulesSchema, type UnderwritingRules } from "./rules";

const PROGRAMS = CARRIERS.flatMap((c) => c.programs.map((p) => ({ carrier: c, program: p })));
const rules = (code: string): UnderwritingRules => UNDERWRITING_RULES[code]!;
const codes = (hits: { code: string }[]) => hits.map((h) => h.code);

describe("the seeded underwriting rules", () => {
  it.each(PROGRAMS.map((p) => [p.program.code, p] as const))(
    "%s: parse, and every rule reads a question of the program's application",
    (_code, { program }) => {
      const parsed = UnderwritingRulesSchema.parse(rules(program.code));
      const questions = Object.keys((program.applicationForm as { properties: Record<string, unknown> }).properties);
      for (const rule of parsed.rules) for (const q of questionsOf(rule.when)) expect(questions, `${rule.code} reads ${q}`).toContain(q);
      expect(parsed.maxSchedulePercent).toBeLessThanOrEqual(25);
    },
  );

  it("decide nothing before the questions are answered", () => {
    for (const { program } of PROGRAMS) expect(underwrite(rules(program.code), {})).toMatchObject({ decision: "accept", schedule: [], schedulePercent: 0 });
  });
});

describe("underwrite, by program, on hand-computed cases", () => {
  it("KM-BOP: a long-established, claims-free, sprinklered, fire-resistive risk earns -15% on the whole and -30% on the property part, held to the filed -25%", () => {
    const uw = underwrite(rules("KM-BOP"), { yearsInBusiness: 12, priorClaims: 0, hasSprinklers: true, constructionType: "fire_resistive" });
    expect(uw.decision).toBe("accept");
    expect(uw.schedule.map((s) => [s.code, s.percent, s.appliesTo ?? "whole"])).toEqual([
      ["established_10_years", -10, "whole"],
      ["claims_free", -5, "whole"],
      ["sprinklered", -5, "property"],
      ["fire_resistive", -10, "property"],
    ]);
    expect([uw.schedulePercent, uw.uncappedPercent]).toEqual([-15, null]);
    expect([uw.propertySchedulePercent, uw.propertyUncappedPercent]).toEqual([-25, -30]);
  });

  it("KM-BOP: 3 claims refer (with a +15% debit), 4 decline; a new venture and grease cooking refer", () => {
    const three = underwrite(rules("KM-BOP"), { yearsInBusiness: 6, priorClaims: 3 });
    expect([three.decision, codes(three.referrals), three.schedulePercent]).toEqual(["refer", ["prior_claims_referral"], 10]); // -5 (5-9 years) + 15
    expect(three.referrals[0]!.message).toBe("3 claims in the past 3 years: an underwriter reviews the loss history before this can be bound.");
    const four = underwrite(rules("KM-BOP"), { priorClaims: 4 });
    expect([four.decision, codes(four.knockouts)]).toEqual(["decline", ["prior_claims_knockout"]]);
    expect(four.knockouts[0]!.message).toBe("The program does not write risks with 4 or more claims in the past 3 years.");
    expect(codes(underwrite(rules("KM-BOP"), { yearsInBusiness: 1, cooksWithGrease: true }).referrals)).toEqual(["new_venture_referral", "grease_cooking"]);
  });

  it("KM-CGL: the plumber of the issue (20 claims, 0 years, 90% subcontracted without certificates) is declined on two rules", () => {
    const uw = underwrite(rules("KM-CGL"), { priorClaims: 20, yearsInBusiness: 0, subcontractedPercent: 90, requiresCertificatesFromSubs: false });
    expect([uw.decision, codes(uw.knockouts)]).toEqual(["decline", ["prior_claims_knockout", "uncertified_subcontractors"]]);
    // with certificates collected, 90% subcontracted is a +10% debit, not a knock-out
    const certified = underwrite(rules("KM-CGL"), {
      priorClaims: 0,
      yearsInBusiness: 3,
      subcontractedPercent: 90,
      requiresCertificatesFromSubs: true,
      usesWrittenContracts: true,
    });
    expect([certified.decision, certified.schedule.map((s) => s.percent), certified.schedulePercent]).toEqual(["accept", [-5, 10, -5], 0]);
    expect(underwrite(rules("KM-CGL"), { workAboveThreeStories: true }).decision).toBe("decline");
  });

  it("HS-CGL (surplus lines, contractors): what KM-CGL declines is referred or debited", () => {
    const uw = underwrite(rules("HS-CGL"), {
      priorClaims: 0,
      yearsInBusiness: 0,
      subcontractedPercent: 90,
      requiresCertificatesFromSubs: false,
      workAboveThreeStories: true,
    });
    expect([uw.decision, codes(uw.referrals)]).toEqual(["refer", ["uncertified_subcontractors"]]);
    // new venture +15 (no claim-free credit at 0 years), above three stories +15, subcontracted +10 = +40, held to +25
    expect([uw.schedule.map((s) => s.percent), uw.schedulePercent, uw.uncappedPercent]).toEqual([[15, 15, 10], 25, 40]);
    expect(underwrite(rules("HS-CGL"), { priorClaims: 5 }).decision).toBe("refer");
    expect(underwrite(rules("HS-CGL"), { priorClaims: 6 }).decision).toBe("decline");
  });

  it("HS-PL and MP-PL: unlicensed services refer at one, decline at the other; client concentration and contracts price", () => {
    const hs = underwrite(rules("HS-PL"), { licensedProfessional: false, priorClaims: 2, largestClientSharePercent: 60, usesWrittenContracts: false });
    expect([hs.decision, codes(hs.referrals), hs.schedulePercent]).toEqual(["refer", ["prior_claims_referral", "unlicensed_services"], 25]);
    expect(hs.uncappedPercent).toBe(30); // claims +10, concentration +10, no contracts +10
    expect(underwrite(rules("MP-PL"), { licensedProfessional: false }).decision).toBe("decline");
    expect(underwrite(rules("MP-PL"), { priorClaims: 3 }).decision).toBe("decline");
    const mp = underwrite(rules("MP-PL"), {
      licensedProfessional: true,
      largestClientSharePercent: 80,
      usesWrittenContracts: true,
      yearsInBusiness: 4,
      priorClaims: 0,
    });
    expect([mp.decision, codes(mp.referrals), mp.schedulePercent]).toEqual(["refer", ["client_concentration"], -15]);
  });

  it("SA-BOP declines grease cooking and refers 2 claims; travel programs are not underwritten on answers", () => {
    expect(underwrite(rules("SA-BOP"), { cooksWithGrease: true }).decision).toBe("decline");
    expect(underwrite(rules("SA-BOP"), { priorClaims: 2 }).decision).toBe("refer");
    for (const code of ["WT-TI-ESS", "WT-TI-PRE", "SA-TI"]) {
      expect(underwrite(rules(code), { tripPurpose: "business", anyTravellerHasPreExistingCondition: true })).toMatchObject({
        decision: "accept",
        schedule: [],
      });
    }
  });

  it("an approved referral no longer refers, for the answers it was approved on only", () => {
    const answers = { priorClaims: 3, yearsInBusiness: 6 };
    const approval = { decision: "approved" as const, rules: ["prior_claims_referral"], answersHash: answersHash(answers) };
    expect(approvedReferralsFor(approval, { yearsInBusiness: 6, priorClaims: 3 })).toEqual(["prior_claims_referral"]); // key order does not matter
    expect(approvedReferralsFor(approval, { ...answers, priorClaims: 2 })).toEqual([]);
    expect(approvedReferralsFor({ ...approval, decision: "declined" }, answers)).toEqual([]);
    const uw = underwrite(rules("KM-BOP"), answers, approvedReferralsFor(approval, answers));
    expect([uw.decision, codes(uw.approvedReferrals), codes(uw.referrals)]).toEqual(["accept", ["prior_claims_referral"], []]);
  });
});

describe("rating with the answers", () => {
  const carrier = CARRIERS.find((c) => c.code === "keystone")!;
  const program = seedProgramForRating(
    carrier.code,
    carrier.programs.find((p) => p.code === "KM-CGL")!,
  );
  const plumber: Risk = {
    kind: "business",
    classCode: "30100",
    businessName: "Pipes LLC",
    mailingState: "TX",
    mailingZip: "78701",
    employeeCount: 6,
    annualRevenueCents: 120_000_000,
    annualPayrollCents: 40_000_000,
    subcontractedCostCents: 10_000_000,
    effectiveDate: "2025-04-01",
  };
  const request = (answers: Record<string, unknown>, approvedReferrals: string[] = []): RatingRequest => ({
    applicationId: "33333333-3333-4333-8333-333333333333",
    program,
    risk: plumber,
    options: Object.fromEntries(program.options.map((o) => [o.key, o.default])),
    asOf: "2025-03-01",
    answers,
    approvedReferrals,
  });

  it("credits and debits are worksheet lines on the premium after territory, before the minimum; the price is the price of the answers", () => {
    const plain = rateWithPlan(request({}));
    const credited = rateWithPlan(request({ yearsInBusiness: 12, priorClaims: 0, usesWrittenContracts: true }));
    if (plain.status !== "quoted" || credited.status !== "quoted") throw new Error("expected quotes");
    const territory = plain.worksheet.find((l) => l.step === "territory")!.runningCents;
    const lines = credited.worksheet.filter((l) => l.step === "schedule");
    expect(lines.map((l) => [l.label, l.amountCents])).toEqual([
      ["Schedule credit: 10 or more years in business (-10%)", Math.round(territory * -0.1)],
      ["Schedule credit: No claims in the past 3 years (-5%)", Math.round(territory * -0.05)],
      ["Schedule credit: Written contracts with customers (-5%)", Math.round(territory * -0.05)],
    ]);
    expect(credited.premium.premiumCents).toBe(Math.round((territory * 0.8) / 100) * 100);
    expect(credited.premium.premiumCents).toBeLessThan(plain.premium.premiumCents);
    expect(credited.referrals).toBeUndefined();
  });

  it("a knock-out declines with the rule's words; a referral prices and names the rule until approved", () => {
    const out = rateWithPlan(request({ priorClaims: 20, subcontractedPercent: 90, requiresCertificatesFromSubs: false }));
    expect(out).toMatchObject({
      status: "declined",
      reasons: [
        { code: "underwriting_knockout", rule: "prior_claims_knockout" },
        { code: "underwriting_knockout", rule: "uncertified_subcontractors" },
      ],
    });
    const referred = rateWithPlan(request({ priorClaims: 3 }));
    expect(referred.status === "quoted" && referred.referrals).toEqual([{ rule: "prior_claims_referral", message: expect.stringContaining("3 claims") }]);
    const approved = rateWithPlan(request({ priorClaims: 3 }, ["prior_claims_referral"]));
    expect(approved.status === "quoted" && approved.referrals).toBeUndefined();
    expect(approved.status === "quoted" && referred.status === "quoted" && approved.premium).toEqual(referred.status === "quoted" && referred.premium);
  });

  it("a schedule beyond the filed range is held to it by one more line", () => {
    const hs = CARRIERS.find((c) => c.code === "harborline")!;
    const hsCgl = seedProgramForRating(
      hs.code,
      hs.programs.find((p) => p.code === "HS-CGL")!,
    );
    const answers = { priorClaims: 0, yearsInBusiness: 0, subcontractedPercent: 90, requiresCertificatesFromSubs: true, workAboveThreeStories: true };
    const out = rateWithPlan({ ...request(answers), program: hsCgl });
    if (out.status !== "quoted") throw new Error(`expected a quote, got ${out.status}`);
    const lines = out.worksheet.filter((l) => l.step === "schedule");
    const base = out.worksheet[out.worksheet.indexOf(lines[0]!) - 1]!.runningCents;
    expect(lines.at(-1)!.label).toBe("Schedule rating held to +25%, the program's filed range (the credits and debits add to +40%)");
    expect(lines.reduce((s, l) => s + l.amountCents, 0)).toBe(Math.round(base * 0.25));
  });
});

// A program's underwriting rules (pure data and one pure evaluator): which answers decline the risk
// (knock-outs), which send it to an underwriter (referrals), and which credit or debit the premium
// (schedule rating, within the program's filed range). Each program's rules are seed data beside its
// rating plan (prisma/seed-data/underwriting.ts). The same function decides for rating (the carrier
// adapters), for the application form (the card's underwriting view) and for bind (a referred
// application cannot be bound). See docs/decisions/016-underwriting-rules-and-referrals.md.
import { z } from "zod";

export type AnswerValue = string | number | boolean;

/**
 * A test on one answer. Unanswered questions never match, so a rule decides only once its question is
 * answered; `all` matches when every part does.
 */
export type Condition = { answer: string; gte?: number; lte?: number; equals?: AnswerValue; in?: AnswerValue[] } | { all: Condition[] };

interface RuleBase {
  /** Stable key: names the rule in worksheets, notices, approvals and errors. */
  code: string;
  when: Condition;
}
export interface KnockoutRule extends RuleBase {
  kind: "knockout";
  /** The carrier's words, shown to the agent as the decline reason. */
  message: string;
}
export interface ReferralRule extends RuleBase {
  kind: "referral";
  message: string;
}
export interface ScheduleRule extends RuleBase {
  kind: "schedule";
  /** Worksheet label, e.g. "10 or more years in business". */
  label: string;
  /** -10 is a 10% credit, 15 a 15% debit. */
  percent: number;
  /**
   * "property": on the property part of a package (a BOP's business personal property) only, as
   * construction and fire protection are; otherwise on the whole premium. A program without a property
   * part ignores it.
   */
  appliesTo?: "property";
}
export type UnderwritingRule = KnockoutRule | ReferralRule | ScheduleRule;

export interface UnderwritingRules {
  version: string;
  /** The filed range of schedule rating: the credits and debits together stay within it (25: ±25%). */
  maxSchedulePercent: number;
  rules: UnderwritingRule[];
}

export const NO_UNDERWRITING_RULES: UnderwritingRules = { version: "none", maxSchedulePercent: 0, rules: [] };

const Answer = z.union([z.string(), z.number(), z.boolean()]);
const ConditionSchema: z.ZodType<Condition> = z.lazy(() =>
  z.union([
    z.strictObject({
      answer: z.string().min(1),
      gte: z.number().optional(),
      lte: z.number().optional(),
      equals: Answer.optional(),
      in: z.array(Answer).min(1).optional(),
    }),
    z.strictObject({ all: z.array(ConditionSchema).min(1) }),
  ]),
);
const Code = z.string().regex(/^[a-z][a-z0-9_]*$/, "snake_case rule code");
export const UnderwritingRulesSchema = z
  .strictObject({
    version: z.string().min(1),
    maxSchedulePercent: z.number().min(0).max(50),
    rules: z.array(
      z.discriminatedUnion("kind", [
        z.strictObject({ kind: z.literal("knockout"), code: Code, when: ConditionSchema, message: z.string().min(1) }),
        z.strictObject({ kind: z.literal("referral"), code: Code, when: ConditionSchema, message: z.string().min(1) }),
        z.strictObject({
          kind: z.literal("schedule"),
          code: Code,
          when: ConditionSchema,
          label: z.string().min(1),
          percent: z.number().min(-50).max(50),
          appliesTo: z.literal("property").optional(),
        }),
      ]),
    ),
  })
  .refine((r) => new Set(r.rules.map((x) => x.code)).size === r.rules.length, "rule codes must be unique") satisfies z.ZodType<UnderwritingRules>;

/** The questions a condition reads. */
export function questionsOf(condition: Condition): string[] {
  return "all" in condition ? condition.all.flatMap(questionsOf) : [condition.answer];
}

export function matches(condition: Condition, answers: Readonly<Record<string, unknown>>): boolean {
  if ("all" in condition) return condition.all.every((c) => matches(c, answers));
  const value = answers[condition.answer];
  if (value === undefined || value === null || value === "") return false;
  if (condition.equals !== undefined && value !== condition.equals) return false;
  if (condition.in !== undefined && !condition.in.includes(value as AnswerValue)) return false;
  if (condition.gte !== undefined && !(typeof value === "number" && value >= condition.gte)) return false;
  if (condition.lte !== undefined && !(typeof value === "number" && value <= condition.lte)) return false;
  return true;
}

export interface RuleHit {
  code: string;
  message: string;
}
export interface ScheduleHit {
  code: string;
  label: string;
  percent: number;
  appliesTo?: "property";
}

export interface Underwriting {
  /** decline: a knock-out matched; refer: an unapproved referral matched; else accept. */
  decision: "accept" | "refer" | "decline";
  knockouts: RuleHit[];
  /** Referrals that matched and have not been approved by an underwriter. */
  referrals: RuleHit[];
  /** Referrals that matched and were approved (kept so the worksheet and the card can say so). */
  approvedReferrals: RuleHit[];
  schedule: ScheduleHit[];
  /** The total of the whole-premium lines (all but the property-only ones), held within ±maxSchedulePercent. */
  schedulePercent: number;
  /** That total before the range held it, when it did. */
  uncappedPercent: number | null;
  /** The property part's total (every line, property-only ones included), held within ±maxSchedulePercent. */
  propertySchedulePercent: number;
  /** That total before the range held it, when it did. */
  propertyUncappedPercent: number | null;
}

/**
 * Evaluates a program's rules against the answers given so far. `approved` are the referral codes an
 * underwriter approved for these answers. Pure: the same answers always give the same decision.
 */
export function underwrite(rules: UnderwritingRules, answers: Readonly<Record<string, unknown>>, approved: readonly string[] = []): Underwriting {
  const knockouts: RuleHit[] = [];
  const referrals: RuleHit[] = [];
  const approvedReferrals: RuleHit[] = [];
  const schedule: ScheduleHit[] = [];
  for (const rule of rules.rules) {
    if (!matches(rule.when, answers)) continue;
    if (rule.kind === "knockout") knockouts.push({ code: rule.code, message: rule.message });
    else if (rule.kind === "referral") (approved.includes(rule.code) ? approvedReferrals : referrals).push({ code: rule.code, message: rule.message });
    else schedule.push({ code: rule.code, label: rule.label, percent: rule.percent, ...(rule.appliesTo ? { appliesTo: rule.appliesTo } : {}) });
  }
  // Each part of the premium is held to the filed range on its own: the liability part carries the
  // whole-premium lines, the property part those and the property-only ones.
  const max = rules.maxSchedulePercent;
  const hold = (total: number) => Math.min(max, Math.max(-max, total));
  const total = schedule.filter((x) => x.appliesTo !== "property").reduce((s, x) => s + x.percent, 0);
  const propertyTotal = schedule.reduce((s, x) => s + x.percent, 0);
  const held = hold(total);
  const propertyHeld = hold(propertyTotal);
  return {
    decision: knockouts.length ? "decline" : referrals.length ? "refer" : "accept",
    knockouts,
    referrals,
    approvedReferrals,
    schedule,
    schedulePercent: held,
    uncappedPercent: held === total ? null : total,
    propertySchedulePercent: propertyHeld,
    propertyUncappedPercent: propertyHeld === propertyTotal ? null : propertyTotal,
  };
}

// The table-driven carrier: prices a program from the rating plan stored with it, in process.
// The sandbox HTTP carrier reuses rateWithPlan to price its own programs behind its fake API.
import { createHash } from "node:crypto";
import { underwrite } from "@/lib/underwriting/rules";
import { rateBusiness } from "../../business";
import { checkEligibility, formatDollars } from "../../eligibility";
import { parseRatingPlan, RatingPlanError } from "../../plan-schema";
import { rateTravel } from "../../travel";
import type { CarrierAdapter, Notice, RatingOutcome, RatingRequest } from "../../types";

const SURPLUS_LINES_NOTICE: Notice = {
  type: "notice",
  level: "regulatory",
  text:
    "This insurance is issued by a surplus lines insurer that is not licensed (admitted) in your state. " +
    "The state's insurance guaranty fund will not pay claims if the insurer becomes insolvent, and " +
    "surplus lines tax and stamping fee are charged as shown.",
};

/** 8 hex digits of sha256(`kind:carrierCode:applicationId`): stable across retries of one application. */
function referenceHash(kind: string, carrierCode: string, applicationId: string): string {
  return createHash("sha256").update(`${kind}:${carrierCode}:${applicationId}`).digest("hex").slice(0, 8);
}

/**
 * The carrier's own references, e.g. "KM-Q-1a2b3c4d" / "KM-A-5e6f7a8b" for program "KM-BOP".
 * The prefix is the program code up to its first hyphen. 32 bits of hash: unique enough for a
 * reference shown to people, not a key to look quotes up by.
 */
export function carrierReferences(req: Pick<RatingRequest, "applicationId" | "program">): { quoteId: string; applicationId: string } {
  const prefix = req.program.code.split("-")[0]!.toUpperCase();
  const { carrierCode } = req.program;
  return {
    quoteId: `${prefix}-Q-${referenceHash("quote", carrierCode, req.applicationId)}`,
    applicationId: `${prefix}-A-${referenceHash("application", carrierCode, req.applicationId)}`,
  };
}

/**
 * Validates the plan, checks eligibility, underwrites the answers (knock-outs decline, referrals price but
 * flag, schedule credits and debits enter the worksheet), rates. Synchronous and pure apart from hashing.
 */
export function rateWithPlan(req: RatingRequest): RatingOutcome {
  const refs = carrierReferences(req);
  const parsed = parseRatingPlan(req.program.ratingPlan);
  if (!parsed.ok) return { status: "failed", reason: `Rating plan of ${req.program.code} is invalid:\n${parsed.error}` };
  const plan = parsed.plan;
  const expected = req.program.type === "TI" ? "travel" : "business";
  if (plan.kind !== expected || req.risk.kind !== expected) {
    return { status: "failed", reason: `Program ${req.program.code} (${req.program.type}) can not rate a ${req.risk.kind} risk with a ${plan.kind} plan` };
  }

  const reasons = checkEligibility(req.program, req.risk, req.asOf);
  if (reasons.length > 0) return { status: "declined", reasons, carrierApplicationId: refs.applicationId };
  const uw = underwrite(req.program.underwriting, req.answers ?? {}, req.approvedReferrals ?? []);
  if (uw.decision === "decline") {
    return {
      status: "declined",
      reasons: uw.knockouts.map((k) => ({ code: "underwriting_knockout", message: k.message, rule: k.code })),
      carrierApplicationId: refs.applicationId,
    };
  }

  try {
    const rated = plan.kind === "business" ? rateBusiness(plan, req, req.endorsements ?? [], uw) : rateTravel(plan, req, req.endorsements ?? []);
    const notices: Notice[] = [];
    if (plan.taxes.kind === "surplus_lines") notices.push(SURPLUS_LINES_NOTICE);
    const minimumLine = rated.worksheet.find((line) => line.step === "minimum");
    if (minimumLine) {
      // A business minimum depends on the limit chosen: the line's running total is the minimum applied.
      // The credits and debits of the answers come before it, so the card says why better answers do not
      // lower this price: the premium they rated to is below the minimum.
      const minimum = plan.kind === "business" ? minimumLine.runningCents : plan.minimumPremiumPerTravellerCents;
      const per = plan.kind === "business" ? "" : " per traveller";
      const below = formatDollars(minimumLine.runningCents - minimumLine.amountCents);
      const scheduled = rated.worksheet.some((line) => line.step === "schedule") ? " after the schedule credits and debits of the answers" : "";
      notices.push({
        type: "notice",
        level: "info",
        text: `Minimum premium applies: the program's minimum premium of ${formatDollars(minimum)}${per} sets the price (the premium rated to ${below}${scheduled}).`,
      });
    }
    return {
      status: "quoted",
      premium: rated.premium,
      worksheet: rated.worksheet,
      carrierQuoteId: refs.quoteId,
      carrierApplicationId: refs.applicationId,
      externalId: null,
      notices,
      ...(uw.referrals.length ? { referrals: uw.referrals.map((r) => ({ rule: r.code, message: r.message })) } : {}),
    };
  } catch (error) {
    if (error instanceof RatingPlanError) return { status: "failed", reason: error.message };
    throw error;
  }
}

export const ratingTableAdapter: CarrierAdapter = {
  async rate(req, ctx) {
    if (ctx.signal.aborted) return { status: "failed", reason: "Rating was cancelled before it started" };
    return rateWithPlan(req);
  },
};

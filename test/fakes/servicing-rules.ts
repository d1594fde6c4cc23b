// Servicing rule sets for the pure policy tests: the seed's shapes (prisma/seed-data/carriers.ts), fixed
// here so a change to the seed does not silently change what the worksheets were computed against.
// SURPLUS and TRAVEL differ from the seed where noted (the tests cover both settings explicitly).
import type { ServicingRules } from "@/lib/policies/rules";

export const ADMITTED: ServicingRules = {
  insuredMethod: "short_rate",
  shortRatePercent: 90,
  minimumEarnedPercent: 0,
  feesFullyEarned: true,
  taxesReturnOnInsuredCancel: true,
  flatCancelAllowed: true,
  backdateDays: 30,
  noticeDays: { carrier_underwriting: 30, non_payment: 10 },
  nonPaymentGraceDays: 10,
  renewalOfferDays: 60,
  travel: null,
};
export const PRO_RATA: ServicingRules = { ...ADMITTED, insuredMethod: "pro_rata" };
/** The seed's admitted programs: short rate by the standard one-year short-rate table (lib/policies/short-rate.ts). */
export const ADMITTED_TABLE: ServicingRules = { ...ADMITTED, shortRate: "table" };
/**
 * The seed also refuses flat cancellation for surplus lines (flatCancelAllowed: false). The seed returns taxes
 * with the premium and lets the insured's home state decide its surplus lines tax (`taxReturnRule`, decision
 * 028); `taxesReturnOnInsuredCancel: false` here is a program that keeps its taxes, with no state rule given.
 */
export const SURPLUS: ServicingRules = { ...ADMITTED, minimumEarnedPercent: 25, taxesReturnOnInsuredCancel: false };
/** The seed also refuses travel back-dating (backdateDays: 0). */
export const TRAVEL: ServicingRules = {
  ...ADMITTED,
  insuredMethod: "pro_rata",
  flatCancelAllowed: false,
  renewalOfferDays: null,
  travel: { freeLookDays: 10, earnedAtDeparture: true },
};

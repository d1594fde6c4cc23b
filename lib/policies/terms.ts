// The cancellation terms a card and the declarations show, written from the same rules the
// computation applies (rules.ts, cancellation.ts): what the insured reads is what happens.
import type { ServicingRules } from "./rules";

export function cancellationTerms(rules: ServicingRules): { title: string; text: string } {
  const fee = rules.feesFullyEarned ? " The policy fee is fully earned at inception and is not returned." : "";
  if (rules.travel) {
    return {
      title: "Cancellation",
      text:
        `You may cancel within ${rules.travel.freeLookDays} days of purchase, before your trip starts, for a full refund.` +
        (rules.travel.earnedAtDeparture
          ? " After that the premium is fully earned and is not refunded."
          : " After that, unearned premium is returned pro rata.") +
        " If we cancel, the premium for the days not yet travelled is returned.",
    };
  }
  const insured =
    rules.insuredMethod !== "short_rate"
      ? "If you cancel, unearned premium is returned pro rata"
      : rules.shortRate === "table"
        ? "If you cancel, unearned premium is returned by the standard one-year short-rate table (for example, 40% of the annual premium after 182 days in force), never more than pro rata"
        : `If you cancel, unearned premium is returned at ${rules.shortRatePercent}% of the pro-rata amount (short rate)`;
  const minimum = rules.minimumEarnedPercent > 0 ? `, and at least ${rules.minimumEarnedPercent}% of the premium is earned` : "";
  const taxes = rules.taxesReturnOnInsuredCancel ? "" : "; taxes are not returned";
  const flat = rules.flatCancelAllowed ? " A cancellation on the start date returns all premium." : "";
  return {
    title: "Cancellation",
    text:
      `${insured}${minimum}${taxes}. You may back-date a cancellation by at most ${rules.backdateDays} days.${flat}${fee} ` +
      `If we cancel, unearned premium and taxes are returned pro rata with no minimum earned premium, after at least ${rules.noticeDays.carrier_underwriting} days' notice ` +
      `(${rules.noticeDays.non_payment} days for non-payment, which may follow an installment more than ${rules.nonPaymentGraceDays} days overdue; longer where state law says so; after a new policy's first 60 days (90 in some states), or on a renewal, only for the reasons state law allows).`,
  };
}

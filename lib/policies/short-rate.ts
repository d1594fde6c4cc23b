// The standard one-year short-rate cancellation table (pure data): days in force -> percent of the annual
// premium earned when the insured cancels. Source: the customary "short rate cancellation table" of the
// fire and casualty rating bureaus (its one-year form, as printed with the 1943 New York standard fire
// policy and still used by carriers that file short rate; reproduced, for example, in Wikipedia's "Short
// rate table", whose example adds a 25% minimum retained premium: here a minimum earned premium is the
// program's own rule, minimumEarnedPercent). Our transcription, to be checked against the filing of each
// carrier that adopts it before production use.
//
// Each row: the last day in force it covers, and the percent earned from the previous row's last day + 1
// to it. 365 days (or more) earn 100%.
export const SHORT_RATE_TABLE_SOURCE = "Standard one-year short-rate cancellation table (rating bureaus' short rate cancellation table, one-year form)";

// prettier-ignore
export const SHORT_RATE_TABLE: ReadonlyArray<readonly [lastDay: number, percentEarned: number]> = [
  [1, 5], [2, 6], [4, 7], [6, 8], [8, 9], [10, 10], [12, 11], [14, 12], [16, 13], [18, 14], [20, 15], [22, 16],
  [25, 17], [29, 18], [32, 19], [36, 20], [40, 21], [43, 22], [47, 23], [51, 24], [54, 25], [58, 26], [62, 27],
  [65, 28], [69, 29], [73, 30], [76, 31], [80, 32], [83, 33], [87, 34], [91, 35], [94, 36], [98, 37], [102, 38],
  [105, 39], [109, 40], [113, 41], [116, 42], [120, 43], [124, 44], [127, 45], [131, 46], [135, 47], [138, 48],
  [142, 49], [146, 50], [149, 51], [153, 52], [156, 53], [160, 54], [164, 55], [167, 56], [171, 57], [175, 58],
  [178, 59], [182, 60], [187, 61], [191, 62], [196, 63], [200, 64], [205, 65], [209, 66], [214, 67], [218, 68],
  [223, 69], [228, 70], [232, 71], [237, 72], [241, 73], [246, 74], [250, 75], [255, 76], [260, 77], [264, 78],
  [269, 79], [273, 80], [278, 81], [282, 82], [287, 83], [291, 84], [296, 85], [301, 86], [305, 87], [310, 88],
  [314, 89], [319, 90], [323, 91], [328, 92], [332, 93], [337, 94], [342, 95], [346, 96], [351, 97], [355, 98],
  [360, 99], [365, 100],
];

/**
 * Percent of the annual premium the table earns after `daysInForce` days of a `daysInTerm`-day term. A term
 * other than 365 days is read on the table's year in proportion (days in force x 365 / days in term, rounded
 * up: a part day counts as a day); a cancellation on the first day earns the first row.
 */
export function shortRateEarnedPercent(daysInForce: number, daysInTerm: number): number {
  if (!Number.isSafeInteger(daysInTerm) || daysInTerm <= 0) throw new RangeError(`daysInTerm must be a positive whole number, got ${daysInTerm}`);
  if (!Number.isSafeInteger(daysInForce) || daysInForce < 0) throw new RangeError(`daysInForce must be a non-negative whole number, got ${daysInForce}`);
  if (daysInForce >= daysInTerm) return 100;
  const onYear = Math.max(1, Math.ceil((daysInForce * 365) / daysInTerm));
  for (const [lastDay, percent] of SHORT_RATE_TABLE) if (onYear <= lastDay) return percent;
  return 100;
}

// A program's coverages with the limits and deductibles chosen for one quote or policy: the one place
// that reads option values onto coverages (cards, the application view, policies and every PDF use it).
import type { Coverage, OptionSet, SelectedOptions } from "@/lib/rating/types";

export interface CoverageTerms {
  key: string;
  name: string;
  description: string;
  /** In cents when the option is money; null when no option sets it. */
  limit: number | null;
  deductible: number | null;
  /** The option units, so money can be shown as money. */
  limitUnit: OptionSet["unit"] | null;
  deductibleUnit: OptionSet["unit"] | null;
}

/** The value of each option as chosen (or its default). */
export function chosenOptions(options: readonly OptionSet[], selected: SelectedOptions): Array<OptionSet & { value: number }> {
  return options.map((o) => ({ ...o, value: selected[o.key] ?? o.default }));
}

export function coverageTerms(coverages: readonly Coverage[], options: readonly OptionSet[], selected: SelectedOptions): CoverageTerms[] {
  const chosen = new Map(chosenOptions(options, selected).map((o) => [o.key, o]));
  const pick = (key?: string) => (key ? chosen.get(key) : undefined);
  return coverages.map((c) => {
    const limit = pick(c.limitOptionKey);
    const deductible = pick(c.deductibleOptionKey);
    return {
      key: c.key,
      name: c.name,
      description: c.description,
      limit: limit?.value ?? null,
      deductible: deductible?.value ?? null,
      limitUnit: limit?.unit ?? null,
      deductibleUnit: deductible?.unit ?? null,
    };
  });
}

/** Options that set a deductible or retention, rather than a limit. */
export function isDeductibleOption(o: Pick<OptionSet, "key">): boolean {
  return /deductible|retention/i.test(o.key);
}

// Pure: turns a create-quote body into the stored rating block, the normalised risk and each
// program's option selection, or field-level issues. No I/O.
import { canonicalJson } from "@/lib/canonical-json";
import { addDays, addYears, ageOn } from "@/lib/dates";
import type { FieldIssue } from "@/lib/errors";
import type { BusinessRisk, Endorsement, OptionSet, ProgramType, Risk, SelectedOptions, TravelRisk } from "@/lib/rating/types";
import { fromCents, toCents } from "@/lib/schemas/common";
import { BUSINESS_REQUIRED, RATING_FIELD_NAMES, TRAVEL_REQUIRED, type RatingFields } from "@/lib/schemas/quote";
import { zipMatchesState } from "@/lib/schemas/reference";
import { tripDays } from "@/lib/rating/eligibility";

export interface RatingBlock {
  /** What is stored as system_payload: the rating fields exactly as submitted. */
  payload: Record<string, unknown>;
  /** The same, parsed. */
  fields: RatingFields;
  /** Where each field was given, for error paths. */
  pathOf: (field: string) => string;
}

/**
 * Rating fields may sit at the top level or inside system_payload (the spec shows both). Both may be
 * given; a field given in both places must agree, or the request is refused.
 */
export function mergeRatingBlock(
  body: RatingFields & { system_payload?: RatingFields },
  rawBody: Record<string, unknown>,
): { block: RatingBlock; issues: FieldIssue[] } {
  const issues: FieldIssue[] = [];
  const rawNested = (rawBody.system_payload ?? undefined) as Record<string, unknown> | undefined;
  const payload: Record<string, unknown> = { ...(rawNested ?? {}) };
  const fields: Record<string, unknown> = { ...(body.system_payload ?? {}) };
  const topLevel = new Set<string>();
  for (const name of RATING_FIELD_NAMES) {
    if (!(name in rawBody)) continue;
    topLevel.add(name);
    if (rawNested && name in rawNested) {
      if (canonicalJson(rawNested[name]) !== canonicalJson(rawBody[name])) {
        issues.push({
          path: `system_payload.${name}`,
          message: `disagrees with the top-level ${name}; send it in one place, or the same value in both`,
          code: "conflicting_value",
        });
      }
      continue;
    }
    payload[name] = rawBody[name];
    fields[name] = body[name];
  }
  const nestedUsed = rawNested !== undefined;
  const pathOf = (field: string) => {
    const root = field.split(/[.[]/)[0] ?? field;
    if (topLevel.has(root)) return field;
    return nestedUsed ? `system_payload.${field}` : field;
  };
  return { block: { payload, fields: fields as RatingFields, pathOf }, issues };
}

export const MAX_EFFECTIVE_DAYS_AHEAD = 366;
export const MAX_TRIP_DAYS = 366;

/** Checks the fields each program type needs, and the rules between fields. `today` is YYYY-MM-DD (UTC). */
export function validateForTypes(block: RatingBlock, types: ReadonlySet<ProgramType>, today: string): FieldIssue[] {
  const f = block.fields;
  const issues: FieldIssue[] = [];
  const need = (name: string, forWhat: string) => {
    if ((f as Record<string, unknown>)[name] === undefined) {
      issues.push({ path: block.pathOf(name), message: `is required for ${forWhat} programs`, code: "required" });
    }
  };
  const business = [...types].filter((t) => t !== "TI");
  if (business.length) {
    for (const name of BUSINESS_REQUIRED) need(name, business.join("/"));
    if (f.effective_date) {
      if (f.effective_date < today) {
        issues.push({ path: block.pathOf("effective_date"), message: `must not be in the past (today is ${today})`, code: "date_in_past" });
      } else if (f.effective_date > addDays(today, MAX_EFFECTIVE_DAYS_AHEAD)) {
        issues.push({ path: block.pathOf("effective_date"), message: `must be within ${MAX_EFFECTIVE_DAYS_AHEAD} days of today`, code: "date_too_far" });
      }
    }
    if (f.mailing_zip && f.mailing_state && !zipMatchesState(f.mailing_zip, f.mailing_state.toUpperCase())) {
      issues.push({
        path: block.pathOf("mailing_zip"),
        message: `${f.mailing_zip} is not a ZIP code of ${f.mailing_state.toUpperCase()}`,
        code: "zip_state_mismatch",
      });
    }
  }
  if (types.has("TI")) {
    for (const name of TRAVEL_REQUIRED) need(name, "TI");
    if (f.coverage?.tripCost === undefined) {
      issues.push({ path: block.pathOf("coverage.tripCost"), message: "is required for TI programs", code: "required" });
    }
    if (f.country_of_residence?.toUpperCase() === "US" && !f.residence_state) {
      issues.push({ path: block.pathOf("residence_state"), message: "is required for US residents (travel cover is filed by state)", code: "required" });
    }
    if (f.start_date && f.start_date < today) {
      issues.push({ path: block.pathOf("start_date"), message: `must not be in the past (today is ${today})`, code: "date_in_past" });
    }
    if (f.start_date && f.end_date) {
      if (f.end_date <= f.start_date) {
        issues.push({ path: block.pathOf("end_date"), message: "must be after start_date", code: "end_before_start" });
      } else if (tripDays(f.start_date, f.end_date) > MAX_TRIP_DAYS) {
        issues.push({ path: block.pathOf("end_date"), message: `a trip may last at most ${MAX_TRIP_DAYS} days`, code: "trip_too_long" });
      }
    }
    f.insureds?.forEach((insured, i) => {
      if (insured.date_of_birth >= today) {
        issues.push({ path: block.pathOf(`insureds[${i}].date_of_birth`), message: "must be in the past", code: "date_not_past" });
      } else if (ageOn(insured.date_of_birth, today) > 120) {
        issues.push({ path: block.pathOf(`insureds[${i}].date_of_birth`), message: "gives an age over 120", code: "implausible_age" });
      }
    });
    const shares = (f.insureds ?? []).map((i) => i.trip_cost).filter((c): c is number => c !== undefined);
    if (f.coverage?.tripCost !== undefined && shares.length && toCents(shares.reduce((a, b) => a + b, 0)) > toCents(f.coverage.tripCost)) {
      issues.push({
        path: block.pathOf("insureds"),
        message: "travellers' trip_cost shares add up to more than coverage.tripCost",
        code: "shares_exceed_total",
      });
    }
  }
  return issues;
}

/** The normalised risk a carrier rates. Call only after validateForTypes found nothing. */
export function buildRisk(fields: RatingFields, type: ProgramType): Risk {
  if (type === "TI") {
    const risk: TravelRisk = {
      kind: "travel",
      countryOfResidence: fields.country_of_residence!.toUpperCase(),
      ...(fields.residence_state ? { residenceState: fields.residence_state.toUpperCase() } : {}),
      destinationCountry: fields.destination_country!.toUpperCase(),
      startDate: fields.start_date!,
      endDate: fields.end_date!,
      tripCostCents: toCents(fields.coverage!.tripCost!),
      insureds: fields.insureds!.map((i) => ({
        ...(i.first_name ? { firstName: i.first_name } : {}),
        ...(i.last_name ? { lastName: i.last_name } : {}),
        dateOfBirth: i.date_of_birth,
        ...(i.trip_cost !== undefined ? { tripCostCents: toCents(i.trip_cost) } : {}),
      })),
    };
    return risk;
  }
  const risk: BusinessRisk = {
    kind: "business",
    classCode: fields.class_code!,
    businessName: fields.business_name!.trim(),
    mailingState: fields.mailing_state!.toUpperCase(),
    mailingZip: fields.mailing_zip!.slice(0, 5),
    employeeCount: fields.employee_count!,
    annualRevenueCents: toCents(fields.annual_revenue!),
    ...(fields.annual_payroll !== undefined ? { annualPayrollCents: toCents(fields.annual_payroll) } : {}),
    ...(fields.subcontracted_cost !== undefined ? { subcontractedCostCents: toCents(fields.subcontracted_cost) } : {}),
    effectiveDate: fields.effective_date!,
  };
  return risk;
}

/** Policy term shown on the card: a year from the effective date, or the trip. */
export function termOf(risk: Risk): { effectiveDate: string; expirationDate: string } {
  return risk.kind === "travel"
    ? { effectiveDate: risk.startDate, expirationDate: risk.endDate }
    : { effectiveDate: risk.effectiveDate, expirationDate: addYears(risk.effectiveDate, 1) };
}

/**
 * The complete option selection for one program: a value given in coverage must be one the program
 * offers; options not given take the program's default. Coverage keys the program has no option for
 * are not its business (a CGL program ignores bppLimit).
 */
export function selectOptions(
  options: OptionSet[],
  coverage: RatingFields["coverage"],
  pathOf: (field: string) => string,
  programCode: string,
): { selected: SelectedOptions; issues: FieldIssue[] } {
  const selected: SelectedOptions = {};
  const issues: FieldIssue[] = [];
  for (const option of options) {
    const given = (coverage as Record<string, number | undefined> | undefined)?.[option.key];
    if (given === undefined) {
      selected[option.key] = option.default;
      continue;
    }
    const value = option.unit === "money" ? toCents(given) : given;
    if (!option.values.includes(value)) {
      const offered = option.values.map((v) => (option.unit === "money" ? v / 100 : v)).join(", ");
      issues.push({
        path: pathOf(`coverage.${option.key}`),
        message: `${given} is not offered by program ${programCode}; choose one of ${offered}`,
        code: "option_not_offered",
      });
    } else {
      selected[option.key] = value;
    }
  }
  return { selected, issues };
}

/**
 * Like compared with like: an option that several programs of one folio share (glLimit, deductible,
 * medicalLimit…) and that the request leaves unset takes, in every one of them, one value they all offer:
 * the common value nearest the median of their defaults (on a log scale; a tie takes the higher). An
 * option of a single program, or one without a value in common, keeps each program's default.
 * Returns the aligned value (in the option's units, cents for money) of each such key. Decision 020.
 */
export function alignedDefaults(optionSets: readonly OptionSet[][], coverage: RatingFields["coverage"]): Record<string, number> {
  const given = (coverage ?? {}) as Record<string, number | undefined>;
  const byKey = new Map<string, OptionSet[]>();
  for (const set of optionSets)
    for (const option of set) if (given[option.key] === undefined) byKey.set(option.key, [...(byKey.get(option.key) ?? []), option]);
  const aligned: Record<string, number> = {};
  for (const [key, options] of byKey) {
    if (options.length < 2) continue;
    const common = options[0]!.values.filter((v) => options.every((o) => o.values.includes(v)));
    if (!common.length) continue;
    const defaults = options.map((o) => o.default).sort((a, b) => a - b);
    const mid = defaults.length / 2;
    const scale = (v: number) => Math.log(Math.max(v, 1e-9));
    const median = defaults.length % 2 ? scale(defaults[Math.floor(mid)]!) : (scale(defaults[mid - 1]!) + scale(defaults[mid]!)) / 2;
    const distance = (v: number) => Math.abs(scale(v) - median);
    aligned[key] = common.reduce((best, v) =>
      distance(v) < distance(best) - 1e-12 || (Math.abs(distance(v) - distance(best)) <= 1e-12 && v > best) ? v : best,
    );
  }
  return aligned;
}

/**
 * The exposure a program's rating plan needs for the class asked: a class rated on payroll (contractors)
 * needs annual_payroll. A class the program does not write needs nothing here (eligibility declines it).
 */
export function exposureIssues(ratingPlan: unknown, fields: RatingFields, pathOf: (field: string) => string, programCode: string): FieldIssue[] {
  const code = fields.class_code;
  const plan = ratingPlan as { kind?: string; classRates?: Record<string, { liabilityPer100Payroll?: number }> } | null;
  if (!code || plan?.kind !== "business" || plan.classRates?.[code]?.liabilityPer100Payroll === undefined) return [];
  if (fields.annual_payroll !== undefined) return [];
  return [
    {
      path: pathOf("annual_payroll"),
      message: `${programCode} rates class ${code} on payroll: give the year's payroll (owners' pay included), and subcontracted_cost if any work is subcontracted`,
      code: "required",
    },
  ];
}

/**
 * The endorsements each program adds, from the request's `endorsements` (by program code): every code must
 * be a program of this quote, every key an endorsement the program makes available. An included one is
 * accepted and adds nothing (it is in the premium already). Returns the added keys by program id.
 */
export function selectEndorsements(
  programs: ReadonlyArray<{ id: string; code: string; endorsements: readonly Endorsement[] }>,
  selection: RatingFields["endorsements"],
  pathOf: (field: string) => string,
): { added: Map<string, string[]>; issues: FieldIssue[] } {
  const added = new Map<string, string[]>(programs.map((p) => [p.id, []]));
  const issues: FieldIssue[] = [];
  const seen = new Set<string>();
  for (const [code, keys] of Object.entries(selection ?? {})) {
    const program = programs.find((p) => p.code.toUpperCase() === code.toUpperCase());
    if (!program) {
      issues.push({
        path: pathOf(`endorsements.${code}`),
        message: `${code} is not a program of this quote; name one of ${programs.map((p) => p.code).join(", ")}`,
        code: "program_not_quoted",
      });
      continue;
    }
    if (seen.has(program.id)) {
      issues.push({ path: pathOf(`endorsements.${code}`), message: `names program ${program.code} a second time`, code: "duplicate" });
      continue;
    }
    seen.add(program.id);
    const mine = added.get(program.id)!;
    keys.forEach((key, i) => {
      const path = pathOf(`endorsements.${code}[${i}]`);
      const endorsement = program.endorsements.find((e) => e.key === key);
      const offered = program.endorsements.filter((e) => e.available && !e.included).map((e) => e.key);
      if (!endorsement) {
        issues.push({
          path,
          message: `${key} is not an endorsement of program ${program.code}; ${offered.length ? `it offers ${offered.join(", ")}` : "it offers none to add"}`,
          code: "unknown_endorsement",
        });
      } else if (!endorsement.available) {
        issues.push({
          path,
          message: `${endorsement.name} (${key}) is not available on program ${program.code}; ${offered.length ? `it offers ${offered.join(", ")}` : "it offers none to add"}`,
          code: "endorsement_not_available",
        });
      } else if (keys.indexOf(key) !== i) {
        issues.push({ path, message: `lists ${key} a second time`, code: "duplicate" });
      } else if (!endorsement.included) {
        mine.push(key);
      }
    });
  }
  return { added, issues };
}

type OptionPrograms = ReadonlyArray<{ id: string; code: string; options: readonly OptionSet[] }>;

const offeredText = (option: OptionSet) => option.values.map((v) => (option.unit === "money" ? fromCents(v) : v)).join(", ");
const findByCode = <P extends { code: string }>(programs: readonly P[], code: string) => programs.find((p) => p.code.toUpperCase() === code.toUpperCase());

/**
 * Each program's own options, from the request's `program_options` (by program code): every code must be a
 * program of this quote, every key an option of that program, every value one it offers. Returns the chosen
 * values (cents for money) by program id; they take precedence over the folio-wide coverage. Decision 030.
 */
export function selectProgramOptions(
  programs: OptionPrograms,
  selection: RatingFields["program_options"],
  pathOf: (field: string) => string,
): { chosen: Map<string, SelectedOptions>; issues: FieldIssue[] } {
  const chosen = new Map<string, SelectedOptions>();
  const issues: FieldIssue[] = [];
  for (const [code, values] of Object.entries(selection ?? {})) {
    const program = findByCode(programs, code);
    if (!program) {
      issues.push({
        path: pathOf(`program_options.${code}`),
        message: `${code} is not a program of this quote; name one of ${programs.map((p) => p.code).join(", ")}`,
        code: "program_not_quoted",
      });
      continue;
    }
    if (chosen.has(program.id)) {
      issues.push({ path: pathOf(`program_options.${code}`), message: `names program ${program.code} a second time`, code: "duplicate" });
      continue;
    }
    const mine: SelectedOptions = {};
    chosen.set(program.id, mine);
    for (const [key, given] of Object.entries(values)) {
      const path = pathOf(`program_options.${code}.${key}`);
      const option = program.options.find((o) => o.key === key);
      if (!option) {
        issues.push({
          path,
          message: `${key} is not an option of program ${program.code}; it has ${program.options.map((o) => o.key).join(", ") || "none"}`,
          code: "unknown_option",
        });
        continue;
      }
      const value = option.unit === "money" ? toCents(given) : given;
      if (!option.values.includes(value)) {
        issues.push({ path, message: `${given} is not offered by program ${program.code}; choose one of ${offeredText(option)}`, code: "option_not_offered" });
      } else {
        mine[key] = value;
      }
    }
  }
  return { chosen, issues };
}

/**
 * What each program takes from the folio-wide coverage alone (its given values, the aligned defaults, its own
 * defaults), by program id; a value the program does not offer is left out. As prepareQuote selects them.
 */
export function folioWideOptions(programs: OptionPrograms, coverage: RatingFields["coverage"]): Map<string, SelectedOptions> {
  const aligned = alignedDefaults(
    programs.map((p) => [...p.options]),
    coverage,
  );
  return new Map(
    programs.map((p) => {
      const { selected } = selectOptions([...p.options], coverage, (f) => f, p.code);
      for (const o of p.options) if (aligned[o.key] !== undefined) selected[o.key] = aligned[o.key]!;
      return [p.id, selected];
    }),
  );
}

/** What a program's latest attempt in the session was rated with: its options (cents for money) and added endorsements. */
export interface LatestChoices {
  selectedOptions: SelectedOptions;
  addedEndorsements: readonly string[];
}

/**
 * A re-quote's per-program part of the rating block (decision 031): each program re-quoted keeps the options
 * and endorsements of its latest attempt in the session unless the request changes them.
 * - A program named in the request's `program_options` has its own options replaced by those (as given).
 * - Otherwise it keeps each option of its latest attempt, except those the request's folio-wide `coverage`
 *   gives (that applies to every program re-quoted); a kept value the folio-wide coverage would give anyway is
 *   not repeated, so `program_options` lists only where a program departs from the folio.
 * - Endorsements: a list given for a program replaces its list; otherwise its latest attempt's added ones.
 * - A program with no earlier attempt takes what the folio-wide coverage gives it, as on create.
 * Codes given for programs not re-quoted are passed through as given, for prepareQuote to refuse (400).
 * `coverage` is the new block's folio-wide coverage (the original's with the request's merged over it).
 */
export function requoteProgramChoices(
  programs: OptionPrograms,
  latest: ReadonlyMap<string, LatestChoices>,
  coverage: RatingFields["coverage"],
  change: Pick<RatingFields, "coverage" | "program_options" | "endorsements">,
): { programOptions: NonNullable<RatingFields["program_options"]>; endorsements: NonNullable<RatingFields["endorsements"]> } {
  const programOptions: NonNullable<RatingFields["program_options"]> = {};
  const endorsements: NonNullable<RatingFields["endorsements"]> = {};
  const given = (selection: Record<string, unknown> | undefined, code: string) =>
    Object.keys(selection ?? {}).find((c) => c.toUpperCase() === code.toUpperCase());
  const changedKeys = new Set(Object.entries(change.coverage ?? {}).flatMap(([k, v]) => (v === undefined ? [] : [k])));
  const folioWide = folioWideOptions(programs, coverage);
  for (const program of programs) {
    const last = latest.get(program.id);
    const givenOptions = given(change.program_options, program.code);
    if (givenOptions !== undefined) {
      programOptions[givenOptions] = change.program_options![givenOptions]!;
    } else if (last) {
      const own: Record<string, number> = {};
      const wide = folioWide.get(program.id) ?? {};
      for (const option of program.options) {
        const value = last.selectedOptions[option.key];
        if (value === undefined || !option.values.includes(value) || changedKeys.has(option.key) || value === wide[option.key]) continue;
        own[option.key] = option.unit === "money" ? fromCents(value) : value;
      }
      if (Object.keys(own).length) programOptions[program.code] = own;
    }
    const givenList = given(change.endorsements, program.code);
    if (givenList !== undefined) endorsements[givenList] = change.endorsements![givenList]!;
    else if (last?.addedEndorsements.length) endorsements[program.code] = [...last.addedEndorsements];
  }
  // Codes of no program re-quoted, and a program named twice, go on as given: prepareQuote names them in its 400.
  const passOn = (selection: Record<string, unknown> | undefined, out: Record<string, unknown>) => {
    for (const code of Object.keys(selection ?? {})) {
      const program = findByCode(programs, code);
      if (!program || given(selection, program.code) !== code) out[code] = selection![code];
    }
  };
  passOn(change.program_options, programOptions);
  passOn(change.endorsements, endorsements);
  return { programOptions, endorsements };
}

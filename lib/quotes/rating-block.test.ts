import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { OptionSet, ProgramType } from "@/lib/rating/types";
import { BUSINESS_REQUIRED, CreateQuoteRequest, TRAVEL_REQUIRED } from "@/lib/schemas/quote";
import {
  MAX_EFFECTIVE_DAYS_AHEAD,
  MAX_TRIP_DAYS,
  alignedDefaults,
  buildRisk,
  mergeRatingBlock,
  selectEndorsements,
  selectOptions,
  termOf,
  validateForTypes,
} from "./rating-block";
import { CARRIERS } from "@/prisma/seed-data/carriers";

const PROGRAMS = CARRIERS.flatMap((c) => c.programs);
import { addDays, ageOn } from "@/lib/dates";

const TODAY = "2026-11-22";

type Raw = Record<string, unknown>;

const BUSINESS: Raw = {
  class_code: "10100",
  business_name: "Acme Bakery",
  mailing_zip: "94103",
  mailing_state: "CA",
  employee_count: 5,
  annual_revenue: 850000,
  effective_date: "2026-12-01",
};

const TRAVEL: Raw = {
  country_of_residence: "US",
  residence_state: "NY",
  destination_country: "FR",
  start_date: "2027-01-10",
  end_date: "2027-01-20",
  coverage: { tripCost: 5000 },
  insureds: [{ first_name: "Ann", last_name: "Lee", date_of_birth: "1980-05-05", trip_cost: 2500 }, { date_of_birth: "1985-01-01" }],
};

/** Parses a raw create-quote body with the real schema, then merges it, as the route does. */
function merge(raw: Raw) {
  const withPrograms = { programs: ["PROG-1"], ...raw };
  const body = CreateQuoteRequest.parse(withPrograms);
  return mergeRatingBlock(body, withPrograms);
}

function blockOf(raw: Raw) {
  const { block, issues } = merge(raw);
  expect(issues).toEqual([]);
  return block;
}

function validate(raw: Raw, types: ProgramType[], today = TODAY) {
  return validateForTypes(blockOf(raw), new Set(types), today);
}

const paths = (issues: { path: string }[]) => issues.map((i) => i.path);
const codes = (issues: { code?: string }[]) => issues.map((i) => i.code);

// ---------------------------------------------------------------------------------------------

describe("mergeRatingBlock", () => {
  it("takes rating fields given only at the top level, with unprefixed paths", () => {
    const raw = { ...BUSINESS, coverage: { glLimit: 1000000 }, source: "portal", clientState: { step: 3 } };
    const { block, issues } = merge(raw);
    expect(issues).toEqual([]);
    expect(block.payload).toStrictEqual({ ...BUSINESS, coverage: { glLimit: 1000000 } });
    // Non-rating keys of the body are not part of the rating block.
    expect(block.payload).not.toHaveProperty("programs");
    expect(block.payload).not.toHaveProperty("source");
    expect(block.payload).not.toHaveProperty("clientState");
    expect(block.fields).toStrictEqual({ ...BUSINESS, coverage: { glLimit: 1000000 } });
    expect(block.pathOf("class_code")).toBe("class_code");
    expect(block.pathOf("coverage.glLimit")).toBe("coverage.glLimit");
    // A field given nowhere, with no system_payload: reported at the top level.
    expect(block.pathOf("start_date")).toBe("start_date");
    expect(block.pathOf("insureds[0].date_of_birth")).toBe("insureds[0].date_of_birth");
  });

  it("takes rating fields given only in system_payload, with paths prefixed system_payload.", () => {
    const nested = { ...TRAVEL };
    const { block, issues } = merge({ system_payload: nested });
    expect(issues).toEqual([]);
    expect(block.payload).toStrictEqual(nested);
    expect(block.fields).toStrictEqual(CreateQuoteRequest.parse({ programs: ["x"], system_payload: nested }).system_payload);
    expect(block.pathOf("start_date")).toBe("system_payload.start_date");
    expect(block.pathOf("coverage.tripCost")).toBe("system_payload.coverage.tripCost");
    expect(block.pathOf("insureds[1].date_of_birth")).toBe("system_payload.insureds[1].date_of_birth");
    expect(block.pathOf("insureds")).toBe("system_payload.insureds");
    // A field given nowhere is reported where the block was sent.
    expect(block.pathOf("class_code")).toBe("system_payload.class_code");
  });

  it("merges fields split between the top level and system_payload, each with its own path", () => {
    const { block, issues } = merge({
      class_code: "10100",
      business_name: "Acme Bakery",
      system_payload: { mailing_zip: "94103", mailing_state: "CA" },
    });
    expect(issues).toEqual([]);
    expect(block.payload).toStrictEqual({
      mailing_zip: "94103",
      mailing_state: "CA",
      class_code: "10100",
      business_name: "Acme Bakery",
    });
    expect(block.fields).toStrictEqual({
      mailing_zip: "94103",
      mailing_state: "CA",
      class_code: "10100",
      business_name: "Acme Bakery",
    });
    expect(block.pathOf("class_code")).toBe("class_code");
    expect(block.pathOf("business_name")).toBe("business_name");
    expect(block.pathOf("mailing_zip")).toBe("system_payload.mailing_zip");
    expect(block.pathOf("employee_count")).toBe("system_payload.employee_count");
  });

  it("accepts a field given in both places with the same value (object key order irrelevant)", () => {
    const { block, issues } = merge({
      class_code: "10100",
      coverage: { glLimit: 1000000, deductible: 500 },
      insureds: [{ date_of_birth: "1980-05-05", first_name: "Ann" }],
      system_payload: {
        coverage: { deductible: 500, glLimit: 1000000 },
        class_code: "10100",
        insureds: [{ first_name: "Ann", date_of_birth: "1980-05-05" }],
      },
    });
    expect(issues).toEqual([]);
    expect(block.fields.class_code).toBe("10100");
    expect(block.fields.coverage).toEqual({ glLimit: 1000000, deductible: 500 });
    expect(block.fields.insureds).toEqual([{ first_name: "Ann", date_of_birth: "1980-05-05" }]);
    // Stored once, as given in system_payload.
    expect(block.payload).toStrictEqual({
      coverage: { deductible: 500, glLimit: 1000000 },
      class_code: "10100",
      insureds: [{ first_name: "Ann", date_of_birth: "1980-05-05" }],
    });
    expect(Object.keys(block.payload.coverage as object)).toEqual(["deductible", "glLimit"]);
    // Given at the top level too, so errors about it point there.
    expect(block.pathOf("class_code")).toBe("class_code");
  });

  it("refuses a field given in both places with different values, pointing at system_payload.<field>", () => {
    const { issues } = merge({
      class_code: "10100",
      employee_count: 5,
      coverage: { glLimit: 1000000 },
      business_name: "Acme Bakery",
      system_payload: { class_code: "10200", employee_count: 5, coverage: { glLimit: 2000000 }, business_name: "Acme Bakery" },
    });
    expect(issues).toHaveLength(2);
    expect(issues[0]).toEqual({
      path: "system_payload.class_code",
      message: "disagrees with the top-level class_code; send it in one place, or the same value in both",
      code: "conflicting_value",
    });
    expect(issues[1]).toMatchObject({ path: "system_payload.coverage", code: "conflicting_value" });
    expect(issues[1]!.message).toContain("top-level coverage");
  });

  it("treats a nested object with an extra key as disagreeing", () => {
    const { issues } = merge({
      coverage: { glLimit: 1000000 },
      system_payload: { coverage: { glLimit: 1000000, deductible: 500 } },
    });
    expect(paths(issues)).toEqual(["system_payload.coverage"]);
  });

  it("stores the payload exactly as submitted in system_payload: raw values and key order, not the parsed ones", () => {
    const nested = {
      insureds: [{ last_name: "  Lee ", date_of_birth: "1980-05-05", first_name: " Ann" }],
      business_name: "  Acme Bakery  ",
      mailing_state: "ca",
      annual_revenue: 850000.5,
      mailing_zip: "94103-1234",
      country_of_residence: "us",
    };
    const { block, issues } = merge({ system_payload: nested });
    expect(issues).toEqual([]);
    expect(block.payload).toStrictEqual(nested);
    expect(Object.keys(block.payload)).toEqual(Object.keys(nested));
    expect(Object.keys((block.payload.insureds as object[])[0]!)).toEqual(["last_name", "date_of_birth", "first_name"]);
    expect(block.payload.business_name).toBe("  Acme Bakery  ");
    // The parsed fields are the schema's output (trimmed names).
    expect(block.fields.business_name).toBe("Acme Bakery");
    expect(block.fields.insureds![0]).toEqual({ first_name: "Ann", last_name: "Lee", date_of_birth: "1980-05-05" });
    // The payload is a copy, not the caller's object.
    expect(block.payload).not.toBe(nested);
  });

  it("stores raw top-level values as submitted, not the parsed ones", () => {
    const raw = {
      business_name: "  Acme Bakery  ",
      annual_revenue: 850000.5,
      mailing_state: "ca",
      insureds: [{ first_name: " Ann ", date_of_birth: "1980-05-05" }],
    };
    const { block } = merge(raw);
    expect(block.payload).toStrictEqual(raw);
    expect(block.payload.business_name).toBe("  Acme Bakery  ");
    expect(block.fields.business_name).toBe("Acme Bakery");
    expect(block.fields.insureds![0]!.first_name).toBe("Ann");
  });

  it("stores no key for a rating field given nowhere", () => {
    const { block } = merge({ class_code: "10100" });
    expect(block.payload).toStrictEqual({ class_code: "10100" });
    expect(Object.keys(block.fields)).toEqual(["class_code"]);
  });

  it("prefixes the path of a missing field when an (empty) system_payload was sent", () => {
    const { block, issues } = merge({ class_code: "10100", system_payload: {} });
    expect(issues).toEqual([]);
    expect(block.payload).toStrictEqual({ class_code: "10100" });
    expect(block.pathOf("class_code")).toBe("class_code");
    expect(block.pathOf("business_name")).toBe("system_payload.business_name");
  });
});

// ---------------------------------------------------------------------------------------------

describe("validateForTypes: business programs", () => {
  it("accepts a complete, consistent business block", () => {
    expect(validate(BUSINESS, ["BOP"])).toEqual([]);
    expect(validate(BUSINESS, ["CGL", "PL"])).toEqual([]);
  });

  it.each(BUSINESS_REQUIRED.map((f) => [f]))("requires %s for BOP", (field) => {
    const raw = { ...BUSINESS };
    delete raw[field];
    const issues = validate(raw, ["BOP"]);
    expect(issues).toEqual([{ path: field, message: "is required for BOP programs", code: "required" }]);
  });

  it("reports every missing business field, prefixed when system_payload was used, naming all business types", () => {
    const issues = validate({ system_payload: {} }, ["BOP", "CGL"]);
    expect(paths(issues)).toEqual(BUSINESS_REQUIRED.map((f) => `system_payload.${f}`));
    for (const issue of issues) {
      expect(issue).toMatchObject({ message: "is required for BOP/CGL programs", code: "required" });
    }
  });

  it("accepts employee_count 0 and annual_revenue 0 (present, if falsy)", () => {
    expect(validate({ ...BUSINESS, employee_count: 0, annual_revenue: 0 }, ["BOP"])).toEqual([]);
  });

  it("does not require travel fields for business programs", () => {
    expect(validate(BUSINESS, ["BOP"])).toEqual([]);
  });

  describe("effective_date", () => {
    it("refuses a date in the past", () => {
      const issues = validate({ ...BUSINESS, effective_date: "2026-11-21" }, ["BOP"]);
      expect(issues).toEqual([{ path: "effective_date", message: "must not be in the past (today is 2026-11-22)", code: "date_in_past" }]);
    });

    it("allows today", () => {
      expect(validate({ ...BUSINESS, effective_date: TODAY }, ["BOP"])).toEqual([]);
    });

    it(`allows exactly ${MAX_EFFECTIVE_DAYS_AHEAD} days ahead`, () => {
      expect(addDays(TODAY, MAX_EFFECTIVE_DAYS_AHEAD)).toBe("2027-11-23");
      expect(validate({ ...BUSINESS, effective_date: "2027-11-23" }, ["BOP"])).toEqual([]);
    });

    it(`refuses more than ${MAX_EFFECTIVE_DAYS_AHEAD} days ahead`, () => {
      const issues = validate({ ...BUSINESS, effective_date: "2027-11-24" }, ["BOP"]);
      expect(issues).toEqual([{ path: "effective_date", message: "must be within 366 days of today", code: "date_too_far" }]);
    });

    it("reports the nested path when the date was in system_payload", () => {
      const issues = validate({ system_payload: { ...BUSINESS, effective_date: "2025-01-01" } }, ["CGL"]);
      expect(paths(issues)).toEqual(["system_payload.effective_date"]);
      expect(codes(issues)).toEqual(["date_in_past"]);
    });
  });

  describe("ZIP and state", () => {
    it("refuses a ZIP that is not in the state (10001 with CA)", () => {
      const issues = validate({ ...BUSINESS, mailing_zip: "10001", mailing_state: "CA" }, ["BOP"]);
      expect(issues).toEqual([{ path: "mailing_zip", message: "10001 is not a ZIP code of CA", code: "zip_state_mismatch" }]);
    });

    it("compares against the upper-cased state", () => {
      expect(validate({ ...BUSINESS, mailing_zip: "10001", mailing_state: "ny" }, ["BOP"])).toEqual([]);
      const issues = validate({ ...BUSINESS, mailing_zip: "10001", mailing_state: "ca" }, ["BOP"]);
      expect(issues[0]!.message).toBe("10001 is not a ZIP code of CA");
    });

    it("accepts a matching ZIP+4 and a leading-zero ZIP", () => {
      expect(validate({ ...BUSINESS, mailing_zip: "94103-1234" }, ["BOP"])).toEqual([]);
      expect(validate({ ...BUSINESS, mailing_zip: "02139", mailing_state: "MA" }, ["BOP"])).toEqual([]);
    });

    it("refuses a non-matching ZIP+4, with the nested path", () => {
      const issues = validate({ system_payload: { ...BUSINESS, mailing_zip: "10001-0001" } }, ["PL"]);
      expect(issues).toEqual([{ path: "system_payload.mailing_zip", message: "10001-0001 is not a ZIP code of CA", code: "zip_state_mismatch" }]);
    });

    it("does not check the pair when one of them is missing", () => {
      const { mailing_state: _omit, ...raw } = BUSINESS;
      expect(codes(validate({ ...raw, mailing_zip: "10001" }, ["BOP"]))).toEqual(["required"]);
    });
  });
});

// ---------------------------------------------------------------------------------------------

describe("validateForTypes: travel programs", () => {
  it("accepts a complete, consistent travel block", () => {
    expect(validate(TRAVEL, ["TI"])).toEqual([]);
  });

  it.each(TRAVEL_REQUIRED.map((f) => [f]))("requires %s for TI", (field) => {
    const raw = { ...TRAVEL };
    delete raw[field];
    const issues = validate(raw, ["TI"]);
    expect(issues).toEqual([{ path: field, message: "is required for TI programs", code: "required" }]);
  });

  it("requires coverage.tripCost (coverage missing)", () => {
    const { coverage: _omit, ...raw } = TRAVEL;
    expect(validate(raw, ["TI"])).toEqual([{ path: "coverage.tripCost", message: "is required for TI programs", code: "required" }]);
  });

  it("requires coverage.tripCost (coverage given without it), with the nested path", () => {
    const issues = validate({ system_payload: { ...TRAVEL, coverage: { medicalLimit: 100000 } } }, ["TI"]);
    expect(issues).toEqual([{ path: "system_payload.coverage.tripCost", message: "is required for TI programs", code: "required" }]);
  });

  it("accepts a tripCost of 0 as given", () => {
    const issues = validate({ ...TRAVEL, coverage: { tripCost: 0 }, insureds: [{ date_of_birth: "1980-05-05" }] }, ["TI"]);
    expect(issues).toEqual([]);
  });

  it("reports every missing travel field, in order, and does not require business fields", () => {
    const issues = validate({}, ["TI"]);
    expect(paths(issues)).toEqual([...TRAVEL_REQUIRED, "coverage.tripCost"]);
    expect(new Set(issues.map((i) => i.message))).toEqual(new Set(["is required for TI programs"]));
  });

  describe("residence_state", () => {
    it("is required for US residents", () => {
      const { residence_state: _omit, ...raw } = TRAVEL;
      expect(validate(raw, ["TI"])).toEqual([
        {
          path: "residence_state",
          message: "is required for US residents (travel cover is filed by state)",
          code: "required",
        },
      ]);
    });

    it("is required for US residents given in lower case", () => {
      const { residence_state: _omit, ...raw } = TRAVEL;
      expect(paths(validate({ system_payload: { ...raw, country_of_residence: "us" } }, ["TI"]))).toEqual(["system_payload.residence_state"]);
    });

    it("is not required for residents of other countries", () => {
      const { residence_state: _omit, ...raw } = TRAVEL;
      expect(validate({ ...raw, country_of_residence: "GB" }, ["TI"])).toEqual([]);
    });
  });

  describe("trip dates", () => {
    it("refuses a start date in the past", () => {
      const issues = validate({ ...TRAVEL, start_date: "2026-11-21" }, ["TI"]);
      expect(issues).toEqual([{ path: "start_date", message: "must not be in the past (today is 2026-11-22)", code: "date_in_past" }]);
    });

    it("allows a trip starting today", () => {
      expect(validate({ ...TRAVEL, start_date: TODAY }, ["TI"])).toEqual([]);
    });

    it("refuses an end date equal to the start date", () => {
      const issues = validate({ ...TRAVEL, start_date: "2027-01-10", end_date: "2027-01-10" }, ["TI"]);
      expect(issues).toEqual([{ path: "end_date", message: "must be after start_date", code: "end_before_start" }]);
    });

    it("refuses an end date before the start date", () => {
      const issues = validate({ ...TRAVEL, start_date: "2027-01-10", end_date: "2027-01-09" }, ["TI"]);
      expect(codes(issues)).toEqual(["end_before_start"]);
    });

    it("accepts a one-night trip", () => {
      expect(validate({ ...TRAVEL, start_date: "2027-01-10", end_date: "2027-01-11" }, ["TI"])).toEqual([]);
    });

    it("accepts a trip of a year (end a year after start)", () => {
      expect(validate({ ...TRAVEL, start_date: "2027-01-01", end_date: "2028-01-01" }, ["TI"])).toEqual([]);
    });

    it(`refuses a trip well over ${MAX_TRIP_DAYS} days`, () => {
      // 2027-01-01 .. 2028-01-03: daysBetween 367 (368 days counting both ends).
      const issues = validate({ ...TRAVEL, start_date: "2027-01-01", end_date: "2028-01-03" }, ["TI"]);
      expect(issues).toEqual([{ path: "end_date", message: "a trip may last at most 366 days", code: "trip_too_long" }]);
    });

    it("counts trip days as eligibility does, both ends included (366 allowed, 367 refused)", () => {
      // 2027-01-01 .. 2028-01-01 is 366 days counting both ends (2027 is not a leap year).
      expect(validate({ ...TRAVEL, start_date: "2027-01-01", end_date: "2028-01-01" }, ["TI"])).toEqual([]);
      expect(validate({ ...TRAVEL, start_date: "2027-01-01", end_date: "2028-01-02" }, ["TI"])).toEqual([
        { path: "end_date", message: "a trip may last at most 366 days", code: "trip_too_long" },
      ]);
    });

    it("reports both a past start and an end before it", () => {
      const issues = validate({ ...TRAVEL, start_date: "2026-11-01", end_date: "2026-10-01" }, ["TI"]);
      expect(codes(issues)).toEqual(["date_in_past", "end_before_start"]);
    });
  });

  describe("insureds", () => {
    const withDob = (...dobs: string[]) => ({ ...TRAVEL, insureds: dobs.map((date_of_birth) => ({ date_of_birth })) });

    it("refuses a date of birth in the future", () => {
      const issues = validate(withDob("1980-01-01", "2026-11-23"), ["TI"]);
      expect(issues).toEqual([{ path: "insureds[1].date_of_birth", message: "must be in the past", code: "date_not_past" }]);
    });

    it("refuses a date of birth of today", () => {
      expect(codes(validate(withDob(TODAY), ["TI"]))).toEqual(["date_not_past"]);
    });

    it("accepts a baby born yesterday", () => {
      expect(validate(withDob("2026-11-21"), ["TI"])).toEqual([]);
    });

    it("refuses an age over 120", () => {
      // 121 today.
      const issues = validate(withDob("1905-11-22"), ["TI"]);
      expect(issues).toEqual([{ path: "insureds[0].date_of_birth", message: "gives an age over 120", code: "implausible_age" }]);
    });

    it("accepts an age of exactly 120 (121st birthday tomorrow)", () => {
      expect(ageOn("1905-11-23", TODAY)).toBe(120);
      expect(validate(withDob("1905-11-23"), ["TI"])).toEqual([]);
    });

    it("reports each insured with the nested path", () => {
      const { insureds: _omit, ...raw } = TRAVEL;
      const issues = validate(
        { system_payload: { ...raw, insureds: [{ date_of_birth: "2030-01-01" }, { date_of_birth: "1980-01-01" }, { date_of_birth: "1800-01-01" }] } },
        ["TI"],
      );
      expect(issues).toEqual([
        { path: "system_payload.insureds[0].date_of_birth", message: "must be in the past", code: "date_not_past" },
        { path: "system_payload.insureds[2].date_of_birth", message: "gives an age over 120", code: "implausible_age" },
      ]);
    });
  });

  describe("trip cost shares", () => {
    const withShares = (tripCost: number, ...shares: Array<number | undefined>) => ({
      ...TRAVEL,
      coverage: { tripCost },
      insureds: shares.map((trip_cost) => ({ date_of_birth: "1980-01-01", ...(trip_cost === undefined ? {} : { trip_cost }) })),
    });

    it("refuses shares adding up to more than coverage.tripCost", () => {
      const issues = validate(withShares(5000, 2500, 2500.01), ["TI"]);
      expect(issues).toEqual([
        { path: "insureds", message: "travellers' trip_cost shares add up to more than coverage.tripCost", code: "shares_exceed_total" },
      ]);
    });

    it("refuses a single share over the total, with the nested path", () => {
      const { insureds: _i, coverage: _c, ...raw } = TRAVEL;
      const issues = validate({ system_payload: { ...raw, coverage: { tripCost: 100 }, insureds: [{ date_of_birth: "1980-01-01", trip_cost: 100.01 }] } }, [
        "TI",
      ]);
      expect(paths(issues)).toEqual(["system_payload.insureds"]);
    });

    it("accepts shares equal to the total, with cents that do not add exactly in binary floating point", () => {
      expect(validate(withShares(5000, 2500, 2500), ["TI"])).toEqual([]);
      expect(validate(withShares(0.3, 0.1, 0.2), ["TI"])).toEqual([]);
      expect(validate(withShares(1000.3, 500.1, 500.2), ["TI"])).toEqual([]);
    });

    it("accepts partial shares (travellers without a share split the rest)", () => {
      expect(validate(withShares(5000, 4000, undefined), ["TI"])).toEqual([]);
      expect(validate(withShares(5000, undefined, undefined), ["TI"])).toEqual([]);
    });

    it("does not compare shares when tripCost is missing (only the missing tripCost is reported)", () => {
      const raw = { ...withShares(1, 9999), coverage: {} };
      expect(validate(raw, ["TI"])).toEqual([{ path: "coverage.tripCost", message: "is required for TI programs", code: "required" }]);
    });
  });
});

describe("validateForTypes: mixed business and travel programs", () => {
  it("requires both sets of fields", () => {
    const issues = validate({}, ["BOP", "TI"]);
    expect(paths(issues)).toEqual([...BUSINESS_REQUIRED, ...TRAVEL_REQUIRED, "coverage.tripCost"]);
    expect(issues.slice(0, BUSINESS_REQUIRED.length).every((i) => i.message === "is required for BOP programs")).toBe(true);
    expect(issues.slice(BUSINESS_REQUIRED.length).every((i) => i.message === "is required for TI programs")).toBe(true);
  });

  it("names every business type, and only them, in the business message", () => {
    const issues = validate({ ...TRAVEL }, ["BOP", "TI", "CGL"]);
    expect(paths(issues)).toEqual([...BUSINESS_REQUIRED]);
    expect(issues[0]!.message).toBe("is required for BOP/CGL programs");
  });

  it("accepts a block complete for both", () => {
    const raw = { ...BUSINESS, ...TRAVEL, coverage: { tripCost: 5000, glLimit: 1000000 } };
    expect(validate(raw, ["BOP", "TI"])).toEqual([]);
  });

  it("requires the travel set when only business fields are given", () => {
    const issues = validate({ ...BUSINESS }, ["BOP", "TI"]);
    expect(paths(issues)).toEqual([...TRAVEL_REQUIRED, "coverage.tripCost"]);
  });

  it("applies both sets of rules", () => {
    const raw = { ...BUSINESS, ...TRAVEL, effective_date: "2026-01-01", start_date: "2026-01-01", end_date: "2026-01-05" };
    expect(codes(validate(raw, ["PL", "TI"]))).toEqual(["date_in_past", "date_in_past"]);
    expect(paths(validate(raw, ["PL", "TI"]))).toEqual(["effective_date", "start_date"]);
  });

  it("finds nothing for an empty set of types", () => {
    expect(validate({}, [])).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------

describe("buildRisk", () => {
  it("normalises a business risk: cents, upper-cased state, 5-digit ZIP", () => {
    const block = blockOf({
      ...BUSINESS,
      business_name: "  Acme Bakery  ",
      mailing_state: "ca",
      mailing_zip: "94103-1234",
      annual_revenue: 850000.5,
    });
    expect(buildRisk(block.fields, "BOP")).toStrictEqual({
      kind: "business",
      classCode: "10100",
      businessName: "Acme Bakery",
      mailingState: "CA",
      mailingZip: "94103",
      employeeCount: 5,
      annualRevenueCents: 85000050,
      effectiveDate: "2026-12-01",
    });
  });

  it("builds the same business risk for CGL and PL", () => {
    const block = blockOf(BUSINESS);
    expect(buildRisk(block.fields, "CGL")).toStrictEqual(buildRisk(block.fields, "PL"));
    expect(buildRisk(block.fields, "CGL").kind).toBe("business");
  });

  it.each([
    [850000.5, 85000050],
    [1234.29, 123429], // 1234.29 * 100 is 123428.99999999999 in binary
    [19.99, 1999],
    [0.07, 7],
    [0, 0],
    [100_000_000_000, 10_000_000_000_000],
  ])("converts annual_revenue %s to %s cents", (dollars, cents) => {
    const risk = buildRisk(blockOf({ ...BUSINESS, annual_revenue: dollars }).fields, "BOP");
    expect(risk.kind === "business" && risk.annualRevenueCents).toBe(cents);
  });

  it("keeps a 5-digit ZIP as is", () => {
    const risk = buildRisk(blockOf({ ...BUSINESS, mailing_zip: "02139", mailing_state: "MA" }).fields, "BOP");
    expect(risk).toMatchObject({ mailingZip: "02139", mailingState: "MA" });
  });

  it("normalises a travel risk: upper-cased countries and state, cents, optional traveller fields", () => {
    const block = blockOf({
      ...TRAVEL,
      country_of_residence: "us",
      residence_state: "ny",
      destination_country: "fr",
      coverage: { tripCost: 5000.75, medicalLimit: 100000 },
      insureds: [
        { first_name: " Ann ", last_name: "Lee", date_of_birth: "1980-05-05", trip_cost: 2500.25 },
        { date_of_birth: "1985-01-01" },
        { last_name: "Roe", date_of_birth: "2000-02-29", trip_cost: 0 },
      ],
    });
    expect(buildRisk(block.fields, "TI")).toStrictEqual({
      kind: "travel",
      countryOfResidence: "US",
      residenceState: "NY",
      destinationCountry: "FR",
      startDate: "2027-01-10",
      endDate: "2027-01-20",
      tripCostCents: 500075,
      insureds: [
        { firstName: "Ann", lastName: "Lee", dateOfBirth: "1980-05-05", tripCostCents: 250025 },
        { dateOfBirth: "1985-01-01" },
        { lastName: "Roe", dateOfBirth: "2000-02-29", tripCostCents: 0 },
      ],
    });
  });

  it("omits residenceState for a non-US resident who gave none", () => {
    const { residence_state: _omit, ...raw } = TRAVEL;
    const risk = buildRisk(blockOf({ ...raw, country_of_residence: "gb", destination_country: "jp" }).fields, "TI");
    expect(risk).not.toHaveProperty("residenceState");
    expect(risk).toMatchObject({ kind: "travel", countryOfResidence: "GB", destinationCountry: "JP" });
  });

  it("builds from fields given in system_payload", () => {
    const risk = buildRisk(blockOf({ system_payload: { ...BUSINESS, mailing_state: "ca" } }).fields, "BOP");
    expect(risk).toMatchObject({ kind: "business", mailingState: "CA", annualRevenueCents: 85000000 });
  });
});

// ---------------------------------------------------------------------------------------------

describe("termOf", () => {
  const business = (effective_date: string) => buildRisk(blockOf({ ...BUSINESS, effective_date }).fields, "BOP");

  it("is a year from the effective date for a business risk", () => {
    expect(termOf(business("2026-12-01"))).toEqual({ effectiveDate: "2026-12-01", expirationDate: "2027-12-01" });
    expect(termOf(business("2026-12-31"))).toEqual({ effectiveDate: "2026-12-31", expirationDate: "2027-12-31" });
  });

  it("ends on 28 February the next year for a 29 February effective date", () => {
    expect(termOf(business("2028-02-29"))).toEqual({ effectiveDate: "2028-02-29", expirationDate: "2029-02-28" });
  });

  it("rolls other dates around February to the same day next year", () => {
    expect(termOf(business("2027-02-28"))).toEqual({ effectiveDate: "2027-02-28", expirationDate: "2028-02-28" });
    expect(termOf(business("2027-03-01"))).toEqual({ effectiveDate: "2027-03-01", expirationDate: "2028-03-01" });
  });

  it("is the trip for a travel risk", () => {
    const risk = buildRisk(blockOf(TRAVEL).fields, "TI");
    expect(termOf(risk)).toEqual({ effectiveDate: "2027-01-10", expirationDate: "2027-01-20" });
  });
});

// ---------------------------------------------------------------------------------------------

describe("selectOptions", () => {
  const GL: OptionSet = { key: "glLimit", label: "GL limit", unit: "money", values: [100_000_000, 200_000_000], default: 100_000_000 };
  const DED: OptionSet = { key: "deductible", label: "Deductible", unit: "money", values: [50_000, 100_000, 250_050], default: 50_000 };
  const PCT: OptionSet = { key: "plRetention", label: "Retention", unit: "percent", values: [0, 5, 10], default: 5 };
  const CNT: OptionSet = { key: "medicalLimit", label: "Medical", unit: "count", values: [1, 2, 3], default: 1 };
  const topPath = (f: string) => f;

  const coverageOf = (raw: Raw) => blockOf(raw);

  it("takes each option's default when coverage is not given", () => {
    expect(selectOptions([GL, DED, PCT], undefined, topPath, "BOP-1")).toEqual({
      selected: { glLimit: 100_000_000, deductible: 50_000, plRetention: 5 },
      issues: [],
    });
  });

  it("takes the default for options missing from a given coverage", () => {
    const block = coverageOf({ coverage: { glLimit: 2_000_000 } });
    expect(selectOptions([GL, DED], block.fields.coverage, block.pathOf, "BOP-1")).toEqual({
      selected: { glLimit: 200_000_000, deductible: 50_000 },
      issues: [],
    });
  });

  it("converts a money option given in dollars to cents and accepts it when offered (including cents)", () => {
    const block = coverageOf({ coverage: { glLimit: 1_000_000, deductible: 2500.5 } });
    expect(selectOptions([GL, DED], block.fields.coverage, block.pathOf, "BOP-1")).toEqual({
      selected: { glLimit: 100_000_000, deductible: 250_050 },
      issues: [],
    });
  });

  it("does not convert non-money options", () => {
    expect(selectOptions([PCT, CNT], { plRetention: 10, medicalLimit: 3 }, topPath, "PL-1")).toEqual({
      selected: { plRetention: 10, medicalLimit: 3 },
      issues: [],
    });
  });

  it("refuses a money value not offered, naming the program and listing offered values in dollars", () => {
    const block = coverageOf({ coverage: { glLimit: 1_500_000 } });
    const { selected, issues } = selectOptions([GL, DED], block.fields.coverage, block.pathOf, "ACME-BOP");
    expect(issues).toEqual([
      {
        path: "coverage.glLimit",
        message: "1500000 is not offered by program ACME-BOP; choose one of 1000000, 2000000",
        code: "option_not_offered",
      },
    ]);
    // The refused option is not selected (the request is refused), the others still default.
    expect(selected).toEqual({ deductible: 50_000 });
  });

  it("lists offered money values with cents as dollars", () => {
    const { issues } = selectOptions([DED], { deductible: 2500 }, topPath, "P");
    expect(issues[0]!.message).toBe("2500 is not offered by program P; choose one of 500, 1000, 2500.5");
  });

  it("refuses a value given in cents rather than dollars", () => {
    const { issues } = selectOptions([GL], { glLimit: 100_000_000 }, topPath, "P");
    expect(codes(issues)).toEqual(["option_not_offered"]);
  });

  it("lists non-money offered values unconverted", () => {
    const { issues } = selectOptions([PCT], { plRetention: 7 }, topPath, "PL-9");
    expect(issues).toEqual([{ path: "coverage.plRetention", message: "7 is not offered by program PL-9; choose one of 0, 5, 10", code: "option_not_offered" }]);
  });

  it("reports one issue per refused option, at the nested path when coverage was in system_payload", () => {
    const block = coverageOf({ system_payload: { coverage: { glLimit: 3_000_000, deductible: 1 } } });
    const { selected, issues } = selectOptions([GL, DED], block.fields.coverage, block.pathOf, "P");
    expect(paths(issues)).toEqual(["system_payload.coverage.glLimit", "system_payload.coverage.deductible"]);
    expect(selected).toEqual({});
  });

  it("ignores coverage keys the program has no option for", () => {
    const block = coverageOf({ coverage: { glLimit: 2_000_000, bppLimit: 123.45, tripCost: 99, medicalLimit: 7 } });
    const { selected, issues } = selectOptions([GL], block.fields.coverage, block.pathOf, "CGL-1");
    expect(issues).toEqual([]);
    expect(selected).toEqual({ glLimit: 200_000_000 });
  });

  it("selects nothing for a program with no options", () => {
    expect(selectOptions([], { glLimit: 1 }, topPath, "P")).toEqual({ selected: {}, issues: [] });
  });

  it("accepts a value of 0 when offered (given, not defaulted)", () => {
    expect(selectOptions([PCT], { plRetention: 0 }, topPath, "P").selected).toEqual({ plRetention: 0 });
  });
});

describe("selectEndorsements", () => {
  const program = (code: string) => {
    const p = PROGRAMS.find((x) => x.code === code)!;
    return { id: `id-${code}`, code: p.code, endorsements: p.endorsements };
  };
  const programs = [program("KM-CGL"), program("HS-CGL")];
  const path = (field: string) => field;

  it("adds available endorsements per program (codes in any case); an included one is accepted and adds nothing", () => {
    const { added, issues } = selectEndorsements(
      programs,
      { "km-cgl": ["waiver_of_subrogation", "blanket_additional_insured"], "HS-CGL": ["waiver_of_subrogation"] },
      path,
    );
    expect(issues).toEqual([]);
    expect(added.get("id-KM-CGL")).toEqual(["waiver_of_subrogation"]);
    expect(added.get("id-HS-CGL")).toEqual(["waiver_of_subrogation"]);
  });

  it("refuses unknown and unavailable keys, repeats, and programs not quoted, naming the field and the program", () => {
    const { issues } = selectEndorsements(
      programs,
      { "KM-CGL": ["spoilage", "waiver_of_subrogation", "waiver_of_subrogation"], "HS-CGL": ["action_over"], "KM-BOP": ["spoilage"] },
      (f) => `system_payload.${f}`,
    );
    expect(issues).toEqual([
      {
        path: "system_payload.endorsements.KM-CGL[0]",
        message: "spoilage is not an endorsement of program KM-CGL; it offers waiver_of_subrogation, primary_non_contributory",
        code: "unknown_endorsement",
      },
      { path: "system_payload.endorsements.KM-CGL[2]", message: "lists waiver_of_subrogation a second time", code: "duplicate" },
      {
        path: "system_payload.endorsements.HS-CGL[0]",
        message: "Action-over coverage (action_over) is not available on program HS-CGL; it offers waiver_of_subrogation",
        code: "endorsement_not_available",
      },
      { path: "system_payload.endorsements.KM-BOP", message: "KM-BOP is not a program of this quote; name one of KM-CGL, HS-CGL", code: "program_not_quoted" },
    ]);
  });

  it("accepts the endorsements field in the rating block", () => {
    expect(CreateQuoteRequest.safeParse({ programs: ["KM-CGL"], endorsements: { "KM-CGL": ["waiver_of_subrogation"] } }).success).toBe(true);
    expect(CreateQuoteRequest.safeParse({ programs: ["KM-CGL"], endorsements: { "KM-CGL": "waiver_of_subrogation" } }).success).toBe(false);
  });
});

describe("alignedDefaults: like compared with like", () => {
  const program = (code: string) => PROGRAMS.find((p) => p.code === code)!;
  const usd = (d: number) => d * 100;

  it("three travel programs with unequal default medical limits all take $100,000, the one limit all offer", () => {
    const sets = ["WT-TI-ESS", "WT-TI-PRE", "SA-TI"].map((c) => program(c).options);
    expect(sets.map((s) => s[0]!.default)).toEqual([usd(50_000), usd(250_000), usd(100_000)]);
    expect(alignedDefaults(sets, undefined)).toEqual({ medicalLimit: usd(100_000) });
  });

  it("two travel programs: the common value nearest the middle of their defaults (ties to the higher)", () => {
    // Essential offers 25k/50k/100k (default 50k), Summit 50k/100k/250k (default 100k): both 50k and 100k are common,
    // equally far from the geometric middle (~70.7k): the higher wins.
    expect(alignedDefaults([program("WT-TI-ESS").options, program("SA-TI").options], {})).toEqual({ medicalLimit: usd(100_000) });
  });

  it("a value the request gives is never overridden, and one program alone keeps its own defaults", () => {
    const sets = ["WT-TI-ESS", "WT-TI-PRE"].map((c) => program(c).options);
    expect(alignedDefaults(sets, { medicalLimit: 250_000 })).toEqual({});
    expect(alignedDefaults([program("WT-TI-PRE").options], {})).toEqual({});
  });

  it("BOPs and CGLs share glLimit and deductible at their common default", () => {
    const sets = ["KM-BOP", "KM-CGL", "SA-BOP", "HS-CGL"].map((c) => program(c).options);
    expect(alignedDefaults(sets, {})).toEqual({ glLimit: usd(1_000_000), deductible: usd(1_000), bppLimit: usd(50_000) });
  });

  const optionSet = fc.record({
    key: fc.constantFrom("glLimit", "deductible", "medicalLimit"),
    values: fc.uniqueArray(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 6 }),
  });
  const sets = fc.array(fc.array(optionSet, { maxLength: 3 }), { maxLength: 5 }).map((programs) =>
    programs.map((options) =>
      // One option per key in a program; the default is one of the values.
      [...new Map(options.map((o) => [o.key, o])).values()].map((o, i): OptionSet => ({
        key: o.key,
        label: o.key,
        unit: "money",
        values: o.values,
        default: o.values[i % o.values.length]!,
      })),
    ),
  );

  it("property: every aligned value is offered by every program with that key, shared by two or more, and never given", () => {
    fc.assert(
      fc.property(sets, fc.constantFrom(undefined, { glLimit: 5 }), (programs, coverage) => {
        const aligned = alignedDefaults(programs, coverage);
        for (const [key, value] of Object.entries(aligned)) {
          const having = programs.flatMap((p) => p.filter((o) => o.key === key));
          expect(having.length).toBeGreaterThanOrEqual(2);
          for (const o of having) expect(o.values).toContain(value);
          expect((coverage as Record<string, number> | undefined)?.[key]).toBeUndefined();
        }
        // Deterministic: the same programs in another order align the same way.
        expect(alignedDefaults([...programs].reverse(), coverage)).toEqual(aligned);
      }),
    );
  });

  it("property: when all programs share a default that all offer, that default is kept", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 99 }), { minLength: 1, maxLength: 5 }), fc.integer({ min: 2, max: 4 }), (values, n) => {
        const option: OptionSet = { key: "limit", label: "Limit", unit: "money", values, default: values[0]! };
        expect(
          alignedDefaults(
            Array.from({ length: n }, () => [option]),
            {},
          ),
        ).toEqual({ limit: values[0] });
      }),
    );
  });
});

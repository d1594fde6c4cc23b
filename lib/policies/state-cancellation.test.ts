// The state cancellation table is data: every state a seeded program writes has a row citing its
// statute, with sensible notice, and the carrier cancellation rule refuses what the state does not allow.
import { describe, expect, it } from "vitest";
import { CARRIERS } from "@/prisma/seed-data/carriers";
import { noticeDaysFor, STATE_NOTICE_DAYS } from "./rules";
import { STATE_CANCELLATION_RULES, UNDERWRITING_REASONS, underwritingReasonProblem } from "./state-cancellation";
import { ADMITTED } from "@/test/fakes/servicing-rules";

// Rows outside issue 27's list of 27 to confirm: neither `toConfirm` nor `checked` (our reading, not re-read).
const UNCHECKED_BEFORE_ISSUE_27 = [
  "CA",
  "CO",
  "CT",
  "FL",
  "GA",
  "IL",
  "KS",
  "MA",
  "MI",
  "MN",
  "NC",
  "NE",
  "NJ",
  "NY",
  "OH",
  "OR",
  "PA",
  "SC",
  "TN",
  "TX",
  "UT",
  "VA",
  "WA",
  "WI",
];

const written = [...new Set(CARRIERS.flatMap((c) => c.programs.flatMap((p) => p.statesWritten)))].sort();

describe("the state cancellation table", () => {
  it("has a row for every state a seeded program writes (all 50 and DC), each citing its statute", () => {
    expect(written.length).toBe(51);
    for (const state of written) {
      const row = STATE_CANCELLATION_RULES[state];
      expect(row, state).toBeDefined();
      expect(row!.statute.length, state).toBeGreaterThan(10);
    }
  });

  it("gives sensible notice: at least 10 days, whole days, never less after the underwriting period than within it", () => {
    for (const [state, row] of Object.entries(STATE_CANCELLATION_RULES)) {
      for (const n of [row.withinPeriod, row.afterPeriod]) {
        for (const days of [n.carrier_underwriting, n.non_payment]) {
          expect(Number.isInteger(days) && days >= 10 && days <= 120, `${state} ${days}`).toBe(true);
        }
        expect(n.carrier_underwriting, state).toBeGreaterThanOrEqual(n.non_payment);
      }
      expect(row.afterPeriod.carrier_underwriting, state).toBeGreaterThanOrEqual(row.withinPeriod.carrier_underwriting);
      expect(Number.isInteger(row.underwritingPeriodDays) && row.underwritingPeriodDays >= 0 && row.underwritingPeriodDays <= 120, state).toBe(true);
      if (row.reasonsAfterPeriod !== "any") {
        expect(row.reasonsAfterPeriod.length, state).toBeGreaterThan(0);
        expect(row.reasonsAfterPeriod, state).not.toContain("other");
        for (const r of row.reasonsAfterPeriod) expect(UNDERWRITING_REASONS).toContain(r);
      }
    }
  });

  it("keeps the states the issue names: IL after 60 days, NY, CA, TX, FL", () => {
    expect(STATE_CANCELLATION_RULES.IL).toMatchObject({ underwritingPeriodDays: 60, afterPeriod: { carrier_underwriting: 60, non_payment: 10 } });
    expect(STATE_CANCELLATION_RULES.IL!.statute).toContain("215 ILCS 5/143.16");
    expect(STATE_CANCELLATION_RULES.NY!.statute).toContain("§3426");
    expect(STATE_CANCELLATION_RULES.CA!.statute).toContain("§677.2");
    expect(STATE_CANCELLATION_RULES.FL!.statute).toContain("§627.4133");
    expect(STATE_CANCELLATION_RULES.TX!.statute).toContain("Tex. Ins. Code");
    // The notice the table had before, kept (the longer one, after the period)
    expect(STATE_NOTICE_DAYS.CA).toEqual({ carrier_underwriting: 30, non_payment: 10 });
    expect(STATE_NOTICE_DAYS.NY).toEqual({ carrier_underwriting: 30, non_payment: 15 });
    expect(STATE_NOTICE_DAYS.TX).toEqual({ carrier_underwriting: 30, non_payment: 10 });
    expect(STATE_NOTICE_DAYS.FL).toEqual({ carrier_underwriting: 45, non_payment: 10 });
  });

  it("says which rows were checked against the statute's text and which remain to confirm", () => {
    const rows = Object.entries(STATE_CANCELLATION_RULES);
    for (const [state, row] of rows) {
      if (row.checked) {
        expect(row.toConfirm, state).toBeUndefined();
        expect(row.checked, state).toMatch(/https?:\/\//);
      }
    }
    const checked = rows.filter(([, r]) => r.checked).map(([s]) => s);
    expect(checked.sort()).toEqual(["AZ", "IN", "MD", "MO", "MT", "NH", "NV", "VT", "WY"]);
    // Checked against published text in issue 27 (2026-11): MO is a notice rule (60 days), MT and NV list fewer grounds.
    expect(STATE_CANCELLATION_RULES.MO).toMatchObject({ reasonsAfterPeriod: "any", afterPeriod: { carrier_underwriting: 60, non_payment: 10 } });
    expect(STATE_CANCELLATION_RULES.NV!.reasonsAfterPeriod).not.toContain("loss_of_reinsurance");
    expect(STATE_CANCELLATION_RULES.MT!.afterPeriod).toEqual({ carrier_underwriting: 30, non_payment: 10 });
    // Checked in the second round (2026-11): IN and WY list fewer grounds, VT gives 45 days from inception.
    expect(STATE_CANCELLATION_RULES.IN!.reasonsAfterPeriod).toEqual([
      "fraud_or_misrepresentation",
      "material_change_in_risk",
      "loss_control_noncompliance",
      "loss_of_reinsurance",
    ]);
    expect(STATE_CANCELLATION_RULES.WY!.reasonsAfterPeriod).toEqual(["fraud_or_misrepresentation", "material_change_in_risk", "violation_of_terms"]);
    expect(STATE_CANCELLATION_RULES.VT).toMatchObject({
      withinPeriod: { carrier_underwriting: 45, non_payment: 15 },
      afterPeriod: { carrier_underwriting: 45, non_payment: 15 },
    });
    expect(STATE_CANCELLATION_RULES.MD).toMatchObject({ underwritingPeriodDays: 45, afterPeriod: { carrier_underwriting: 45, non_payment: 10 } });
    // The rows still to confirm (docs/surplus-lines-sources.md says what was read and what is missing for each)
    const toConfirm = rows.filter(([, r]) => r.toConfirm).map(([s]) => s);
    expect(toConfirm.sort()).toEqual(["AK", "AL", "AR", "DC", "DE", "HI", "IA", "ID", "KY", "LA", "ME", "MS", "ND", "NM", "OK", "RI", "SD", "WV"]);
    const neither = rows.filter(([, r]) => !r.toConfirm && !r.checked).map(([s]) => s);
    expect(neither.sort()).toEqual(UNCHECKED_BEFORE_ISSUE_27);
  });

  it("follows decision 052 for DC and MS: the longer notice and the narrower reasons while unconfirmed", () => {
    // DC: if 26 DCMR chapter A3 reaches commercial policies, reasons are limited from inception and any
    // cancellation needs 30 days' notice, nonpayment included; 45 days as its neighbours MD and VA.
    const dc = STATE_CANCELLATION_RULES.DC!;
    expect(dc).toMatchObject({ toConfirm: true, underwritingPeriodDays: 0, reasonsAfterPeriod: ["fraud_or_misrepresentation"] });
    for (const n of [dc.withinPeriod, dc.afterPeriod]) {
      expect(n.non_payment).toBeGreaterThanOrEqual(30);
      expect(n.carrier_underwriting).toBe(45);
    }
    expect(noticeDaysFor("non_payment", "DC", ADMITTED, { daysInForce: 0, renewal: false })).toBe(30);
    expect(underwritingReasonProblem("DC", 0, false, "other")!.code).toBe("underwriting_reason_not_allowed");
    expect(underwritingReasonProblem("DC", 0, false, "fraud_or_misrepresentation")).toBeNull();
    // MS: 45 days (HB 1611 of 2025, if enacted, from 2026-07-01) rather than 30; nonpayment stays exempt but for
    // 10 days with a creditor loss payee; the listed reasons after 60 days rather than any.
    const ms = STATE_CANCELLATION_RULES.MS!;
    expect(ms).toMatchObject({
      toConfirm: true,
      withinPeriod: { carrier_underwriting: 45, non_payment: 10 },
      afterPeriod: { carrier_underwriting: 45, non_payment: 10 },
    });
    expect(ms.reasonsAfterPeriod).not.toBe("any");
    expect(noticeDaysFor("carrier_underwriting", "MS", ADMITTED, { daysInForce: 0, renewal: false })).toBe(45);
  });

  it("gives every row still to confirm at least its non-toConfirm neighbours' notice, and limited reasons (decision 052)", () => {
    // Land neighbours; AK and HI have none. Neighbours that are themselves toConfirm are not a floor.
    const NEIGHBOURS: Record<string, string[]> = {
      AK: [],
      AL: ["FL", "GA", "TN", "MS"],
      AR: ["MO", "TN", "MS", "LA", "TX", "OK"],
      DC: ["MD", "VA"],
      DE: ["MD", "PA", "NJ"],
      HI: [],
      IA: ["MN", "WI", "IL", "MO", "NE", "SD"],
      ID: ["WA", "OR", "NV", "UT", "WY", "MT"],
      KY: ["IL", "IN", "OH", "WV", "VA", "TN", "MO"],
      LA: ["TX", "AR", "MS"],
      ME: ["NH"],
      MS: ["LA", "AR", "TN", "AL"],
      ND: ["MN", "SD", "MT"],
      NM: ["AZ", "CO", "OK", "TX", "UT"],
      OK: ["TX", "NM", "CO", "KS", "MO", "AR"],
      RI: ["CT", "MA"],
      SD: ["ND", "MN", "IA", "NE", "WY", "MT"],
      WV: ["PA", "MD", "VA", "KY", "OH"],
    };
    const toConfirm = Object.entries(STATE_CANCELLATION_RULES).filter(([, r]) => r.toConfirm);
    expect(toConfirm.map(([s]) => s).sort()).toEqual(Object.keys(NEIGHBOURS).sort());
    for (const [state, row] of toConfirm) {
      expect(row.reasonsAfterPeriod, state).not.toBe("any");
      for (const n of NEIGHBOURS[state]!) {
        const other = STATE_CANCELLATION_RULES[n]!;
        if (other.toConfirm) continue;
        for (const reason of ["carrier_underwriting", "non_payment"] as const) {
          expect(row.withinPeriod[reason], `${state} within ≥ ${n} ${reason}`).toBeGreaterThanOrEqual(other.withinPeriod[reason]);
          expect(row.afterPeriod[reason], `${state} after ≥ ${n} ${reason}`).toBeGreaterThanOrEqual(other.afterPeriod[reason]);
        }
      }
    }
    // Figures read for the state itself are floors too: AK's personal-lines 30/20, DC's 30 days for any cancellation.
    expect(STATE_CANCELLATION_RULES.AK!.afterPeriod).toEqual({ carrier_underwriting: 30, non_payment: 20 });
  });

  it("reads the notice within or after the state's underwriting period", () => {
    expect(noticeDaysFor("carrier_underwriting", "FL", ADMITTED, { daysInForce: 10, renewal: false })).toBe(30); // program's 30 > FL's 20
    expect(noticeDaysFor("carrier_underwriting", "FL", ADMITTED, { daysInForce: 90, renewal: false })).toBe(45);
    expect(noticeDaysFor("carrier_underwriting", "PA", ADMITTED, { daysInForce: 59, renewal: false })).toBe(30);
    expect(noticeDaysFor("carrier_underwriting", "PA", ADMITTED, { daysInForce: 0, renewal: true })).toBe(60);
    expect(noticeDaysFor("non_payment", "PA", ADMITTED, { daysInForce: 0, renewal: false })).toBe(15);
    // without the day, the longer notice
    expect(noticeDaysFor("carrier_underwriting", "IL", ADMITTED)).toBe(60);
  });
});

describe("carrier cancellation for underwriting reasons", () => {
  it("is any reason within the underwriting period, only the state's listed reasons after it", () => {
    for (const [state, row] of Object.entries(STATE_CANCELLATION_RULES)) {
      for (const reason of [...UNDERWRITING_REASONS, null]) {
        if (row.underwritingPeriodDays > 0) expect(underwritingReasonProblem(state, row.underwritingPeriodDays - 1, false, reason), state).toBeNull();
        const after = underwritingReasonProblem(state, row.underwritingPeriodDays, false, reason);
        const renewal = underwritingReasonProblem(state, 0, true, reason);
        if (row.reasonsAfterPeriod === "any") {
          expect(after).toBeNull();
          expect(renewal).toBeNull();
        } else {
          const ok = reason !== null && row.reasonsAfterPeriod.includes(reason);
          expect(after === null, `${state} ${reason}`).toBe(ok);
          expect(renewal === null, `${state} ${reason}`).toBe(ok);
          if (!ok) expect(after!.code).toBe(reason === null ? "underwriting_reason_required" : "underwriting_reason_not_allowed");
          if (!ok) expect(after!.message).toContain(row.statute);
        }
      }
    }
  });
});

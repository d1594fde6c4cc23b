// Strict reply validation: every malformed reply becomes a failed outcome, never a throw.
import { describe, expect, it } from "vitest";

import { FIXED_PREMIUM, businessRisk, ratingRequest } from "@/test/fakes/sandbox-fixtures";
import { describeErrorReply, toQuoteRequestWire, toRatingOutcome } from "./transform";

const quoted = {
  status: "quoted",
  quoteId: "Q1",
  applicationId: "A1",
  externalId: "EXT-9",
  premium: FIXED_PREMIUM,
  worksheet: [{ step: "base", label: "Base", amountCents: 100_000, runningCents: 100_000 }],
  notices: [],
};

const reasonOf = (body: unknown) => {
  const outcome = toRatingOutcome(typeof body === "string" ? body : JSON.stringify(body));
  return outcome.status === "failed" ? outcome.reason : `not failed: ${outcome.status}`;
};

describe("toQuoteRequestWire", () => {
  it("sends the applicationId as requestId with the program code, risk, options and date", () => {
    const req = ratingRequest(businessRisk("Bakery"), "app-42");
    expect(toQuoteRequestWire(req)).toEqual({
      requestId: "app-42",
      programCode: "TEST_BOP",
      asOf: "2026-11-22",
      risk: req.risk,
      options: { glLimit: 100_000_000 },
    });
  });

  it("passes the added endorsements through, and leaves the field out when none are added", () => {
    const req = ratingRequest(businessRisk("Bakery"), "app-43");
    expect(toQuoteRequestWire({ ...req, endorsements: ["hired_non_owned_auto"] }).endorsements).toEqual(["hired_non_owned_auto"]);
    expect("endorsements" in toQuoteRequestWire({ ...req, endorsements: [] })).toBe(false);
  });
});

describe("toRatingOutcome", () => {
  it("maps a valid quoted reply, ignoring unknown fields", () => {
    expect(toRatingOutcome(JSON.stringify({ ...quoted, extra: 1 }))).toEqual({
      status: "quoted",
      premium: FIXED_PREMIUM,
      worksheet: quoted.worksheet,
      carrierQuoteId: "Q1",
      carrierApplicationId: "A1",
      externalId: "EXT-9",
      notices: [],
    });
  });

  it("fails on bad JSON, missing fields, negative money and unknown decline codes", () => {
    expect(reasonOf("<html>502</html>")).toBe("malformed carrier reply: body is not JSON (<html>502</html>)");
    expect(reasonOf("")).toBe("malformed carrier reply: body is not JSON (empty body)");
    expect(reasonOf({ ...quoted, quoteId: undefined })).toMatch(/^malformed carrier reply: quoteId:/);
    expect(reasonOf({ ...quoted, premium: { ...FIXED_PREMIUM, premiumCents: -100_000, totalCents: 5_500 } })).toMatch(
      /^malformed carrier reply: premium.premiumCents:/,
    );
    expect(reasonOf({ ...quoted, premium: { ...FIXED_PREMIUM, premiumCents: 100_000.5 } })).toMatch(/premium.premiumCents/);
    expect(reasonOf({ status: "declined", applicationId: "A1", reasons: [{ code: "too_risky", message: "no" }] })).toMatch(
      /^malformed carrier reply: reasons.0.code:/,
    );
    expect(reasonOf({ status: "declined", applicationId: "A1", reasons: [] })).toMatch(/reasons/);
    expect(reasonOf({ status: "pending" })).toMatch(/^malformed carrier reply: status:/);
    expect(reasonOf(null)).toMatch(/^malformed carrier reply:/);
  });

  it("fails when totals or line sums do not add up", () => {
    expect(reasonOf({ ...quoted, premium: { ...FIXED_PREMIUM, totalCents: 1 } })).toMatch(/premium.totalCents: totalCents 1 != /);
    expect(reasonOf({ ...quoted, premium: { ...FIXED_PREMIUM, fees: [] } })).toMatch(/premium.feesCents: feesCents 2500 != sum of fees 0/);
    expect(reasonOf({ ...quoted, premium: { ...FIXED_PREMIUM, taxes: [] } })).toMatch(/premium.taxesCents/);
  });

  it("maps a decline", () => {
    const outcome = toRatingOutcome(
      JSON.stringify({ status: "declined", applicationId: "A1", reasons: [{ code: "state_not_written", message: "Not in NY" }] }),
    );
    expect(outcome).toEqual({ status: "declined", reasons: [{ code: "state_not_written", message: "Not in NY" }], carrierApplicationId: "A1" });
  });
});

describe("describeErrorReply", () => {
  it("uses the protocol's error body, else the raw text, else the status", () => {
    expect(describeErrorReply(400, JSON.stringify({ error: { code: "invalid_request", message: "bad zip" } }))).toBe("invalid_request: bad zip");
    expect(describeErrorReply(502, "Bad Gateway\n")).toBe("Bad Gateway");
    expect(describeErrorReply(503, "")).toBe("HTTP 503 with an empty body");
  });
});

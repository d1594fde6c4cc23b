import { describe, expect, it } from "vitest";
import { waitingFor } from "./desk";

const now = new Date("2026-11-27T12:00:00Z");
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000).toISOString();

describe("waitingFor", () => {
  it("says how long a referral has waited, in hours then days", () => {
    expect(waitingFor(hoursAgo(0.5), now)).toBe("under an hour");
    expect(waitingFor(hoursAgo(1), now)).toBe("1 hour");
    expect(waitingFor(hoursAgo(5), now)).toBe("5 hours");
    expect(waitingFor(hoursAgo(24), now)).toBe("1 day");
    expect(waitingFor(hoursAgo(24 * 12 + 3), now)).toBe("12 days");
  });
});

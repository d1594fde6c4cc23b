import { describe, expect, it } from "vitest";
import { invitationExpiry } from "./people";

const now = new Date("2026-11-27T12:00:00Z");
const later = (ms: number) => new Date(now.getTime() + ms).toISOString();

describe("invitationExpiry", () => {
  it("rounds to days beyond two days, to hours within, and says when it is under an hour or past", () => {
    expect(invitationExpiry(later(72 * 3_600_000 - 5_000), now)).toBe("Invitation expires in 3 days");
    expect(invitationExpiry(later(47 * 3_600_000), now)).toBe("Invitation expires in 47 hours");
    expect(invitationExpiry(later(3_600_000), now)).toBe("Invitation expires in 1 hour");
    expect(invitationExpiry(later(59 * 60_000), now)).toBe("Invitation expires in under an hour");
    expect(invitationExpiry(later(-1), now)).toBe("Invitation expired");
  });
});

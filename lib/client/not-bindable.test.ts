import { describe, expect, it } from "vitest";
import { notBindable } from "./not-bindable";

const app = (applicationStatus: string, o: { failureReason?: string | null; declineReasons?: Array<{ message: string }> } = {}) => ({
  applicationStatus,
  failureReason: o.failureReason ?? null,
  declineReasons: o.declineReasons ?? [],
});

describe("notBindable", () => {
  it("lists the carrier's reasons for a decline", () => {
    expect(notBindable(app("error", { declineReasons: [{ message: "The program does not write risks with 4 or more claims in the past 3 years." }] }))).toEqual(
      {
        text: "The carrier declined this application, so it cannot be bound:",
        reasons: ["The program does not write risks with 4 or more claims in the past 3 years."],
      },
    );
    expect(notBindable(app("error")).text).toBe("The carrier declined this application, so it cannot be bound.");
  });

  it("says what went wrong when the carrier could not price it, and what to do", () => {
    expect(notBindable(app("failed", { failureReason: "The carrier did not answer in time." })).text).toBe(
      "The carrier could not price this application, so it cannot be bound: The carrier did not answer in time. Re-quote to ask again.",
    );
    expect(notBindable(app("failed")).text).toBe("The carrier could not price this application, so it cannot be bound. Re-quote to ask again.");
  });

  it("says a pending or referred application waits", () => {
    expect(notBindable(app("pending")).text).toMatch(/^The carrier is pricing/);
    expect(notBindable(app("referred")).text).toMatch(/referred to an underwriter/);
  });
});

import { describe, expect, it } from "vitest";
import { CARD_STATUS, TERMINAL_CARD_STATUSES } from "./card";
import { folioStatus } from "./folio";

type Card = { status: "quoting" | "quoted" | "declined" | "quote_failed" | "bound" };
const cards = (...statuses: Card["status"][]): Card[] => statuses.map((status) => ({ status }));
const expiresAt = new Date("2026-12-01T00:00:00Z");
const before = new Date("2026-11-30T23:59:59Z");
const after = new Date("2026-12-01T00:00:01Z");

describe("card states", () => {
  it("map every application state; only pending rating is not terminal", () => {
    expect(CARD_STATUS).toEqual({ pending: "quoting", success: "quoted", error: "declined", failed: "quote_failed", bound: "bound" });
    const terminal = Object.values(CARD_STATUS).filter((s) => (TERMINAL_CARD_STATUSES as readonly string[]).includes(s));
    expect(terminal.sort()).toEqual(["bound", "declined", "quote_failed", "quoted"]);
  });
});

describe("folioStatus", () => {
  it.each([
    ["a card still rating", cards("quoting", "quoted"), before, "quoting"],
    ["every card terminal, one quoted", cards("quoted", "declined", "quote_failed"), before, "quoted"],
    ["every card declined or failed", cards("declined", "quote_failed"), before, "no_quotes"],
    ["no card at all", cards(), before, "no_quotes"],
    ["past expiry, though quoted", cards("quoted"), after, "expired"],
    ["past expiry, though still rating", cards("quoting"), after, "expired"],
    ["bound, before expiry", cards("bound", "quoted"), before, "bound"],
    ["bound outlives the quote's expiry", cards("bound", "declined"), after, "bound"],
  ] as const)("%s -> %s", (_label, list, now, expected) => {
    expect(folioStatus([...list], expiresAt, now)).toBe(expected);
  });

  it("is not expired at the expiry instant itself", () => {
    expect(folioStatus(cards("quoted"), expiresAt, expiresAt)).toBe("quoted");
  });
});

import { describe, expect, it } from "vitest";
import { surplusLinesNotice } from "./surplus-lines";

describe("surplusLinesNotice", () => {
  it("gives a state's own sample notice, naming its stamping office", () => {
    const tx = surplusLinesNotice("tx");
    expect(tx).toMatchObject({ state: "TX", office: "Surplus Lines Stamping Office of Texas" });
    expect(tx.text).toMatch(/^Sample text, not statutory wording:/);
  });

  it("falls back to the generic notice for a state without one, or no state", () => {
    for (const state of ["GA", null, undefined]) {
      const notice = surplusLinesNotice(state);
      expect(notice.office).toBeNull();
      expect(notice.text).toMatch(/^Sample text, not statutory wording: this policy is placed with a non-admitted/);
    }
  });
});

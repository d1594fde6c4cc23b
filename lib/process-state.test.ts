// The process registry: a value is made once per name and kept; forgetting one name or resetting all makes it
// again on its next use, which is what lets a test start from a clean process without restarting it.
import { afterEach, describe, expect, it } from "vitest";
import { forgetProcessState, processState, processStateNames, resetProcessState } from "./process-state";

afterEach(() => resetProcessState());

describe("processState", () => {
  it("makes a value once per name and hands the same one back", () => {
    let made = 0;
    const a = processState("test.a", () => ({ n: ++made }));
    expect(processState("test.a", () => ({ n: ++made }))).toBe(a);
    expect(processState("test.b", () => ({ n: ++made }))).not.toBe(a);
    expect(made).toBe(2);
    expect(processStateNames()).toEqual(expect.arrayContaining(["test.a", "test.b"]));
  });

  it("keeps a falsy value rather than making it again", () => {
    let made = 0;
    expect(processState("test.off", () => (made++, false))).toBe(false);
    expect(processState("test.off", () => (made++, true))).toBe(false);
    expect(made).toBe(1);
  });

  it("forgets one name, or everything, so the next use makes it again", () => {
    const first = processState("test.cache", () => new Map<string, number>());
    first.set("k", 1);
    forgetProcessState("test.cache");
    expect(processState("test.cache", () => new Map<string, number>()).get("k")).toBeUndefined();
    processState("test.other", () => 1);
    resetProcessState();
    expect(processStateNames()).toEqual([]);
  });

  it("is one registry per process, on globalThis, whichever copy of the module asks (Next.js may load a module once per bundle layer)", () => {
    processState("test.shared", () => "here");
    expect((globalThis as unknown as { __quotingProcessState: Map<string, unknown> }).__quotingProcessState.get("test.shared")).toBe("here");
  });
});

// What the in-memory folio versions keep and refuse: a read overtaken by a change is never kept.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FolioVersions, type KeptVersion } from "./folio-versions";

const v = (version: number): KeptVersion => ({ agencyId: "a", version, expiresMs: 1, validUntilMs: [] });

describe("FolioVersions", () => {
  it("keeps a read, forgets it on a change, and refuses a read that began before the change", () => {
    const versions = new FolioVersions();
    const before = versions.mark();
    versions.keep("f", v(1), before);
    expect(versions.get("f")?.version).toBe(1);
    const racing = versions.mark(); // a read starts, then the folio changes, then the read ends
    versions.changedNow("f");
    expect(versions.get("f")).toBeUndefined();
    versions.keep("f", v(1), racing);
    expect(versions.get("f")).toBeUndefined();
    versions.keep("f", v(2), versions.mark()); // a read begun after the change is kept
    expect(versions.get("f")?.version).toBe(2);
    versions.changedNow("g"); // another folio's change refuses nothing of this one's
    versions.keep("f", v(2), versions.mark() - 1);
    expect(versions.get("f")?.version).toBe(2);
  });

  it("past its size, drops the oldest entries, and forgetting changes refuses every read in flight", () => {
    const versions = new FolioVersions(3);
    for (const id of ["a", "b", "c", "d"]) versions.keep(id, v(1), versions.mark());
    expect(["a", "b", "c", "d"].filter((id) => versions.get(id))).toEqual(["b", "c", "d"]);
    const inFlight = versions.mark();
    for (const id of ["w", "x", "y", "z"]) versions.changedNow(id); // the fourth finds the change log full: it is cleared
    versions.keep("e", v(1), inFlight); // "e" did not change, but the log no longer knows: refused
    expect(versions.get("e")).toBeUndefined();
    versions.clear();
    expect(versions.size).toBe(0);
  });

  it("never keeps a version older than the last change heard (any interleaving of reads and changes)", () => {
    type Step = { kind: "start"; reader: number } | { kind: "finish"; reader: number } | { kind: "change" } | { kind: "other"; id: number };
    const step = fc.oneof(
      fc.record({ kind: fc.constant("start" as const), reader: fc.integer({ min: 0, max: 3 }) }),
      fc.record({ kind: fc.constant("finish" as const), reader: fc.integer({ min: 0, max: 3 }) }),
      fc.record({ kind: fc.constant("change" as const) }),
      fc.record({ kind: fc.constant("other" as const), id: fc.integer({ min: 0, max: 9 }) }), // another folio changes
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), fc.integer({ min: 1, max: 4 }), (steps: Step[], max) => {
        const versions = new FolioVersions(max);
        let current = 1; // the database's version
        const reading = new Map<number, { mark: number; read: number }>();
        for (const s of steps) {
          if (s.kind === "change") {
            current++;
            versions.changedNow("f");
          } else if (s.kind === "other") versions.changedNow(`other-${s.id}`);
          else if (s.kind === "start") reading.set(s.reader, { mark: versions.mark(), read: current });
          else {
            const r = reading.get(s.reader);
            if (r) versions.keep("f", v(r.read), r.mark);
            reading.delete(s.reader);
          }
          const kept = versions.get("f");
          if (kept) expect(kept.version).toBe(current);
        }
      }),
      { numRuns: 500 },
    );
  });
});

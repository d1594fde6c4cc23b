import { describe, expect, it } from "vitest";
import { API_VERSIONS, CURRENT_API_VERSION, requestVersion } from "@/lib/versions";

const versions = [
  { version: "2026-01-01", changes: ["old"] },
  { version: "2026-06-01", changes: ["new"] },
];

describe("API versions", () => {
  it("answers in the version a request names, else the key's pinned one, else the current one", () => {
    expect(requestVersion("2026-01-01", "2026-06-01", versions)).toEqual({ version: "2026-01-01" });
    expect(requestVersion(null, "2026-01-01", versions)).toEqual({ version: "2026-01-01" });
    expect(requestVersion(null, null, versions)).toEqual({ version: "2026-06-01" });
    // A pin to a version no longer offered falls to the current one rather than failing every request.
    expect(requestVersion(null, "2025-01-01", versions)).toEqual({ version: "2026-06-01" });
  });

  it("refuses a version it does not know, naming the header and the versions there are", () => {
    expect(requestVersion("2027-01-01", null, versions)).toEqual({
      issue: expect.objectContaining({ path: "Quoting-Version", code: "unknown_api_version", message: expect.stringContaining("2026-01-01, 2026-06-01") }),
    });
  });

  it("dates versions in order, the last current", () => {
    const dates = API_VERSIONS.map((v) => v.version);
    expect([...dates].sort()).toEqual(dates);
    for (const d of dates) expect(d).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(CURRENT_API_VERSION).toBe(dates.at(-1));
  });
});

import { describe, expect, it } from "vitest";
import { can, GRANTS, type CallerRole, type Permission } from "./permissions";

const ROLES: CallerRole[] = ["admin", "agent", "underwriter", "api_key"];

describe("the permission table", () => {
  it("gives the sandbox clock to administrators and API keys only", () => {
    const matrix = Object.fromEntries(ROLES.map((r) => [r, can(r, "sandbox.clock")]));
    expect(matrix).toEqual({ admin: true, agent: false, underwriter: false, api_key: true });
  });

  it("names only known roles", () => {
    for (const [permission, roles] of Object.entries(GRANTS) as Array<[Permission, readonly CallerRole[]]>) {
      for (const role of roles) expect(ROLES, permission).toContain(role);
    }
  });
});

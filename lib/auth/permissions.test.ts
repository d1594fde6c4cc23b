// The permission table as a matrix: every role and key scope against every permission, written out, so a
// change to who may do what is a visible change to this test (the HTTP matrix is test/api/permissions.test.ts).
import { describe, expect, it } from "vitest";
import { can, KEY_SCOPES, PERMISSIONS, refusal, ROLES, type Grants, type Permission } from "./permissions";

const Y = true;
const _ = false;
// prettier-ignore
const EXPECTED: Record<string, Record<Permission, boolean>> = {
  //                  read quote bind service underwriting webhooks keys people audit clock account
  "role admin":       row(Y, Y, Y, Y, _, Y, Y, Y, Y, Y, Y),
  "role producer":    row(Y, Y, Y, Y, _, _, _, _, _, _, Y),
  "role service":     row(Y, _, _, Y, _, _, _, _, _, _, Y),
  "role underwriter": row(_, _, _, _, Y, _, _, _, _, _, Y),
  "key read_only":    row(Y, _, _, _, _, _, _, _, _, _, _),
  "key quote":        row(Y, Y, _, _, _, _, _, _, _, _, _),
  "key quote_and_bind": row(Y, Y, Y, Y, _, _, _, _, _, _, _),
  "key admin":        row(Y, Y, Y, Y, _, Y, Y, _, Y, Y, _),
};

function row(...held: boolean[]): Record<Permission, boolean> {
  return Object.fromEntries(PERMISSIONS.map((p, i) => [p, held[i]!])) as Record<Permission, boolean>;
}

const callers: Array<[string, Grants]> = [
  ...ROLES.map((role): [string, Grants] => [`role ${role}`, { kind: "user", role }]),
  ...KEY_SCOPES.map((scope): [string, Grants] => [`key ${scope}`, { kind: "key", scope }]),
];

describe("who may do what", () => {
  it("grants exactly the matrix, for every role and scope and every permission", () => {
    const actual = Object.fromEntries(callers.map(([name, grants]) => [name, Object.fromEntries(PERMISSIONS.map((p) => [p, can(grants, p)]))]));
    expect(actual).toEqual(EXPECTED);
  });

  it("refuses with a sentence naming the caller and who may instead", () => {
    const error = refusal({ kind: "user", role: "service" }, "bind");
    expect(error.code).toBe("forbidden");
    expect(error.message).toBe(
      "Your role (service) may not bind new business and send checkout links for it. Ask an administrator, a producer in the portal, or an API key with scope quote_and_bind or admin.",
    );
    expect(error.extensions).toEqual({ requiredPermission: "bind" });
    expect(refusal({ kind: "key", scope: "admin" }, "people").message).toMatch(
      /^This API key's scope \(admin\) may not invite people.*Ask an administrator in the portal\.$/,
    );
  });
});

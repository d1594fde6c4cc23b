// Who may do what, over HTTP (decision 040): every role (a signed-in portal user) and every API key scope
// against every operation of the OpenAPI document. The permission is checked before the request's parameters
// or body are read, so an operation a caller may not call answers 403 forbidden naming the permission, and one
// it may call answers anything else (here mostly 400 or 404: the ids are made up and the bodies empty).
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_ADMIN, DEMO_AGENT, DEMO_SERVICE, DEMO_UNDERWRITER } from "@/prisma/seed";
import { can, KEY_SCOPES, type Grants, type KeyScope, type Permission } from "@/lib/auth/permissions";
import { api, base, checkContract, secondKey } from "./client";
import { portalSession, type Browser } from "./browser";

interface Operation {
  method: string;
  path: string;
  permission: Permission | null;
}

const ID = "00000000-0000-4000-8000-000000000000";
/** A made-up value for each path parameter: a UUID where ids are UUIDs, else something of the right form. */
const PARAM_VALUES: Record<string, string> = { naicsCode: "311811", documentType: "declarations", token: "pl_madeup", classificationId: ID };

let operations: Operation[] = [];
const sessions = new Map<string, Browser>();
const keys = new Map<KeyScope, string>();

beforeAll(async () => {
  const doc = await (await fetch(`${base()}/v1/openapi.json`, { headers: { authorization: `Bearer ${secondKey()}` } })).json();
  for (const [path, methods] of Object.entries<Record<string, any>>(doc.paths)) {
    for (const [method, op] of Object.entries<any>(methods)) {
      // Public operations (pay links, health) take no caller; documents take a key or a token, and need `read`.
      if (Array.isArray(op.security) && op.security.length === 0 && !op["x-permission"]) continue;
      operations.push({ method: method.toUpperCase(), path, permission: op["x-permission"]?.name ?? null });
    }
  }
  operations = operations.sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
  for (const [role, user] of Object.entries({ admin: DEMO_ADMIN, producer: DEMO_AGENT, service: DEMO_SERVICE, underwriter: DEMO_UNDERWRITER })) {
    sessions.set(role, await portalSession(base(), user.email, user.password));
  }
  // One key per scope, made over the API by the second agency's admin key (the operator's key is an admin key).
  for (const scope of KEY_SCOPES) {
    const made = await api("POST", "/v1/api-keys", { key: secondKey(), body: { name: `permission matrix ${scope}`, scope } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    keys.set(scope, made.body.data.secret);
  }
}, 60_000);

const concrete = (path: string) => path.replace(/\{(\w+)\}/g, (_, name: string) => PARAM_VALUES[name] ?? ID);

async function call(caller: { session?: Browser; key?: string }, op: Operation): Promise<{ status: number; body: any }> {
  const path = concrete(op.path);
  const hasBody = op.method !== "GET" && op.method !== "DELETE";
  const headers: Record<string, string> = hasBody ? { "content-type": "application/json" } : {};
  const init = { method: op.method, headers, ...(hasBody ? { body: "{}" } : {}) };
  const res = caller.key
    ? await fetch(`${base()}${path}`, { ...init, headers: { ...headers, authorization: `Bearer ${caller.key}` } })
    : await caller.session!.fetch(path, init);
  const text = await res.text();
  const body = text && res.headers.get("content-type")?.includes("json") ? JSON.parse(text) : text;
  // Every answer matches the document too (the document itself is not wrapped in the envelope it describes).
  if (op.path !== "/v1/openapi.json") await checkContract(op.method, `${base()}${path}`, res.status, res.headers.get("content-type"), body);
  return { status: res.status, body };
}

function expectVerdict(who: string, grants: Grants, op: Operation, res: { status: number; body: any }) {
  const label = `${who}: ${op.method} ${op.path} (${op.permission}) answered ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
  expect(op.permission, `${op.method} ${op.path} documents no x-permission`).not.toBeNull();
  if (can(grants, op.permission!)) {
    expect(res.body?.type === "/docs/problems#forbidden", label).toBe(false);
  } else {
    expect(res.status, label).toBe(403);
    expect(res.body, label).toMatchObject({ type: "/docs/problems#forbidden", requiredPermission: op.permission });
  }
}

describe("the permission matrix: every role and every key scope × every operation", () => {
  it("documents a permission on every operation that takes a caller, and holds keys and sessions to it", async () => {
    expect(operations.length).toBeGreaterThan(60);
    const verdicts = { allowed: 0, refused: 0 };
    for (const op of operations) {
      for (const [role, session] of sessions) {
        const grants: Grants = { kind: "user", role: role as never };
        const res = await call({ session }, op);
        expectVerdict(`role ${role}`, grants, op, res);
        verdicts[can(grants, op.permission!) ? "allowed" : "refused"]++;
      }
      for (const [scope, key] of keys) {
        const grants: Grants = { kind: "key", scope };
        const res = await call({ key }, op);
        expectVerdict(`key ${scope}`, grants, op, res);
        verdicts[can(grants, op.permission!) ? "allowed" : "refused"]++;
      }
    }
    // Both sides of the table are exercised.
    expect(verdicts.refused).toBeGreaterThan(100);
    expect(verdicts.allowed).toBeGreaterThan(200);
  }, 180_000);

  it("refuses before reading the request: a forbidden bind with a malformed body is 403, not 400", async () => {
    const res = await api("POST", "/v1/bind", { key: keys.get("read_only")!, rawBody: "{not json" });
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe(
      "This API key's scope (read_only) may not bind new business and send checkout links for it. Ask an administrator, a producer in the portal, or an API key with scope quote_and_bind or admin.",
    );
  });
});

// API keys over the API (issue 31 item 3, decision 040): made with a name and a scope, the secret shown once,
// listed with when each was last used, revoked (401 from then on), each change in the audit log, and agency
// scoped like everything else.
import { describe, expect, it } from "vitest";
import { DEMO_AGENT } from "@/prisma/seed";
import { api, base, secondKey } from "./client";
import { portalSession } from "./browser";

describe("API keys", () => {
  it("makes a scoped key whose secret is shown once, lists it with when it was last used, and revokes it for good", async () => {
    const made = await api("POST", "/v1/api-keys", { body: { name: "Partner rater (test)", scope: "read_only" } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const key = made.body.data;
    expect(key).toMatchObject({
      object: "api_key",
      name: "Partner rater (test)",
      scope: "read_only",
      lastUsedAt: null,
      revokedAt: null,
      createdBy: expect.stringMatching(/^api_key:/),
      secret: expect.stringMatching(/^qk_live_[\w-]{43}$/),
    });
    expect(key.secret.startsWith(key.prefix)).toBe(true);

    // The key works for what its scope allows, and is refused the rest.
    expect((await api("GET", "/v1/ping", { key: key.secret })).status).toBe(200);
    const refused = await api("POST", "/v1/quote", { key: key.secret, body: {} });
    expect([refused.status, refused.body.requiredPermission]).toEqual([403, "quote"]);
    expect((await api("GET", "/v1/api-keys", { key: key.secret })).status).toBe(403);

    // Listed (newest first) with when it was last used; the secret never again.
    const listed = await api("GET", "/v1/api-keys");
    expect(listed.status).toBe(200);
    const row = listed.body.data.items.find((k: any) => k.id === key.id);
    expect(row).toMatchObject({ name: "Partner rater (test)", scope: "read_only", lastUsedAt: expect.any(String) });
    expect(row.secret).toBeUndefined();
    expect(JSON.stringify(listed.body)).not.toContain(key.secret);
    expect((await api("GET", `/v1/api-keys/${key.id}`)).body.data).toMatchObject({ id: key.id, prefix: key.prefix });

    // Revoked: refused at once, and revoking again changes nothing.
    const revoked = await api("POST", `/v1/api-keys/${key.id}/revoke`);
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
    expect(revoked.body.data.revokedAt).toEqual(expect.any(String));
    expect((await api("GET", "/v1/ping", { key: key.secret })).status).toBe(401);
    const again = await api("POST", `/v1/api-keys/${key.id}/revoke`);
    expect(again.body.data.revokedAt).toBe(revoked.body.data.revokedAt);

    // Both changes are in the audit log, by the key that made them; revoking again wrote nothing.
    const audit = await api("GET", `/v1/audit-events?objectType=api_key&objectId=${key.id}`);
    expect(audit.body.data.items.map((r: any) => [r.action, r.actor.type])).toEqual([
      ["api_key.revoke", "api_key"],
      ["api_key.create", "api_key"],
    ]);
    expect(JSON.stringify(audit.body)).not.toContain(key.secret);
  });

  it("names the field at fault, and keeps each agency's keys to itself", async () => {
    const bad = await api("POST", "/v1/api-keys", { body: { name: "", scope: "superuser" } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: any) => e.path).sort()).toEqual(["name", "scope"]);

    const theirs = await api("POST", "/v1/api-keys", { key: secondKey(), body: { name: "Second's key", scope: "quote" } });
    expect(theirs.status).toBe(201);
    expect((await api("GET", `/v1/api-keys/${theirs.body.data.id}`)).status).toBe(404);
    expect((await api("POST", `/v1/api-keys/${theirs.body.data.id}/revoke`)).status).toBe(404);
    expect((await api("GET", "/v1/api-keys")).body.data.items.map((k: any) => k.id)).not.toContain(theirs.body.data.id);
    expect((await api("GET", "/v1/ping", { key: theirs.body.data.secret })).status).toBe(200);
  });

  it("is an administrator's: a producer signed in to the portal is refused with a sentence", async () => {
    const producer = await portalSession(base(), DEMO_AGENT.email, DEMO_AGENT.password);
    const res = await producer.fetch("/v1/api-keys", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "mine", scope: "admin" }),
    });
    expect(res.status).toBe(403);
    expect((await res.json()).detail).toBe("Your role (producer) may not manage API keys. Ask an administrator in the portal, or an API key with scope admin.");
  });
});

// Outbound webhooks over HTTP (decision 024): endpoint CRUD, the secret shown once and rotated, events for
// pollers and their deliveries, redelivery, bad input as problem+json naming the field, and tenancy (another
// agency's ids answer 404). The running app's own delivery worker POSTs to a receiver on loopback.
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { Webhook } from "standardwebhooks";
import { EVENT_TYPES } from "@/lib/schemas/webhooks";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver";
import { waitFor } from "../support/processes";
import { api, bakery, base, demoKey, pollFolio, secondKey } from "./client";

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver?.close();
});

describe(`webhook endpoints and events (${inject("database")})`, () => {
  let endpointId = "";
  let secret = "";
  let eventId = "";

  it("registers an endpoint, shows its secret only once, lists, reads and changes it", async () => {
    const created = await api("POST", "/v1/webhook-endpoints", {
      body: { url: receiver.url, enabledEvents: ["quote.completed", "application.quoted"], description: "API test receiver" },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({
      url: receiver.url,
      status: "enabled",
      enabledEvents: ["quote.completed", "application.quoted"],
      consecutiveFailures: 0,
    });
    // Standard Webhooks: whsec_ and the base64 of 32 random bytes.
    expect(created.body.data.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    endpointId = created.body.data.id;
    secret = created.body.data.secret;

    const listed = await api("GET", "/v1/webhook-endpoints");
    expect(listed.status).toBe(200);
    expect(listed.body.data.items.map((e: any) => e.id)).toContain(endpointId);
    const one = await api("GET", `/v1/webhook-endpoints/${endpointId}`);
    expect(one.body.data).toMatchObject({ id: endpointId, description: "API test receiver" });
    expect(JSON.stringify([listed.body, one.body])).not.toContain(secret);

    const changed = await api("PATCH", `/v1/webhook-endpoints/${endpointId}`, { body: { enabledEvents: ["*"], description: "every event" } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toMatchObject({ enabledEvents: ["*"], description: "every event", status: "enabled" });
  });

  it("answers bad input with problem+json naming the field", async () => {
    const cases: Array<[string, string, unknown, string]> = [
      ["POST", "/v1/webhook-endpoints", { url: "ftp://example.com/hooks", enabledEvents: ["*"] }, "url"],
      ["POST", "/v1/webhook-endpoints", { url: "https://user:pw@example.com/hooks", enabledEvents: ["*"] }, "url"],
      ["POST", "/v1/webhook-endpoints", { url: "https://example.com/hooks", enabledEvents: ["policy.exploded"] }, "enabledEvents[0]"],
      ["POST", "/v1/webhook-endpoints", { url: "https://example.com/hooks", enabledEvents: [] }, "enabledEvents"],
      ["POST", "/v1/webhook-endpoints", { url: "https://example.com/hooks", enabledEvents: ["*"], secret: "mine" }, "secret"],
      ["PATCH", `/v1/webhook-endpoints/${endpointId}`, { status: "paused" }, "status"],
      ["POST", `/v1/webhook-endpoints/${endpointId}/rotate-secret`, { expiresInHours: 1000 }, "expiresInHours"],
    ];
    for (const [method, path, body, field] of cases) {
      const res = await api(method, path, { body });
      expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.headers.get("content-type")).toMatch(/^application\/problem\+json/);
      expect(res.body.errors.map((e: any) => e.path)).toContain(field);
    }
    const events = await api("GET", "/v1/events?type=policy.exploded");
    expect(events.status).toBe(400);
    expect(events.body.errors[0].path).toBe("type");
    expect((await api("GET", "/v1/events?cursor=bm90LWEtY3Vyc29y")).body.errors[0].path).toBe("cursor");
    expect((await api("PATCH", `/v1/webhook-endpoints/${endpointId}`, { body: {} })).status).toBe(400);
  });

  it("rotates the secret: the new one shown once, the old one signing beside it until it expires", async () => {
    const rotated = await api("POST", `/v1/webhook-endpoints/${endpointId}/rotate-secret`, { body: {} });
    expect(rotated.status, JSON.stringify(rotated.body)).toBe(200);
    expect(rotated.body.data.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(rotated.body.data.secret).not.toBe(secret);
    const expires = Date.parse(rotated.body.data.previousSecretExpiresAt);
    expect(Math.abs(expires - (Date.now() + 24 * 3_600_000))).toBeLessThan(60_000);
    const old = secret;
    secret = rotated.body.data.secret;

    // A quote's events reach the receiver signed twice: with the new secret and the old one.
    const created = await api("POST", "/v1/quote", { body: { programs: ["KM-CGL"], ...bakery({ mailing_zip: "60601", mailing_state: "IL" }) } });
    expect(created.status).toBe(201);
    const folio = await pollFolio(created.body.data.quoteId);
    const events = await api("GET", "/v1/events?type=quote.completed&limit=100");
    expect(events.status).toBe(200);
    const event = events.body.data.items.find((e: any) => e.data.id === folio.quoteId);
    expect(event).toMatchObject({ type: "quote.completed", data: { object: "quote", applications: [{ id: folio.quotes[0].id, program: "KM-CGL" }] } });
    eventId = event.id;
    const hook = await waitFor("the webhook", async () => receiver.received.find((r) => r.id === eventId), 20_000, 50);
    expect(hook.json).toEqual(event); // the body is the event as GET /v1/events shows it
    // Standard Webhooks headers; the standardwebhooks package verifies the delivery with either secret.
    expect(hook.signed).toEqual({
      "webhook-id": eventId,
      "webhook-timestamp": expect.stringMatching(/^\d{10}$/),
      "webhook-signature": expect.stringMatching(/^v1,\S+ v1,\S+$/),
    });
    expect(new Webhook(secret).verify(hook.body, hook.signed)).toEqual(event);
    expect(new Webhook(old).verify(hook.body, hook.signed)).toEqual(event);
    const quoted = receiver.received.find((r) => r.type === "application.quoted" && r.json.data.quoteId === folio.quoteId);
    expect(quoted).toBeDefined();
    // The application's event names the client, as the quote's does (issue 30).
    expect(quoted!.json.data.insuredId).toBe(folio.insuredId);
    expect(hook.json.data.insuredId).toBe(folio.insuredId);
    expect(receiver.received.indexOf(quoted!)).toBeLessThan(receiver.received.indexOf(hook)); // in order for the quote

    const got = await api("GET", `/v1/events/${eventId}`);
    expect(got.body.data).toEqual(event);
  });

  it("lists an event's deliveries with their attempts, and redelivers it with the same id", async () => {
    const deliveries = await waitFor(
      "the delivery to be recorded",
      async () => {
        const res = await api("GET", `/v1/events/${eventId}/deliveries`);
        return res.body.data.items[0]?.status === "succeeded" ? res.body.data.items : null;
      },
      10_000,
      100,
    );
    expect(deliveries).toEqual([
      expect.objectContaining({
        endpointId,
        status: "succeeded",
        lastStatusCode: 200,
        attempts: [expect.objectContaining({ number: 1, statusCode: 200, responseSnippet: "ok", error: null })],
      }),
    ]);

    const redelivered = await api("POST", `/v1/events/${eventId}/redeliver`, { body: { endpointId } });
    expect(redelivered.status, JSON.stringify(redelivered.body)).toBe(202);
    expect(redelivered.body.data.items).toEqual([expect.objectContaining({ eventId, endpointId, status: "pending", attempts: [] })]);
    await waitFor("the redelivery", async () => receiver.received.filter((r) => r.id === eventId).length === 2, 20_000, 50);
    const after = await waitFor(
      "both deliveries succeeded",
      async () => {
        const items = (await api("GET", `/v1/events/${eventId}/deliveries`)).body.data.items;
        return items.length === 2 && items.every((d: any) => d.status === "succeeded") ? items : null;
      },
      10_000,
      100,
    );
    expect(after).toHaveLength(2);
  });

  it("keeps another agency's endpoints and events out of reach: 404, as if they did not exist", async () => {
    const other = { key: secondKey() };
    for (const [method, path, body] of [
      ["GET", `/v1/webhook-endpoints/${endpointId}`, undefined],
      ["PATCH", `/v1/webhook-endpoints/${endpointId}`, { status: "disabled" }],
      ["POST", `/v1/webhook-endpoints/${endpointId}/rotate-secret`, {}],
      ["DELETE", `/v1/webhook-endpoints/${endpointId}`, undefined],
      ["GET", `/v1/events/${eventId}`, undefined],
      ["GET", `/v1/events/${eventId}/deliveries`, undefined],
      ["POST", `/v1/events/${eventId}/redeliver`, {}],
      ["GET", "/v1/events/not-a-uuid", undefined],
    ] as const) {
      const res = await api(method, path, { ...other, ...(body ? { body } : {}) });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    }
    const theirs = await api("GET", "/v1/events?limit=100", other);
    expect(theirs.body.data.items.map((e: any) => e.id)).not.toContain(eventId);
    expect((await api("GET", "/v1/webhook-endpoints", other)).body.data.items).toEqual([]);
    // The endpoint is unchanged by those attempts.
    expect((await api("GET", `/v1/webhook-endpoints/${endpointId}`)).body.data.status).toBe("enabled");
    // Their endpoint is not ours to redeliver to.
    const mine = await api("POST", "/v1/webhook-endpoints", { ...other, body: { url: receiver.url, enabledEvents: ["policy.bound"] } });
    expect(mine.status).toBe(201);
    const cross = await api("POST", `/v1/events/${eventId}/redeliver`, { body: { endpointId: mine.body.data.id } });
    expect(cross.status).toBe(400);
    expect(cross.body.errors[0].path).toBe("endpointId");
    expect((await api("DELETE", `/v1/webhook-endpoints/${mine.body.data.id}`, other)).status).toBe(200);
  });

  it("refuses redelivery to a disabled endpoint, and deletes an endpoint", async () => {
    const disabled = await api("PATCH", `/v1/webhook-endpoints/${endpointId}`, { body: { status: "disabled" } });
    expect(disabled.body.data).toMatchObject({ status: "disabled", disabledReason: expect.stringMatching(/^Disabled by api_key:/) });
    const refused = await api("POST", `/v1/events/${eventId}/redeliver`, { body: { endpointId } });
    expect(refused.status).toBe(409);
    const deleted = await api("DELETE", `/v1/webhook-endpoints/${endpointId}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ id: endpointId, deleted: true });
    expect((await api("GET", `/v1/webhook-endpoints/${endpointId}`)).status).toBe(404);
    // The event stays for pollers; its deliveries went with the endpoint.
    expect((await api("GET", `/v1/events/${eventId}`)).status).toBe(200);
    expect((await api("GET", `/v1/events/${eventId}/deliveries`)).body.data.items).toEqual([]);
  });
});

describe("the OpenAPI document's webhooks (issue 32 item 2)", () => {
  it("describes every event type, and each delivery this file received matches its type's schema", async () => {
    const doc = (await (await fetch(`${base()}/v1/openapi.json`, { headers: { authorization: `Bearer ${demoKey()}` } })).json()) as any;
    const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
    expect(Object.keys(doc.webhooks).sort()).toEqual([...EVENT_TYPES].sort());
    expect(receiver.received.length).toBeGreaterThanOrEqual(3);
    const types = new Set<string>();
    for (const delivery of receiver.received) {
      const operation = doc.webhooks[delivery.type]?.post;
      expect(operation, delivery.type).toBeDefined();
      expect(operation.parameters.map((p: any) => p.name)).toEqual(["webhook-id", "webhook-timestamp", "webhook-signature"]);
      const validate = ajv.compile({ ...operation.requestBody.content["application/json"].schema, components: doc.components });
      expect(validate(delivery.json), `${delivery.type}: ${ajv.errorsText(validate.errors)}`).toBe(true);
      // and not another type's: the type is a constant of each schema
      const other = EVENT_TYPES.find((t) => t !== delivery.type)!;
      expect(validate({ ...delivery.json, type: other })).toBe(false);
      types.add(delivery.type);
    }
    expect(types.size).toBeGreaterThanOrEqual(2);
  });
});

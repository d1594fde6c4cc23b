// The portal's transport (the SDK's session client and unwrap) over a real HTTP server on loopback: successes
// checked with the named response schema (loaded on demand), problems read without one, and answers that fit
// neither reported as such. The server picks its answer by the test's x-case header.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSessionClient, type QuotingClient } from "@/sdk";
import { ApiError, UnexpectedResponseError, unwrap } from "./api";
import { parseResponse } from "./responses";

const answers: Record<string, { status: number; type: string; body: string }> = {
  "/ok": { status: 200, type: "application/json", body: JSON.stringify({ success: true, data: { items: [] } }) },
  "/wrong-shape": { status: 200, type: "application/json", body: JSON.stringify({ success: true, data: { items: [{ id: 5 }] } }) },
  "/not-json": { status: 200, type: "text/html", body: "<html>proxy page</html>" },
  "/problem": {
    status: 422,
    type: "application/problem+json",
    body: JSON.stringify({
      type: "validation_error",
      title: "Invalid request",
      status: 422,
      detail: "1 field is invalid.",
      success: false,
      errors: [{ path: "mailing_zip", message: "Invalid ZIP", code: "invalid_format" }, { path: 7 }, "junk"],
    }),
  },
  "/bad-gateway": { status: 502, type: "text/html", body: "<html>Bad gateway</html>" },
};

let server: http.Server;
let client: QuotingClient;
const seen: { method: string; url: string; authorization?: string | undefined; type?: string | undefined; body: string }[] = [];
const as = (name: string) => ({ headers: { "x-case": name } });
beforeAll(async () => {
  server = http.createServer(async (req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    await new Promise((done) => req.on("end", done));
    seen.push({ method: req.method ?? "", url: req.url ?? "", authorization: req.headers.authorization, type: req.headers["content-type"], body });
    const a = answers[String(req.headers["x-case"])] ?? { status: 404, type: "text/plain", body: "no" };
    res.writeHead(a.status, { "content-type": a.type }).end(a.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  client = createSessionClient({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("unwrap over the session client", () => {
  it("returns the envelope's data parsed with the named schema", async () => {
    expect(await unwrap(client.GET("/v1/programs", as("/ok")), "ProgramListResponse", parseResponse)).toEqual({ items: [] });
    // The path and query as the document names them, with no API key (the browser's cookie signs in).
    await unwrap(client.GET("/v1/programs", { params: { query: { type: "BOP" } }, ...as("/ok") }), "ProgramListResponse", parseResponse);
    expect(seen.at(-1)).toMatchObject({ method: "GET", url: "/v1/programs?type=BOP", authorization: undefined });
  });

  it("sends an action without a body as an empty JSON object, as the API asks of a session's changes", async () => {
    await unwrap(client.POST("/v1/users/{userId}/deactivate", { params: { path: { userId: "u 1" } }, ...as("/ok") }), "ProgramListResponse", parseResponse);
    expect(seen.at(-1)).toMatchObject({ method: "POST", url: "/v1/users/u%201/deactivate", type: "application/json", body: "{}" });
    await unwrap(client.POST("/v1/password-resets", { body: { email: "a@b.example" }, ...as("/ok") }), "ProgramListResponse", parseResponse);
    expect(seen.at(-1)).toMatchObject({ type: "application/json", body: JSON.stringify({ email: "a@b.example" }) });
  });

  it("reports a 2xx that does not fit its schema, naming where", async () => {
    const error = await unwrap(client.GET("/v1/programs", as("/wrong-shape")), "ProgramListResponse", parseResponse).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnexpectedResponseError);
    expect((error as UnexpectedResponseError).problems.some((p) => p.startsWith("data.items.0."))).toBe(true);
    const html = await unwrap(client.GET("/v1/programs", as("/not-json")), "ProgramListResponse", parseResponse).catch((e: unknown) => e);
    expect((html as UnexpectedResponseError).problems).toEqual(["not JSON"]);
  });

  it("turns a problem into ApiError with its type, detail and the well-formed field errors", async () => {
    const error = (await unwrap(
      client.POST("/v1/password-resets", { body: { email: "a@b.example" }, ...as("/problem") }),
      "PasswordResetRequestedResponse",
      parseResponse,
    ).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect([error.status, error.type, error.detail]).toEqual([422, "validation_error", "1 field is invalid."]);
    expect(error.errors).toEqual([{ path: "mailing_zip", message: "Invalid ZIP", code: "invalid_format" }]);
  });

  it("answers a non-JSON error with its status", async () => {
    const error = (await unwrap(client.GET("/v1/programs", as("/bad-gateway")), "ProgramListResponse", parseResponse).catch((e: unknown) => e)) as ApiError;
    expect([error.status, error.type, error.detail, error.errors]).toEqual([502, "unknown", "Request failed (502)", []]);
  });
});

// One webhook POST (decision 024) against servers on loopback: the answer's status and first KB, no
// redirect followed, a timeout, and private addresses refused (literal, or a name resolving to one)
// unless allowed.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postWebhook, SNIPPET_BYTES } from "./send";

let server: http.Server;
let port = 0;
const seen: Array<{ url: string; headers: http.IncomingHttpHeaders; body: string }> = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      seen.push({ url: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks).toString() });
      if (req.url === "/ok") res.writeHead(200).end("thanks");
      else if (req.url === "/long") res.writeHead(500).end("é".repeat(2000));
      else if (req.url === "/redirect") res.writeHead(302, { location: "/ok" }).end();
      else if (req.url === "/hang")
        return; // never answers
      else res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const open = { timeoutMs: 2000, allowPrivate: true };

describe("postWebhook", () => {
  it("POSTs the body with the headers given and reports the answer", async () => {
    const result = await postWebhook(`http://127.0.0.1:${port}/ok`, '{"a":1}', { "Content-Type": "application/json", "Webhook-Id": "e1" }, open);
    expect(result).toMatchObject({ statusCode: 200, snippet: "thanks", error: null });
    expect(result.durationMs).toBeGreaterThanOrEqual(0);
    expect(seen.at(-1)).toMatchObject({ body: '{"a":1}', headers: expect.objectContaining({ "webhook-id": "e1", "content-length": "7" }) });
  });

  it("keeps only the first KB of a long answer, and follows no redirect", async () => {
    const long = await postWebhook(`http://127.0.0.1:${port}/long`, "{}", {}, open);
    expect(long.statusCode).toBe(500);
    expect(Buffer.byteLength(long.snippet!)).toBeLessThanOrEqual(SNIPPET_BYTES + 3); // a character cut in two becomes one U+FFFD
    expect(long.snippet!.startsWith("éé")).toBe(true);
    const redirect = await postWebhook(`http://127.0.0.1:${port}/redirect`, "{}", {}, open);
    expect(redirect.statusCode).toBe(302);
  });

  it("gives up when no answer comes in time, and reports a refused connection", async () => {
    const hung = await postWebhook(`http://127.0.0.1:${port}/hang`, "{}", {}, { timeoutMs: 200, allowPrivate: true });
    expect(hung).toMatchObject({ statusCode: null, error: "no answer within 200 ms" });
    const closed = await postWebhook("http://127.0.0.1:9/", "{}", {}, open);
    expect(closed.statusCode).toBeNull();
    expect(closed.error).toMatch(/ECONNREFUSED/);
  });

  it("refuses loopback and private addresses unless allowed: literal, or a name that resolves to one", async () => {
    const before = seen.length;
    const literal = await postWebhook(`http://127.0.0.1:${port}/ok`, "{}", {}, { timeoutMs: 2000, allowPrivate: false });
    expect(literal).toMatchObject({ statusCode: null, error: expect.stringMatching(/private or reserved/) });
    const named = await postWebhook(`http://localhost:${port}/ok`, "{}", {}, { timeoutMs: 2000, allowPrivate: false });
    expect(named).toMatchObject({ statusCode: null, error: expect.stringMatching(/EPRIVATEADDRESS: localhost resolves to/) });
    expect(seen.length).toBe(before); // nothing reached the server
    expect((await postWebhook(`http://localhost:${port}/ok`, "{}", {}, open)).statusCode).toBe(200);
  });
});

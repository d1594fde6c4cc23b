// One webhook POST (decision 024) against servers on loopback: the answer's status and first KB, no
// redirect followed, a timeout, and private addresses refused (literal, or a name resolving to one)
// unless allowed, with an error naming no address; the name resolved once and the checked address
// connected to, whatever a second lookup would answer.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADDRESS_NOT_ALLOWED, postWebhook, SNIPPET_BYTES } from "./send";

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

  it("refuses loopback and private addresses unless allowed: literal, or a name that resolves to one, with a neutral error", async () => {
    const before = seen.length;
    const refused = [
      await postWebhook(`http://127.0.0.1:${port}/ok`, "{}", {}, { timeoutMs: 2000, allowPrivate: false }),
      await postWebhook(`http://[::ffff:127.0.0.1]:${port}/ok`, "{}", {}, { timeoutMs: 2000 }), // public only by default
      await postWebhook(`http://localhost:${port}/ok`, "{}", {}, { timeoutMs: 2000, allowPrivate: false }),
      // A name that is not "localhost" and resolves to loopback (the resolver stands in for /etc/hosts or DNS).
      await postWebhook(`http://internal-svc:${port}/ok`, "{}", {}, { timeoutMs: 2000, resolve: async () => [{ address: "127.0.0.1", family: 4 }] }),
      // One public address among private ones is not enough: every address must be allowed.
      await postWebhook(
        `http://mixed.example:${port}/ok`,
        "{}",
        {},
        {
          timeoutMs: 2000,
          resolve: async () => [
            { address: "93.184.215.14", family: 4 },
            { address: "10.0.0.7", family: 4 },
          ],
        },
      ),
    ];
    for (const r of refused) {
      expect(r).toMatchObject({ statusCode: null, snippet: null, error: ADDRESS_NOT_ALLOWED });
      expect(r.error).not.toMatch(/127\.|10\.0|::|localhost|internal-svc|\d{2,5}/); // names no address, host or port
    }
    expect(seen.length).toBe(before); // nothing reached the server
    expect((await postWebhook(`http://localhost:${port}/ok`, "{}", {}, open)).statusCode).toBe(200);
  });

  it("reports a name that does not resolve, and a resolver that does not answer in time", async () => {
    const missing = await postWebhook(
      "http://nowhere.invalid/",
      "{}",
      {},
      {
        timeoutMs: 2000,
        resolve: async () => {
          throw Object.assign(new Error("getaddrinfo ENOTFOUND nowhere.invalid"), { code: "ENOTFOUND" });
        },
      },
    );
    expect(missing).toMatchObject({ statusCode: null, error: "ENOTFOUND: getaddrinfo ENOTFOUND nowhere.invalid" });
    const slow = await postWebhook("http://slow.example/", "{}", {}, { timeoutMs: 100, resolve: () => new Promise(() => {}) });
    expect(slow).toMatchObject({ statusCode: null, error: "no answer within 100 ms" });
  });
});

describe("postWebhook against a name that resolves differently the second time (DNS rebinding)", () => {
  // Two receivers on one port: 127.0.0.2 stands for the public address the name first resolves to, 127.0.0.1
  // for the internal one it is re-pointed at. The address policy treats 127.0.0.2 as public.
  const got: Record<string, string[]> = { "127.0.0.2": [], "127.0.0.1": [] };
  const servers: http.Server[] = [];
  let sharedPort = 0;

  beforeAll(async () => {
    for (const address of ["127.0.0.2", "127.0.0.1"]) {
      const server = http.createServer((req, res) => {
        got[address]!.push(req.url ?? "");
        req.resume().on("end", () => res.writeHead(200).end(`hello from ${address}`));
      });
      await new Promise<void>((resolve, reject) => server.once("error", reject).listen(sharedPort, address, resolve));
      sharedPort = (server.address() as AddressInfo).port;
      servers.push(server);
    }
  });
  afterAll(async () => {
    for (const server of servers) {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  });

  const onlyFakePublic = (address: string) => address === "127.0.0.2";
  /** A resolver that answers the public address once, and the internal one from then on. */
  const rebinding = () => {
    const calls: string[] = [];
    const resolve = async (hostname: string) => {
      calls.push(hostname);
      return [{ address: calls.length === 1 ? "127.0.0.2" : "127.0.0.1", family: 4 }];
    };
    return { calls, resolve };
  };

  it("resolves once, checks that answer and connects to it: the re-pointed address gets nothing", async () => {
    const { calls, resolve } = rebinding();
    const result = await postWebhook(`http://rebind.test:${sharedPort}/hook`, "{}", {}, { timeoutMs: 2000, resolve, addressAllowed: onlyFakePublic });
    expect(result).toMatchObject({ statusCode: 200, snippet: "hello from 127.0.0.2", error: null });
    expect(calls).toEqual(["rebind.test"]);
    expect(got["127.0.0.2"]).toEqual(["/hook"]);
    expect(got["127.0.0.1"]).toEqual([]);
  });

  it("a later attempt that resolves to the internal address is refused, neutrally, before connecting", async () => {
    const { resolve } = rebinding();
    await resolve("rebind.test"); // the first answer was used by an earlier attempt
    const result = await postWebhook(`http://rebind.test:${sharedPort}/again`, "{}", {}, { timeoutMs: 2000, resolve, addressAllowed: onlyFakePublic });
    expect(result).toMatchObject({ statusCode: null, snippet: null, error: ADDRESS_NOT_ALLOWED });
    expect(result.error).not.toContain("127.0.0.1");
    expect(result.error).not.toContain(String(sharedPort));
    expect(got["127.0.0.1"]).toEqual([]);
  });
});

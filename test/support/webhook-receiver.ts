// A webhook receiver on loopback for tests: records every request (headers, raw body, when) and answers
// what `respond` says (200 by default), so a test can fail some deliveries and watch them retried.
// `signed` holds the Standard Webhooks headers as a receiver's library takes them:
// `new Webhook(secret).verify(hook.body, hook.signed)` (decision 024).
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedWebhook {
  id: string;
  type: string;
  body: string;
  json: { id: string; type: string; apiVersion: string; created: string; data: Record<string, any> };
  headers: http.IncomingHttpHeaders;
  signed: { "webhook-id": string; "webhook-timestamp": string; "webhook-signature": string };
  receivedAt: Date;
  /** The status this request was answered with. */
  answered: number;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** Decides each answer: the request, and how many times this event id arrived before. */
  respond: (hook: Omit<ReceivedWebhook, "answered">, seenBefore: number) => number;
  close(): Promise<void>;
}

export async function startWebhookReceiver(path = "/hooks"): Promise<WebhookReceiver> {
  const receiver: WebhookReceiver = {
    url: "",
    received: [],
    respond: () => 200,
    close: async () => undefined,
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      let json: ReceivedWebhook["json"];
      try {
        json = JSON.parse(body);
      } catch {
        res.writeHead(400).end("not json");
        return;
      }
      const hook = {
        id: json.id,
        type: json.type,
        body,
        json,
        headers: req.headers,
        signed: {
          "webhook-id": String(req.headers["webhook-id"] ?? ""),
          "webhook-timestamp": String(req.headers["webhook-timestamp"] ?? ""),
          "webhook-signature": String(req.headers["webhook-signature"] ?? ""),
        },
        receivedAt: new Date(),
      };
      const seenBefore = receiver.received.filter((r) => r.id === hook.id).length;
      const answered = req.url === path ? receiver.respond(hook, seenBefore) : 404;
      receiver.received.push({ ...hook, answered });
      res.writeHead(answered, { "content-type": "text/plain" }).end(answered < 300 ? "ok" : `failing on purpose (${answered})`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  receiver.url = `http://127.0.0.1:${port}${path}`;
  receiver.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return receiver;
}

// A partner integration from start to finish, with the repository's SDK (sdk/): quote a bakery for general
// liability, wait for the price, answer the questions once by canonical id, bind with a test card, and hear
// of it by webhook, verified with the standardwebhooks library (or, without a reachable receiver, by polling
// GET /v1/events). Run it against a running app:
//
//   QUOTING_BASE_URL=http://localhost:3000 QUOTING_API_KEY=qk_test_... npx tsx examples/partner.ts
//
// With WEBHOOK_PORT set, it listens on 127.0.0.1:<port> and registers that URL as a webhook endpoint (the app
// must allow private addresses then: WEBHOOK_ALLOW_PRIVATE=1, as the API tests run it); the endpoint is
// deleted at the end. Prints one line per step; exits 1 on any failure.
import { createServer } from "node:http";
import { Webhook } from "standardwebhooks";
import { createQuotingClient, idempotencyKey, type Event } from "../sdk";

const baseUrl = process.env.QUOTING_BASE_URL ?? "http://localhost:3000";
const apiKey = process.env.QUOTING_API_KEY;
if (!apiKey) throw new Error("set QUOTING_API_KEY (npm start prints the demo key)");
const quoting = createQuotingClient({ baseUrl, apiKey });

const day = (daysFromToday: number) => new Date(Date.now() + daysFromToday * 86_400_000).toISOString().slice(0, 10);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
function must<T>(answer: { data?: T; error?: unknown; response: Response }, what: string): T {
  if (answer.error !== undefined || answer.data === undefined) throw new Error(`${what}: ${answer.response.status} ${JSON.stringify(answer.error)}`);
  return answer.data;
}

/** Webhooks: a receiver on loopback that verifies every delivery, or null to poll events instead. */
async function receiver(): Promise<{ url: string; events: Event[]; secret: (s: string) => void; close: () => Promise<void> } | null> {
  const port = Number(process.env.WEBHOOK_PORT ?? 0);
  if (!port) return null;
  const events: Event[] = [];
  let verifier: Webhook | null = null;
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => {
      try {
        // Verify before trusting: the signature covers webhook-id, webhook-timestamp and the raw body.
        events.push(verifier!.verify(body, req.headers as Record<string, string>) as Event);
        res.writeHead(204).end();
      } catch {
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}/quoting-webhooks`,
    events,
    secret: (s) => (verifier = new Webhook(s)),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function main() {
  const hooks = await receiver();
  let endpointId: string | null = null;
  if (hooks) {
    const endpoint = must(
      await quoting.POST("/v1/webhook-endpoints", { body: { url: hooks.url, enabledEvents: ["policy.bound"] } }),
      "register a webhook endpoint",
    );
    hooks.secret(endpoint.data.secret);
    endpointId = endpoint.data.id;
    console.log(`webhook endpoint ${endpointId} -> ${hooks.url}`);
  }
  try {
    // 1. Quote: the fields a program needs are known before asking (GET /v1/quote/requirements).
    const needs = must(
      await quoting.GET("/v1/quote/requirements", { params: { query: { programs: "KM-CGL", class_code: "10100", state: "IL" } } }),
      "requirements",
    );
    console.log(`KM-CGL needs ${needs.data.fields.map((f) => f.field).join(", ")}`);
    const created = must(
      await quoting.POST("/v1/quote", {
        params: { header: { "Idempotency-Key": idempotencyKey() } },
        body: {
          programs: ["KM-CGL"],
          class_code: "10100",
          business_name: `Example Bakery ${Math.random().toString(36).slice(2, 7)}`,
          mailing_zip: "60601",
          mailing_state: "IL",
          employee_count: 5,
          annual_revenue: 600000,
          effective_date: day(14),
        },
      }),
      "create a quote",
    );
    const quoteId = created.data.quoteId;
    console.log(`quote ${quoteId} created`);

    // 2. Poll until every card has its outcome.
    let folio = must(await quoting.GET("/v1/quote/{quoteId}", { params: { path: { quoteId } } }), "view the quote").data;
    for (let i = 0; folio.quotes.some((q) => q.status === "quoting"); i++) {
      if (i > 120) throw new Error("still quoting after 30 s");
      await sleep(250);
      folio = must(await quoting.GET("/v1/quote/{quoteId}", { params: { path: { quoteId } } }), "view the quote").data;
    }
    const card = folio.quotes[0]!;
    if (card.status !== "quoted") throw new Error(`KM-CGL was ${card.status}`);
    console.log(`quoted: ${card.pricing?.totalAnnual} a year`);

    // 3. Answer the client's questions once, by canonical id: every open application asking them gets them.
    const answered = must(
      await quoting.POST("/v1/insureds/{insuredId}/answers", {
        params: { path: { insuredId: folio.insuredId } },
        body: { answers: { yearsInBusiness: 6, priorClaims: 0, usesWrittenContracts: true } },
      }),
      "answer the questions",
    );
    console.log(`answered; ${answered.data.unanswered.length} questions left unanswered`);
    for (let i = 0; ; i++) {
      const app = must(
        await quoting.GET("/v1/quote/{quoteId}/applications/{quoteRequestId}", { params: { path: { quoteId, quoteRequestId: card.id } } }),
        "view the application",
      );
      if (app.data.status === "quoted" && app.data.applicationStatus !== "pending") break;
      if (i > 120) throw new Error("not re-rated after 30 s");
      await sleep(250);
    }

    // 4. Bind with a test card (with Stripe configured: a payment method id from Stripe.js instead).
    const bound = must(
      await quoting.POST("/v1/bind", {
        params: { header: { "Idempotency-Key": idempotencyKey() } },
        body: {
          quoteRequestIds: [card.id],
          paymentPlan: "annual",
          payment: { method: "card", card: { number: "4242 4242 4242 4242", expMonth: 12, expYear: 2031, cvc: "123" } },
        },
      }),
      "bind",
    );
    const policy = bound.data.policies[0]!;
    console.log(`bound: policy ${policy.number}`);

    // 5. Hear of it: the policy.bound event, by webhook (verified) or by polling.
    for (let i = 0; ; i++) {
      const events = hooks
        ? hooks.events
        : must(await quoting.GET("/v1/events", { params: { query: { type: "policy.bound", limit: 20 } } }), "list events").data.items;
      const event = events.find((e) => e.type === "policy.bound" && e.data.object === "policy" && e.data.id === policy.id);
      if (event) {
        console.log(`event ${event.type} ${event.id} ${hooks ? "received and verified" : "found by polling"}`);
        break;
      }
      if (i > 120) throw new Error("no policy.bound event after 30 s");
      await sleep(250);
    }
  } finally {
    if (endpointId) await quoting.DELETE("/v1/webhook-endpoints/{endpointId}", { params: { path: { endpointId } } });
    await hooks?.close();
  }
}

main().then(
  () => console.log("done"),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);

// The pay link really sent: a private app started with SMTP_URL pointing at a real SMTP server on
// loopback (smtp-server, port 0). The agent creates a link for the customer's email; the message is read
// from the SMTP server (mailparser); the customer follows the link in it and pays; the agent's list shows
// sent -> opened -> paid. A send the server refuses is retried by the app's outbox loop until sent.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "@/lib/auth/api-keys";
import { DEMO_AGENCY } from "@/prisma/seed";
import { createAppDatabase, startApp, type AppDatabase, type RunningApp } from "../support/app-instance";
import { startMailServer, type MailServer } from "../support/mail-server";

let smtp: MailServer;
let database: AppDatabase;
let app: RunningApp;
let key = "";

async function call(method: string, path: string, body?: unknown, auth = true): Promise<{ status: number; body: any }> {
  const res = await fetch(`${app.base}${path}`, {
    method,
    headers: { ...(auth ? { authorization: `Bearer ${key}` } : {}), ...(body ? { "content-type": "application/json" } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

async function answeredCgl(name: string) {
  const created = await call("POST", "/v1/quote", {
    programs: ["KM-CGL"],
    class_code: "10100",
    business_name: name,
    mailing_zip: "60601",
    mailing_state: "IL",
    employee_count: 6,
    annual_revenue: 850000,
    effective_date: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const quoteId = created.body.data.quoteId as string;
  let folio;
  for (let i = 0; i < 120; i++) {
    folio = (await call("GET", `/v1/quote/${quoteId}`)).body.data;
    if (folio.quotes.every((q: { status: string }) => q.status !== "quoting")) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const id = folio.quotes[0].id as string;
  expect(folio.quotes[0].status).toBe("quoted");
  expect(
    (await call("POST", `/v1/quote/${quoteId}/applications/${id}/form`, { form_payload: { yearsInBusiness: 6, priorClaims: 0, usesWrittenContracts: true } }))
      .status,
  ).toBe(200);
  return { quoteId, id };
}

const statusOf = async (quoteId: string, linkId: string) =>
  (await call("GET", `/v1/quote/${quoteId}/pay-links`)).body.data.items.find((l: { id: string }) => l.id === linkId)?.status;

beforeAll(async () => {
  smtp = await startMailServer();
  database = await createAppDatabase("pay_link_mail_api", async (db) => {
    const agency = await db.prisma.agency.findUniqueOrThrow({ where: { slug: DEMO_AGENCY.slug } });
    return (await createApiKey(db.prisma, agency.id, "pay link mail")).key;
  });
  key = (database as AppDatabase & { prepared: string }).prepared;
  app = await startApp(database.target, { SMTP_URL: smtp.url, SMTP_FROM: "quotes@harbor-main.example", SMTP_RETRY_BASE_MS: "300" });
}, 300_000);

afterAll(async () => {
  await app?.stop();
  await smtp?.close();
  await database?.destroy();
}, 60_000);

describe("pay link through SMTP", () => {
  it("is emailed; the customer follows the link in the message and pays; sent -> opened -> paid", async () => {
    const { quoteId, id } = await answeredCgl("Loopback Bakery");
    const email = "owner@loopback-bakery.example";
    const created = await call("POST", `/v1/quote/${quoteId}/pay-links`, { quoteRequestIds: [id], paymentPlan: "annual", email });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ status: "sent", message: { to: email, status: "sent", attempts: 1 } });

    const mail = await smtp.waitFor(email);
    expect(mail.from).toContain("quotes@harbor-main.example");
    expect(mail.subject).toContain("Loopback Bakery");
    expect(mail.text).toContain("paid once for the year");
    const url = mail.text.match(/https?:\/\/\S+\/pay\/(pl_[\w-]+)/);
    expect(url, mail.text).not.toBeNull();
    expect(await statusOf(quoteId, created.body.data.id)).toBe("sent");

    // The customer follows the link: the page (no session) records the opening.
    const page = await fetch(`${app.base}/pay/${url![1]}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Loopback Bakery");
    expect(await statusOf(quoteId, created.body.data.id)).toBe("opened");

    const paid = await call(
      "POST",
      `/v1/pay/${url![1]}`,
      { payment: { method: "card", card: { number: "4242 4242 4242 4242", expMonth: 12, expYear: 2031, cvc: "123" } } },
      false,
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(await statusOf(quoteId, created.body.data.id)).toBe("paid");
    const receiptPage = await (await fetch(`${app.base}/pay/${url![1]}`)).text();
    expect(receiptPage).toContain(paid.body.data.policies[0].number);
    expect(receiptPage).not.toContain("Due today");
  });

  it("a send the SMTP server refuses is queued, then sent by the app's retry", async () => {
    const { quoteId, id } = await answeredCgl("Retry Bakery");
    const email = "owner@retry-bakery.example";
    const since = smtp.received.length;
    smtp.refuseNext(1);
    const created = await call("POST", `/v1/quote/${quoteId}/pay-links`, { quoteRequestIds: [id], paymentPlan: "annual", email });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({
      status: "queued",
      message: { status: "queued", attempts: 1, lastError: expect.stringContaining("try again later") },
    });
    await smtp.waitFor(email, 20_000, since);
    let status = "";
    for (let i = 0; i < 40 && status !== "sent"; i++) {
      status = await statusOf(quoteId, created.body.data.id);
      if (status !== "sent") await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toBe("sent");
    const message = (await call("GET", `/v1/messages/${created.body.data.message.id}`)).body.data;
    expect(message).toMatchObject({ status: "sent", attempts: 2, lastError: null });
  });
});

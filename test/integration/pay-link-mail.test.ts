// Pay-link email against a real database and a real SMTP server on loopback (smtp-server): the link and
// its message commit together; the message is sent right after commit and read back (mailparser); a
// refused send is retried by the outbox delivery with back-off until sent, or marked failed after the
// last attempt; without SMTP it is stored. The link's status goes sent -> opened -> paid, and expired.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPayLink, listPayLinks, payLinkSummary, payWithLink } from "@/lib/bind/pay-links";
import { MAX_ATTEMPTS, deliverDueMessages, deliverNow, retryDelayMs, type OutboxDeps } from "@/lib/mail/outbox";
import { WRITER_SENDS_MS, insertMessage } from "@/lib/db/queries/messages";
import { createSmtpMailer } from "@/lib/mail/mailer";
import { createOfflineProvider } from "@/lib/payments/offline";
import { createTestDatabase, type TestDatabase } from "../support/db";
import { quotedCglApplication } from "../support/quoted";
import { startMailServer, type MailServer } from "../support/mail-server";

let t: TestDatabase;
let smtp: MailServer;
let outbox: OutboxDeps;
let agencyId: string;
const BASE = "http://localhost:3999";
const RETRY_BASE_MS = 1000;
const card = { method: "card" as const, card: { number: "4242424242424242", expMonth: 12, expYear: 2031, cvc: "123" } };

const quotedApplication = () => quotedCglApplication(t.prisma, agencyId, "Mail Bakery");

const statusOf = async (folioId: string, linkId: string, now = new Date()) =>
  (await listPayLinks(t.prisma, agencyId, folioId, now)).find((l) => l.link.id === linkId)!.status;

beforeAll(async () => {
  t = await createTestDatabase("pay_link_mail");
  agencyId = (await t.prisma.agency.findUniqueOrThrow({ where: { slug: "demo" } })).id;
  smtp = await startMailServer();
  outbox = { db: t.prisma, mailer: createSmtpMailer(smtp.url), from: "quotes@harbor-main.example", retryBaseMs: RETRY_BASE_MS };
});
afterAll(async () => {
  outbox?.mailer.close();
  await smtp?.close();
  await t?.destroy();
});

describe("pay link email through SMTP", () => {
  it("sends the link at once; the customer opens it (opened) and pays (paid)", async () => {
    const app = await quotedApplication();
    const email = `owner-${randomUUID().slice(0, 6)}@bakery.example`;
    const created = await createPayLink(
      t.prisma,
      agencyId,
      app.folioId,
      { applicationIds: [app.id], paymentPlan: "monthly", email },
      { baseUrl: BASE, outbox },
    );
    expect(created.message).toMatchObject({ status: "sent", to: email, attempts: 1, lastError: null });
    expect(await statusOf(app.folioId, created.id)).toBe("sent");

    const mail = await smtp.waitFor(email);
    expect(mail.from).toBe('"Harbor & Main Insurance Agency" <quotes@harbor-main.example>');
    expect(mail.subject).toContain(app.insured);
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain("Harbor &");
      expect(body).toContain("Keystone");
      expect(body).toMatch(/\$[\d,]+\.\d\d today, the first of \d+ monthly payments \(\$[\d,]+\.\d\d in all\)/);
      expect(body).toMatch(/expires in \d+ (days?|hours?), on \w+day, \w+ \d+, \d{4}/);
    }
    const url = mail.text.match(/http:\/\/localhost:3999\/pay\/(pl_[\w-]+)/);
    expect(url?.[1]).toBe(created.token);
    // The token is stored only as a hash: the link's row does not hold it.
    const row = await t.prisma.payLink.findUniqueOrThrow({ where: { id: created.id } });
    expect(JSON.stringify(row)).not.toContain(created.token);

    const summary = await payLinkSummary(t.prisma, url![1]!);
    expect(summary.link.openedAt).toBeNull(); // read before this opening was recorded
    expect(await statusOf(app.folioId, created.id)).toBe("opened");
    const openedAt = (await t.prisma.payLink.findUniqueOrThrow({ where: { id: created.id } })).openedAt!;
    await payLinkSummary(t.prisma, url![1]!); // a second opening keeps the first time
    expect((await t.prisma.payLink.findUniqueOrThrow({ where: { id: created.id } })).openedAt).toEqual(openedAt);

    await payWithLink(t.prisma, created.token, card, { requestId: "req_test", provider: createOfflineProvider() });
    expect(await statusOf(app.folioId, created.id)).toBe("paid");
    const receipt = await payLinkSummary(t.prisma, created.token);
    expect(receipt.policies).toHaveLength(1);
    expect(receipt.policies[0]!.number).toMatch(/^KM-CGL-/);
  });

  it("retries a refused send after the back-off, then it is sent", async () => {
    const app = await quotedApplication();
    const email = `retry-${randomUUID().slice(0, 6)}@bakery.example`;
    smtp.refuseNext(1);
    const created = await createPayLink(t.prisma, agencyId, app.folioId, { applicationIds: [app.id], paymentPlan: "annual", email }, { baseUrl: BASE, outbox });
    expect(created.message).toMatchObject({ status: "queued", attempts: 1, lastError: expect.stringContaining("try again later") });
    expect(await statusOf(app.folioId, created.id)).toBe("queued");
    const now = Date.now();
    // Not due yet: nothing is sent before the back-off.
    expect((await deliverDueMessages(outbox, new Date(now + retryDelayMs(1, RETRY_BASE_MS) / 2))).sent).toBe(0);
    expect(smtp.received.some((m) => m.to.includes(email))).toBe(false);
    const report = await deliverDueMessages(outbox, new Date(now + retryDelayMs(1, RETRY_BASE_MS) + 1000));
    expect(report.sent).toBe(1);
    await smtp.waitFor(email);
    const message = await t.prisma.outboundMessage.findUniqueOrThrow({ where: { id: created.message!.id } });
    expect(message).toMatchObject({ status: "sent", attempts: 2, lastError: null });
    expect(await statusOf(app.folioId, created.id)).toBe("sent");
  });

  it("the outbox loop leaves a message to the request that wrote it, and sends it only when that request died first", async () => {
    const message = (to: string) =>
      insertMessage(
        t.prisma,
        {
          agencyId,
          kind: "pay_link",
          to,
          subject: "Your quote",
          textBody: "Pay here",
          htmlBody: "<p>Pay here</p>",
          payLinkId: null,
          insuredId: null,
          status: "queued",
          sentByWriter: true,
        },
        new Date(),
      );
    // Its writer sends it at once, though the loop would not take it yet.
    const sent = await message(`writer-${randomUUID().slice(0, 6)}@bakery.example`);
    expect(await deliverNow(outbox, sent.id)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await t.prisma.outboundMessage.findUniqueOrThrow({ where: { id: sent.id } })).toMatchObject({ status: "sent", attempts: 1 });
    // Its writer died before sending: the loop leaves it for WRITER_SENDS_MS, then sends it.
    const orphan = await message(`orphan-${randomUUID().slice(0, 6)}@bakery.example`);
    const now = Date.now();
    await deliverDueMessages(outbox, new Date(now + WRITER_SENDS_MS - 5_000));
    expect(await t.prisma.outboundMessage.findUniqueOrThrow({ where: { id: orphan.id } })).toMatchObject({ status: "queued", attempts: 0 });
    await deliverDueMessages(outbox, new Date(now + WRITER_SENDS_MS + 1_000));
    expect(await t.prisma.outboundMessage.findUniqueOrThrow({ where: { id: orphan.id } })).toMatchObject({ status: "sent", attempts: 1 });
    await smtp.waitFor(orphan.to);
  });

  it(`gives up after ${MAX_ATTEMPTS} refused attempts (failed)`, async () => {
    const app = await quotedApplication();
    const email = `bounce-${randomUUID().slice(0, 6)}@bakery.example`;
    smtp.refuseNext(1000);
    try {
      const created = await createPayLink(
        t.prisma,
        agencyId,
        app.folioId,
        { applicationIds: [app.id], paymentPlan: "annual", email },
        { baseUrl: BASE, outbox },
      );
      let at = Date.now();
      for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
        at += retryDelayMs(attempt, RETRY_BASE_MS) + 1000;
        await deliverDueMessages(outbox, new Date(at));
      }
      const message = await t.prisma.outboundMessage.findUniqueOrThrow({ where: { id: created.message!.id } });
      expect(message).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS, nextAttemptAt: null });
      expect(await statusOf(app.folioId, created.id)).toBe("failed");
      // Failed for good: later runs leave it alone.
      expect((await deliverDueMessages(outbox, new Date(at + 86_400_000))).sent + (await deliverDueMessages(outbox, new Date(at + 86_400_000))).retrying).toBe(
        0,
      );
    } finally {
      smtp.refuseNext(0);
    }
  });
});

describe("pay link email without SMTP", () => {
  it("stores the message in the outbox (stored), and the link expires (expired)", async () => {
    const app = await quotedApplication();
    const before = smtp.received.length;
    const created = await createPayLink(
      t.prisma,
      agencyId,
      app.folioId,
      { applicationIds: [app.id], paymentPlan: "annual", email: "nobody@bakery.example" },
      { baseUrl: BASE, outbox: null },
    );
    expect(created.message).toMatchObject({ status: "stored", attempts: 0, to: "nobody@bakery.example" });
    expect(created.message!.textBody).toContain(created.url);
    expect(await statusOf(app.folioId, created.id)).toBe("stored");
    // The outbox loop with SMTP does not pick up a stored message either.
    await deliverDueMessages(outbox, new Date(Date.now() + 86_400_000));
    expect(smtp.received.length).toBe(before);

    const row = await t.prisma.payLink.findUniqueOrThrow({ where: { id: created.id } });
    expect(await statusOf(app.folioId, created.id, new Date(row.expiresAt.getTime() + 1))).toBe("expired");
    await t.prisma.payLink.update({ where: { id: created.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await statusOf(app.folioId, created.id)).toBe("expired");
    await expect(payLinkSummary(t.prisma, created.token)).rejects.toMatchObject({ code: "gone" });
  });

  it("a link without an email sends nothing (created); another agency's folio is not found", async () => {
    const app = await quotedApplication();
    const created = await createPayLink(t.prisma, agencyId, app.folioId, { applicationIds: [app.id], paymentPlan: "annual" }, { baseUrl: BASE, outbox });
    expect(created.message).toBeNull();
    expect(await statusOf(app.folioId, created.id)).toBe("created");
    const second = (await t.prisma.agency.findUniqueOrThrow({ where: { slug: "second" } })).id;
    await expect(listPayLinks(t.prisma, second, app.folioId)).rejects.toMatchObject({ code: "not_found" });
  });
});

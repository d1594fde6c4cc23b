// Journey: webhooks (issue 16 point 1, decision 024). The agent adds an endpoint (a receiver on loopback)
// for two event types and copies its secret; a bind's events arrive signed with it, the one the receiver
// refused first arrives again, the page shows each attempt with the receiver's answer, and Send again
// delivers the event once more with the same id.
import type { Page } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import { startWebhookReceiver } from "../test/support/webhook-receiver";
import { bindCglPolicy, expect, expectNoSeriousA11yViolations, finalScreenshot, signIn, test } from "./fixtures";

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test("add an endpoint, receive a bind's events signed, see the retried attempt, and send one again", async ({ page }) => {
  const receiver = await startWebhookReceiver();
  // The first policy.bound is refused: the page shows the failed attempt, then the retry that succeeded.
  receiver.respond = (hook, seenBefore) => (hook.type === "policy.bound" && seenBefore === 0 ? 500 : 200);
  try {
    await signIn(page, "admin");
    await page.getByRole("link", { name: "Webhooks" }).click();
    await expect(page.getByRole("heading", { name: "Webhooks", level: 1 })).toBeVisible();
    const form = page.getByRole("form", { name: "Add an endpoint" });
    await form.getByLabel("URL").fill(receiver.url);
    await form.getByLabel("Description (optional)").fill("Agency management system");
    await form.getByRole("radio", { name: "Only these:" }).check();
    await form.getByRole("checkbox", { name: /A policy was bound/ }).check();
    await form.getByRole("checkbox", { name: /A payment went through/ }).check();
    await form.getByRole("button", { name: "Add endpoint" }).click();
    const secret = (await page.getByLabel("Signing secret").innerText()).trim();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const endpoint = page.getByRole("list", { name: "Webhook endpoints" }).getByRole("listitem", { name: receiver.url });
    await expect(endpoint).toContainText("On");
    await expect(endpoint).toContainText("Receives: A policy was bound; A payment went through");
    await expectNoSeriousA11yViolations(page, "webhooks");
    await shot(page, "webhooks-1440");

    const policy = await bindCglPolicy(page.request);
    await expect.poll(() => receiver.received.filter((r) => r.type === "policy.bound" && r.answered === 200).length, { timeout: 30_000 }).toBe(1);
    await expect.poll(() => receiver.received.filter((r) => r.type === "payment.succeeded").length, { timeout: 30_000 }).toBe(1);
    // Only what was asked for, each signed with the secret the page showed; the refused one came again with its id.
    expect(new Set(receiver.received.map((r) => r.type))).toEqual(new Set(["policy.bound", "payment.succeeded"]));
    // Verified as a partner verifies, with the Standard Webhooks library and the secret as the page showed it.
    for (const r of receiver.received) expect(new Webhook(secret).verify(r.body, r.signed)).toEqual(r.json);
    const bound = receiver.received.filter((r) => r.type === "policy.bound");
    expect(bound.map((r) => r.answered)).toEqual([500, 200]);
    expect(bound[1]!.id).toBe(bound[0]!.id);
    expect(bound[1]!.json.data).toMatchObject({ object: "policy", id: policy.id, number: policy.number });

    // The page: the event, its two attempts with the receiver's answers; Send again delivers it once more.
    await page.reload();
    const event = page.getByRole("list", { name: "Recent events" }).getByRole("listitem").filter({ hasText: "A policy was bound" }).first();
    await event.getByRole("button", { name: "Deliveries" }).click();
    const deliveries = event.getByRole("region", { name: "Deliveries of policy.bound" });
    await expect(deliveries).toContainText("Delivered");
    await expect(deliveries).toContainText(/Attempt 1, .*: answered 500/);
    await expect(deliveries).toContainText(/Attempt 2, .*: answered 200/);
    await expectNoSeriousA11yViolations(page, "an event's deliveries");
    await deliveries.getByRole("button", { name: "Send again" }).click();
    await expect.poll(() => receiver.received.filter((r) => r.type === "policy.bound").length, { timeout: 30_000 }).toBe(3);
    expect(receiver.received.filter((r) => r.type === "policy.bound").map((r) => r.id)).toEqual([bound[0]!.id, bound[0]!.id, bound[0]!.id]);

    // A phone: nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, "webhooks-390");
    await page.setViewportSize({ width: 1440, height: 900 });

    // Turned off, it receives nothing more; removed, it is gone.
    await endpoint.getByRole("button", { name: "Turn off" }).click();
    await expect(endpoint).toContainText("Off");
    await endpoint.getByRole("button", { name: "Remove…" }).click();
    await endpoint.getByRole("button", { name: `Remove ${receiver.url}` }).click();
    await expect(page.getByRole("list", { name: "Webhook endpoints" }).getByRole("listitem", { name: receiver.url })).toHaveCount(0);
    await finalScreenshot(page);
  } finally {
    await receiver.close();
  }
});

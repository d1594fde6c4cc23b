// Journey 6: cancelling a policy. A monthly policy cancelled in the future stays in force, pending,
// until its day, and can be rescinded; a cancellation that leaves money owed voids the unpaid
// installments and asks for one balance, which the agent pays.
import type { Page } from "@playwright/test";
import { bindCglPolicy, dollars, expect, expectNoSeriousA11yViolations, finalScreenshot, isoDate, shownDate, signIn, test } from "./fixtures";

test("cancel a monthly policy in the future: it is pending, then rescinded", async ({ page }) => {
  await signIn(page);
  const policy = await bindCglPolicy(page.request, { paymentPlan: "monthly" });
  await page.goto(`/policies/${policy.id}`);
  await expect(page.getByRole("heading", { name: new RegExp(`Policy ${policy.number}`) })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "the policy page");

  const section = page.getByRole("region", { name: "Cancellation" });
  const midTerm = isoDate(10 + 100);
  await section.getByLabel("Cancellation date").fill(midTerm);
  // A carrier's cancellation says why, in words (states limit the reasons after the first weeks), and returns pro rata.
  await expect(section.getByLabel("Underwriting reason")).toHaveCount(0);
  await section.getByLabel("Reason", { exact: true }).selectOption({ label: "Carrier (underwriting)" });
  await expect(section.getByLabel("Underwriting reason")).toHaveValue("material_change_in_risk");
  await section.getByLabel("Underwriting reason").selectOption({ label: "Loss control recommendations not followed" });
  await section.getByRole("button", { name: "Preview refund" }).click();
  await expect(section.getByRole("table", { name: "Refund preview" })).toContainText("Pro rata");
  await section.getByLabel("Reason", { exact: true }).selectOption({ label: "Insured's request" });
  await expect(section.getByLabel("Underwriting reason")).toHaveCount(0);
  await section.getByRole("button", { name: "Preview refund" }).click();
  const table = section.getByRole("table", { name: "Refund preview" });
  await expect(table).toBeVisible();
  await expect(table).toContainText("Short rate");
  await expectNoSeriousA11yViolations(page, "the refund preview");

  await section.getByRole("button", { name: "Cancel policy" }).click();
  await expect(section).toContainText(`Schedules the cancellation for ${shownDate(midTerm)}`);
  await section.getByRole("button", { name: "Confirm cancellation" }).click();
  await expect(section.getByRole("status")).toContainText(`Cancellation scheduled for ${shownDate(midTerm)}`);

  const pending = (await (await page.request.get(`/v1/policies/${policy.id}`)).json()).data;
  expect(pending.status).toBe("pending_cancellation");
  expect(pending.schedule.filter((r: { status: string }) => r.status === "void")).toHaveLength(0);
  await page.reload();
  const again = page.getByRole("region", { name: "Cancellation" });
  await expect(again.getByRole("status")).toContainText(`Cancellation scheduled for ${shownDate(midTerm)}`);
  await expect(page.getByText("pending cancellation").first()).toBeVisible();
  // The history in words: no raw codes ("method: short_rate").
  const history = page.getByRole("region", { name: "Status history" });
  await expect(history).toContainText("Cancellation scheduled");
  await expect(history).toContainText("short rate (a penalty on the unearned premium)");
  await expect(history).not.toContainText("method:");
  await expect(history).not.toContainText("short_rate");
  await expectNoSeriousA11yViolations(page, "the pending cancellation");
  await finalScreenshot(page);

  await again.getByRole("button", { name: "Rescind cancellation" }).click();
  await expect(page.getByRole("region", { name: "Cancellation" }).getByRole("button", { name: "Preview refund" })).toBeVisible();
  const after = (await (await page.request.get(`/v1/policies/${policy.id}`)).json()).data;
  expect(after.status).toBe("scheduled");
  expect(after.history.map((h: { type: string }) => h.type)).toEqual(["issued", "payment", "cancellation_scheduled", "cancellation_rescinded"]);
});

/** A monthly Texas surplus-lines CGL cancelled on its first day: 25% is earned at once, so a balance is left. Returns the amount. */
async function cancelLeavingBalance(page: Page): Promise<{ policyId: string; owed: number }> {
  await signIn(page);
  // A Texas roofer on Harborline's surplus-lines CGL, monthly, starting today: 25% is earned at once.
  const policy = await bindCglPolicy(page.request, {
    program: "HS-CGL",
    paymentPlan: "monthly",
    overrides: {
      class_code: "30100",
      business_name: `Lone Star Roofing ${Date.now()}`,
      mailing_zip: "75201",
      mailing_state: "TX",
      annual_payroll: 300000,
      effective_date: isoDate(0),
    },
  });
  await page.goto(`/policies/${policy.id}`);
  const section = page.getByRole("region", { name: "Cancellation" });
  await section.getByLabel("Cancellation date").fill(isoDate(0));
  await section.getByLabel("Reason", { exact: true }).selectOption({ label: "Insured's request" });
  await section.getByRole("button", { name: "Preview refund" }).click();
  const preview = section.getByRole("table", { name: "Refund preview" });
  const owed = dollars(
    await preview
      .getByRole("row", { name: /^Balance due/ })
      .last()
      .innerText(),
  );
  expect(owed).toBeGreaterThan(0);
  await section.getByRole("button", { name: "Cancel policy" }).click();
  await section.getByRole("button", { name: "Confirm cancellation" }).click();
  await expect(section.getByRole("status")).toContainText("Policy cancelled. Balance due");
  return { policyId: policy.id, owed };
}
const money = (n: number) => `$${n.toLocaleString("en-US", { minimumFractionDigits: 2 })}`;

test("a cancellation that leaves a balance: the agent pays it", async ({ page }) => {
  const { owed } = await cancelLeavingBalance(page);
  const payments = page.getByRole("region", { name: "Payments due" });
  await expect(payments).toContainText(`The cancellation left a balance of $${owed.toLocaleString("en-US", { minimumFractionDigits: 2 })}`);
  const schedule = page.getByRole("table", { name: "Payment schedule" });
  await expect(schedule.getByRole("row").filter({ hasText: "void" })).toHaveCount(11);
  await expectNoSeriousA11yViolations(page, "the cancelled policy with a balance");
  await payments.getByLabel("Card number").fill("4242 4242 4242 4242");
  await payments.getByLabel("Expiry (MM/YY)").fill("12/30");
  await payments.getByLabel("Security code").fill("123");
  await payments.getByRole("button", { name: "Pay balance due" }).click();
  await expect(payments.getByRole("status")).toContainText(`Balance paid: $${owed.toLocaleString("en-US", { minimumFractionDigits: 2 })}`);
  await expect(payments).toContainText("Nothing is due on this policy.");
  await finalScreenshot(page);
});

test("a cancellation that leaves a balance: the insured pays it from a link, on a phone", async ({ page, browser, baseURL }) => {
  const { policyId, owed } = await cancelLeavingBalance(page);
  const payments = page.getByRole("region", { name: "Payments due" });
  await payments.getByRole("button", { name: "Make a customer pay link" }).click();
  const link = payments.getByRole("status").getByRole("link");
  await expect(link).toHaveAttribute("href", /\/pay\/policy\/pp_/);
  const url = new URL((await link.getAttribute("href"))!);
  await payments.screenshot({ path: test.info().outputPath("agent-link.png") });

  // The insured: no session, a phone-sized window.
  const customer = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  try {
    const pay = await customer.newPage();
    await pay.goto(url.pathname);
    await expect(pay.getByRole("heading", { level: 1 })).toContainText("Payment for");
    await expect(pay.getByText("The balance left when policy")).toBeVisible();
    await expect(pay.locator(".due-today")).toContainText(money(owed));
    await expectNoSeriousA11yViolations(pay, "the policy pay link");
    await pay.screenshot({ path: test.info().outputPath("customer-pay-390.png"), fullPage: true });
    await pay.getByLabel("Card number").fill("4242 4242 4242 4242");
    await pay.getByLabel("Expiry (MM/YY)").fill("12/30");
    await pay.getByLabel("Security code").fill("123");
    await pay.getByRole("button", { name: `Pay ${money(owed)}` }).click();
    await expect(pay.getByRole("heading", { level: 1 })).toHaveText("Payment received");
    await expect(pay.getByText(`${money(owed)} was paid`)).toBeVisible();
    await pay.screenshot({ path: test.info().outputPath("customer-receipt-390.png"), fullPage: true });
  } finally {
    await customer.close();
  }

  await page.goto(`/policies/${policyId}`);
  await expect(page.getByRole("region", { name: "Payments due" })).toContainText("Nothing is due on this policy.");
  await finalScreenshot(page);
});

test("a cancellation that refunds: the refund row says which payment it returns, with a link, not a charge id", async ({ page }) => {
  await signIn(page);
  const policy = await bindCglPolicy(page.request, { overrides: { business_name: `Refund Bakery ${Date.now()}`, effective_date: isoDate(0) } });
  await page.goto(`/policies/${policy.id}`);
  const section = page.getByRole("region", { name: "Cancellation" });
  await section.getByLabel("Cancellation date").fill(isoDate(0));
  await section.getByLabel("Reason", { exact: true }).selectOption({ label: "Insured's request" });
  await section.getByRole("button", { name: "Preview refund" }).click();
  await section.getByRole("button", { name: "Cancel policy" }).click();
  await section.getByRole("button", { name: "Confirm cancellation" }).click();
  await expect(section.getByRole("status")).toContainText("Policy cancelled");
  const refund = page.getByRole("table", { name: "Payments" }).getByRole("row").filter({ hasText: "Refund on cancellation" });
  await expect(refund).toContainText(`Refund on cancellation of ${policy.number}, returned to the`);
  await expect(refund).not.toContainText("(charge ");
  await refund.getByRole("link", { name: /^the payment of \$/ }).click();
  await expect(page).toHaveURL(/#payment-[0-9a-f-]{36}$/);
  await expectNoSeriousA11yViolations(page, "a cancelled policy with its refund");
});

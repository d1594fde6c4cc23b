// Journey: answers that refer the risk. An agent answers a KM-BOP application with three recent claims:
// the card is referred (priced, not bindable); the underwriter signs in, reads why and approves with a
// note; the agent then binds it at the price of the answers.
import type { Page } from "@playwright/test";
import { createFolio, expect, expectNoSeriousA11yViolations, finalScreenshot, programCard, signIn, test } from "./fixtures";

/** Full-page screenshots at desktop and phone widths, kept with the test's output to look at. */
async function shots(page: Page, name: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("answers refer the risk, the underwriter approves with a note, the agent binds", async ({ page, browser }) => {
  await signIn(page);
  const folio = await createFolio(page.request, ["KM-BOP"], { business_name: `Referred Bakery ${Date.now()}` });
  const appPath = `/quotes/${folio.quoteId}/applications/${folio.quotes[0].id}`;
  await page.goto(appPath);
  await expect(page.getByRole("heading", { name: /^Application: / })).toBeVisible();

  await page.getByLabel("Years in business").fill("6");
  await page.getByLabel("Claims in the past 3 years").fill("3");
  await page
    .getByRole("group", { name: /fully sprinklered/ })
    .getByRole("radio", { name: "Yes" })
    .check();
  await page.getByLabel("Building construction").selectOption({ label: "Joisted masonry" });
  await page.getByRole("button", { name: "Save answers" }).click();
  await expect(page.getByText("Answers saved.")).toBeVisible();

  const referral = page.getByRole("region", { name: "Underwriting referral" });
  await expect(referral).toBeVisible();
  await expect(referral.getByRole("list", { name: "Reasons for the referral" })).toContainText("3 claims in the past 3 years");
  await expect(page.getByText("This application is referred to an underwriter: it can be bound once approved.")).toBeVisible();
  await expect(referral.getByRole("button", { name: "Approve and re-price" })).toHaveCount(0); // agents do not decide
  await expect(page.getByRole("button", { name: "Pay and bind" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, "a referred application (agent)");
  await shots(page, "referred-agent");

  // The folio's card says so too, with a way to the referral.
  await page.goto(`/quotes/${folio.quoteId}`);
  const card = programCard(page, "KM-BOP");
  await expect(card).toHaveAttribute("data-status", "referred");
  await expect(card.getByText("Referred to an underwriter")).toBeVisible();
  await expect(card.getByRole("link", { name: "Review the referral" })).toBeVisible();
  await shots(page, "referred-card");

  // The underwriter, in another browser, approves with a note.
  const uwContext = await browser.newContext();
  const uw = await uwContext.newPage();
  await signIn(uw, "underwriter");
  await uw.goto(appPath);
  const uwReferral = uw.getByRole("region", { name: "Underwriting referral" });
  await expect(uwReferral.getByRole("list", { name: "Reasons for the referral" })).toContainText("3 claims");
  await shots(uw, "referred-underwriter");
  await uwReferral.getByRole("button", { name: "Approve and re-price" }).click();
  await expect(uwReferral.getByText("write a note: the agent reads it")).toBeVisible(); // a note is required
  await uwReferral.getByLabel("Note to the agent").fill("Loss runs reviewed: three small water claims, pipes replaced in 2024.");
  await uwReferral.getByRole("button", { name: "Approve and re-price" }).click();
  await expect(uw.getByRole("status").filter({ hasText: /^Approved by Uma Underwriter/ })).toBeVisible();
  await expectNoSeriousA11yViolations(uw, "the referral after approval (underwriter)");
  await uwContext.close();

  // The agent sees the approval and binds at the price of the answers.
  await page.goto(appPath);
  await expect(page.getByText(/^Approved by Uma Underwriter .*“Loss runs reviewed/)).toBeVisible();
  await page.getByRole("group", { name: "Payment plan" }).getByRole("radio", { name: "Annual" }).check();
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM/YY)").fill("12/30");
  await page.getByLabel("Security code").fill("123");
  await page.getByRole("button", { name: "Pay and bind" }).click();
  await expect(page.getByText(/^Policy KM-BOP-\d{4}-\d{6} issued$/)).toBeVisible({ timeout: 20_000 });
  await finalScreenshot(page);
});

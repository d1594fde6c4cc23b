// Journey: answers that refer the risk (issue 31 item 2). An agent answers a KM-BOP application with three
// recent claims: the card is referred (priced, not bindable); the agent writes the underwriter a note and
// finds the quote under the dashboard's Referred filter; Keystone's underwriter finds it at the underwriting
// desk, reads why and approves with a note; the agency is emailed; the agent binds at the price of the answers.
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

test("answers refer the risk, the agent notes it for the underwriter, the carrier's underwriter decides at the desk, the agent binds", async ({
  page,
  browser,
}) => {
  await signIn(page);
  const business = `Referred Bakery ${Date.now()}`;
  const folio = await createFolio(page.request, ["KM-BOP"], { business_name: business });
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
  await expect(referral.getByRole("button", { name: "Approve and re-price" })).toHaveCount(0); // agencies do not decide
  await expect(page.getByRole("button", { name: "Pay and bind" })).toHaveCount(0);
  // The agent writes the underwriter a note.
  await referral.getByLabel("Note to the underwriter").fill("Three small water claims; the pipes were replaced in 2024.");
  await referral.getByRole("button", { name: "Save note for the underwriter" }).click();
  await expect(referral.getByText("Note saved: the underwriter sees it with the referral.")).toBeVisible();
  await expectNoSeriousA11yViolations(page, "a referred application (agent)");
  await shots(page, "referred-agent");

  // The dashboard's filter finds quotes waiting for an underwriter.
  await page.goto("/dashboard");
  await page.getByLabel("Status").selectOption({ label: "Referred to an underwriter" });
  await expect(page).toHaveURL(/status=referred/);
  await expect(page.getByRole("main")).toContainText(business);

  // The folio's card says so too, with a way to the referral.
  await page.goto(`/quotes/${folio.quoteId}`);
  const card = programCard(page, "KM-BOP");
  await expect(card).toHaveAttribute("data-status", "referred");
  await expect(card.getByText("Referred to an underwriter")).toBeVisible();
  await expect(card.getByRole("link", { name: "Review the referral" })).toBeVisible();

  // Keystone's underwriter, in another browser, finds it at the desk (filtered to the program) and approves with a note.
  const uwContext = await browser.newContext();
  const uw = await uwContext.newPage();
  await signIn(uw, "underwriter");
  await uw.getByLabel("Program").selectOption("KM-BOP");
  await expect(uw).toHaveURL(/program=KM-BOP/);
  const queue = uw.getByRole("list", { name: "Referrals waiting" });
  const item = queue.getByRole("listitem", { name: `${business}, KM-BOP` });
  await expect(item).toContainText("Harbor & Main Insurance Agency");
  await expect(item).toContainText("The agency’s note: “Three small water claims");
  await expectNoSeriousA11yViolations(uw, "the underwriting desk");
  await shots(uw, "desk");
  await item.getByRole("link", { name: business }).click();
  await expect(uw.getByRole("heading", { name: `Referral: ${business}` })).toBeVisible();
  await expect(uw.getByRole("list", { name: "Reasons for the referral" })).toContainText("3 claims");
  await expect(uw.getByRole("table", { name: "Answers to the application" })).toContainText("Claims in the past 3 years");
  await shots(uw, "desk-referral");
  await uw.getByRole("button", { name: "Approve and re-price" }).click();
  await expect(uw.getByText("write a note: the agent reads it")).toBeVisible(); // a note is required
  await uw.getByLabel("Note to the agency").fill("Loss runs reviewed: three small water claims, pipes replaced in 2024.");
  await uw.getByRole("button", { name: "Approve and re-price" }).click();
  await expect(uw.getByRole("status").filter({ hasText: /^Approved by Uma Underwriter/ })).toBeVisible();
  await expectNoSeriousA11yViolations(uw, "the referral after approval (underwriter)");
  await uwContext.close();

  // The agency was emailed (kept in its outbox here), and the agent binds at the price of the answers.
  await page.goto("/messages");
  await expect(page.getByRole("main")).toContainText(`Referral approved: ${business}`);
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

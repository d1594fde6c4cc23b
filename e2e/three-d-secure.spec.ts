// 3-D Secure through the offline provider's challenge page (decision 026): Stripe's authentication test
// card 4000 0025 0000 3155 opens the bank's check in a dialog over the page that paid. Approved, the bind
// finishes once and the policy is issued; failed, nothing is bound and the page says why; a customer on
// a pay link on a phone does the same. Screenshots of the challenge at 1440 and 390 px.
import type { FrameLocator, Page } from "@playwright/test";
import {
  alerts,
  answerApplication,
  call,
  CGL_ANSWERS,
  createFolio,
  expect,
  expectNoSeriousA11yViolations,
  finalScreenshot,
  programCard,
  signIn,
  test,
} from "./fixtures";

const AUTH_CARD = "4000 0025 0000 3155";
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

async function openAnsweredApplication(page: Page, name: string) {
  const folio = await createFolio(page.request, ["KM-CGL"], { business_name: name });
  await answerApplication(page.request, folio.quoteId, folio.quotes[0].id, CGL_ANSWERS);
  await page.goto(`/quotes/${folio.quoteId}`);
  const cgl = programCard(page, "KM-CGL");
  await expect(cgl).toHaveAttribute("data-status", "quoted");
  await cgl.getByRole("link", { name: "Apply and bind KM-CGL" }).click();
  await expect(page.getByRole("heading", { name: /^Application: / })).toBeVisible();
  await expect(page.getByRole("button", { name: "Pay and bind" })).toBeEnabled();
  return folio;
}

async function fillCard(scope: Page, number: string) {
  await scope.getByLabel("Card number").fill(number);
  await scope.getByLabel("Expiry (MM/YY)").fill("12/30");
  await scope.getByLabel("Security code").fill("123");
}

/** The challenge dialog and the bank's page framed in it. */
async function challenge(page: Page): Promise<FrameLocator> {
  const dialog = page.getByRole("dialog", { name: "Confirm the payment with the card's bank" });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  const frame = dialog.frameLocator("iframe");
  await expect(frame.getByRole("heading", { name: "Confirm your payment" })).toBeVisible();
  return frame;
}

async function shoot(page: Page, name: string) {
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(200);
    await page.screenshot({ path: test.info().outputPath(`${name}-${size.width}.png`) });
  }
}

test("an agent pays with a card that asks for 3-D Secure: approved binds once; failed binds nothing and says why", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page);
  const approvedName = `Secure Card Bakery ${Date.now()}`;
  const folio = await openAnsweredApplication(page, approvedName);
  await page.getByRole("group", { name: "Payment plan" }).getByRole("radio", { name: "Annual" }).check();
  await fillCard(page, AUTH_CARD);
  await page.getByRole("button", { name: "Pay and bind" }).click();

  const bank = await challenge(page);
  await expect(bank.getByText(/Your bank asks you to confirm a payment of \$[\d,]+\.\d\d for KM-CGL annual premium\./)).toBeVisible();
  await expectNoSeriousA11yViolations(page, "the 3-D Secure challenge");
  await shoot(page, "challenge");
  await page.setViewportSize(DESKTOP);
  // While the cardholder decides, nothing is bound.
  expect((await call(page.request, "GET", `/v1/quote/${folio.quoteId}`)).quotes[0].status).toBe("quoted");
  await bank.getByRole("button", { name: "Confirm payment" }).click();

  const issued = page.getByText(/^Policy KM-CGL-\d{4}-\d{6} issued$/);
  await expect(issued).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("dialog")).toHaveCount(0);
  const found = await call(page.request, "GET", `/v1/policies?q=${encodeURIComponent(approvedName)}`);
  expect(found.items).toHaveLength(1);
  expect((await call(page.request, "GET", `/v1/quote/${folio.quoteId}`)).quotes[0].status).toBe("bound");

  // The cardholder fails the check: an alert in words, nothing bound, and the quote can be paid again.
  const failedName = `Unconfirmed Card Bakery ${Date.now()}`;
  const second = await openAnsweredApplication(page, failedName);
  await page.getByRole("group", { name: "Payment plan" }).getByRole("radio", { name: "Annual" }).check();
  await fillCard(page, AUTH_CARD);
  await page.getByRole("button", { name: "Pay and bind" }).click();
  await (await challenge(page)).getByRole("button", { name: "Fail authentication" }).click();
  const alert = alerts(page).filter({ hasText: "3-D Secure was not completed" });
  await expect(alert).toBeVisible({ timeout: 20_000 });
  await expect(alert).toContainText("The quote was not bound.");
  await expect(page.getByText(/^Policy .* issued$/)).toHaveCount(0);
  expect((await call(page.request, "GET", `/v1/policies?q=${encodeURIComponent(failedName)}`)).items).toEqual([]);
  await expectNoSeriousA11yViolations(page, "the application after a failed 3-D Secure");
  await alert.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath("failed-1440.png") });
  // Released at once: another card binds it.
  await fillCard(page, "4242 4242 4242 4242");
  await page.getByRole("button", { name: "Pay and bind" }).click();
  await expect(page.getByText(/^Policy KM-CGL-\d{4}-\d{6} issued$/)).toBeVisible({ timeout: 20_000 });
  expect((await call(page.request, "GET", `/v1/quote/${second.quoteId}`)).quotes[0].status).toBe("bound");
  await finalScreenshot(page);
});

test("a customer on a pay link confirms a 3-D Secure payment on a phone and gets the receipt", async ({ page, browser }) => {
  await signIn(page);
  const folio = await createFolio(page.request, ["KM-CGL"], { business_name: `Secure Link Bakery ${Date.now()}` });
  await answerApplication(page.request, folio.quoteId, folio.quotes[0].id, CGL_ANSWERS);
  const link = await call(page.request, "POST", `/v1/quote/${folio.quoteId}/pay-links`, { quoteRequestIds: [folio.quotes[0].id], paymentPlan: "annual" });
  const customer = await browser.newContext({ viewport: PHONE });
  try {
    const pay = await customer.newPage();
    await pay.goto(link.url);
    await fillCard(pay, AUTH_CARD);
    await pay.getByRole("button", { name: /^Pay \$/ }).click();
    const bank = await challenge(pay);
    await pay.screenshot({ path: test.info().outputPath("pay-link-challenge-390.png") });
    await bank.getByRole("button", { name: "Confirm payment" }).click();
    await expect(pay.getByRole("heading", { name: "Payment received" })).toBeVisible({ timeout: 20_000 });
    await expect(pay.getByRole("region", { name: "Receipt" })).toContainText(/KM-CGL-\d{4}-\d{6}/);
    await expectNoSeriousA11yViolations(pay, "the customer's receipt after 3-D Secure");
    await pay.screenshot({ path: test.info().outputPath("pay-link-receipt-390.png"), fullPage: true });
  } finally {
    await customer.close();
  }
  expect((await call(page.request, "GET", `/v1/quote/${folio.quoteId}`)).quotes[0].status).toBe("bound");
});

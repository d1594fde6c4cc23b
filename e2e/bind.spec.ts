// Journey 3: apply and bind a quoted KM-CGL with a card (answers, annual plan, payment), see the
// policy issued and open it; then a declined card on a second quote binds nothing; a monthly bind keeps
// the card and the insured's email for payment notices.
import type { Page } from "@playwright/test";
import {
  alerts,
  call,
  createFolio,
  expect,
  expectAllCardsTerminal,
  expectNoSeriousA11yViolations,
  finalScreenshot,
  programCard,
  signIn,
  test,
} from "./fixtures";

/** Opens the folio, then its KM-CGL application through the card's "Apply and bind" link. */
async function openApplication(page: Page, quoteId: string) {
  await page.goto(`/quotes/${quoteId}`);
  const cgl = programCard(page, "KM-CGL");
  await expect(cgl).toHaveAttribute("data-status", "quoted");
  await cgl.getByRole("link", { name: "Apply and bind KM-CGL" }).click();
  await expect(page).toHaveURL(new RegExp(`/quotes/${quoteId}/applications/[0-9a-f-]{36}$`));
  await expect(page.getByRole("heading", { name: /^Application: / })).toBeVisible();
}

async function answerQuestions(page: Page) {
  await page.getByLabel("Years in business").fill("6");
  await page.getByLabel("Claims in the past 3 years").fill("0");
  await page
    .getByRole("group", { name: /Do you use written contracts with customers\?/ })
    .getByRole("radio", { name: "Yes" })
    .check();
  await page.getByRole("button", { name: "Save answers" }).click();
  await expect(page.getByText("Answers saved.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Unanswered required questions" })).toHaveCount(0);
}

async function payByCard(page: Page, number: string) {
  await page.getByRole("group", { name: "Payment plan" }).getByRole("radio", { name: "Annual" }).check();
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiry (MM/YY)").fill("12/30");
  await page.getByLabel("Security code").fill("123");
  await page.getByRole("button", { name: "Pay and bind" }).click();
}

test("answer the application, pay by card and open the issued policy; a declined card binds nothing", async ({ page }) => {
  await signIn(page);
  const boundName = `Bound Card Bakery ${Date.now()}`;
  const folio = await createFolio(page.request, ["KM-CGL"], { business_name: boundName });
  await openApplication(page, folio.quoteId);
  // Before the answers: the missing questions are listed by name, and payment waits for them.
  const missing = page.getByRole("region", { name: "Bind and pay" }).getByText("Answer these required questions before binding or sending a pay link:");
  await expect(missing).toBeVisible();
  await expect(page.getByRole("region", { name: "Bind and pay" }).getByRole("link", { name: "Years in business" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Pay and bind" })).toBeDisabled();
  await expectNoSeriousA11yViolations(page, "the application before answering");
  // An answer its question refuses is said in words as it is typed, is not saved, and holds payment back.
  await page.getByLabel("Years in business").fill("2.5");
  await expect(page.getByText("Years in business must be a whole number.")).toBeVisible();
  await expect(page.getByText("Not saved: fix the answers marked above.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Bind and pay" }).getByText("Fix these answers before binding or sending a pay link:")).toBeVisible();
  await expect(page.getByRole("button", { name: "Pay and bind" })).toBeDisabled();
  await expect(page.getByLabel("Years in business")).toHaveAttribute("aria-invalid", "true");
  // Answers save as they are typed: no button.
  await page.getByLabel("Years in business").fill("6");
  await page.getByLabel("Claims in the past 3 years").fill("0");
  await page
    .getByRole("group", { name: /Do you use written contracts with customers\?/ })
    .getByRole("radio", { name: "Yes" })
    .check();
  await expect(page.getByText("Answers saved.")).toBeVisible();
  await expect(missing).toHaveCount(0);
  const saved = await call(page.request, "GET", `/v1/quote/${folio.quoteId}/applications/${folio.quotes[0].id}`);
  expect(saved.formPayload).toMatchObject({ yearsInBusiness: 6, priorClaims: 0, usesWrittenContracts: true });
  await expect(page.getByRole("button", { name: "Pay and bind" })).toBeEnabled();
  await payByCard(page, "4242 4242 4242 4242");

  // A receipt: what was paid, and the policy.
  const receipt = page.getByRole("status", { name: "Receipt" });
  await expect(receipt).toContainText("Payment received", { timeout: 20_000 });
  await expect(receipt).toContainText("Paid in full");
  // The focus moved to the receipt (the form that had it is gone), not to <body> (issue 34).
  await expect(receipt).toBeFocused();
  const issued = page.getByText(/^Policy KM-CGL-\d{4}-\d{6} issued$/);
  await expect(issued).toBeVisible({ timeout: 20_000 });
  const number = /KM-CGL-\d{4}-\d{6}/.exec(await issued.innerText())![0];
  await expectNoSeriousA11yViolations(page, "the application after binding");
  await page.getByRole("link", { name: `View policy ${number}` }).click();
  await expect(page).toHaveURL(/\/policies\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: new RegExp(`Policy ${number}`) })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "the policy page");
  // The folio now shows the card bound.
  expect((await (await page.request.get(`/v1/quote/${folio.quoteId}`)).json()).data.quotes[0].status).toBe("bound");
  const found = (await (await page.request.get(`/v1/policies?q=${encodeURIComponent(boundName)}`)).json()).data;
  expect(found.items.map((p: { number: string }) => p.number)).toEqual([number]);

  // A second quote, paid with a card that is declined: an alert, and nothing is bound.
  const declinedName = `Declined Card Bakery ${Date.now()}`;
  const second = await createFolio(page.request, ["KM-CGL"], { business_name: declinedName });
  await openApplication(page, second.quoteId);
  await answerQuestions(page);
  await payByCard(page, "4000 0000 0000 0002");
  const alert = alerts(page).filter({ hasText: /declined/i });
  await expect(alert).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/^Policy .* issued$/)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Pay and bind" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "the application after a declined card");
  const after = (await (await page.request.get(`/v1/quote/${second.quoteId}`)).json()).data;
  expect(after.quotes[0].status).toBe("quoted");
  const policies = (await (await page.request.get(`/v1/policies?q=${encodeURIComponent(declinedName)}`)).json()).data;
  expect(policies.items).toEqual([]);
  await finalScreenshot(page);
});

test("a superseded attempt is history on the quote page and says it was replaced on its application page, which offers no payment", async ({ page }) => {
  await signIn(page);
  const folio = await createFolio(page.request, ["KM-CGL"], { business_name: `Replaced Bakery ${Date.now()}` });
  const old = folio.quotes[0];
  // A re-quote (another limit) in the same group: attempt 2 replaces this card.
  await page.request.post(`/v1/quote/${folio.quoteId}`, { data: { coverage: { glLimit: 2000000 } } });

  // The quote page shows the session's latest attempt; the replaced one is history.
  await page.goto(`/quotes/${folio.quoteId}`);
  await expectAllCardsTerminal(page, 1);
  await expect(programCard(page, "KM-CGL")).toContainText("Attempt 2");
  const history = page.getByRole("navigation", { name: "Earlier attempts (replaced)" });
  await expect(history).toContainText("replaced by attempt 2");
  await history.getByRole("link", { name: "KM-CGL attempt 1" }).click();
  await expect(page).toHaveURL(new RegExp(`/applications/${old.id}$`));

  const why = page.getByRole("status", { name: "Cannot be bound" });
  await expect(why).toContainText("Replaced by a later quote");
  await expect(why).toContainText("Attempt 2 of KM-CGL replaces this attempt 1");
  await expect(page.getByRole("button", { name: "Pay and bind" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Send pay link/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, "a superseded application");
  await finalScreenshot(page);
});

test("a monthly bind keeps the card for the later installments and takes the insured's email for payment notices", async ({ page }) => {
  await signIn(page);
  const folio = await createFolio(page.request, ["KM-CGL"], { business_name: `Monthly Card Bakery ${Date.now()}` });
  await openApplication(page, folio.quoteId);
  await answerQuestions(page);
  const panel = page.getByRole("region", { name: "Bind and pay" });
  await expect(panel.getByLabel("Insured's email for payment notices (optional)")).toHaveCount(0);
  await panel.getByRole("group", { name: "Payment plan" }).getByRole("radio", { name: "Monthly" }).check();
  const email = panel.getByLabel("Insured's email for payment notices (optional)");
  await email.fill("owner@monthly");
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM/YY)").fill("12/30");
  await page.getByLabel("Security code").fill("123");
  await page.getByRole("button", { name: "Pay and bind" }).click();
  await expect(panel.getByText("Enter an email address like name@example.com, or leave it empty.")).toBeVisible();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expectNoSeriousA11yViolations(page, "a monthly bind with a bad email");
  await email.fill("owner@monthly-bakery.test");
  await page.getByRole("button", { name: "Pay and bind" }).click();
  const issued = page.getByText(/^Policy KM-CGL-\d{4}-\d{6} issued$/);
  await expect(issued).toBeVisible({ timeout: 20_000 });
  await page.getByRole("link", { name: /^View policy / }).click();
  await expect(page.getByRole("region", { name: "Payments due" })).toContainText(
    "Installments are charged automatically to the Visa card ending 4242 (expires 12/2030) on their due dates.",
  );
  const policyId = /\/policies\/([0-9a-f-]{36})$/.exec(page.url())![1]!;
  const policy = await call(page.request, "GET", `/v1/policies/${policyId}`);
  expect(policy.autopay).toMatchObject({ card: { brand: "visa", last4: "4242" }, email: "owner@monthly-bakery.test" });
  await finalScreenshot(page);
});

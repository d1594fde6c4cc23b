// Journey: the questions of a quote, asked once (issue 30 item 2). A bakery quoted for a BOP and a CGL: the
// agent opens "Answer questions", sees "years in business" once for both programs, answers; a follow-up
// appears only once work is subcontracted; one save answers both programs, each in its own keys, and both
// re-rate. Then the client's page shows the answers, and a second line for the client starts answered.
import { chicagoBakery, createFolio, expect, expectAllCardsTerminal, expectNoSeriousA11yViolations, finalScreenshot, signIn, test } from "./fixtures";

test.use({ viewport: { width: 1440, height: 900 } });

test("a BOP and a CGL answered once, and a second line for the same client starts answered", async ({ page }) => {
  await signIn(page);
  const name = `Once Only Bakery ${Math.random().toString(36).slice(2, 7)}`;
  const folio = await createFolio(page.request, ["KM-BOP", "KM-CGL"], chicagoBakery({ business_name: name }));
  await page.goto(`/quotes/${folio.quoteId}`);
  await expectAllCardsTerminal(page, 2);
  await page.getByRole("link", { name: "Answer questions" }).click();
  await expect(page.getByRole("heading", { name: `Questions for ${name}` })).toBeVisible();

  // Asked once, naming both programs; a bakery is not asked about work above three stories.
  const years = page.getByLabel(/How many years has the business operated\?/);
  await expect(years).toHaveCount(1);
  await expect(page.getByText("Asked by KM-BOP, KM-CGL").first()).toBeVisible();
  await expect(page.getByText("Any work above three stories?")).toHaveCount(0);
  await years.fill("12");
  await page.getByLabel(/Claims in the last 3 years/).fill("0");

  // The follow-up waits for its trigger.
  const certificates = page.getByText("Do you collect certificates of insurance from subcontractors?");
  await expect(certificates).toHaveCount(0);
  await page.getByLabel(/Share of work subcontracted/).fill("15");
  await expect(certificates).toBeVisible();
  await expectNoSeriousA11yViolations(page, "the questions page");
  await page.screenshot({ path: test.info().outputPath("questions-1440.png"), fullPage: true });

  await page.getByRole("button", { name: "Save answers" }).click();
  await expect(page.getByText("Answers saved for 2 programs; they are re-quoting with them.")).toBeVisible();

  // Each program holds the answer in its own form.
  const session = await (await page.request.get(`/v1/quote/${folio.quoteId}/session`)).json();
  for (const card of session.data.quotes) {
    const app = await (await page.request.get(`/v1/quote/${card.quoteId}/applications/${card.id}`)).json();
    expect(app.data.formPayload.yearsInBusiness, card.program.code).toBe(12);
    expect(app.data.formPayload.priorClaims, card.program.code).toBe(0);
  }

  // A second line for the same client: its application starts with the answers.
  const second = await createFolio(page.request, ["SA-BOP"], chicagoBakery({ business_name: name }));
  expect(second.insuredId).toBe(folio.insuredId);
  await page.goto(`/quotes/${second.quoteId}/questions`);
  await expect(page.getByLabel(/How many years has the business operated\?/)).toHaveValue("12");

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/quotes/${folio.quoteId}/questions`);
  await expect(page.getByLabel(/How many years has the business operated\?/)).toHaveValue("12");
  await page.screenshot({ path: test.info().outputPath("questions-390.png"), fullPage: true });
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(sideways, "the questions page scrolls sideways at 390 px").toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page, "the questions page at a phone's width");
  await finalScreenshot(page);
});

// Journey 7: an agent of a second agency cannot open the first agency's folio, in the portal or
// through the API with the portal session.
import { alerts, createFolio, expect, expectNoSeriousA11yViolations, finalScreenshot, programCard, signIn, test } from "./fixtures";

test("a second agency's agent cannot open the first agency's folio", async ({ page, browser }) => {
  await signIn(page, "demo");
  const folio = await createFolio(page.request, ["KM-CGL"]);
  await page.goto(`/quotes/${folio.quoteId}`);
  await expect(programCard(page, "KM-CGL")).toBeVisible(); // the owner sees it

  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    await signIn(second, "second");
    await second.goto(`/quotes/${folio.quoteId}`);
    await expect(second.getByText(/does not exist or belongs to another agency/)).toBeVisible();
    await expect(second.locator("article[data-status]")).toHaveCount(0);
    await expect(second.getByText("Keystone General Liability")).toHaveCount(0);
    await expectNoSeriousA11yViolations(second, "the folio refused to another agency");
    expect((await second.request.get(`/v1/quote/${folio.quoteId}`)).status()).toBe(404);
    const card = folio.quotes[0];
    await second.goto(`/quotes/${folio.quoteId}/applications/${card.id}`);
    await expect(alerts(second)).toBeVisible();
    await expect(second.getByRole("button", { name: "Pay and bind" })).toHaveCount(0);
    await second.goto(`/quotes/${folio.quoteId}`);
    await finalScreenshot(second);
  } finally {
    await other.close();
  }
});

// Journey: a declined application says why (issue 34). Answers that knock the risk out decline the KM-CGL
// application; its page lists the carrier's reasons instead of "not quoted", at desktop and phone widths.
import { answerApplication, createFolio, expect, expectNoSeriousA11yViolations, signIn, test } from "./fixtures";

test("a declined application's page lists the carrier's reasons", async ({ page }) => {
  await signIn(page);
  const folio = await createFolio(page.request, ["KM-CGL"], { business_name: `Declined Plumbing ${Date.now()}` });
  const quote = folio.quotes[0];
  await answerApplication(page.request, folio.quoteId, quote.id, {
    priorClaims: 20,
    yearsInBusiness: 0,
    subcontractedPercent: 90,
    requiresCertificatesFromSubs: false,
    usesWrittenContracts: false,
  });
  await page.goto(`/quotes/${folio.quoteId}/applications/${quote.id}`);
  const why = page.getByRole("status", { name: "Why this cannot be bound" });
  await expect(why).toContainText("The carrier declined this application, so it cannot be bound:");
  const reasons = why.getByRole("list", { name: "Why the carrier declined" });
  await expect(reasons).toContainText("The program does not write risks with 4 or more claims in the past 3 years.");
  await expect(reasons).toContainText("without certificates of insurance");
  await expect(page.getByRole("button", { name: "Pay and bind" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, "a declined application");
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`declined-${width}.png`), fullPage: true });
  }
});

// Journey: a page that fails to load shows the designed error page (a sentence, Retry, a way back to the
// dashboard, which works once the cause is gone). The failure is made by refusing the page's JavaScript
// chunks during a client-side navigation, as a flaky network or a deploy mid-session would.
import { expect, expectNoSeriousA11yViolations, finalScreenshot, signIn, test } from "./fixtures";

test("a page that fails to load says so, with Retry and a way back", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, "demo");
  let refuse = true;
  await page.route(/\/_next\/static\/chunks\//, (route) => (refuse ? route.abort() : route.fallback()));
  await page.getByRole("banner").getByRole("link", { name: "Policies" }).click();
  await expect(page.getByRole("heading", { name: "This page couldn’t be shown" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Retry" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to the dashboard" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "the error page, 1440 px");
  await page.screenshot({ path: test.info().outputPath("error-1440.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath("error-390.png"), fullPage: true });
  refuse = false;
  await page.getByRole("link", { name: "Go to the dashboard" }).click();
  await expect(page.getByRole("heading", { name: "Recent quotes" })).toBeVisible();
  await finalScreenshot(page);
});

// Journey: a folio link opened while signed out lands on that folio after sign-in (after a wrong
// password too), and a sign-in link that names another site still lands on the dashboard.
import { AGENTS, createFolio, expect, expectNoSeriousA11yViolations, finalScreenshot, programCard, signIn, test } from "./fixtures";

test("a deep link after sign-in", async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000); // five sign-ins, each a deliberately slow password hash
  await signIn(page, "demo");
  const folio = await createFolio(page.request, ["KM-CGL"]);

  const signedOut = await browser.newContext({ baseURL });
  try {
    const tab = await signedOut.newPage();
    await tab.setViewportSize({ width: 1440, height: 900 });
    await tab.goto(`/quotes/${folio.quoteId}?from=email`);
    await expect(tab).toHaveURL(/\/signin\?callbackUrl=/);
    expect(new URL(tab.url()).searchParams.get("callbackUrl")).toBe(`/quotes/${folio.quoteId}?from=email`);
    await expect(tab.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await expectNoSeriousA11yViolations(tab, "sign-in page with a page to return to");
    await tab.screenshot({ path: test.info().outputPath("signin-1440.png"), fullPage: true });

    // A wrong password first: the page to return to is kept.
    await tab.getByLabel("Email").fill(AGENTS.demo.email);
    await tab.getByLabel("Password").fill("not-the-password");
    await tab.getByRole("button", { name: "Sign in" }).click();
    await expect(tab).toHaveURL(/error=/);
    expect(new URL(tab.url()).searchParams.get("callbackUrl")).toBe(`/quotes/${folio.quoteId}?from=email`);

    await tab.getByLabel("Email").fill(AGENTS.demo.email);
    await tab.getByLabel("Password").fill(AGENTS.demo.password);
    await tab.getByRole("button", { name: "Sign in" }).click();
    await expect(tab).toHaveURL(new RegExp(`/quotes/${folio.quoteId}\\?from=email$`));
    await expect(programCard(tab, "KM-CGL")).toBeVisible();
    await expectNoSeriousA11yViolations(tab, "the folio after sign-in");
    await tab.setViewportSize({ width: 390, height: 844 });
    await tab.screenshot({ path: test.info().outputPath("folio-after-signin-390.png"), fullPage: true });
    await finalScreenshot(tab);
  } finally {
    await signedOut.close();
  }

  // Open-redirect safety: a sign-in link naming another site, or the API, still lands on the dashboard.
  for (const callbackUrl of ["https://evil.example/quotes", "//evil.example/quotes", "/v1/quote"]) {
    const other = await browser.newContext({ baseURL });
    try {
      const tab = await other.newPage();
      await tab.goto(`/signin?callbackUrl=${encodeURIComponent(callbackUrl)}`);
      await tab.getByLabel("Email").fill(AGENTS.demo.email);
      await tab.getByLabel("Password").fill(AGENTS.demo.password);
      await tab.getByRole("button", { name: "Sign in" }).click();
      await expect(tab, callbackUrl).toHaveURL(new RegExp(`^${baseURL}/dashboard$`));
    } finally {
      await other.close();
    }
  }
});

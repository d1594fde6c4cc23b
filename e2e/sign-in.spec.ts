// Journey 1: an agent signs in, a wrong password is refused, and signing out locks the portal again.
import { AGENTS, alerts, expect, expectNoSeriousA11yViolations, finalScreenshot, signIn, test } from "./fixtures";

test("sign in, refuse a wrong password, sign out and be locked out", async ({ page }) => {
  // Signed out, the portal sends you to the sign-in page.
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/signin(\?|$)/);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A wrong password: an alert, still on the sign-in page, no session.
  await page.getByLabel("Email").fill(AGENTS.demo.email);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(alerts(page)).toBeVisible();
  await expect(page).toHaveURL(/\/signin/);
  await expectNoSeriousA11yViolations(page);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/signin(\?|$)/);

  // The right password lands on the dashboard, under the agent's agency.
  await signIn(page, "demo");
  await expect(page.getByRole("banner")).toContainText(AGENTS.demo.agency);
  await expectNoSeriousA11yViolations(page);

  // Sign out: back to sign-in, and the dashboard is locked again.
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/signin(\?|$)/);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/signin(\?|$)/);
  await expect(page.getByRole("heading", { name: "Recent quotes" })).toHaveCount(0);
  // The session cookie no longer opens the API either.
  expect((await page.request.get("/v1/quote?limit=1")).status()).toBe(401);
  await finalScreenshot(page);
});

// Journey: an agent signed in on two browsers sees both on the Sessions page and signs the other one
// out, from the keyboard; the other browser is sent to the sign-in page on its next navigation, and its API calls
// fail. A session that ended while the page was open says so. The page works through /v1/me/sessions (decision 057).
import { alerts, expect, expectNoSeriousA11yViolations, signIn, test } from "./fixtures";

const FIREFOX_ON_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const SAFARI_ON_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

test("see your sessions, sign the other browser out, and it is signed out at its next page", async ({ page, browser, baseURL }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, "demo");
  await page.getByRole("banner").getByRole("link", { name: "Sessions" }).click();
  await expect(page).toHaveURL(/\/account\/sessions$/);
  await expect(page.getByRole("heading", { name: "Signed-in sessions", level: 1 })).toBeVisible();
  const sessions = page.getByRole("list", { name: "Sessions" }).getByRole("listitem");
  // The list comes from GET /v1/me/sessions once the page is live.
  await expect(sessions.first()).toContainText("This browser");

  // Earlier journeys signed this agent in too: start from this browser alone.
  const everywhereElse = page.getByRole("button", { name: "Sign out everywhere else", exact: true });
  if (await everywhereElse.isVisible()) {
    await everywhereElse.click();
    await expect(page.getByRole("status")).toContainText(/other sessions? (is|are) signed out\./);
  }
  await expect(sessions).toHaveCount(1);
  await expect(sessions.first()).toContainText("This browser");
  await expect(page.getByText("You are signed in to the portal in this browser only.")).toBeVisible();

  // A second browser (another context, another user agent) signs in as the same agent.
  const other = await browser.newContext({ baseURL, userAgent: FIREFOX_ON_WINDOWS });
  const otherPage = await other.newPage();
  await signIn(otherPage, "demo");

  await page.reload();
  await expect(sessions).toHaveCount(2);
  await expect(page.getByText("You are signed in to the portal in 2 browsers.")).toBeVisible();
  const mine = page.getByRole("listitem", { name: /This browser/ });
  await expect(mine).toContainText("Chrome (headless) on Linux");
  await expect(mine).toContainText("Active now.");
  const firefox = page.getByRole("listitem", { name: "Firefox on Windows" });
  await expect(firefox).toContainText(/Signed in .+ from 127\.0\.0\.1\./);
  await expect(firefox).toContainText(/Last active .+\. Ends .+ at the latest\./);
  // Dates are in the reader's time zone once the page is live (the server's UTC stand-in is gone).
  await expect(firefox.locator("time").first()).not.toContainText("UTC");
  await expectNoSeriousA11yViolations(page, "sessions page, two sessions, 1440 px");
  await page.screenshot({ path: test.info().outputPath("sessions-1440.png"), fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page, "sessions page, two sessions, 390 px");
  await page.screenshot({ path: test.info().outputPath("sessions-390.png"), fullPage: true });

  // Sign the other browser out, from the keyboard: the button goes with its session, and the focus moves to the
  // sentence saying what happened.
  await firefox.getByRole("button", { name: "Sign out this session" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toHaveText("That session is signed out. It will be asked to sign in again the next time it opens a page.");
  await expect(page.getByRole("status")).toBeFocused();
  await expect(sessions).toHaveCount(1);
  await expect(page.getByRole("listitem", { name: "Firefox on Windows" })).toHaveCount(0);
  await expect(alerts(page)).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath("sessions-after-390.png"), fullPage: true });

  // The other browser's next navigation lands on the sign-in page; its session no longer opens the API.
  await otherPage.getByRole("link", { name: "Policies" }).click();
  await expect(otherPage).toHaveURL(/\/signin(\?|$)/);
  await expect(otherPage.getByRole("heading", { name: "Sign in" })).toBeVisible();
  expect((await otherPage.request.get("/v1/ping")).status()).toBe(401);
  await other.close();

  // A third browser signs in; it is signed out elsewhere (here, through the API) while this page still lists it.
  const third = await browser.newContext({ baseURL, userAgent: SAFARI_ON_IPHONE });
  await signIn(await third.newPage(), "demo");
  await page.reload();
  await expect(sessions).toHaveCount(2);
  const listed = await page.request.get("/v1/me/sessions");
  const safari = ((await listed.json()) as { data: { items: Array<{ id: string; browser: string }> } }).data.items.find(
    (s) => s.browser === "Safari on iPhone",
  )!;
  const gone = await page.request.post(`/v1/me/sessions/${safari.id}/revoke`, { headers: { "content-type": "application/json" }, data: {} });
  expect(gone.status()).toBe(200);
  await page.getByRole("listitem", { name: "Safari on iPhone" }).getByRole("button", { name: "Sign out this session" }).click();
  await expect(page.getByRole("status")).toHaveText("That session had already ended.");
  await expect(sessions).toHaveCount(1);
  await expect(alerts(page)).toHaveCount(0);
  await third.close();

  // This browser is still signed in.
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Recent quotes" })).toBeVisible();
});

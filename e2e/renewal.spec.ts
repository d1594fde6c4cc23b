// Journey 13: a renewal offer. The agency's sandbox clock (like a payment provider's test clock) moves
// to the renewal window; the term's risk and answers are quoted again at the program's rates; the agent
// accepts by paying, and the next term's policy is issued. The clock is put back afterwards.
import { bindCglPolicy, expect, expectNoSeriousA11yViolations, finalScreenshot, setServicingClock, signIn, switchToTestMode, test } from "./fixtures";

test("accept a renewal offer by paying", async ({ page }) => {
  await signIn(page);
  await switchToTestMode(page); // the sandbox clock is test mode's (decision 043)
  const policy = await bindCglPolicy(page.request);
  try {
    await page.goto(`/policies/${policy.id}`);
    const payments = page.getByRole("region", { name: "Payments due" });
    const offeredFrom = policy.renewal.offeredFrom as string;
    await expect(payments).toContainText(`The renewal will be offered on ${offeredFrom}`);
    await expect(payments.getByRole("button", { name: /renewal/i })).toHaveCount(0);

    const days = Math.round((Date.parse(`${offeredFrom}T00:00:00Z`) - Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`)) / 86_400_000);
    const clock = await setServicingClock(days);
    expect(clock.today).toBe(offeredFrom);
    // The offer is rated by the workers like any quote; the panel says so until it is priced.
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole("region", { name: "Payments due" })).toContainText("Renewal offer from", { timeout: 2000 });
    }).toPass({ timeout: 30_000 });
    const offer = page.getByRole("region", { name: "Payments due" });
    await expect(offer).toContainText("re-rated at the program's current rates");
    // What changed from the expiring term, side by side: the answers a year on (years in business +1).
    const changes = offer.getByRole("table", { name: "What changed from this term" });
    await expect(changes.getByRole("row", { name: /Years in business/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page, "the renewal offer");
    await offer.getByLabel("Card number").fill("4242 4242 4242 4242");
    await offer.getByLabel("Expiry (MM/YY)").fill("12/30");
    await offer.getByLabel("Security code").fill("123");
    await offer.getByRole("button", { name: "Accept renewal and pay" }).click();
    await expect(offer.getByRole("status")).toContainText("Renewal accepted");
    await offer.getByRole("link", { name: /View policy/ }).click();
    await expect(page.getByRole("heading", { name: /Policy .*-\d{6}/ })).toBeVisible();
    await expect(page.getByRole("link", { name: "Previous term" })).toBeVisible();
    await finalScreenshot(page);
  } finally {
    await setServicingClock(0);
  }
});

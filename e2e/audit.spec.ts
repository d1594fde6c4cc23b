// Journey: the audit log (decision 042). The agent signs in and binds a policy; the Audit log page says so in a
// sentence with the agent's name and the policy's number, beside the sign-in; the Binds filter keeps the bind
// and drops the sign-in; the CSV holds exactly the filtered rows. Screenshots at 1440 and 390 px (rows as cards).
import fs from "node:fs";
import type { Page } from "@playwright/test";
import { parseCsvObjects } from "../lib/csv";
import { bindCglPolicy, expect, expectNoSeriousA11yViolations, finalScreenshot, signIn, test } from "./fixtures";

/** The audit log is an administrator's page (decision 040): the administrator binds, and reads it. */
const AGENT_NAME = "Ada Admin";

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test("a bind shows in the audit log as a sentence, the Binds filter keeps it, and the CSV holds the filtered rows", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, "admin");
  const policy = await bindCglPolicy(page.request);

  await page.getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("heading", { name: "Audit log", level: 1 })).toBeVisible();
  const log = page.getByRole("table", { name: "Audit log" });
  const bindRow = log.getByRole("row").filter({ hasText: `${AGENT_NAME} bound policy ${policy.number}` });
  await expect(bindRow).toHaveCount(1);
  await expect(bindRow).toContainText("policy.bind");
  await expect(
    log
      .getByRole("row")
      .filter({ hasText: `${AGENT_NAME} signed in` })
      .first(),
  ).toBeVisible();
  await expect(
    log
      .getByRole("row")
      .filter({ hasText: /charged \$[\d,]+\.\d\d/ })
      .first(),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, "audit log");
  await shot(page, "audit-1440");

  // Binds only: the sign-in goes, the bind stays.
  await page.getByLabel("Change", { exact: true }).selectOption({ label: "Binds" });
  await expect(log.getByRole("row").filter({ hasText: "signed in" })).toHaveCount(0);
  await expect(log.getByRole("row").filter({ hasText: `bound policy ${policy.number}` })).toHaveCount(1);
  // Who: the agent, picked by name from the actors seen.
  await page.getByLabel("Who", { exact: true }).selectOption({ label: AGENT_NAME });
  await expect(log.getByRole("row").filter({ hasText: `bound policy ${policy.number}` })).toHaveCount(1);
  const shown = await log.locator("tbody tr").count();

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download CSV" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = parseCsvObjects(fs.readFileSync((await download.path())!, "utf8"));
  expect(rows.length).toBe(shown);
  expect(rows.every((r) => r.Action === "policy.bind" && r.Who === AGENT_NAME)).toBe(true);
  expect(rows.find((r) => r.Object === policy.number)).toMatchObject({
    "What happened": `${AGENT_NAME} bound policy ${policy.number}`,
    "Object type": "policy",
  });
  await expect(page.getByText(`Downloaded ${rows.length} row`)).toBeVisible();

  // A phone: each change a card, nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(bindRow).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page, "audit log at 390 px");
  await shot(page, "audit-390");
  await finalScreenshot(page);
});

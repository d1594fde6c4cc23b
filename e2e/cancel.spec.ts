// Journey 6: open a bound policy, preview the refund for a mid-term cancellation, then cancel it
// (two clicks) and see it cancelled with the previewed refund.
import { bindCglPolicy, dollars, expect, expectNoSeriousA11yViolations, finalScreenshot, signIn, test } from "./fixtures";

test("preview the refund, then cancel a policy", async ({ page }) => {
  await signIn(page);
  const policy = await bindCglPolicy(page.request);
  await page.goto(`/policies/${policy.id}`);
  await expect(page.getByRole("heading", { name: new RegExp(`Policy ${policy.number}`) })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "the policy page");

  const section = page.getByRole("region", { name: "Cancellation" });
  const midTerm = new Date(Date.parse(policy.effectiveDate) + 100 * 86_400_000).toISOString().slice(0, 10);
  await section.getByLabel("Cancellation date").fill(midTerm);
  await section.getByLabel("Reason").selectOption({ label: "Insured's request" });
  await section.getByRole("button", { name: "Preview refund" }).click();
  const table = section.getByRole("table", { name: "Refund preview" });
  await expect(table).toBeVisible();
  await expect(table).toContainText("Short rate");
  const refund = dollars(await table.getByRole("row", { name: /^Refund/ }).innerText());
  expect(refund).toBeGreaterThan(0);
  expect(refund).toBeLessThan(policy.total);
  await expectNoSeriousA11yViolations(page, "the refund preview");

  await section.getByRole("button", { name: "Cancel policy" }).click();
  await section.getByRole("button", { name: "Confirm cancellation" }).click();
  const done = section.getByRole("status");
  await expect(done).toContainText("Policy cancelled");
  expect(dollars(await done.innerText())).toBe(refund);
  await expectNoSeriousA11yViolations(page, "the cancelled policy");

  const after = (await (await page.request.get(`/v1/policies/${policy.id}`)).json()).data;
  expect(after.status).toBe("cancelled");
  expect(after.history.map((h: { type: string }) => h.type)).toEqual(["issued", "payment", "cancelled", "refund"]);
  await page.reload();
  await expect(page.getByRole("heading", { name: new RegExp(`Policy ${policy.number}`) })).toBeVisible();
  await expect(page.getByRole("button", { name: "Preview refund" })).toHaveCount(0);
  await finalScreenshot(page);
});

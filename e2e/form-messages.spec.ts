// Journey: the New quote form speaks the message catalogue. A negative revenue keeps the program list
// (it used to vanish behind "Loading programs…"); the form's own checks and the server's errors[] both
// land beside their fields as sentences, with a red border (aria-invalid), never zod's or the API's
// developer text.
import { expect, expectNoSeriousA11yViolations, finalScreenshot, signIn, test } from "./fixtures";

test("New quote: field errors in sentences beside their fields, from the form and from the server", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  await page.goto("/quotes/new");
  await page.getByLabel("Business name").fill(`Messages Plumbing ${Math.random().toString(36).slice(2, 7)}`);
  const classPicker = page.getByRole("combobox", { name: "Industry or class" });
  await classPicker.fill("plumber");
  await page.getByRole("option").filter({ hasText: "30100" }).first().click();
  await expect(classPicker).toHaveValue(/30100/);
  await page.getByLabel("Mailing ZIP").fill("75201");
  await page.getByLabel("State", { exact: true }).selectOption("TX");
  await page.getByLabel("Employees").fill("2.5");
  await page.getByLabel("Annual revenue").fill("-5");

  // The programs stay listed.
  const cgl = page.getByRole("checkbox", { name: /\(KM-CGL\)/ });
  await expect(cgl).toBeVisible();
  await expect(page.getByText("Loading programs…")).toHaveCount(0);
  await cgl.check();
  await page.getByRole("button", { name: "Get quotes" }).click();

  // The form's own checks, in words.
  const revenue = page.getByLabel("Annual revenue");
  const employees = page.getByLabel("Employees");
  await expect(revenue).toHaveAttribute("aria-invalid", "true");
  await expect(revenue).toHaveAccessibleDescription("Annual revenue can't be negative.");
  await expect(employees).toHaveAttribute("aria-invalid", "true");
  await expect(employees).toHaveAccessibleDescription("Employees must be a whole number.");
  await expect(page.getByText(/Invalid input|expected int|Too small/)).toHaveCount(0);
  // The red border is the field's, not the page's default.
  const border = await revenue.evaluate((el) => getComputedStyle(el).borderTopColor);
  const plain = await page.getByLabel("Mailing ZIP").evaluate((el) => getComputedStyle(el).borderTopColor);
  expect(border).not.toBe(plain);
  await expectNoSeriousA11yViolations(page, "the New quote form with field errors");
  await page.screenshot({ path: test.info().outputPath("form-errors-1440.png"), fullPage: true });

  // The server's errors[]: a plumber is priced on payroll, which the form leaves optional.
  await employees.fill("12");
  await revenue.fill("1500000");
  await page.getByRole("button", { name: "Get quotes" }).click();
  const payroll = page.getByLabel("Annual payroll (contractors, trades and cleaning)");
  await expect(payroll).toHaveAttribute("aria-invalid", "true");
  await expect(payroll).toHaveAccessibleDescription(/^Annual payroll is required for this class: contractors and trades are priced on payroll/);
  await expect(page.getByRole("alert").filter({ hasText: "One detail needs fixing." })).toBeVisible();
  await expect(page.getByText(/see errors\[\]|subcontracted_cost/)).toHaveCount(0);
  await expect(revenue).not.toHaveAttribute("aria-invalid", "true");
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousA11yViolations(page, "the New quote form with a server field error, 390 px");
  await page.screenshot({ path: test.info().outputPath("form-server-error-390.png"), fullPage: true });

  await payroll.fill("600000");
  await page.getByRole("button", { name: "Get quotes" }).click();
  await expect(page).toHaveURL(/\/quotes\/[0-9a-f-]{36}$/);
  await finalScreenshot(page);
});

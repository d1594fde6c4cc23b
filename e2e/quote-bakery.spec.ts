// Journey 2: from a blank New quote form, quote a Chicago bakery for BOP + CGL + PL (and the Summit
// BOP, rated over HTTP at the sandbox carrier). The professional liability program is shown as out of
// appetite for a bakery, with the reason; chosen anyway, its carrier declines it with that same reason.
// Every card reaches a final status; then raise the CGL's liability limit and get attempt 2.
import { dollars, expect, expectAllCardsTerminal, expectNoSeriousA11yViolations, finalScreenshot, isoDate, programCard, signIn, test } from "./fixtures";

const FOLIO_URL = /\/quotes\/([0-9a-f-]{36})$/;
const PROGRAMS = ["KM-BOP", "KM-CGL", "MP-PL", "SA-BOP"] as const;

test("quote a bakery for BOP + CGL + PL (the PL out of appetite and declined), then re-quote the CGL at a $2M limit", async ({ page }) => {
  await signIn(page);
  await page.goto("/quotes/new");
  await expect(page.getByRole("heading", { name: "New quote" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel("Business name").fill("Sunrise Bakery LLC");
  const classPicker = page.getByRole("combobox", { name: "Industry or class" });
  await classPicker.fill("bakery");
  await page.getByRole("option").filter({ hasText: "10100" }).first().click();
  await expect(classPicker).toHaveValue(/10100/);
  await page.getByLabel("Mailing ZIP").fill("60601");
  await page.getByLabel("State", { exact: true }).selectOption("IL");
  await page.getByLabel("Employees").fill("6");
  await page.getByLabel("Annual revenue").fill("850000");
  const effective = page.getByLabel("Effective date");
  await expect(effective).toHaveAttribute("type", "date");
  await effective.fill(isoDate(10));
  // Appetite is checked as the class is chosen: MP-PL does not write bakeries, and says so.
  const pl = page.getByRole("checkbox", { name: /\(MP-PL\)/ });
  await expect(pl).toHaveAccessibleName(/Out of appetite: Class 10100/);
  for (const code of PROGRAMS) {
    const box = page.getByRole("checkbox", { name: new RegExp(`\\(${code}\\)`) });
    if (code !== "MP-PL") await expect(box).not.toHaveAccessibleName(/Out of appetite/); // in appetite for a bakery in IL
    await box.check();
  }
  await expectNoSeriousA11yViolations(page, "the filled New quote form");
  await page.getByRole("button", { name: "Get quotes" }).click();

  // The folio: one card per program, each reaching a final status; the CGL is quoted.
  await expect(page).toHaveURL(FOLIO_URL);
  const firstId = FOLIO_URL.exec(page.url())![1]!;
  await expectAllCardsTerminal(page, PROGRAMS.length);
  await expect(page.locator("article[data-status]")).toHaveCount(PROGRAMS.length);
  for (const code of PROGRAMS) await expect(programCard(page, code)).toHaveCount(1);
  await expect(programCard(page, "MP-PL")).toHaveAttribute("data-status", "declined");
  await expect(programCard(page, "MP-PL")).toContainText("Class 10100 is outside this program's appetite.");
  await expect(programCard(page, "KM-BOP")).toHaveAttribute("data-status", "quoted");
  const cgl = programCard(page, "KM-CGL");
  await expect(cgl).toHaveAttribute("data-status", "quoted");
  await expect(cgl).toContainText("Attempt 1");
  const firstPrice = dollars(await cgl.locator(".price").first().innerText());
  await expectNoSeriousA11yViolations(page, "the folio with every card terminal");

  // Re-quote the CGL at a $2,000,000 limit: the same page, the CGL at attempt 2 in its place, the others as they were.
  await cgl.getByLabel("General liability limit").selectOption({ label: "$2,000,000" });
  await expect(programCard(page, "KM-CGL")).toContainText("Attempt 2");
  await expect(page).toHaveURL(new RegExp(firstId));
  await expectAllCardsTerminal(page, PROGRAMS.length);
  const requoted = programCard(page, "KM-CGL");
  await expect(requoted).toHaveAttribute("data-status", "quoted");
  await expect(requoted).toContainText("Attempt 2");
  await expect(requoted.getByLabel("General liability limit")).toHaveValue("2000000");
  expect(dollars(await requoted.locator(".price").first().innerText()), "a higher limit costs more").toBeGreaterThan(firstPrice);
  await expectNoSeriousA11yViolations(page, "the re-quoted folio");

  // The dashboard finds the quote by insured, and its status filter hides it under another status.
  await page.goto("/dashboard");
  await page.getByLabel("Search by insured").fill("Sunrise Bakery");
  await expect(page.getByRole("link", { name: "Sunrise Bakery LLC" }).first()).toBeVisible();
  // A filter chosen before the search's timer fires keeps both (the search goes with it).
  await page.getByLabel("Status").selectOption("no_quotes");
  await expect(page.getByRole("link", { name: "Sunrise Bakery LLC" })).toHaveCount(0);
  await page.getByLabel("Status").selectOption("quoted");
  await expect(page.getByRole("link", { name: "Sunrise Bakery LLC" }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, "the dashboard");
  await finalScreenshot(page);
});

// Journey: the agency insights page (issue 34 item 1, decision 046). An administrator binds one quote and leaves
// another quoted; the Insights page's figures, program table and premium table agree with GET /v1/reports/insights
// for the same period, for the whole agency and for one producer; the program table's CSV holds the API's rows;
// a past period says in words that nothing happened. axe clean; screenshots at 1440 and 390 px, no sideways scroll.
import fs from "node:fs";
import type { Page } from "@playwright/test";
import { parseCsvObjects } from "../lib/csv";
import {
  answerApplication,
  bindCglPolicy,
  call,
  createFolio,
  expect,
  expectNoSeriousA11yViolations,
  finalScreenshot,
  pollFolio,
  signIn,
  test,
} from "./fixtures";

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

const pct = (ratio: number | null) => (ratio === null ? "no quotes" : `${Math.round(ratio * 100)}%`);

/** The page's six figures and the program table agree with the API's report. */
async function expectPageShows(page: Page, report: any) {
  await expect(page.locator('[data-figure="started"]')).toHaveText(String(report.totals.started));
  await expect(page.locator('[data-figure="quoted"]')).toHaveText(String(report.totals.quoted));
  await expect(page.locator('[data-figure="bound"]')).toHaveText(String(report.totals.bound));
  await expect(page.locator('[data-figure="hit-ratio"]')).toHaveText(pct(report.totals.hitRatio));
  const programs = page.getByRole("table", { name: "Quote requests, quotes and binds per carrier program" });
  for (const p of report.byProgram) {
    const row = programs.getByRole("row").filter({ hasText: `(${p.programCode})` });
    await expect(row.getByRole("cell")).toHaveText([p.carrierName, p.line, String(p.started), String(p.quoted), String(p.bound), pct(p.hitRatio)]);
  }
  const months = page.getByRole("table", { name: /Premium written by month/ });
  await expect(months.locator("tbody tr")).toHaveCount(report.premiumByMonth.length);
  const last = report.premiumByMonth.at(-1);
  await expect(months.locator("tbody tr").last()).toContainText(last.premium.toFixed(2));
  const declines = page.getByRole("table", { name: "Why quotes were declined, most frequent first" });
  await expect(declines.locator("tbody tr")).toHaveCount(report.declineReasons.length);
  await expect(declines.locator("tbody tr")).toHaveText(report.declineReasons.map((d: any) => `${d.message}${d.code}${d.count}`));
}

test("insights: figures agree with the API, per producer too; CSV export; empty period in words; 1440 and 390 px", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, "admin");
  // The administrator's own book in the period: one bound, one quoted and left.
  await bindCglPolicy(page.request);
  await createFolio(page.request, ["KM-CGL"]);
  // And one the carrier declines on its answers (as in declined.spec.ts).
  const declined = await createFolio(page.request, ["KM-CGL"], { business_name: `Insights Plumbing ${Date.now()}` });
  await answerApplication(page.request, declined.quoteId, declined.quotes[0].id, {
    priorClaims: 20,
    yearsInBusiness: 0,
    subcontractedPercent: 90,
    requiresCertificatesFromSubs: false,
    usesWrittenContracts: false,
  });
  expect((await pollFolio(page.request, declined.quoteId)).quotes[0].status).toBe("declined");

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Insights" }).click();
  await expect(page.getByRole("heading", { name: "Insights", level: 1 })).toBeVisible();
  await expect(page.locator('[data-figure="started"]')).toBeVisible();
  const whole = await call(page.request, "GET", "/v1/reports/insights");
  expect(whole.totals.bound).toBeGreaterThanOrEqual(1);
  await expectPageShows(page, whole);
  await expect(page.getByRole("img", { name: "Hit ratio per program" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Premium written by month" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Decline reasons" })).toBeVisible();
  expect(whole.declineReasons.length).toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(page, "insights");
  await shot(page, "insights-1440");

  // One producer: the administrator's own book.
  const ada = whole.producers.find((p: any) => p.name === "Ada Admin");
  await page.getByLabel("Producer").selectOption({ label: "Ada Admin" });
  await expect(page.locator("#insights-headline")).toContainText("Ada Admin's book");
  const hers = await call(page.request, "GET", `/v1/reports/insights?producer=${ada.id}`);
  expect(hers.totals.started).toBeGreaterThanOrEqual(2);
  expect(hers.totals.bound).toBeGreaterThanOrEqual(1);
  await expectPageShows(page, hers);

  // The program table's CSV: the API's rows, named by table and period.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download CSV: quote requests, quotes and binds per carrier program" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`hit-ratio-by-program-${hers.period.from}-to-${hers.period.to}-producer-${ada.id.slice(0, 8)}.csv`);
  const rows = parseCsvObjects(fs.readFileSync((await download.path())!, "utf8"));
  expect(rows).toEqual(
    hers.byProgram.map((p: any) => ({
      Program: `${p.programName} (${p.programCode})`,
      Carrier: p.carrierName,
      Line: p.line,
      "Quote requests": String(p.started),
      Quoted: String(p.quoted),
      Bound: String(p.bound),
      "Hit ratio": pct(p.hitRatio),
    })),
  );

  // A phone: nothing wider than the screen; the tables scroll inside their cards.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole("img", { name: "Hit ratio per program" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page, "insights at 390 px");
  await shot(page, "insights-390");
  // The first two sections at the phone's own size, to look at the bars and the tables closely.
  await page.locator("section#insights-programs-section").screenshot({ path: test.info().outputPath("insights-390-programs.png") });
  await page.locator("section#insights-declines-section").screenshot({ path: test.info().outputPath("insights-390-declines.png") });

  // A period with nothing in it says so.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByLabel("Producer").selectOption({ label: "Whole agency" });
  await page.getByLabel("From").fill("2020-01-01");
  await page.getByLabel("To (included)").fill("2020-03-31");
  await expect(page.getByText("No quotes were started in this period, so there is nothing to compare yet.")).toBeVisible();
  await expect(page.getByText("No policies were issued in this period.")).toBeVisible();
  await expect(page.getByText("No quote was declined in this period.")).toBeVisible();
  await expectNoSeriousA11yViolations(page, "insights, empty period");
  await finalScreenshot(page);
});

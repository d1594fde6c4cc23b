// Journey: the dashboard of 60 shopping sessions. Paging (Next/Previous, page of pages), the status
// filter done by the API (every bound session, not the bound ones of the first page), one row per
// session however often it was re-quoted, search, filters and page kept in the URL (reload and Back),
// and the two empty states. Every session's insured starts with one prefix of this run, and the list is
// searched by it, so other journeys' folios never change the counts.
import { call, chicagoBakery, CGL_ANSWERS, expect, expectNoSeriousA11yViolations, finalScreenshot, signIn, test } from "./fixtures";

const card = { method: "card", card: { number: "4242 4242 4242 4242", expMonth: 12, expYear: 2030, cvc: "123" } };

test("paging and filtering on a dashboard of 60 sessions", async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, "demo");
  const prefix = `Dashpage ${Math.random().toString(36).slice(2, 8)}`;
  const name = (i: number) => `${prefix} ${String(i).padStart(2, "0")}`;

  // 60 sessions: 0-3 declined (the sandbox carrier declines SANDBOX_DECLINE), the rest quoted on KM-CGL.
  const sessions: Array<{ quoteId: string }> = [];
  for (let i = 0; i < 60; i++) {
    const body =
      i < 4
        ? { programs: ["SA-BOP"], ...chicagoBakery({ business_name: `${name(i)} SANDBOX_DECLINE` }) }
        : { programs: ["KM-CGL"], ...chicagoBakery({ business_name: name(i) }) };
    sessions.push(await call(page.request, "POST", "/v1/quote", body));
  }
  const q = encodeURIComponent(prefix);
  await expect.poll(async () => (await call(page.request, "GET", `/v1/quote?q=${q}&status=quoting&limit=1`)).total, { timeout: 60_000 }).toBe(0);
  // Seven bound, spread over what will be all three pages: 10, 17, ... 52.
  const bound = [10, 17, 24, 31, 38, 45, 52];
  for (const i of bound) {
    const quoteId = sessions[i]!.quoteId;
    const folio = await call(page.request, "GET", `/v1/quote/${quoteId}`);
    await call(page.request, "POST", `/v1/quote/${quoteId}/applications/${folio.quotes[0].id}/form`, { form_payload: CGL_ANSWERS });
    let priced = folio.quotes[0];
    await expect
      .poll(async () => {
        priced = (await call(page.request, "GET", `/v1/quote/${quoteId}`)).quotes[0];
        return priced.status === "quoted" && priced.ratedAt !== folio.quotes[0].ratedAt; // priced again with the answers
      })
      .toBe(true);
    await call(page.request, "POST", "/v1/bind", { quoteRequestIds: [priced.id], paymentPlan: "annual", payment: card });
  }
  // Session 5 re-quoted twice: still one row, showing 3 quotes.
  let latest = sessions[5]!.quoteId;
  for (const glLimit of [2000000, 500000]) latest = (await call(page.request, "POST", `/v1/quote/${latest}`, { coverage: { glLimit } })).quoteId;
  await expect.poll(async () => (await call(page.request, "GET", `/v1/quote?q=${q}&status=quoting&limit=1`)).total, { timeout: 30_000 }).toBe(0);

  // Page 1 of 3.
  await page.goto(`/dashboard?q=${q}`);
  const table = page.getByRole("table");
  const rows = table.locator("tbody tr");
  await expect(table.locator("caption")).toHaveText("Showing 1–20 of 60 quotes");
  await expect(rows).toHaveCount(20);
  await expect(page.getByRole("searchbox", { name: "Search by insured" })).toHaveValue(prefix);
  const pager = page.getByRole("navigation", { name: "Pages" });
  await expect(pager).toContainText("Page 1 of 3");
  await expect(pager.getByRole("button", { name: "Previous" })).toBeDisabled();
  // The re-quoted session is the newest row, once, with its three quotes.
  await expect(rows.first().getByRole("cell").first()).toHaveText(name(5));
  await expect(rows.first().getByRole("cell").nth(4)).toHaveText("3");
  await expect(table.getByRole("link", { name: name(5), exact: true })).toHaveCount(1);
  await expect(table.getByRole("link", { name: name(5), exact: true })).toHaveAttribute("href", `/quotes/${latest}`);
  await expectNoSeriousA11yViolations(page, "dashboard, page 1 of 3, 1440 px");
  await page.screenshot({ path: test.info().outputPath("dashboard-1440.png"), fullPage: true });

  // Next, Next: pages 2 and 3; the last one has no Next. While a page loads (held here for a moment), Next
  // cannot be clicked again, so a second click never repeats a cursor or pages past the end (issue 34 item 2).
  const listUrl = /\/v1\/quote\?/;
  await page.route(listUrl, async (route) => {
    await new Promise((r) => setTimeout(r, 1200));
    await route.fallback().catch(() => {}); // unrouted meanwhile: the request went on without us
  });
  await pager.getByRole("button", { name: "Next" }).click();
  await expect(pager.getByRole("button", { name: "Next" })).toBeDisabled();
  await expect(table.locator("caption")).toHaveText("Showing 21–40 of 60 quotes");
  await page.unrouteAll({ behavior: "wait" });
  await expect(page).toHaveURL(/[?&]pages=/);
  await expect(pager).toContainText("Page 2 of 3");
  expect(new URL(page.url()).searchParams.get("pages")!.split(".")).toHaveLength(1); // one cursor: page 1's
  await pager.getByRole("button", { name: "Next" }).click();
  await expect(table.locator("caption")).toHaveText("Showing 41–60 of 60 quotes");
  await expect(rows).toHaveCount(20);
  await expect(pager).toContainText("Page 3 of 3");
  await expect(pager.getByRole("button", { name: "Next" })).toBeDisabled();
  // The oldest session is the last row of the last page.
  await expect(rows.last().getByRole("cell").first()).toContainText(name(0));
  await pager.getByRole("button", { name: "Previous" }).click();
  await expect(table.locator("caption")).toHaveText("Showing 21–40 of 60 quotes");
  // Reload keeps the page.
  await page.reload();
  await expect(table.locator("caption")).toHaveText("Showing 21–40 of 60 quotes");

  // Bound: every bound session, though they are spread over the three pages.
  await page.getByLabel("Status").selectOption({ label: "Bound" });
  await expect(table.locator("caption")).toHaveText("Showing 1–7 of 7 quotes");
  await expect(rows).toHaveCount(7);
  await expect(page).toHaveURL(/status=bound/);
  await expect(page).not.toHaveURL(/pages=/);
  expect((await rows.locator("td:nth-child(2)").allInnerTexts()).map((t) => t.trim())).toEqual(Array(7).fill("Bound"));
  expect((await rows.locator("td:first-child").allInnerTexts()).sort()).toEqual(bound.map(name).sort());
  await expect(pager).toHaveCount(0);
  // No quotes: the four declined sessions.
  await page.getByLabel("Status").selectOption({ label: "No quotes" });
  await expect(table.locator("caption")).toHaveText("Showing 1–4 of 4 quotes");
  // Back: the bound filter again; Back again: page 2 of all.
  await page.goBack();
  await expect(table.locator("caption")).toHaveText("Showing 1–7 of 7 quotes");
  await expect(page.getByLabel("Status")).toHaveValue("bound");
  await page.goBack();
  await expect(table.locator("caption")).toHaveText("Showing 21–40 of 60 quotes");
  await expect(page.getByLabel("Status")).toHaveValue("");

  // Program filter with the status: SA-BOP sessions are the four declined ones.
  await page.getByLabel("Program").selectOption("SA-BOP");
  await expect(table.locator("caption")).toHaveText("Showing 1–4 of 4 quotes");

  // Phone width: the filters fit, and each row is a card (issue 34 item 2): no sideways scrolling, each value
  // beside its heading, and a program code never broken at its hyphen.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const area = page.getByRole("region", { name: "Recent quotes" });
  expect(await area.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
  const firstCard = rows.first();
  expect(await firstCard.evaluate((el) => getComputedStyle(el).display)).toBe("block");
  const programs = firstCard.locator('td[data-label="Programs"]');
  expect(await programs.evaluate((el) => getComputedStyle(el, "::before").content)).toBe('"Programs"');
  for (const code of await programs.locator(".nowrap").all()) {
    const box = await code.boundingBox();
    expect(box!.height, "a program code on one line").toBeLessThan(30);
  }
  await expect(rows).toHaveCount(4); // still a table to a screen reader, one row per quote
  await expectNoSeriousA11yViolations(page, "dashboard with filters, 390 px");
  await page.screenshot({ path: test.info().outputPath("dashboard-390.png"), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  // A search that matches nothing: a sentence and Clear filters.
  await page.getByRole("searchbox", { name: "Search by insured" }).fill(`${prefix} nobody`);
  await expect(page.getByRole("heading", { name: "No quotes match" })).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
  await expect(page).toHaveURL(/nobody/);
  await expectNoSeriousA11yViolations(page, "dashboard, no match");
  await page.screenshot({ path: test.info().outputPath("dashboard-no-match.png"), fullPage: true });
  await expect(page.getByRole("button", { name: "Clear filters" })).toHaveCount(1);
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("searchbox", { name: "Search by insured" })).toHaveValue("");
  await expect(page.getByLabel("Status")).toHaveValue("");
  await expect(rows).toHaveCount(20);
  // ... and stays cleared: the search box's timer does not bring the old filters back.
  await page.waitForTimeout(800);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByLabel("Program")).toHaveValue("");

  // An agency with no quotes yet (its list answered empty): the call to action.
  await page.route(/\/v1\/quote\?/, (route) =>
    route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ success: true, data: { items: [], nextCursor: null, total: 0 } }) }),
  );
  await page.reload();
  await expect(page.getByRole("heading", { name: "No quotes yet" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "New quote" })).toHaveCount(2);
  await expectNoSeriousA11yViolations(page, "dashboard, no quotes yet");
  await page.screenshot({ path: test.info().outputPath("dashboard-empty.png"), fullPage: true });
  await page.unroute(/\/v1\/quote\?/);
  await finalScreenshot(page);
});

// Journey: a client (issue 30, decision 030). A bakery quoted for CGL becomes a client on its own; the
// agent finds it in Clients, sees its facts, figures and what happened, and quotes another line for it
// with everything known filled in: the new folio belongs to the same client, and its page shows both.
import { chicagoBakery, createFolio, expect, expectAllCardsTerminal, expectNoSeriousA11yViolations, finalScreenshot, signIn, test } from "./fixtures";

test.use({ viewport: { width: 1440, height: 900 } });

test("a quoted business is a client: find it, read it, and quote another line with what is known", async ({ page }) => {
  await signIn(page);
  const name = `Maple Street Bakery ${Math.random().toString(36).slice(2, 7)}`;
  const first = await createFolio(page.request, ["KM-CGL"], chicagoBakery({ business_name: name, annual_revenue: 640000 }));
  expect(first.insuredId).toMatch(/^[0-9a-f-]{36}$/);

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Clients" }).click();
  await expect(page.getByRole("heading", { name: "Clients" })).toBeVisible();
  await page.getByLabel("Search clients").fill(name);
  await expect(page.getByRole("table").getByRole("row")).toHaveCount(2); // the header and the one client
  await expectNoSeriousA11yViolations(page, "the clients list");
  await page.getByRole("link", { name }).click();

  await expect(page.getByRole("heading", { name })).toBeVisible();
  await expect(page.getByRole("region", { name: "Facts" })).toContainText("60601");
  const exposures = page.getByRole("table", { name: "Exposures by policy year" });
  await expect(exposures).toContainText("$640,000.00");
  await expect(exposures).toContainText("from a quote");
  const timeline = page.getByRole("region", { name: "What happened" });
  await expect(timeline).toContainText("Quoted");
  await expect(timeline).toContainText("Keystone General Liability: quoted");
  await expect(page.getByRole("region", { name: "Quotes" }).getByRole("row")).toHaveCount(2);
  await expectNoSeriousA11yViolations(page, "the client page");
  await page.screenshot({ path: test.info().outputPath("client-1440.png"), fullPage: true });

  // Quote another line: the form opens with the client's facts, and the new folio is the same client's.
  await page.getByRole("link", { name: "Quote another line" }).click();
  await expect(page.getByRole("heading", { name: `New quote for ${name}` })).toBeVisible();
  await expect(page.getByLabel("Business name")).toHaveValue(name);
  await expect(page.getByLabel("Mailing ZIP")).toHaveValue("60601");
  await expect(page.getByLabel("Annual revenue")).toHaveValue("640000");
  await expect(page.getByRole("combobox", { name: "Industry or class" })).toHaveValue(/10100/);
  await page.getByRole("checkbox", { name: /\(KM-BOP\)/ }).check();
  await page.getByRole("button", { name: "Get quotes" }).click();
  await expect(page).toHaveURL(/\/quotes\/[0-9a-f-]{36}$/);
  await expectAllCardsTerminal(page, 1);
  const second = /\/quotes\/([0-9a-f-]{36})$/.exec(page.url())![1]!;
  const folio = await (await page.request.get(`/v1/quote/${second}`)).json();
  expect(folio.data.insuredId).toBe(first.insuredId);

  await page.goto(`/clients/${first.insuredId}`);
  await expect(page.getByRole("region", { name: "Quotes" }).getByRole("row")).toHaveCount(3);
  await expect(page.getByRole("region", { name: "What happened" })).toContainText("Keystone Main Street Business Owners Policy");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath("client-390.png"), fullPage: true });
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(sideways, "the client page scrolls sideways at 390 px").toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page, "the client page at a phone's width");
  await finalScreenshot(page);
});

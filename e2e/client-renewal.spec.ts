// Journey: a client's next term (issue 30 items 5 and 6). A bakery's CGL policy is bound with its answers and
// a certificate; a second quote's pay link is emailed; the sandbox clock reaches the renewal window and the
// offer is re-quoted with the new year's revenue. The client page shows it all in one place: the renewal due
// beside the expiring term (price, limits, revenue up, years in business a year on), the answers with who gave
// them, and a timeline with the payment, certificate, pay link and email. Keyboard reaches every link; at
// 390 px nothing scrolls sideways; another agency's agent and an unknown id get "does not exist".
import { randomUUID } from "node:crypto";
import {
  answerApplication,
  bindCglPolicy,
  call,
  createFolio,
  expect,
  expectNoSeriousA11yViolations,
  finalScreenshot,
  pollFolio,
  setServicingClock,
  switchToTestMode,
  signIn,
  test,
} from "./fixtures";

test.use({ viewport: { width: 1440, height: 900 } });

async function waitForOffer(request: Parameters<typeof call>[0], policyId: string, quoteId?: string): Promise<any> {
  for (const deadline = Date.now() + 30_000; ;) {
    const renewal = await call(request, "GET", `/v1/policies/${policyId}/renewal`);
    if (renewal.status === "offered" && (!quoteId || renewal.quoteId === quoteId)) return renewal;
    if (Date.now() > deadline) throw new Error(`no renewal offer for ${policyId}: ${JSON.stringify(renewal)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

test("a client's renewal beside its expiring term, its answers, and everything that happened", async ({ page, browser }) => {
  await signIn(page);
  await switchToTestMode(page); // the sandbox clock is test mode's (decision 043)
  const name = `Oak Lane Bakery ${Math.random().toString(36).slice(2, 7)}`;
  const policy = await bindCglPolicy(page.request, { overrides: { business_name: name, annual_revenue: 640000, employee_count: 6 } });
  const insuredId = policy.insured.id as string;
  await call(page.request, "POST", `/v1/policies/${policy.id}/certificates`, {
    holder: { name: "Elm Street Properties LLC", line1: "12 Elm Street", city: "Chicago", state: "IL", zip: "60601" },
    insuredAddress: { line1: "400 Oak Lane", city: "Chicago", state: "IL", zip: "60601" },
  });
  const other = await createFolio(page.request, ["KM-BOP"], { business_name: name, annual_revenue: 640000 });
  // Years in business and claims are the client's already; the BOP asks two of its own.
  await answerApplication(page.request, other.quoteId, other.quotes[0].id, { hasSprinklers: true, constructionType: "joisted_masonry" });
  await call(page.request, "POST", `/v1/quote/${other.quoteId}/pay-links`, {
    quoteRequestIds: [other.quotes[0].id],
    paymentPlan: "annual",
    email: "owner@oak-lane.test",
  });

  try {
    const offeredFrom = policy.renewal.offeredFrom as string;
    const days = Math.round((Date.parse(`${offeredFrom}T00:00:00Z`) - Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`)) / 86_400_000);
    expect((await setServicingClock(days)).today).toBe(offeredFrom);
    const offer = await waitForOffer(page.request, policy.id);
    // The new year's revenue: the renewal re-quoted stays the renewal, its answers kept.
    const requoted = await call(page.request, "POST", `/v1/quote/${offer.quoteId}`, { annual_revenue: 820000 });
    await pollFolio(page.request, requoted.quoteId);
    const renewal = await waitForOffer(page.request, policy.id, requoted.quoteId);

    await page.goto(`/clients/${insuredId}`);
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    const due = page.getByRole("region", { name: "Renewals due" });
    await expect(due.getByRole("heading", { name: new RegExp(`Policy ${policy.number}`) })).toBeVisible();
    await expect(due).toContainText(`Offered at $${renewal.renewalTotal.toLocaleString("en-US", { minimumFractionDigits: 2 })} a year`);
    const table = due.getByRole("table", { name: "This term beside the renewal" });
    await expect(table.getByRole("row", { name: /Annual revenue/ })).toContainText("$640,000.00");
    await expect(table.getByRole("row", { name: /Annual revenue/ })).toContainText("$820,000.00");
    await expect(table.getByRole("row", { name: /Annual revenue/ })).toContainText("+$180,000.00");
    await expect(table.getByRole("row", { name: /Employees/ })).toContainText("No change");
    await expect(table.getByRole("row", { name: /General liability limit/ }).first()).toContainText("No change");
    await expect(table.getByRole("row", { name: /How many years has the business operated/ })).toContainText("+1");
    await expect(due.getByRole("link", { name: "See the renewal quote" })).toHaveAttribute("href", `/quotes/${requoted.quoteId}`);

    const answers = page.getByRole("region", { name: "Answers", exact: true });
    const yearsRow = answers.getByRole("row", { name: /How many years has the business operated/ });
    await expect(yearsRow).toContainText("6");
    await expect(yearsRow).toContainText("Dana Agent");
    await expect(answers.getByRole("row", { name: /Building construction/ })).toContainText("joisted masonry");

    const timeline = page.getByRole("region", { name: "What happened" });
    await expect(timeline).toContainText(`Policy ${policy.number} issued`);
    await expect(timeline).toContainText(/Payment of \$[\d,.]+ received by Visa ending 4242/);
    await expect(timeline).toContainText(`Certificate ${policy.number}-C1 issued`);
    await expect(timeline).toContainText("Pay link sent to owner@oak-lane.test");
    await expect(timeline).toContainText("Pay link emailed");
    await expect(timeline).toContainText("Renewal quoted");
    await expectNoSeriousA11yViolations(page, "the client page with a renewal due");
    await page.screenshot({ path: test.info().outputPath("client-renewal-1440.png"), fullPage: true });

    // Keyboard only: Tab from the top of the page reaches the client's actions and the renewal's links in order.
    await page.getByRole("link", { name: "← All clients" }).focus();
    const reached: string[] = [];
    for (let i = 0; i < 60 && !reached.includes("See the renewal quote"); i++) {
      await page.keyboard.press("Tab");
      reached.push(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText?.trim() ?? ""));
    }
    const at = (label: string) => reached.findIndex((r) => r.startsWith(label));
    expect(at("Quote another line"), reached.join(" | ")).toBeGreaterThanOrEqual(0);
    expect(at(`Open policy ${policy.number}`)).toBeGreaterThan(at("Quote another line"));
    expect(at("See the renewal quote")).toBeGreaterThan(at(`Open policy ${policy.number}`));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/quotes/${requoted.quoteId}$`));
    await page.goBack();
    await expect(page.getByRole("region", { name: "Renewals due" })).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole("table", { name: "This term beside the renewal" })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("client-renewal-390.png"), fullPage: true });
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(sideways, "the client page scrolls sideways at 390 px").toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page, "the client page with a renewal due at a phone's width");
    await page.setViewportSize({ width: 1440, height: 900 });

    // Not a client of this agency: an unknown id, a malformed one, and this client seen from another agency.
    for (const id of [randomUUID(), "not-a-client"]) {
      await page.goto(`/clients/${id}`);
      await expect(page.getByText("This client does not exist or belongs to another agency.")).toBeVisible();
    }
    const second = await browser.newContext();
    try {
      const them = await second.newPage();
      await signIn(them, "second");
      await them.goto(`/clients/${insuredId}`);
      await expect(them.getByText("This client does not exist or belongs to another agency.")).toBeVisible();
      await expect(them.getByText(name)).toHaveCount(0);
      expect((await them.request.get(`/v1/insureds/${insuredId}`)).status()).toBe(404);
      await expectNoSeriousA11yViolations(them, "another agency's client");
    } finally {
      await second.close();
    }
    // The renewal's questions: the answers that age (years in business, claims) were given for the expiring term,
    // so each is marked to confirm; saving them unchanged confirms them (issue 30 item 2) and the marks go.
    await page.goto(`/quotes/${requoted.quoteId}/questions`);
    await expect(page.getByText("This quote renews a policy.")).toBeVisible();
    await expect(page.getByText(/Confirm for the renewal: last given/)).toHaveCount(2);
    await page.screenshot({ path: test.info().outputPath("renewal-questions-1440.png"), fullPage: true });
    await expectNoSeriousA11yViolations(page, "the renewal's questions to confirm");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: test.info().outputPath("renewal-questions-390.png"), fullPage: true });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      "the questions page scrolls sideways at 390 px",
    ).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole("button", { name: "Save answers" }).click();
    await expect(page.locator("[data-save-state=saved]")).toBeVisible();
    await expect(page.getByText(/Confirm for the renewal: last given/)).toHaveCount(0);
    await expect(page.getByText("This quote renews a policy.")).toHaveCount(0);
    await page.goto(`/clients/${insuredId}`);
    await expect(page.getByRole("region", { name: "Answers", exact: true }).getByRole("row", { name: /Claims in the last 3 years/ })).toContainText(
      "Confirmed again",
    );
    await expect(page.getByRole("region", { name: "Renewals due" })).toBeVisible();
    await finalScreenshot(page);
  } finally {
    await setServicingClock(0);
  }
});

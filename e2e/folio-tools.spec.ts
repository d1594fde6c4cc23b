// Journey 9: the portal's tools around a quote, each checked against what the API says.
// - New quote: a submit with missing fields shows an error beside each field, keeps what was typed,
//   and a traveller removed from the middle of the list does not reach the carrier.
// - Folio: the annual/monthly toggle, "Why this price" (the rating worksheet adds up to the card's
//   price) and "Price by option" (the chart and table mark the quoted option at the card's price).
// - Policy: a monthly policy's next installment paid from the policy page.
import {
  CGL_ANSWERS,
  answerApplication,
  createFolio,
  dollars,
  expect,
  expectAllCardsTerminal,
  expectNoSeriousA11yViolations,
  fillTravellers,
  finalScreenshot,
  isoDate,
  programCard,
  shownDate,
  signIn,
  test,
} from "./fixtures";

const FOLIO_URL = /\/quotes\/([0-9a-f-]{36})$/;

test("a failed submit names each missing field and keeps what was typed; a removed traveller is not quoted", async ({ page }) => {
  await signIn(page);
  await page.goto("/quotes/new");
  await expect(page.getByRole("heading", { name: "New quote" })).toBeVisible();

  // Business: only the name and ZIP typed, nothing else.
  await page.getByLabel("Business name").fill("Half Typed Bakery");
  await page.getByLabel("Mailing ZIP").fill("60601");
  await page.getByRole("button", { name: "Get quotes" }).click();
  for (const label of ["Annual revenue", "Employees"]) {
    const field = page.getByLabel(label);
    await expect(field, `${label} is marked invalid`).toHaveAttribute("aria-invalid", "true");
    await expect(field, `${label} is described by its error`).not.toHaveAccessibleDescription("");
  }
  await expect(page.getByLabel("Business name")).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Business name")).toHaveValue("Half Typed Bakery");
  await expect(page.getByLabel("Mailing ZIP")).toHaveValue("60601");
  await expect(page).toHaveURL(/\/quotes\/new$/);
  await expectNoSeriousA11yViolations(page, "the New quote form with errors");

  // Travel: three travellers, the second removed; the quote carries the first and the third.
  await page.getByRole("radio", { name: /Travel/ }).check();
  await page.getByLabel("Country of residence").fill("US");
  await page.getByLabel("State of residence").selectOption("IL");
  await page.getByLabel("Destination country").fill("IT");
  await page.getByLabel("Departure date").fill(isoDate(20));
  await page.getByLabel("Return date").fill(isoDate(27));
  await page.getByLabel("Trip cost").fill("4200");
  const people = [
    { first: "Cara", last: "Moss", born: "1979-02-03" },
    { first: "Dev", last: "Moss", born: "1981-07-19" },
    { first: "Eli", last: "Moss", born: "2012-11-05" },
  ];
  await fillTravellers(page, people);
  await expect(page.getByRole("group", { name: /^Traveller \d$/ })).toHaveCount(3);
  await page.getByRole("button", { name: "Remove traveller 2" }).click();
  await expect(page.getByRole("group", { name: /^Traveller \d$/ })).toHaveCount(2);
  await expect(page.getByRole("group", { name: "Traveller 2", exact: true }).getByLabel("First name")).toHaveValue("Eli");
  await page.getByRole("checkbox", { name: /\(WT-TI-ESS\)/ }).check();
  await page.getByRole("button", { name: "Get quotes" }).click();

  await expect(page).toHaveURL(FOLIO_URL);
  const quoteId = FOLIO_URL.exec(page.url())![1]!;
  await expectAllCardsTerminal(page, 1);
  await expect(programCard(page, "WT-TI-ESS")).toHaveAttribute("data-status", "quoted");
  const folio = (await (await page.request.get(`/v1/quote/${quoteId}`)).json()).data;
  const app = (await (await page.request.get(`/v1/quote/${quoteId}/applications/${folio.quotes[0].id}`)).json()).data;
  expect(app.systemPayload.insureds.map((i: { first_name: string; date_of_birth: string }) => [i.first_name, i.date_of_birth])).toEqual([
    [people[0]!.first, people[0]!.born],
    [people[2]!.first, people[2]!.born],
  ]);
  await finalScreenshot(page);
});

test("monthly prices, the rating worksheet and prices by option on a quoted card", async ({ page }) => {
  await signIn(page);
  const folio = await createFolio(page.request, ["KM-BOP"]);
  const quote = folio.quotes[0];
  expect(quote.status).toBe("quoted");
  await page.goto(`/quotes/${folio.quoteId}`);
  await expectAllCardsTerminal(page, 1);
  const card = programCard(page, "KM-BOP");
  const price = card.locator(".price");

  // Annual by default; Monthly shows the monthly installment the API quotes.
  await expect(price).toContainText("/ year");
  expect(dollars(await price.innerText())).toBe(quote.pricing.totalAnnual);
  const prices = page.getByRole("group", { name: "Show prices" });
  await prices.getByRole("button", { name: "Monthly" }).click();
  await expect(prices.getByRole("button", { name: "Monthly" })).toHaveAttribute("aria-pressed", "true");
  await expect(price).toContainText("/ month");
  expect(dollars(await price.innerText())).toBe(quote.pricing.totalMonthly);
  await prices.getByRole("button", { name: "Annual" }).click();
  await expect(price).toContainText("/ year");

  // Why this price: every rating step, ending at the premium; then fees and taxes up to the total.
  await card.getByRole("button", { name: "Why this price" }).click();
  await expect(card.getByRole("button", { name: "Why this price" })).toHaveAttribute("aria-expanded", "true");
  const worksheet = card.getByRole("table", { name: "Rating worksheet for KM-BOP" });
  await expect(worksheet).toBeVisible();
  const steps = worksheet.locator("tbody tr");
  expect(await steps.count()).toBeGreaterThanOrEqual(3);
  // Each step's amount moves the running figure, which ends at the card's annual total; the premium
  // (before fees and taxes) is one of the running figures on the way.
  const lines = await steps.evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll("td")].map((td) => td.textContent ?? "")));
  const signed = (text: string) => (text.trim().startsWith("-") ? -dollars(text) : dollars(text));
  let running = 0;
  for (const [, amount, shown] of lines) {
    running = Math.round((running + signed(amount!)) * 100) / 100;
    expect(signed(shown!), `running figure after ${amount}`).toBe(running);
  }
  expect(running).toBe(quote.pricing.totalAnnual);
  expect(lines.map((l) => signed(l[2]!))).toContain(quote.pricing.annualPremium);
  const totals = card.getByRole("table", { name: "Premium, fees and taxes for KM-BOP" });
  expect(dollars(await totals.getByRole("row", { name: /^Total/ }).innerText())).toBe(quote.pricing.totalAnnual);
  await expectNoSeriousA11yViolations(page, "the rating worksheet");

  // Price by option: a chart and a table over limit x deductible; the quoted option is marked at the card's price.
  await card.getByRole("button", { name: "Price by option" }).click();
  await expect(worksheet).toHaveCount(0);
  await expect(card.getByRole("img", { name: "Annual price by general liability limit" })).toBeVisible({ timeout: 15_000 });
  const grid = card.getByRole("region", { name: "Prices by option for KM-BOP" }).getByRole("table");
  const current = grid.getByRole("cell").filter({ hasText: "(current)" });
  await expect(current).toHaveCount(1);
  expect(dollars(await current.innerText())).toBe(quote.pricing.totalAnnual);
  const rows = grid.locator("tbody tr");
  const limits = await rows.count();
  expect(limits).toBeGreaterThanOrEqual(3);
  const first = dollars(await rows.first().locator("td").first().innerText());
  const last = dollars(await rows.last().locator("td").first().innerText());
  expect(last, "the highest limit costs more than the lowest").toBeGreaterThan(first);
  await expectNoSeriousA11yViolations(page, "prices by option");
  await finalScreenshot(page);
});

test("pay a monthly policy's next installment from the policy page", async ({ page }) => {
  await signIn(page);
  const folio = await createFolio(page.request, ["KM-CGL"], { effective_date: isoDate(0) });
  const quote = folio.quotes[0];
  await answerApplication(page.request, folio.quoteId, quote.id, CGL_ANSWERS);
  const bound = await page.request.post("/v1/bind", {
    data: {
      quoteRequestIds: [quote.id],
      paymentPlan: "monthly",
      payment: { method: "card", card: { number: "4242424242424242", expMonth: 12, expYear: 2030, cvc: "123" } },
    },
  });
  expect(bound.status(), await bound.text()).toBe(201);
  const policy = (await bound.json()).data.policies[0];
  const before = (await (await page.request.get(`/v1/policies/${policy.id}`)).json()).data;
  const second = before.schedule[1];
  expect(second.status).toBe("upcoming"); // due next month; it can be paid ahead

  await page.goto(`/policies/${policy.id}`);
  const due = page.getByRole("region", { name: "Payments due" });
  await expect(due).toContainText(`Installment 2 of ${before.schedule.length} is due ${shownDate(second.dueDate)}`);
  expect(dollars(await due.getByText(/^Installment 2 of/).innerText())).toBe(second.amount);
  // The monthly bind saved the card: the later installments are charged to it on their due dates.
  expect(before.autopay.card).toMatchObject({ brand: "visa", last4: "4242", expMonth: 12, expYear: 2030 });
  await expect(due.getByText(/^Installments are charged automatically to the Visa card ending 4242 \(expires 12\/2030\) on their due dates\./)).toBeVisible();
  await due.getByLabel("Card number").fill("4242 4242 4242 4242");
  await due.getByLabel("Expiry (MM/YY)").fill("12/30");
  await due.getByLabel("Security code").fill("123");
  await due.getByRole("button", { name: "Pay next installment" }).click();
  const paid = due.getByRole("status");
  await expect(paid).toContainText("Installment paid", { timeout: 20_000 });
  expect(dollars(await paid.innerText())).toBe(second.amount);
  await expect(due).toContainText(`Installment 3 of ${before.schedule.length}`);
  await expectNoSeriousA11yViolations(page, "the policy after paying an installment");

  const after = (await (await page.request.get(`/v1/policies/${policy.id}`)).json()).data;
  expect(after.schedule.slice(0, 3).map((i: { status: string }) => i.status)).toEqual(["paid", "paid", "upcoming"]);
  expect(after.billing.paidToDate).toBe(after.payments.reduce((s: number, p: { amount: number }) => Math.round((s + p.amount) * 100) / 100, 0));
  expect(after.payments).toHaveLength(2);
  await finalScreenshot(page);
});

// Journey 4: a single-trip travel quote for two travellers from the New quote form, for the three
// travel programs; every card reaches a final status and the essential plan is priced.
import { expect, expectAllCardsTerminal, expectNoSeriousA11yViolations, fillTravellers, finalScreenshot, isoDate, programCard, signIn, test } from "./fixtures";

const FOLIO_URL = /\/quotes\/([0-9a-f-]{36})$/;
const PROGRAMS = ["WT-TI-ESS", "WT-TI-PRE", "SA-TI"] as const;
const TRAVELLERS = [
  { first: "Ana", last: "Lopez", born: "1985-04-12" },
  { first: "Ben", last: "Lopez", born: "1958-09-30" },
];

test("quote a trip to France for two travellers on three travel programs", async ({ page }) => {
  await signIn(page);
  await page.goto("/quotes/new");
  await expect(page.getByRole("heading", { name: "New quote" })).toBeVisible();
  await page.getByRole("radio", { name: /Travel/ }).check();
  await expect(page.getByLabel("Destination country")).toBeVisible();
  await expect(page.getByLabel("Business name")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, "the New quote form, travel");

  await page.getByLabel("Country of residence").fill("US");
  await page.getByLabel("State of residence").selectOption("IL");
  await page.getByLabel("Destination country").fill("FR");
  await expect(page.getByLabel("Departure date")).toHaveAttribute("type", "date");
  await page.getByLabel("Departure date").fill(isoDate(30));
  await page.getByLabel("Return date").fill(isoDate(40));
  await page.getByLabel("Trip cost").fill("6000");
  await fillTravellers(page, TRAVELLERS);
  for (const code of PROGRAMS) await page.getByRole("checkbox", { name: new RegExp(`\\(${code}\\)`) }).check();
  await expectNoSeriousA11yViolations(page, "the filled travel form");
  await page.getByRole("button", { name: "Get quotes" }).click();

  await expect(page).toHaveURL(FOLIO_URL);
  const quoteId = FOLIO_URL.exec(page.url())![1]!;
  await expectAllCardsTerminal(page, PROGRAMS.length);
  await expect(page.locator("article[data-status]")).toHaveCount(PROGRAMS.length);
  for (const code of PROGRAMS) await expect(programCard(page, code)).toHaveCount(1);
  const essential = programCard(page, "WT-TI-ESS");
  await expect(essential).toHaveAttribute("data-status", "quoted");
  await expect(essential.locator(".price").first()).toContainText("$");
  // A single trip is priced for the trip: no annual or monthly figures anywhere (issue 34 item 2).
  const summary = page.getByRole("region", { name: "Summary" });
  await expect(summary).toContainText("Price for the trip");
  await expect(summary).toContainText("Best price");
  await expect(summary).not.toContainText(/Annual|Monthly/);
  await expect(page.getByRole("group", { name: "Show prices" })).toHaveCount(0);
  await expect(essential.locator(".price").first()).toContainText("for the trip");
  await expect(essential).not.toContainText(/Annual|\/ month/);
  await expectNoSeriousA11yViolations(page, "the travel folio");

  // Both travellers reached the carrier's application.
  const folio = (await (await page.request.get(`/v1/quote/${quoteId}`)).json()).data;
  const card = folio.quotes.find((q: { program: { code: string } }) => q.program.code === "WT-TI-ESS");
  expect(card.effectiveDate).toBe(isoDate(30));
  expect(card.expirationDate).toBe(isoDate(40));
  const app = (await (await page.request.get(`/v1/quote/${quoteId}/applications/${card.id}`)).json()).data;
  expect(app.systemPayload.insureds.map((i: { first_name: string; date_of_birth: string }) => [i.first_name, i.date_of_birth])).toEqual(
    TRAVELLERS.map((t) => [t.first, t.born]),
  );
  await finalScreenshot(page);
});

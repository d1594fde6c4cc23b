// Journey 5: the agent sends a pay link from the application page; the customer, with no account and
// no session, opens it, sees what is due and pays by card; the agent's folio then shows the card bound.
import {
  answerApplication,
  CGL_ANSWERS,
  createFolio,
  dollars,
  expect,
  expectNoSeriousA11yViolations,
  finalScreenshot,
  pollFolio,
  signIn,
  test,
} from "./fixtures";

test("an agent sends a pay link and the customer pays it by card", async ({ page, browser }) => {
  await signIn(page);
  const insured = `Pay Link Bakery ${Date.now()}`;
  const folio = await createFolio(page.request, ["KM-CGL"], { business_name: insured });
  let card = folio.quotes[0];
  expect(card.status).toBe("quoted");

  // Before the questions are answered the link is refused, and the page says which questions, in words.
  await page.goto(`/quotes/${folio.quoteId}/applications/${card.id}`);
  await expect(page.getByRole("heading", { name: /^Application: / })).toBeVisible();
  await page.getByRole("button", { name: "Send pay link" }).click();
  const refused = page.getByRole("alert").filter({ hasText: "before sending the customer a pay link" });
  await expect(refused).toContainText("Answer these required questions before sending the customer a pay link:");
  await expect(refused.getByRole("listitem")).toHaveText(["Years in business", "Claims in the past 3 years", "Do you use written contracts with customers?"]);
  await expect(page.getByRole("status").filter({ hasText: "Pay link:" })).toHaveCount(0);

  await answerApplication(page.request, folio.quoteId, card.id, CGL_ANSWERS);
  card = (await pollFolio(page.request, folio.quoteId)).quotes[0]; // the answers price it (schedule credits)
  await page.reload();
  await expect(page.getByRole("heading", { name: /^Application: / })).toBeVisible();
  await page.getByRole("group", { name: "Payment plan" }).getByRole("radio", { name: "Annual" }).check();
  await page.getByRole("button", { name: "Send pay link" }).click();
  const link = page.getByRole("status").filter({ hasText: "Pay link:" }).getByRole("link");
  await expect(link).toBeVisible();
  await expectNoSeriousA11yViolations(page, "the application with a pay link");
  const url = (await link.getAttribute("href"))!;
  expect(url).toMatch(/\/pay\/[^/]+$/);

  // The customer: a fresh browser context, no agent session.
  const customer = await browser.newContext();
  try {
    const pay = await customer.newPage();
    await pay.goto(url);
    expect((await customer.cookies()).filter((c) => /authjs|next-auth/.test(c.name))).toEqual([]);
    await expect(pay.getByRole("heading", { name: /Your insurance from/ })).toBeVisible();
    await expect(pay.getByText(insured)).toBeVisible();
    const due = pay.getByText(/^Due today:/);
    await expect(due).toBeVisible();
    expect(dollars(await due.innerText())).toBe(card.pricing.totalAnnual);
    await expectNoSeriousA11yViolations(pay, "the customer pay page");

    await pay.getByLabel("Card number").fill("4242 4242 4242 4242");
    await pay.getByLabel("Expiry (MM/YY)").fill("12/30");
    await pay.getByLabel("Security code").fill("123");
    const button = pay.getByRole("button", { name: /^Pay \$/ });
    expect(dollars(await button.innerText())).toBe(card.pricing.totalAnnual);
    await button.click();
    await expect(pay.getByRole("status")).toContainText("Paid", { timeout: 20_000 });
    await expect(pay.getByRole("status")).toContainText(/KM-CGL-\d{4}-\d{6}/);
    await expectNoSeriousA11yViolations(pay, "the customer pay page after paying");

    // The link works once: reopened, it says it has been paid and offers no card form.
    await pay.reload();
    await expect(pay.getByText(/has been paid/)).toBeVisible();
    await expect(pay.getByLabel("Card number")).toHaveCount(0);
    await pay.screenshot({ path: test.info().outputPath("customer.png"), fullPage: true });
  } finally {
    await customer.close();
  }

  // The agent sees the card bound and the policy in the agency's book.
  const after = (await (await page.request.get(`/v1/quote/${folio.quoteId}`)).json()).data;
  expect(after.quotes[0].status).toBe("bound");
  const policies = (await (await page.request.get(`/v1/policies?q=${encodeURIComponent(insured)}`)).json()).data;
  expect(policies.items).toHaveLength(1);
  await page.reload();
  await expect(page.getByText("This application is bound.")).toBeVisible();
  await finalScreenshot(page);
});

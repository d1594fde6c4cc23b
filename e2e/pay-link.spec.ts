// Journey 5: the agent emails a pay link from the application page; the email is read from the loopback
// SMTP server the global setup runs (and in the portal's Sent messages); the customer, with no account and
// on a phone-sized page, opens the link from the email, sees the coverage, the monthly schedule and what is
// due today, and pays by card; the link is then the customer's receipt; the agent sees the link paid.
// Screenshots at 1440 and 390 px of the pay page, the receipt and Sent messages.
import type { Page } from "@playwright/test";
import {
  answerApplication,
  CGL_ANSWERS,
  createFolio,
  dollars,
  expect,
  expectNoSeriousA11yViolations,
  finalScreenshot,
  pollFolio,
  readMail,
  signIn,
  test,
} from "./fixtures";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** Full-page screenshots at 1440 and 390 px, back at `end` afterwards. */
async function shoot(page: Page, name: string, end = PHONE) {
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(200); // let the layout settle at the new width
    if (size === PHONE) await noSidewaysScroll(page);
    await page.screenshot({ path: test.info().outputPath(`${name}-${size.width}.png`), fullPage: true });
  }
  await page.setViewportSize(end);
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
}

test("an agent emails a pay link and the customer pays it by card on a phone", async ({ page, browser }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page);
  const insured = `Pay Link Bakery ${Date.now()}`;
  const email = `owner.${Date.now()}@bakery.example`;
  const folio = await createFolio(page.request, ["KM-CGL"], { business_name: insured });
  let card = folio.quotes[0];
  expect(card.status).toBe("quoted");

  // Before the questions are answered no link can be sent: the page names the questions, in words.
  await page.goto(`/quotes/${folio.quoteId}/applications/${card.id}`);
  await expect(page.getByRole("heading", { name: /^Application: / })).toBeVisible();
  const send = page.getByRole("form", { name: "Send a pay link" });
  const missing = page.getByRole("region", { name: "Bind and pay" }).getByText("Answer these required questions before binding or sending a pay link:");
  await expect(missing).toBeVisible();
  for (const question of ["Years in business", "Claims in the past 3 years", "Do you use written contracts with customers?"])
    await expect(page.getByRole("region", { name: "Bind and pay" }).getByRole("link", { name: question })).toBeVisible();
  await expect(send.getByRole("button", { name: "Send pay link" })).toBeDisabled();
  // The API refuses it too, naming the questions (a partner that skips the check).
  const refused = await page.request.post(`/v1/quote/${folio.quoteId}/pay-links`, { data: { quoteRequestIds: [card.id], paymentPlan: "monthly", email } });
  expect(refused.status()).toBe(422);

  await answerApplication(page.request, folio.quoteId, card.id, CGL_ANSWERS);
  card = (await pollFolio(page.request, folio.quoteId)).quotes[0]; // the answers price it (schedule credits)
  await page.reload();
  await expect(page.getByRole("heading", { name: /^Application: / })).toBeVisible();
  await page.getByRole("group", { name: "Payment plan" }).getByRole("radio", { name: "Monthly" }).check();
  // The email is checked before anything is sent.
  await send.getByLabel("Customer's email").fill("");
  await send.getByRole("button", { name: "Send pay link" }).click();
  await expect(send.getByText("Enter the customer's email address.")).toBeVisible();
  await send.getByLabel("Customer's email").fill(email);
  await send.getByRole("button", { name: "Send pay link" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Sent to ${email}.` })).toBeVisible();
  const linkRow = page.getByRole("table", { name: "Pay links for this quote" }).getByRole("row").filter({ hasText: email });
  await expect(linkRow).toContainText("Sent");
  await expect(linkRow).toContainText("Monthly");
  // No URL to copy on the page: the link went to the customer.
  await expect(page.getByRole("link", { name: /\/pay\/pl_/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, "the application after sending a pay link");

  // The email, as the loopback SMTP server received it.
  const mail = await readMail(email);
  expect(mail, "the e2e app runs with SMTP_URL pointing at the global setup's loopback SMTP server").not.toBeNull();
  expect(mail!.from).toContain("Harbor & Main Insurance Agency");
  expect(mail!.subject).toContain(insured);
  expect(mail!.text).toContain("Keystone");
  expect(mail!.text).toMatch(/today, the first of \d+ monthly payments/);
  expect(mail!.text).toMatch(/expires in \d+ days?/);
  const url = mail!.text.match(/https?:\/\/\S+\/pay\/pl_[\w-]+/)?.[0];
  expect(url).toBeTruthy();

  // Sent messages lists it and reads it.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sent messages" }).click();
  await expect(page.getByRole("heading", { name: "Sent messages" })).toBeVisible();
  const row = page.getByRole("list", { name: "Messages" }).getByRole("listitem").filter({ hasText: email });
  await expect(row).toContainText("Sent");
  await row.getByRole("button", { name: `Read the message to ${email}` }).click();
  await expect(page.locator(".message-body")).toContainText(url!);
  await expectNoSeriousA11yViolations(page, "Sent messages with a message open");
  await shoot(page, "sent-messages", DESKTOP);

  // The customer: a fresh browser context on a phone, no agent session, the link from the email.
  const customer = await browser.newContext({ viewport: PHONE });
  try {
    const pay = await customer.newPage();
    await pay.goto(url!);
    expect((await customer.cookies()).filter((c) => /authjs|next-auth/.test(c.name))).toEqual([]);
    await expect(pay.getByRole("heading", { name: "Your insurance from Harbor & Main Insurance Agency" })).toBeVisible();
    await expect(pay.getByText(insured)).toBeVisible();
    await expect(pay.getByRole("article", { name: card.program.name })).toContainText("$1,000,000");
    // Monthly: due today is the first installment (the program's down payment), the schedule lists every payment and their total.
    const due = pay.getByText(/^Due today:/);
    expect(dollars(await due.innerText())).toBe(card.pricing.monthlyDownPayment);
    const schedule = pay.getByRole("table", { name: /monthly payments/ });
    const rows = schedule.locator("tbody tr");
    expect(await rows.count()).toBeGreaterThan(1);
    await expect(rows.first()).toContainText("Today");
    const totalRow = schedule.locator("tfoot tr");
    await expect(totalRow).toContainText(`Total of ${await rows.count()} payments`);
    let sum = 0;
    for (const text of await rows.locator("td.num").allInnerTexts()) sum += dollars(text);
    expect(dollars(await totalRow.locator("td").innerText())).toBeCloseTo(sum, 2);
    await expect(pay.getByLabel("Card number")).toHaveAttribute("placeholder", "1234 1234 1234 1234");
    await noSidewaysScroll(pay);
    await expectNoSeriousA11yViolations(pay, "the customer pay page");
    await shoot(pay, "pay-page");

    await pay.getByLabel("Card number").fill("4242 4242 4242 4242");
    await pay.getByLabel("Expiry (MM/YY)").fill("12/30");
    await pay.getByLabel("Security code").fill("123");
    const button = pay.getByRole("button", { name: /^Pay \$/ });
    expect(dollars(await button.innerText())).toBe(card.pricing.monthlyDownPayment);
    await button.click();

    // The receipt: what was paid and when, the policy and its documents, and no more "Due today".
    await expect(pay.getByRole("heading", { name: "Payment received" })).toBeVisible({ timeout: 20_000 });
    const receipt = pay.getByRole("region", { name: "Receipt" });
    expect(dollars(await receipt.getByRole("definition").first().innerText())).toBe(card.pricing.monthlyDownPayment);
    await expect(receipt).toContainText(/KM-CGL-\d{4}-\d{6}/);
    await expect(receipt.getByRole("link", { name: "Policy declarations (PDF)" })).toBeVisible();
    await expect(pay.getByText(/Due today/)).toHaveCount(0);
    await expect(pay.getByLabel("Card number")).toHaveCount(0);
    const declarations = await pay.request.get((await receipt.getByRole("link", { name: "Policy declarations (PDF)" }).getAttribute("href"))!);
    expect(declarations.status()).toBe(200);
    await noSidewaysScroll(pay);
    await expectNoSeriousA11yViolations(pay, "the customer's receipt");

    // Reopened, the link is still the receipt.
    await pay.reload();
    await expect(pay.getByRole("heading", { name: "Payment received" })).toBeVisible();
    await expect(pay.getByText(/Due today/)).toHaveCount(0);
    await shoot(pay, "receipt");
  } finally {
    await customer.close();
  }

  // The agent sees the link paid, the card bound and the policy in the agency's book.
  const policies = (await (await page.request.get(`/v1/policies?q=${encodeURIComponent(insured)}`)).json()).data;
  expect(policies.items).toHaveLength(1);
  await page.goto(`/quotes/${folio.quoteId}/applications/${card.id}`);
  await expect(page.getByText("This application is bound.")).toBeVisible();
  const paidRow = page.getByRole("table", { name: "Pay links for this quote" }).getByRole("row").filter({ hasText: email });
  await expect(paidRow.getByRole("cell").nth(2)).toContainText("Paid");
  const links = (await (await page.request.get(`/v1/quote/${folio.quoteId}/pay-links`)).json()).data.items;
  expect(links[0]).toMatchObject({ status: "paid", recipient: email });
  await expectNoSeriousA11yViolations(page, "the bound application with its paid link");
  await finalScreenshot(page);
});

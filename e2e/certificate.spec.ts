// Journey: bind a KM-CGL with the insured's street address, see the limits schedule and the premises on
// the policy, and issue a certificate of insurance to a landlord as additional insured (decision 017).
import { alerts, createFolio, expect, expectNoSeriousA11yViolations, finalScreenshot, programCard, signIn, test } from "./fixtures";

test("bind with the street address, then issue a certificate of insurance from the policy page", async ({ page }) => {
  await signIn(page);
  const folio = await createFolio(page.request, ["KM-CGL"], { business_name: `Certificate Bakery ${Date.now()}` });
  await page.goto(`/quotes/${folio.quoteId}`);
  await programCard(page, "KM-CGL").getByRole("link", { name: "Apply and bind KM-CGL" }).click();
  await expect(page.getByRole("heading", { name: /^Application: / })).toBeVisible();
  await page.getByLabel("Years in business").fill("6");
  await page.getByLabel("Claims in the past 3 years").fill("0");
  await page
    .getByRole("group", { name: /Do you use written contracts with customers\?/ })
    .getByRole("radio", { name: "Yes" })
    .check();
  await page.getByRole("button", { name: "Save answers" }).click();
  await expect(page.getByText("Answers saved.")).toBeVisible();

  // The street address: state and ZIP are the rated ones, shown rather than asked.
  const address = page.getByRole("group", { name: "Insured's street address (optional)" });
  await expect(address.getByText("State and ZIP: IL 60601")).toBeVisible();
  await address.getByLabel("Street address").fill("45 West Wacker Drive");
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM/YY)").fill("12/30");
  await page.getByLabel("Security code").fill("123");
  await page.getByRole("button", { name: "Pay and bind" }).click();
  // Street without a city: said before anything is charged.
  await expect(address.getByText("Enter both the street address and the city, or leave the address empty.")).toBeVisible();
  await address.getByLabel("Suite or unit").fill("Suite 1200");
  await address.getByLabel("City").fill("Chicago");
  await page.getByRole("button", { name: "Pay and bind" }).click();
  const issued = page.getByText(/^Policy KM-CGL-\d{4}-\d{6} issued$/);
  await expect(issued).toBeVisible({ timeout: 20_000 });
  const number = /KM-CGL-\d{4}-\d{6}/.exec(await issued.innerText())![0];
  await page.getByRole("link", { name: `View policy ${number}` }).click();
  await expect(page.getByRole("heading", { name: `Policy ${number}` })).toBeVisible();

  // The policy page: premises, and the limits schedule rather than "Included".
  await expect(page.getByText("45 West Wacker Drive, Suite 1200, Chicago, IL 60601")).toBeVisible();
  const limits = page.getByRole("table", { name: "Limits schedule" });
  await expect(limits.getByRole("row", { name: /General aggregate \(other than products-completed operations\) \$2,000,000$/ })).toBeVisible();
  await expect(limits.getByRole("row", { name: /Medical expense \(any one person\) \$5,000$/ })).toBeVisible();

  const panel = page.getByRole("region", { name: "Certificates of insurance" });
  await expect(panel.getByText("No certificates issued yet.")).toBeVisible();
  const form = panel.getByRole("form", { name: "Issue certificate" });
  await form.getByRole("button", { name: "Issue certificate" }).click();
  await expect(form.getByText("Enter who the certificate is for.")).toBeVisible();
  await form.getByLabel("Certificate holder").fill("Lakeside Properties LLC");
  await form.getByLabel("Street address").fill("500 North Lake Shore Drive");
  await form.getByLabel("City").fill("Chicago");
  await form.getByLabel("State").fill("IL");
  await form.getByLabel("ZIP code").fill("60611");
  await form.getByLabel("Description of operations (optional)").fill("Lease of 45 West Wacker Drive, Suite 1200");
  await form.getByRole("checkbox", { name: /The holder is an additional insured/ }).check();
  await expectNoSeriousA11yViolations(page, "the policy page with the certificate form filled in");
  for (const [name, width, height] of [
    ["certificate-form-1440.png", 1440, 900],
    ["certificate-form-390.png", 390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(name), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  await form.getByRole("button", { name: "Issue certificate" }).click();

  await expect(panel.getByText(`Certificate ${number}-C1 issued for Lakeside Properties LLC.`)).toBeVisible();
  const link = panel.getByRole("list", { name: "Certificates issued" }).getByRole("link", { name: `${number}-C1` });
  await expect(link).toBeVisible();
  await expect(alerts(page)).toHaveCount(0);
  const pdf = await page.request.get((await link.getAttribute("href"))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  await expect(page.getByRole("region", { name: "Status history" }).getByText("Certificate issued")).toBeVisible();
  await expectNoSeriousA11yViolations(page, "the policy page after issuing a certificate");
  await finalScreenshot(page);
});

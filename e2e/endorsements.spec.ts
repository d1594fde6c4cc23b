// Journey: add an endorsement on the folio card (it re-quotes the card, priced by its worksheet line), bind
// with an additional insured, see both on the policy, and issue that additional insured a certificate from
// the schedule (decision 018).
import { alerts, createFolio, expect, expectAllCardsTerminal, expectNoSeriousA11yViolations, finalScreenshot, programCard, signIn, test } from "./fixtures";

test("add an endorsement on the card, bind with an additional insured, issue them a certificate", async ({ page }) => {
  await signIn(page);
  const folio = await createFolio(page.request, ["KM-CGL"], { business_name: `Endorsement Bakery ${Date.now()}` });
  const before = folio.quotes[0].pricing.annualPremium as number;
  await page.goto(`/quotes/${folio.quoteId}`);
  const card = programCard(page, "KM-CGL");
  const endorsements = card.getByRole("list", { name: "Endorsements of KM-CGL" });
  await expect(endorsements.getByText("Blanket additional insured: ✓ Included")).toBeVisible();
  const waiver = endorsements.getByRole("checkbox", { name: /Blanket waiver of subrogation \+\$75(\.00)? a year/ });
  await expect(waiver).not.toBeChecked();

  // Adding it re-quotes the card in its place (a new folio of the session): attempt 2, $75 more premium.
  await waiver.check();
  await expect(programCard(page, "KM-CGL")).toContainText("Attempt 2", { timeout: 20_000 });
  await expect(page).toHaveURL(new RegExp(folio.quoteId));
  await expectAllCardsTerminal(page, 1);
  const added = programCard(page, "KM-CGL")
    .getByRole("list", { name: "Endorsements of KM-CGL" })
    .getByRole("checkbox", { name: /Blanket waiver of subrogation added, \$75(\.00)? a year/ });
  await expect(added).toBeChecked();
  const requoted = (await (await page.request.get(`/v1/quote/${folio.quoteId}/session`)).json()).data.quotes[0];
  expect(requoted.pricing.annualPremium - before).toBe(75);
  await programCard(page, "KM-CGL").getByRole("button", { name: "Why this price" }).click();
  await expect(programCard(page, "KM-CGL").getByText("Endorsement: Blanket waiver of subrogation")).toBeVisible();
  await expectNoSeriousA11yViolations(page, "the folio card with an endorsement added");
  for (const [name, width, height] of [
    ["endorsement-card-1440.png", 1440, 900],
    ["endorsement-card-390.png", 390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await programCard(page, "KM-CGL").getByRole("list", { name: "Endorsements of KM-CGL" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(name), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });

  await programCard(page, "KM-CGL").getByRole("link", { name: "Apply and bind KM-CGL" }).click();
  await expect(page.getByRole("heading", { name: /^Application: / })).toBeVisible();
  await expect(page.getByRole("list", { name: "Endorsements" }).getByText(/Blanket waiver of subrogation \(added, \$75(\.00)? a year\)/)).toBeVisible();
  await page.getByLabel("Years in business").fill("6");
  await page.getByLabel("Claims in the past 3 years").fill("0");
  await page
    .getByRole("group", { name: /Do you use written contracts with customers\?/ })
    .getByRole("radio", { name: "Yes" })
    .check();
  await page.getByRole("button", { name: "Save answers" }).click();
  await expect(page.getByText("Answers saved.")).toBeVisible();

  const schedule = page.getByRole("group", { name: "Additional insureds (optional)" });
  await schedule.getByLabel("Relationship (optional)").fill("Landlord");
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM/YY)").fill("12/30");
  await page.getByLabel("Security code").fill("123");
  await page.getByRole("button", { name: "Pay and bind" }).click();
  // A relationship without a name is said before anything is charged.
  await expect(schedule.getByText("Enter the name of each additional insured, or clear the row.")).toBeVisible();
  await schedule.getByLabel("Additional insured 1").fill("Lakeside Properties LLC");
  await page.getByRole("button", { name: "Pay and bind" }).click();
  const issued = page.getByText(/^Policy KM-CGL-\d{4}-\d{6} issued$/);
  await expect(issued).toBeVisible({ timeout: 20_000 });
  const number = /KM-CGL-\d{4}-\d{6}/.exec(await issued.innerText())![0];
  await page.getByRole("link", { name: `View policy ${number}` }).click();
  await expect(page.getByRole("heading", { name: `Policy ${number}` })).toBeVisible();

  await expect(
    page
      .getByRole("list", { name: "Endorsements" })
      .first()
      .getByText(/Blanket waiver of subrogation \(added, \$75(\.00)? a year\)/),
  ).toBeVisible();
  await expect(page.getByRole("list", { name: "Additional insureds" }).first().getByText("Lakeside Properties LLC")).toBeVisible();

  // The certificate: filled in from the schedule, the holder named additional insured.
  const panel = page.getByRole("region", { name: "Certificates of insurance" });
  const form = panel.getByRole("form", { name: "Issue certificate" });
  await form.getByLabel("For an additional insured on the schedule (optional)").selectOption({ label: "Lakeside Properties LLC (Landlord)" });
  await expect(form.getByLabel("Certificate holder")).toHaveValue("Lakeside Properties LLC");
  await expect(form.getByRole("checkbox", { name: /The holder is an additional insured/ })).toBeChecked();
  // Bound without the insured's street address: the certificate asks for it (it must show it), once.
  const premises = form.getByRole("group", { name: "Insured's street address" });
  await expect(premises.getByText(/bound without the insured's street address, and a certificate must show it/)).toBeVisible();
  await form.getByRole("button", { name: "Issue certificate" }).click();
  await expect(premises.getByText("Enter the insured's street address and city.")).toBeVisible();
  await premises.getByLabel("Street address").fill("45 West Wacker Drive");
  await premises.getByLabel("City").fill("Chicago");
  await form.getByRole("button", { name: "Issue certificate" }).click();
  await expect(panel.getByText(`Certificate ${number}-C1 issued for Lakeside Properties LLC.`)).toBeVisible();
  const certificates = panel.getByRole("list", { name: "Certificates issued" });
  await expect(certificates.getByText("(additional insured)")).toBeVisible();
  // The waiver added on the card and the blanket additional insured endorsement: both ACORD columns say Y.
  await expect(certificates.getByText("ADDL INSD Y, SUBR WVD Y")).toBeVisible();
  await expect(premises).toHaveCount(0);
  await expect(alerts(page)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, "the policy page with an endorsement, an additional insured and a certificate");
  await finalScreenshot(page);
});

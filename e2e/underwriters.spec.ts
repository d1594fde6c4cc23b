// Journey: the desk's team (decision 044). Keystone's underwriter opens Underwriters from the desk's navigation,
// invites another underwriter of the carrier, and sees the pending invitation; the invitee opens the emailed
// link in a browser of their own, sets a password, signs in and lands at the underwriting desk. Screenshots of
// the Underwriters page and the invitation page at 1440 and 390 px, axe clean.
import type { Page } from "@playwright/test";
import { AGENTS, expect, expectNoSeriousA11yViolations, readMail, signIn, test } from "./fixtures";

async function atWidths(page: Page, name: string) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: test.info().outputPath(`${name}-1440.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousA11yViolations(page, `${name} at 390 px`);
  await page.screenshot({ path: test.info().outputPath(`${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
}

test("an underwriter invites another underwriter of the carrier from the desk; the invitee joins and lands at the desk", async ({ page, browser, baseURL }) => {
  const email = `riley-${Date.now()}@keystone.example`;
  const name = "Riley Underwood";
  const password = "riley underwrites the desk 2026";

  await signIn(page, "underwriter");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Underwriters" }).click();
  await expect(page.getByRole("heading", { name: "Underwriters", level: 1 })).toBeVisible();
  await expect(page.getByRole("list", { name: "Underwriters" }).getByRole("listitem", { name: "Uma Underwriter" })).toContainText("Active");

  const form = page.getByRole("form", { name: "Invite an underwriter" });
  await expect(form.getByRole("radio")).toHaveCount(0); // a carrier invites underwriters only
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Email").fill(email);
  await form.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`We emailed an invitation to ${email}.`)).toBeVisible();
  const invitation = page.getByRole("list", { name: "Pending invitations" }).getByRole("listitem", { name: `Invitation for ${name}` });
  await expect(invitation).toContainText("Invitation expires in 3 days");
  await expectNoSeriousA11yViolations(page, "underwriters");
  await atWidths(page, "underwriters");

  const mail = await readMail(email);
  test.skip(!mail, "no loopback SMTP server: the journeys run against an app started elsewhere");
  const link = mail!.text.match(/https?:\/\/\S+\/invite\/(inv_[\w-]+)/);
  expect(link, mail!.text).not.toBeNull();

  const invitee = await (await browser.newContext({ baseURL })).newPage();
  await invitee.goto(`/invite/${link![1]}`);
  await expect(invitee.getByRole("heading", { name: `Join ${AGENTS.underwriter.agency}` })).toBeVisible();
  await expect(invitee.getByText(`${name}, you are invited`)).toContainText("underwriting desk as an underwriter");
  await atWidths(invitee, "accept-underwriter");
  await invitee.getByLabel("New password", { exact: true }).fill(password);
  await invitee.getByLabel("New password again").fill(password);
  await invitee.getByRole("button", { name: "Set password and join" }).click();
  await expect(invitee).toHaveURL(/\/signin\?welcome=invited$/);
  await invitee.getByLabel("Email").fill(email);
  await invitee.getByLabel("Password").fill(password);
  await invitee.getByRole("button", { name: "Sign in" }).click();
  await expect(invitee).toHaveURL(/\/desk$/);
  await expect(invitee.getByRole("heading", { name: "Underwriting desk" })).toBeVisible();

  await page.reload();
  await expect(page.getByRole("list", { name: "Underwriters" }).getByRole("listitem", { name })).toContainText("Active");

  // A pending invitation is revoked with a confirming second click.
  const later = `later-${Date.now()}@keystone.example`;
  await form.getByLabel("Email").fill(later);
  await form.getByLabel("Name").fill("Lee Later");
  await form.getByRole("button", { name: "Send invitation" }).click();
  const pending = page.getByRole("listitem", { name: "Invitation for Lee Later" });
  await pending.getByRole("button", { name: "Revoke invitation…" }).click();
  await expect(pending).toContainText("The emailed link stops working.");
  await pending.getByRole("button", { name: "Revoke invitation now" }).click();
  await expect(pending).toHaveCount(0);
});

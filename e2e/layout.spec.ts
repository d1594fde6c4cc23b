// Journey 8: the portal at a phone's width and from the keyboard alone.
// - At 390 px wide no page scrolls sideways, and the folio's cards do not move while a slow carrier
//   (the sandbox, told to take 1 s) answers: the cumulative layout shift stays under 0.01, a tenth of
//   what Chrome's Web Vitals call good.
// - Keyboard only: sign in, pick a class in the autocomplete with the arrow keys, tick programs with the
//   space bar and submit the quote with Enter.
// - The header (issue 34): one line at 1440 px for an administrator (the longest navigation), in test mode
//   too, with the agency's monogram beside its name; two short rows at 390 px.
import type { Page } from "@playwright/test";
import {
  AGENTS,
  bindCglPolicy,
  chicagoBakery,
  expect,
  expectAllCardsTerminal,
  expectNoSeriousA11yViolations,
  finalScreenshot,
  programCard,
  signIn,
  switchToTestMode,
  test,
} from "./fixtures";

const PHONE = { width: 390, height: 844 };

/** Records every layout shift not caused by input, from the start of each document. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __layoutShifts: { value: number; sources: string[] }[] };
    w.__layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] }[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((s) => (s.node instanceof Element ? s.node.outerHTML.slice(0, 120) : String(s.node?.nodeName)));
        w.__layoutShifts.push({ value: entry.value, sources });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

async function layoutShifts(page: Page): Promise<{ value: number; sources: string[] }[]> {
  return page.evaluate(() => (window as unknown as { __layoutShifts: { value: number; sources: string[] }[] }).__layoutShifts);
}

/** Fails when the page is wider than the viewport (something forces a sideways scroll). */
async function expectNoSidewaysScroll(page: Page, label: string) {
  const { scrollWidth, innerWidth, widest } = await page.evaluate(() => {
    const innerWidth = window.innerWidth;
    // Name what sticks out, to make a failure easy to fix: an element past the right edge, or the
    // first element whose own content (an unbreakable word, say) is wider than it.
    let widest = "";
    let max = innerWidth;
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${typeof el.className === "string" && el.className ? `.${el.className.split(" ").join(".")}` : ""} "${(el.textContent ?? "").trim().slice(0, 40)}"`;
    for (const el of Array.from(document.body.querySelectorAll("*"))) {
      const right = el.getBoundingClientRect().right;
      if (right > max + 1) {
        max = right;
        widest = `${describe(el)} (right edge ${Math.round(right)} px)`;
      }
      if (!widest && el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0 && getComputedStyle(el).overflowX === "visible") {
        widest = `${describe(el)} (content ${el.scrollWidth} px in ${el.clientWidth} px)`;
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth, widest };
  });
  expect.soft(scrollWidth, `${label} is ${scrollWidth} px wide at a ${innerWidth} px viewport; widest: ${widest}`).toBeLessThanOrEqual(innerWidth);
}

test.describe("at a phone's width", () => {
  test.use({ viewport: PHONE });

  test("no page scrolls sideways, and folio cards do not shift as a slow carrier answers", async ({ page }) => {
    await recordLayoutShifts(page);
    await signIn(page);
    await expectNoSidewaysScroll(page, "the dashboard");
    await page.goto("/quotes/new");
    await expect(page.getByRole("heading", { name: "New quote" })).toBeVisible();
    await expectNoSidewaysScroll(page, "the New quote form");
    await expectNoSeriousA11yViolations(page, "the New quote form at a phone's width");

    // A folio whose first card, the Summit BOP, is rated over HTTP and takes 1 s (under the journeys'
    // 1.5 s carrier timeout), so that it grows above the cards the rating tables price at once.
    const res = await page.request.post("/v1/quote", {
      data: { programs: ["SA-BOP", "KM-BOP", "KM-CGL"], ...chicagoBakery({ business_name: "Slow Carrier Bakery SANDBOX_LATENCY_1000" }) },
    });
    expect(res.status()).toBe(201);
    const { quoteId } = (await res.json()).data;
    await page.goto(`/quotes/${quoteId}`);
    await expect(programCard(page, "SA-BOP")).toHaveAttribute("data-status", "quoting");
    await expectAllCardsTerminal(page, 3);
    await expect(programCard(page, "SA-BOP")).toHaveAttribute("data-status", "quoted");
    await expectNoSidewaysScroll(page, "the folio");
    const shifts = await layoutShifts(page);
    const cls = shifts.reduce((sum, s) => sum + s.value, 0);
    expect(cls, `layout shifts on the folio: ${JSON.stringify(shifts, null, 1)}`).toBeLessThan(0.01);
    await expectNoSeriousA11yViolations(page, "the folio at a phone's width");

    // The application, and a policy.
    await programCard(page, "KM-CGL").getByRole("link", { name: "Apply and bind KM-CGL" }).click();
    await expect(page.getByRole("heading", { name: /^Application: / })).toBeVisible();
    await expectNoSidewaysScroll(page, "the application");
    const policy = await bindCglPolicy(page.request);
    await page.goto("/policies");
    await expect(page.getByRole("heading", { name: "Policies" })).toBeVisible();
    await expectNoSidewaysScroll(page, "the policies list");
    await expectNoSeriousA11yViolations(page, "the policies list at a phone's width");
    await page.goto(`/policies/${policy.id}`);
    await expect(page.getByRole("heading", { name: new RegExp(`Policy ${policy.number}`) })).toBeVisible();
    await expectNoSidewaysScroll(page, "the policy");
    await finalScreenshot(page);
  });
});

test("keyboard only: sign in, choose a class, tick programs and get quotes", async ({ page }) => {
  await page.goto("/signin");
  await page.getByLabel("Email").focus();
  await page.keyboard.type(AGENTS.demo.email);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Password")).toBeFocused();
  await page.keyboard.type(AGENTS.demo.password);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboard$/);
  // The first Tab on a portal page reaches "Skip to content", which moves focus to the page's main content.
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("main#main")).toBeFocused();

  await page.goto("/quotes/new");
  await page.getByLabel("Business name").focus();
  await page.keyboard.type("Keyboard Bakery LLC");
  await page.keyboard.press("Tab");
  const classPicker = page.getByRole("combobox", { name: "Industry or class" });
  await expect(classPicker).toBeFocused();
  await page.keyboard.type("bakery");
  await expect(page.getByRole("option").first()).toBeVisible();
  const options = await page.getByRole("option").allInnerTexts();
  const bakery = options.findIndex((o) => o.includes("10100"));
  expect(bakery, `a 10100 option among ${JSON.stringify(options)}`).toBeGreaterThanOrEqual(0);
  for (let i = 0; i <= bakery; i++) await page.keyboard.press("ArrowDown"); // the list opens with nothing active
  await expect(classPicker).toHaveAttribute("aria-activedescendant", /option-\d+$/);
  const activeId = await classPicker.getAttribute("aria-activedescendant");
  await expect(page.locator(`[id="${activeId}"]`)).toContainText("10100");
  await expect(page.locator(`[id="${activeId}"]`)).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  await expect(classPicker).toHaveValue(/10100/);

  for (const [label, value] of [
    ["Mailing ZIP", "60601"],
    ["Employees", "6"],
    ["Annual revenue", "850000"],
  ] as const) {
    await page.getByLabel(label).focus();
    await page.keyboard.type(value);
  }
  await page.getByLabel("State", { exact: true }).focus();
  await page.keyboard.type("Illinois"); // a native select picks by typing
  await expect(page.getByLabel("State", { exact: true })).toHaveValue("IL");
  await page.getByLabel("Effective date").focus();
  const d = new Date(Date.now() + 10 * 86_400_000);
  await page.keyboard.type(`${String(d.getUTCMonth() + 1).padStart(2, "0")}${String(d.getUTCDate()).padStart(2, "0")}${d.getUTCFullYear()}`);
  await expect(page.getByLabel("Effective date")).toHaveValue(d.toISOString().slice(0, 10));

  const cgl = page.getByRole("checkbox", { name: /\(KM-CGL\)/ });
  await cgl.focus();
  await page.keyboard.press("Space");
  await expect(cgl).toBeChecked();
  await page.getByRole("button", { name: "Get quotes" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/quotes\/[0-9a-f-]{36}$/);
  await expectAllCardsTerminal(page, 1);
  await expect(programCard(page, "KM-CGL")).toHaveAttribute("data-status", "quoted");
  await expectNoSeriousA11yViolations(page, "the folio reached by keyboard");
  await finalScreenshot(page);
});

test("the header: one line at 1440 px, two short rows at 390 px", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, "admin");
  const header = page.locator("header.topbar");
  // The logo slot: the agency's initials in a square beside its name, hidden from screen readers (the name says it).
  const mark = header.locator(".agency-mark");
  await expect(mark).toHaveText("HM");
  await expect(mark).toHaveAttribute("aria-hidden", "true");
  await expect(header).toContainText(AGENTS.admin.agency);

  const oneLine = async (label: string) => {
    const bar = (await header.boundingBox())!;
    expect(bar.height, `${label}: the header's height`).toBeLessThanOrEqual(64);
    const links = header.getByRole("navigation", { name: "Main" }).getByRole("link");
    expect(await links.count(), "an administrator's eleven links").toBe(11);
    const tops = await links.evaluateAll((as) => as.map((a) => Math.round(a.getBoundingClientRect().top)));
    expect(new Set(tops).size, `${label}: every link on one line (tops ${tops.join(", ")})`).toBe(1);
    for (const control of [page.getByRole("switch", { name: "Test mode" }), page.getByRole("button", { name: "Sign out" })]) {
      const box = (await control.boundingBox())!;
      expect(box.y + box.height, `${label}: inside the header's one row`).toBeLessThanOrEqual(bar.y + bar.height);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${label}: no sideways scroll`).toBeLessThanOrEqual(1440);
  };
  await oneLine("live mode");
  await switchToTestMode(page);
  await oneLine("test mode");
  await expectNoSeriousA11yViolations(page, "the dashboard in test mode at 1440 px");

  await page.setViewportSize(PHONE);
  expect((await header.boundingBox())!.height, "the header at 390 px").toBeLessThanOrEqual(96);
  await expectNoSidewaysScroll(page, "the dashboard's header at 390 px");
  await expect(page.getByRole("button", { name: "Sign out" })).toBeInViewport();
  await expectNoSeriousA11yViolations(page, "the dashboard in test mode at 390 px");
  await finalScreenshot(page);
});

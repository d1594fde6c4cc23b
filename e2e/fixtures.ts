// Shared pieces of the browser journeys: the test object (with the app's address from the global
// setup), sign-in for the seeded agents, an accessibility check, and API helpers for setting up state
// through the portal's own session (the /v1 API accepts the session cookie, same origin).
import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, request as requests, test as base, type APIRequestContext, type Page } from "@playwright/test";

import { toReceived, type ReceivedMail } from "../test/support/mail-server";

export { expect };

export const test = base.extend({
  // The global setup sets E2E_BASE_URL before the workers start; read it here as well as in the
  // config so that contexts made with browser.newContext() get it too.
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error("E2E_BASE_URL is not set: run the journeys with `npx playwright test` (the global setup starts the app)");
    await use(url);
  },
});

export const AGENTS = {
  demo: { email: "agent@demo.test", password: "demo-password-2026", agency: "Harbor & Main Insurance Agency" },
  second: { email: "agent@second.test", password: "second-password-2026" },
  underwriter: { email: "underwriter@keystone.test", password: "underwriter-password-2026", agency: "Keystone Mutual Insurance Company" },
  admin: { email: "admin@demo.test", password: "admin-password-2026", agency: "Harbor & Main Insurance Agency" },
} as const;
export type Agent = keyof typeof AGENTS;

/** Signs in through the sign-in form and waits for the dashboard (a carrier's underwriter: the underwriting desk). */
export async function signIn(page: Page, who: Agent = "demo"): Promise<void> {
  const agent = AGENTS[who];
  await page.goto("/signin");
  await page.getByLabel("Email").fill(agent.email);
  await page.getByLabel("Password").fill(agent.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  if (who === "underwriter") {
    await expect(page).toHaveURL(/\/desk$/);
    await expect(page.getByRole("heading", { name: "Underwriting desk" })).toBeVisible();
    return;
  }
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Recent quotes" })).toBeVisible();
}

/**
 * Runs axe on the page as it stands and fails the test on any serious or critical violation, listing
 * them. The failure is soft: the journey goes on, so one run reports every page's findings and
 * whether the rest of the journey works; the test still fails at the end.
 */
export async function expectNoSeriousA11yViolations(page: Page, label = page.url()): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const message = serious
    .map((v) => {
      const nodes = v.nodes.slice(0, 5).map((n) => `      ${n.target.join(" ")}: ${n.failureSummary?.split("\n").slice(1).join("; ").trim() ?? ""}`);
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} element${v.nodes.length === 1 ? "" : "s"}; ${v.helpUrl.split("?")[0]})\n${nodes.join("\n")}`;
    })
    .join("\n");
  expect.soft(serious.length, `serious or critical accessibility violations on ${label}:\n${message}\n`).toBe(0);
}

/** The page's own alerts: role=alert, minus Next.js's route announcer (also role=alert, in a shadow root). */
export function alerts(page: Page) {
  return page.getByRole("alert").and(page.locator(":not(#__next-route-announcer__)"));
}

export interface Traveller {
  first: string;
  last: string;
  born: string; // YYYY-MM-DD
}

/** On the New quote form (travel): adds rows until there is one per traveller, then fills them in order. */
export async function fillTravellers(page: Page, people: Traveller[]): Promise<void> {
  const rows = page.getByRole("group", { name: /^Traveller \d+$/ });
  while ((await rows.count()) < people.length) await page.getByRole("button", { name: "Add traveller" }).click();
  for (const [i, p] of people.entries()) {
    const row = page.getByRole("group", { name: `Traveller ${i + 1}`, exact: true });
    await row.getByLabel("First name").fill(p.first);
    await row.getByLabel("Last name").fill(p.last);
    await row.getByLabel("Date of birth").fill(p.born);
  }
}

/** Saves a full-page screenshot as final.png in the test's output folder. */
export async function finalScreenshot(page: Page): Promise<void> {
  await page.screenshot({ path: test.info().outputPath("final.png"), fullPage: true });
}

/** Program codes and the names their folio cards carry (article aria-label = program name). */
export const PROGRAM_NAMES = {
  "KM-BOP": "Keystone Main Street Business Owners Policy",
  "KM-CGL": "Keystone General Liability",
  "MP-PL": "Meridian Preferred Professional Liability",
  "SA-BOP": "Summit Premier Business Owners Policy",
  "WT-TI-ESS": "Wayfarer Essential Trip Protection",
  "WT-TI-PRE": "Wayfarer Premier Trip Protection",
  "SA-TI": "Summit Trip Cover",
} as const;

/** The folio card of one program. */
export function programCard(page: Page, code: keyof typeof PROGRAM_NAMES) {
  return page.getByRole("article", { name: PROGRAM_NAMES[code], exact: true });
}

export const TERMINAL = ["quoted", "referred", "declined", "quote_failed", "bound"] as const;
const TERMINAL_PATTERN = new RegExp(`^(${TERMINAL.join("|")})$`);

/** Waits until the folio page shows at least `count` program cards and every one is terminal. */
export async function expectAllCardsTerminal(page: Page, count = 1, timeout = 30_000): Promise<string[]> {
  const cards = page.locator("article[data-status]");
  let statuses: string[] = [];
  await expect
    .poll(
      async () => {
        statuses = await cards.evaluateAll((els) => els.map((el) => el.getAttribute("data-status") ?? ""));
        return statuses.length >= count && statuses.every((s) => TERMINAL_PATTERN.test(s));
      },
      { timeout, message: `every article[data-status] terminal (last seen: ${JSON.stringify(statuses)})` },
    )
    .toBe(true);
  return statuses;
}

/** The first dollar amount in a text ("$1,234.56 / year" -> 1234.56). */
export function dollars(text: string): number {
  const m = /\$([\d,]+(?:\.\d+)?)/.exec(text);
  if (!m) throw new Error(`no dollar amount in ${JSON.stringify(text)}`);
  return Number(m[1]!.replace(/,/g, ""));
}

/** A date `days` from today, YYYY-MM-DD (UTC). */
/** A calendar date as the portal shows it ("Jan 10, 2027"; lib/client/format.ts formatDate). */
export const shownDate = (iso: string) =>
  new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));

export function isoDate(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

// ---- setup through the API, as the signed-in agent (page.request shares the page's cookies) ----

/** A bakery in Chicago (class 10100): in appetite for KM-BOP, KM-CGL and MP-PL. */
export function chicagoBakery(overrides: Record<string, unknown> = {}) {
  return {
    class_code: "10100",
    business_name: `Sunrise Bakery ${Math.random().toString(36).slice(2, 7)}`,
    mailing_zip: "60601",
    mailing_state: "IL",
    employee_count: 6,
    annual_revenue: 850000,
    effective_date: isoDate(10),
    ...overrides,
  };
}

export const CGL_ANSWERS = { yearsInBusiness: 6, priorClaims: 0, usesWrittenContracts: true };

export async function call(request: APIRequestContext, method: "GET" | "POST", path: string, body?: unknown): Promise<any> {
  const res = method === "GET" ? await request.get(path) : await request.post(path, { data: body ?? {} });
  const text = await res.text();
  if (!res.ok()) throw new Error(`${method} ${path} answered ${res.status()}: ${text}`);
  return JSON.parse(text).data;
}

/** Polls a folio until every card is terminal and returns it. */
export async function pollFolio(request: APIRequestContext, quoteId: string, timeoutMs = 30_000): Promise<any> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const folio = await call(request, "GET", `/v1/quote/${quoteId}`);
    if (folio.quotes.every((q: any) => (TERMINAL as readonly string[]).includes(q.status))) return folio;
    if (Date.now() > deadline)
      throw new Error(`folio ${quoteId} not terminal after ${timeoutMs} ms: ${JSON.stringify(folio.quotes.map((q: any) => q.status))}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** Creates a folio with POST /v1/quote and waits for every card to be terminal. */
export async function createFolio(request: APIRequestContext, programs: string[], overrides: Record<string, unknown> = {}): Promise<any> {
  const created = await call(request, "POST", "/v1/quote", { programs, ...chicagoBakery(overrides) });
  return pollFolio(request, created.quoteId);
}

/** Saves application answers for one quoted card. */
export async function answerApplication(request: APIRequestContext, quoteId: string, quoteRequestId: string, answers: Record<string, unknown>): Promise<any> {
  return call(request, "POST", `/v1/quote/${quoteId}/applications/${quoteRequestId}/form`, { form_payload: answers });
}

/** Binds one quoted program (a KM-CGL bakery unless told otherwise) with a 4242 card; returns the policy. */
export async function bindCglPolicy(
  request: APIRequestContext,
  opts: { program?: string; paymentPlan?: "annual" | "monthly"; overrides?: Record<string, unknown> } = {},
): Promise<any> {
  const program = opts.program ?? "KM-CGL";
  const folio = await createFolio(request, [program], opts.overrides);
  const quote = folio.quotes[0];
  if (quote.status !== "quoted") throw new Error(`${program} did not quote: ${JSON.stringify(quote)}`);
  await answerApplication(request, folio.quoteId, quote.id, CGL_ANSWERS);
  const bound = await call(request, "POST", "/v1/bind", {
    quoteRequestIds: [quote.id],
    paymentPlan: opts.paymentPlan ?? "annual",
    payment: { method: "card", card: { number: "4242 4242 4242 4242", expMonth: 12, expYear: 2030, cvc: "123" } },
  });
  return bound.policies[0];
}

/** Turns the header's Test mode switch on, as an agent would: the page and its requests then act on test data. */
export async function switchToTestMode(page: Page): Promise<void> {
  const toggle = page.getByRole("switch", { name: "Test mode" });
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  await toggle.click();
  await expect(page.getByText("You are working on test data")).toBeVisible();
  await expect(page.getByRole("switch", { name: "Test mode" })).toHaveAttribute("aria-checked", "true");
}

/**
 * Sets the demo agency's test-mode sandbox servicing clock `days` ahead of today (0 puts it back) and runs what came
 * due. Only an administrator may (decision 027): this signs in as the demo agency's admin in a request
 * context of its own, so the page stays signed in as whoever it was.
 */
export async function setServicingClock(days: number): Promise<any> {
  const baseURL = process.env.E2E_BASE_URL!;
  // The clock exists only in test mode (decision 043): the administrator's context is in test mode, as the page
  // of a journey that moves it must be (switchToTestMode).
  const testMode = {
    name: "quoting_mode",
    value: "test",
    domain: new URL(baseURL).hostname,
    path: "/",
    expires: -1,
    httpOnly: true,
    secure: false,
    sameSite: "Lax" as const,
  };
  const admin = await requests.newContext({
    baseURL,
    extraHTTPHeaders: { origin: new URL(baseURL).origin },
    storageState: { cookies: [testMode], origins: [] },
  });
  try {
    const { csrfToken } = (await (await admin.get("/api/auth/csrf")).json()) as { csrfToken: string };
    await admin.post("/api/auth/callback/credentials", { form: { csrfToken, email: AGENTS.admin.email, password: AGENTS.admin.password } });
    return await call(admin, "POST", "/v1/sandbox/clock", days === 0 ? { reset: true } : { date: isoDate(days) });
  } finally {
    await admin.dispose();
  }
}

/**
 * The first email to `to` that the loopback SMTP server of the global setup received (E2E_MAIL_DIR), waiting
 * for it; null when the journeys run against an app started elsewhere (E2E_BASE_URL set by hand, no mail dir).
 */
export async function readMail(to: string, timeoutMs = 20_000): Promise<ReceivedMail | null> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) return null;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(".eml")) : [];
    for (const file of files.sort()) {
      const mail = await toReceived(fs.readFileSync(path.join(dir, file)));
      if (mail.to.includes(to)) return mail;
    }
    if (Date.now() > deadline) throw new Error(`no email to ${to} reached the loopback SMTP server within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

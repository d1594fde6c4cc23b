// npx tsx bench/portal.ts: the folio page in a real browser (Debian's chromium through Playwright).
// Not a test: it asserts only that each phase ran, and prints figures.
//
// Starts the app like e2e/global-setup.ts (scripts/start.ts on free ports, a fresh PGlite data
// directory, the build in .next-e2e unless NEXT_DIST_DIR is set), signs in as the demo agent, creates
// a 4-program folio through the API and waits for it to settle, then over BENCH_RUNS runs (default 5),
// each in a new browser context (empty cache, the session cookie only):
//   (a) first-load JavaScript of the folio page: the .js responses' bytes as transferred (encoded,
//       gzip as served; CDP Network.loadingFinished encodedDataLength, headers included) and decoded;
//   (b) time from navigation start to every card present, visible and terminal (article[data-status]
//       quoted|declined|quote_failed|bound), measured in the page by a MutationObserver against
//       performance.now() (origin: navigation start);
//   (c) the same for a folio created just before the navigation (rating included; the page polls
//       every second while a card is quoting, so this one moves in steps of about a second);
//   (d) cumulative layout shift over the load (layout-shift entries without recent input, summed, read
//       once the network is idle), and whether any first-load script carries zod (its "$ZodType" name).
// Budgets (issue 12): (a) <= 150 KB, (b) p50 <= 500 ms over 20 loads, (d) CLS < 0.01. Printed beside
// them, floors measured in the same run: for (a) the first-load JavaScript of the not-found page (the
// framework and the root layout: no data, no client kit); for (b) the folio page's own HTML with its
// scripts taken out, answered from memory by the browser harness itself (Playwright's route.fulfill at a
// same-origin path, so its stylesheets still come from the app: the browser's cost of these bytes alone,
// with no server work), loaded in turn with the page.
// Environment: BENCH_RUNS (1-50, default 20), CHROMIUM_PATH (default /usr/bin/chromium), E2E_BASE_URL (use an app
// already running at that localhost address instead of starting one).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { chromium, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { ROOT, freePort, stopGroup, startManaged, waitFor, type Managed } from "./processes";

const RUNS = (() => {
  const n = Number(process.env.BENCH_RUNS ?? 20);
  if (!Number.isInteger(n) || n < 1 || n > 50) throw new Error(`BENCH_RUNS=${process.env.BENCH_RUNS}: must be an integer from 1 to 50`);
  return n;
})();
// Four business programs for a bakery in AZ: three quote (one over HTTP at the sandbox carrier), HS-CGL declines.
const PROGRAMS = ["KM-BOP", "KM-CGL", "HS-CGL", "SA-BOP"];
const AGENT = { email: "agent@demo.test", password: "demo-password-2026" };
const TERMINAL = ["quoted", "referred", "declined", "quote_failed", "bound"];

const log = (s: string) => process.stderr.write(`[portal-bench] ${s}\n`);
const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;
const kb = (bytes: number) => `${round(bytes / 1024, 1)} KiB`;
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

function folioBody(i: number) {
  const inTenDays = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  return {
    programs: PROGRAMS,
    class_code: "10100",
    business_name: `Portal Bench Bakery ${i}`,
    mailing_zip: "85004",
    mailing_state: "AZ",
    employee_count: 6,
    annual_revenue: 650000,
    effective_date: inTenDays,
    source: "bench",
  };
}

// ---- the app ----

async function startApp(): Promise<{ base: string; stop: () => Promise<void> }> {
  if (process.env.E2E_BASE_URL) return { base: process.env.E2E_BASE_URL.replace(/\/$/, ""), stop: async () => {} };
  const port = await freePort();
  const sandboxPort = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "quoting-portal-bench-"));
  const base = `http://localhost:${port}`; // Auth.js: localhost, not 127.0.0.1 (MissingCSRF)
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    SANDBOX_CARRIER_URL: `http://127.0.0.1:${sandboxPort}`,
    NEXT_DIST_DIR: process.env.NEXT_DIST_DIR || ".next-e2e",
    CARRIER_TIMEOUT_MS: "1500",
    CARRIER_MAX_ATTEMPTS: "2",
    RATING_LEASE_MS: "15000",
    NODE_ENV: "production",
    APP_URL: base,
    STRIPE_SECRET_KEY: "",
    STRIPE_PUBLISHABLE_KEY: "",
  };
  const started = performance.now();
  log(`starting the app on ${base} (builds into ${env.NEXT_DIST_DIR} when the build is stale)`);
  const app: Managed = startManaged("app", path.join(ROOT, "node_modules", ".bin", "tsx"), ["--conditions=react-server", "scripts/start.ts", "--quiet"], env);
  let exitCode: number | null | undefined;
  void app.exited.then((c) => (exitCode = c));
  const stop = async () => {
    await stopGroup(app);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(
      "the app to answer /v1/health",
      async () => (await fetch(`http://127.0.0.1:${port}/v1/health`, { signal: AbortSignal.timeout(5000) })).ok,
      300_000,
      250,
      () => (exitCode !== undefined ? `the start script exited with code ${exitCode}:\n${app.tail()}` : null),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  log(`healthy after ${round((performance.now() - started) / 1000)} s`);
  return { base, stop };
}

// ---- the browser ----

async function signIn(browser: Browser, base: string): Promise<Awaited<ReturnType<BrowserContext["storageState"]>>> {
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  await page.goto("/signin");
  await page.getByLabel("Email").fill(AGENT.email);
  await page.getByLabel("Password").fill(AGENT.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/dashboard$/, { timeout: 30_000 });
  const state = await context.storageState();
  await context.close();
  return state;
}

async function api(page: Page, method: "GET" | "POST", url: string, body?: unknown): Promise<any> {
  const res = method === "GET" ? await page.request.get(url) : await page.request.post(url, { data: body });
  if (!res.ok()) throw new Error(`${method} ${url} answered ${res.status()}: ${(await res.text()).slice(0, 300)}`);
  return (await res.json()).data;
}

async function settledFolio(page: Page, i: number): Promise<string> {
  const { quoteId } = await api(page, "POST", "/v1/quote", folioBody(i));
  await waitFor(
    `folio ${quoteId} to settle`,
    async () => (await api(page, "GET", `/v1/quote/${quoteId}`)).quotes.every((q: { status: string }) => TERMINAL.includes(q.status)),
    60_000,
    100,
  );
  return quoteId;
}

/**
 * In the page, before any script: note performance.now() when every card is present, visible and
 * terminal. A string, not a function: tsx's transform would add helpers the page does not have.
 */
function watchCards(expected: number, terminal: string[]): string {
  return `(() => {
    const terminal = ${JSON.stringify(terminal)};
    const check = () => {
      if (window.__cardsTerminalAt !== undefined) return;
      const cards = Array.from(document.querySelectorAll("article[data-status]"));
      if (cards.length === ${expected} && cards.every((c) => terminal.includes(c.getAttribute("data-status") || "") && c.checkVisibility())) {
        window.__cardsTerminalAt = performance.now();
        observer.disconnect();
      }
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-status"] });
    window.__cls = 0;
    window.__shifts = [];
    const describe = (n) => !n ? "(gone)" : n.nodeType !== 1 ? "#text in " + describe(n.parentElement) :
      n.tagName.toLowerCase() + (n.id ? "#" + n.id : "") + (n.className && typeof n.className === "string" ? "." + n.className.trim().split(/\\s+/).join(".") : "") +
      (n.getAttribute("data-status") ? "[" + n.getAttribute("data-status") + "]" : "");
    const rect = (r) => Math.round(r.x) + "," + Math.round(r.y) + " " + Math.round(r.width) + "x" + Math.round(r.height);
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (e.hadRecentInput) continue;
        window.__cls += e.value;
        window.__shifts.push(Math.round(e.startTime) + " ms " + e.value.toFixed(4) + ": " +
          (e.sources || []).map((s) => describe(s.node) + " " + rect(s.previousRect) + " -> " + rect(s.currentRect)).join("; "));
      }
    }).observe({ type: "layout-shift", buffered: true });
  })();`;
}

interface Load {
  jsFiles: number;
  jsTransferred: number;
  jsDecoded: number;
  cardsMs: number;
  cls: number;
  /** Each layout shift counted in cls: when, how much, and the elements that moved (previous -> current rectangle). */
  shifts: string[];
  zodInFirstLoad: boolean;
  largest: Array<[string, number]>;
}

/** First-load JavaScript of one page load in this context: every .js response until the network is idle. */
async function watchScripts(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const requests = new Map<string, { url: string; js: boolean; decoded: number }>();
  const finished: Array<{ url: string; encoded: number; decoded: number }> = [];
  cdp.on("Network.responseReceived", (e) => {
    const url = e.response.url;
    const js = e.type === "Script" || /\.m?js(\?|$)/.test(new URL(url).pathname) || /javascript/.test(e.response.mimeType);
    requests.set(e.requestId, { url, js, decoded: 0 });
  });
  cdp.on("Network.dataReceived", (e) => {
    const r = requests.get(e.requestId);
    if (r) r.decoded += e.dataLength;
  });
  cdp.on("Network.loadingFinished", (e) => {
    const r = requests.get(e.requestId);
    if (r?.js) finished.push({ url: r.url, encoded: e.encodedDataLength, decoded: r.decoded });
  });
  return {
    /** Once the page is idle: the totals, the largest files, and whether any of them is (or bundles) zod. */
    async done() {
      await page.waitForLoadState("networkidle");
      await cdp.detach();
      const bodies = await Promise.all(finished.map(async (f) => (await page.request.get(f.url)).text()));
      return {
        jsFiles: finished.length,
        jsTransferred: finished.reduce((sum, f) => sum + f.encoded, 0),
        jsDecoded: finished.reduce((sum, f) => sum + f.decoded, 0),
        zodInFirstLoad: bodies.some((b) => b.includes("$ZodType")),
        largest: [...finished]
          .sort((a, b) => b.encoded - a.encoded)
          .slice(0, Number(process.env.BENCH_LIST_FILES || 3))
          .map((f) => [new URL(f.url).pathname.split("/").pop() ?? f.url, f.encoded] as [string, number]),
      };
    },
  };
}

/** One cold load of the folio page in a new context: JavaScript bytes, time to all cards terminal, layout shift. */
async function loadFolio(
  browser: Browser,
  base: string,
  state: Awaited<ReturnType<typeof signIn>>,
  target: string | ((page: Page) => Promise<string>),
  /** Answer `target` with this HTML from memory instead of asking the app (the floor of (b)). */
  fulfillWith?: string,
): Promise<Load> {
  const context = await browser.newContext({ baseURL: base, storageState: state });
  try {
    const page = await context.newPage();
    if (fulfillWith !== undefined && typeof target === "string") {
      await page.route(new URL(target, base).href, (route) => route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: fulfillWith }));
    }
    const url = typeof target === "string" ? target : await target(page);
    const scripts = await watchScripts(context, page);
    await page.addInitScript({ content: watchCards(PROGRAMS.length, TERMINAL) });
    await page.goto(url, { waitUntil: "commit" });
    // A function, not a string: the portal's Content Security Policy forbids eval in the page.
    const cardsMs = (await (
      await page.waitForFunction(() => (window as unknown as { __cardsTerminalAt?: number }).__cardsTerminalAt, undefined, { timeout: 60_000, polling: 50 })
    ).jsonValue()) as number;
    const js = await scripts.done();
    const { cls, shifts } = await page.evaluate(() => ({
      cls: (window as unknown as { __cls: number }).__cls,
      shifts: (window as unknown as { __shifts: string[] }).__shifts,
    }));
    return { ...js, cardsMs, cls, shifts };
  } finally {
    await context.close();
  }
}

/** Where the floor of (b) is answered from memory by the browser harness: a path the app does not serve. */
const FLOOR_PATH = "/__bench_floor";

/**
 * The floor for (b): the folio page's own HTML, its scripts taken out, to be answered from memory at
 * FLOOR_PATH by the browser harness: what the browser needs to show these cards with no server work and
 * no JavaScript.
 */
async function floorPage(browser: Browser, base: string, state: Awaited<ReturnType<typeof signIn>>, quoteId: string): Promise<string> {
  const context = await browser.newContext({ baseURL: base, storageState: state });
  try {
    const page = await context.newPage();
    const html = await (await page.request.get(`/quotes/${quoteId}`)).text();
    return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "").replace(/<link\b[^>]*as="script"[^>]*>/g, "");
  } finally {
    await context.close();
  }
}

/** The floor: first-load JavaScript of the not-found page (the framework, the root layout, a link). */
async function loadFloor(browser: Browser, base: string): Promise<number> {
  const context = await browser.newContext({ baseURL: base });
  try {
    const page = await context.newPage();
    const scripts = await watchScripts(context, page);
    await page.goto("/no-such-page");
    return (await scripts.done()).jsTransferred;
  } finally {
    await context.close();
  }
}

// ---- main ----

async function main() {
  const app = await startApp();
  let browser: Browser | undefined;
  const stopAll = async () => {
    await browser?.close().catch(() => {});
    await app.stop();
  };
  process.once("SIGINT", () => void stopAll().then(() => process.exit(130)));
  try {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--headless",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-quic",
        "--no-first-run",
      ],
    });
    const state = await signIn(browser, app.base);
    log("signed in as the demo agent");

    const setup = await browser.newContext({ baseURL: app.base, storageState: state });
    const settled = await settledFolio(await setup.newPage(), 0);
    await setup.close();
    log(`settled folio ${settled} (${PROGRAMS.join(", ")})`);

    // One warm-up load, not counted: the server's first render of a route compiles nothing but fills caches.
    await loadFolio(browser, app.base, state, `/quotes/${settled}`);
    const floorHtml = await floorPage(browser, app.base, state, settled);
    // Page and floor interleaved, so that a slow stretch of the machine weighs on both alike.
    const cold: Load[] = [];
    const bare: Load[] = [];
    for (let i = 0; i < RUNS; i++) {
      const load = await loadFolio(browser, app.base, state, `/quotes/${settled}`);
      cold.push(load);
      if (load.cls > 0) log(`settled folio, load ${i + 1}: layout shift ${load.cls.toFixed(4)}\n  ${load.shifts.join("\n  ")}`);
      bare.push(await loadFolio(browser, app.base, state, FLOOR_PATH, floorHtml));
    }
    const fresh: Load[] = [];
    for (let i = 0; i < RUNS; i++) {
      const load = await loadFolio(browser, app.base, state, async (page) => `/quotes/${(await api(page, "POST", "/v1/quote", folioBody(i + 1))).quoteId}`);
      fresh.push(load);
      if (load.cls > 0)
        log(
          `new folio, load ${i + 1}: layout shift ${load.cls.toFixed(4)}, cards terminal after ${Math.round(load.cardsMs)} ms\n  ${load.shifts.join("\n  ")}`,
        );
    }

    const floor = await loadFloor(browser, app.base);

    const p50 = (loads: Load[], pick: (l: Load) => number) => percentile(loads.map(pick), 50);
    const max = (loads: Load[], pick: (l: Load) => number) => Math.max(...loads.map(pick));
    const line = (label: string, loads: Load[], pick: (l: Load) => number, unit: (n: number) => string, budget = "") =>
      `  ${label.padEnd(50)} p50 ${unit(p50(loads, pick)).padStart(10)}   max ${unit(max(loads, pick)).padStart(10)}${budget ? `   budget ${budget}` : ""}`;
    const ms = (n: number) => `${Math.round(n)} ms`;
    const js = p50(cold, (l) => l.jsTransferred);
    const out = [
      "",
      `Folio page, ${PROGRAMS.length} cards (${PROGRAMS.join(", ")}), ${RUNS} cold loads each, chromium headless, production build`,
      line("(a) first-load JS, transferred (gzip)", cold, (l) => l.jsTransferred, kb, "150 KB (146.5 KiB)"),
      `      floor: the not-found page ${kb(floor)}; the folio page is ${round(js / floor, 2)}x the floor, ${kb(js - floor)} above it`,
      line("    first-load JS, decoded", cold, (l) => l.jsDecoded, kb),
      line("    JS files", cold, (l) => l.jsFiles, String),
      `    largest: ${cold[0]!.largest.map(([name, bytes]) => `${name} ${kb(bytes)}`).join(", ")}`,
      `    zod in first-load JS: ${cold.some((l) => l.zodInFirstLoad) ? "yes" : "no"}`,
      line("(b) navigation -> all cards terminal (settled)", cold, (l) => l.cardsMs, ms, "p50 500 ms"),
      `      floor: the same HTML without scripts, from memory (the browser harness) p50 ${ms(p50(bare, (l) => l.cardsMs))}; the page is ${round(p50(cold, (l) => l.cardsMs) / p50(bare, (l) => l.cardsMs), 2)}x the floor`,
      line("(c) navigation -> all cards terminal (new folio)", fresh, (l) => l.cardsMs, ms),
      line(
        "(d) cumulative layout shift (settled)",
        cold,
        (l) => l.cls,
        (n) => n.toFixed(4),
        "< 0.01",
      ),
      line(
        "    cumulative layout shift (new folio)",
        fresh,
        (l) => l.cls,
        (n) => n.toFixed(4),
        "< 0.01",
      ),
      "",
    ];
    process.stdout.write(out.join("\n") + "\n");
    const summary = {
      measuredAt: new Date().toISOString(),
      runs: RUNS,
      programs: PROGRAMS,
      firstLoadJs: {
        transferredBytesP50: js,
        decodedBytesP50: p50(cold, (l) => l.jsDecoded),
        files: cold[0]!.jsFiles,
        floorBytes: floor,
        zod: cold.some((l) => l.zodInFirstLoad),
      },
      cardsTerminalMs: {
        settled: { p50: round(p50(cold, (l) => l.cardsMs)), max: round(max(cold, (l) => l.cardsMs)) },
        floor: { p50: round(p50(bare, (l) => l.cardsMs)), max: round(max(bare, (l) => l.cardsMs)), servedBy: "browser harness (route.fulfill)" },
        newFolio: { p50: round(p50(fresh, (l) => l.cardsMs)), max: round(max(fresh, (l) => l.cardsMs)) },
      },
      cls: { settledMax: max(cold, (l) => l.cls), newFolioMax: max(fresh, (l) => l.cls) },
    };
    const outDir = path.join(ROOT, "bench", "results");
    fs.mkdirSync(outDir, { recursive: true });
    fs.writeFileSync(path.join(outDir, "portal.json"), JSON.stringify(summary, null, 2) + "\n");
    process.stdout.write(`results: bench/results/portal.json\n`);
  } finally {
    await stopAll();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

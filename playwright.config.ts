// Browser journeys (e2e/*.spec.ts) in Debian's chromium against the built app, which
// e2e/global-setup.ts starts on free ports with a fresh database. The app's address reaches the
// workers as E2E_BASE_URL (set by the global setup, or by you to test an app already running).
import { defineConfig } from "@playwright/test";

const ci = Boolean(process.env.CI);

// Journeys that read or change the whole demo agency, not only what they made: the audit log and insights
// (counts of every bind), webhooks (the agency's endpoint receives every event), sessions (signs the agent
// out everywhere else) and people (the agency's users). They run one at a time after the others, which run
// two at a time: each of those makes its own folios, clients and policies and reads only them.
const WHOLE_AGENCY = ["audit", "insights", "people", "sessions", "webhooks"].map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  globalSetup: "./e2e/global-setup.ts",
  workers: 2,
  fullyParallel: false,
  projects: [
    { name: "journeys", testIgnore: WHOLE_AGENCY },
    { name: "whole-agency", testMatch: WHOLE_AGENCY, workers: 1, dependencies: ["journeys"] },
  ],
  retries: ci ? 1 : 0,
  forbidOnly: ci,
  reporter: "list",
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    // Workers load this file after the global setup has set E2E_BASE_URL; e2e/fixtures.ts reads it too.
    baseURL: process.env.E2E_BASE_URL,
    browserName: "chromium",
    launchOptions: {
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
    },
    screenshot: "on",
    trace: "retain-on-failure",
    video: "off",
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
});

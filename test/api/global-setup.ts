// Starts the real app (npm start's script: migrate, seed, build when stale, next start) on free
// ports, on a fresh PGlite data directory, or on PostgreSQL when DATABASE_URL is set, and mints
// API keys for both seeded agencies with the real CLI.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { freePort, killTree, runScript, startScript, waitFor } from "../support/processes";

declare module "vitest" {
  export interface ProvidedContext {
    apiBase: string;
    demoKey: string;
    secondKey: string;
    demoTestKey: string;
    secondTestKey: string;
    database: string;
    /** The app's log (LOG_FILE) and what it wrote on stderr, for the log check (test/api/log-secrets.last.test.ts). */
    appLogFile: string;
    appStderrFile: string;
    appDataDir: string;
  }
}

export const WEBHOOK_SECRET = "whsec_api_tests_only";
/** The bearer token of GET /metrics in the API tests (test/api/metrics.test.ts). */
export const METRICS_TOKEN = "metrics-token-for-api-tests";

export default async function setup(project: TestProject) {
  const port = await freePort();
  const sandboxPort = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "quoting-api-test-"));
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), "quoting-api-log-"));
  const appLogFile = path.join(logDir, "app.log");
  const appStderrFile = path.join(logDir, "app.stderr");
  const env: NodeJS.ProcessEnv = {
    PORT: String(port),
    DATA_DIR: dataDir,
    SANDBOX_CARRIER_URL: `http://127.0.0.1:${sandboxPort}`,
    // A hanging carrier must end in quote_failed quickly: 2 attempts of 1.5 s.
    CARRIER_TIMEOUT_MS: "1500",
    CARRIER_MAX_ATTEMPTS: "2",
    CARRIER_RETRY_BASE_MS: "50",
    RATING_LEASE_MS: "15000",
    RATING_POLL_MS: "100",
    NODE_ENV: "production",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    // Outbound webhooks go to receivers the tests run on 127.0.0.1 (refused in production otherwise: decision 024).
    WEBHOOK_ALLOW_PRIVATE: "1",
    WEBHOOK_POLL_MS: "200",
    // Every process of the run writes its log lines here; the last API test greps them for secrets.
    LOG_FILE: appLogFile,
    LOG_LEVEL: "debug",
    METRICS_TOKEN,
  };
  const demoKey = (await runScript("scripts/apikey.ts", ["--agency", "demo", "--quiet", "--name", "api tests"], env)).trim();
  const secondKey = (await runScript("scripts/apikey.ts", ["--agency", "second", "--quiet", "--name", "api tests"], env)).trim();
  // Test-mode keys (decision 043): the sandbox clock exists only in test mode, so the tests that move it use these.
  const demoTestKey = (await runScript("scripts/apikey.ts", ["--agency", "demo", "--test", "--quiet", "--name", "api tests"], env)).trim();
  const secondTestKey = (await runScript("scripts/apikey.ts", ["--agency", "second", "--test", "--quiet", "--name", "api tests"], env)).trim();
  const app = startScript("scripts/start.ts", ["--quiet"], env, "app");
  const stderr = fs.createWriteStream(appStderrFile, { flags: "a" });
  app.stderr?.on("data", (chunk: Buffer) => stderr.write(chunk));
  const base = `http://127.0.0.1:${port}`;
  await waitFor("the app to answer /v1/health", async () => (await fetch(`${base}/v1/health`)).ok, 240_000, 250);

  project.provide("apiBase", base);
  project.provide("demoKey", demoKey);
  project.provide("secondKey", secondKey);
  project.provide("demoTestKey", demoTestKey);
  project.provide("secondTestKey", secondTestKey);
  project.provide("database", process.env.DATABASE_URL ? "postgresql" : "pglite");
  project.provide("appLogFile", appLogFile);
  project.provide("appStderrFile", appStderrFile);
  project.provide("appDataDir", dataDir);

  return async () => {
    killTree(app, "SIGTERM");
    await new Promise((r) => setTimeout(r, 500));
    killTree(app, "SIGKILL");
    stderr.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
    // KEEP_TEST_LOG=1 keeps the run's log to read.
    if (process.env.KEEP_TEST_LOG) console.error(`the app's log: ${appLogFile}`);
    else fs.rmSync(logDir, { recursive: true, force: true });
  };
}

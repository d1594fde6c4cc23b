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
  }
}

export const WEBHOOK_SECRET = "whsec_api_tests_only";

export default async function setup(project: TestProject) {
  const port = await freePort();
  const sandboxPort = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "quoting-api-test-"));
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
  };
  const demoKey = (await runScript("scripts/apikey.ts", ["--agency", "demo", "--quiet", "--name", "api tests"], env)).trim();
  const secondKey = (await runScript("scripts/apikey.ts", ["--agency", "second", "--quiet", "--name", "api tests"], env)).trim();
  // Test-mode keys (decision 043): the sandbox clock exists only in test mode, so the tests that move it use these.
  const demoTestKey = (await runScript("scripts/apikey.ts", ["--agency", "demo", "--test", "--quiet", "--name", "api tests"], env)).trim();
  const secondTestKey = (await runScript("scripts/apikey.ts", ["--agency", "second", "--test", "--quiet", "--name", "api tests"], env)).trim();
  const app = startScript("scripts/start.ts", ["--quiet"], env, "app");
  const base = `http://127.0.0.1:${port}`;
  await waitFor("the app to answer /v1/health", async () => (await fetch(`${base}/v1/health`)).ok, 240_000, 250);

  project.provide("apiBase", base);
  project.provide("demoKey", demoKey);
  project.provide("secondKey", secondKey);
  project.provide("demoTestKey", demoTestKey);
  project.provide("secondTestKey", secondTestKey);
  project.provide("database", process.env.DATABASE_URL ? "postgresql" : "pglite");

  return async () => {
    killTree(app, "SIGTERM");
    await new Promise((r) => setTimeout(r, 500));
    killTree(app, "SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

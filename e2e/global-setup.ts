// Starts the real app for the browser journeys, the way `npm start` does (migrate, seed, build when
// stale, next start), on free ports and a fresh PGlite data directory (or DATABASE_URL when set).
// It builds into .next-e2e unless NEXT_DIST_DIR is set, so it never clobbers a developer's .next.
// With E2E_BASE_URL already set, it starts nothing and the journeys run against that app.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FullConfig } from "@playwright/test";
import { startMailServer } from "../test/support/mail-server";
import { freePort, killTree, startScript } from "../test/support/processes";

export default async function globalSetup(_config: FullConfig): Promise<(() => Promise<void>) | void> {
  if (process.env.E2E_BASE_URL) return;
  const port = await freePort();
  const sandboxPort = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "quoting-e2e-"));
  // Auth.js builds its redirects from localhost: browsing 127.0.0.1 fails with MissingCSRF.
  const baseURL = `http://localhost:${port}`;
  // A real SMTP server on loopback: the app emails pay links to it, and the journeys read them from
  // E2E_MAIL_DIR (one .eml file per message; e2e/fixtures.ts readMail).
  const mailDir = path.join(dataDir, "mail");
  const smtp = await startMailServer({ dir: mailDir });
  const env: NodeJS.ProcessEnv = {
    PORT: String(port),
    DATA_DIR: dataDir,
    SANDBOX_CARRIER_URL: `http://127.0.0.1:${sandboxPort}`,
    NEXT_DIST_DIR: process.env.NEXT_DIST_DIR || ".next-e2e",
    // A hanging carrier must end in quote_failed quickly: 2 attempts of 1.5 s.
    CARRIER_TIMEOUT_MS: "1500",
    CARRIER_MAX_ATTEMPTS: "2",
    RATING_LEASE_MS: "15000",
    NODE_ENV: "production",
    APP_URL: baseURL,
    // The offline payment provider: its card form is what the journeys fill in.
    STRIPE_SECRET_KEY: "",
    STRIPE_PUBLISHABLE_KEY: "",
    SMTP_URL: smtp.url,
    SMTP_FROM: "quotes@portal.example",
    // Webhook receivers in the journeys listen on loopback; a retry comes within a second.
    WEBHOOK_ALLOW_PRIVATE: "1",
    WEBHOOK_POLL_MS: "200",
    WEBHOOK_RETRY_BASE_MS: "1000",
  };
  const app = startScript("scripts/start.ts", ["--quiet"], env, "app");
  let exited: number | null = null;
  app.on("exit", (code) => (exited = code ?? -1));
  // Give up at once if the start script dies (a failed `next build` is the usual cause).
  const deadline = Date.now() + 300_000;
  for (;;) {
    const up = await fetch(`http://127.0.0.1:${port}/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (exited !== null || Date.now() > deadline) {
      killTree(app, "SIGKILL");
      throw new Error(
        exited !== null ? `scripts/start.ts exited with code ${exited}; see the [app] lines above` : "the app did not answer /v1/health within 300 s",
      );
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  process.env.E2E_BASE_URL = baseURL; // workers start after this and inherit it
  process.env.E2E_MAIL_DIR = mailDir;
  fs.writeFileSync(path.join(dataDir, "e2e.json"), JSON.stringify({ baseURL, pid: app.pid }));

  return async () => {
    killTree(app, "SIGTERM");
    await new Promise((r) => setTimeout(r, 500));
    killTree(app, "SIGKILL");
    await smtp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

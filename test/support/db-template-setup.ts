// Vitest global setup (integration and API projects): builds the run's test database template
// (test/support/db-template.ts) and provides it to the project's test files. Both projects' global setups
// run in vitest's main process: the first builds the template, the second shares it, and the last
// teardown removes it.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { adminQuery } from "./pg-admin";
import type { TestProject } from "vitest/node";
import type { DbTemplate } from "./db-template";
import { runScript } from "./processes";

interface Shared {
  users: number;
  ready: Promise<DbTemplate>;
  remove(): Promise<void>;
}

function buildTemplate(): Shared {
  const started = Date.now();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "quoting-test-template-"));
  const databaseName = process.env.DATABASE_URL ? `test_template_${randomBytes(6).toString("hex")}` : undefined;
  const remove = async () => {
    if (databaseName) await adminQuery(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const build = async (): Promise<DbTemplate> => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
    if (databaseName) {
      await adminQuery(`CREATE DATABASE ${databaseName}`);
      const url = new URL(process.env.DATABASE_URL!);
      url.pathname = `/${databaseName}`;
      env.DATABASE_URL = url.toString();
    }
    const timings = await runScript("test/support/db-template-build.ts", [], env);
    console.log(`test database template built in ${(Date.now() - started) / 1000} s (${timings.trim()})`);
    return { dataDir, databaseName };
  };
  const ready = build();
  ready.catch(() => remove().catch(() => undefined));
  return { users: 0, ready, remove };
}

const SHARED = Symbol.for("quoting.test.dbTemplate");
const registry = globalThis as { [SHARED]?: Shared };

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  // TEST_DB_TEMPLATE=0: no template, every test database migrated and seeded on its own (as before the template).
  if (process.env.TEST_DB_TEMPLATE === "0") return project.provide("dbTemplate", undefined);
  const shared = (registry[SHARED] ??= buildTemplate());
  shared.users++;
  project.provide("dbTemplate", await shared.ready);
  return async () => {
    if (--shared.users > 0) return;
    delete registry[SHARED];
    await shared.remove();
  };
}

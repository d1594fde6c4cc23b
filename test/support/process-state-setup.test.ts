// The registry's reset after each test file (test/support/process-state-setup.ts, a setup file of the unit and
// integration projects), shown on a fixture run of two files sharing one worker without isolation: each starts
// with an empty registry, and each file's own afterAll still sees what it kept (the reset runs after it, so a
// file that closes its app or database in afterAll still finds them). Without the setup file, the second file
// finds the first one's state: the run is not vacuous.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./processes";

const FIXTURES = path.join(ROOT, "test", "support", "fixtures", "process-state");

function fixtureRun(setup: "on" | "off"): { status: number | null; output: string } {
  // The child is a vitest of its own: none of this worker's VITEST_* variables.
  const env: NodeJS.ProcessEnv = { ...process.env, PROCESS_STATE_SETUP: setup, NO_COLOR: "1" };
  for (const name of Object.keys(env)) if (name.startsWith("VITEST")) delete env[name];
  const { status, stdout, stderr } = spawnSync(process.execPath, [path.join(ROOT, "node_modules", "vitest", "vitest.mjs"), "run", "--root", FIXTURES], {
    env,
    encoding: "utf8",
    timeout: 60_000,
  });
  return { status, output: `${stdout}\n${stderr}` };
}

describe("the registry's reset after each test file", () => {
  it("leaves the next file an empty registry, after the file's own afterAll has run", { timeout: 60_000 }, () => {
    const run = fixtureRun("on");
    expect(run.status, run.output).toBe(0);
    expect(run.output).toMatch(/2 passed/);
  });

  it("is what empties it: without the setup file the second file finds the first one's state", { timeout: 60_000 }, () => {
    const run = fixtureRun("off");
    expect(run.status, run.output).not.toBe(0);
    expect(run.output).toMatch(/fixture\.(one|two)/);
  });
});

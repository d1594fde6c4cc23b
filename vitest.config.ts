import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

// Server modules import "server-only", which throws outside a React Server environment; in tests (plain
// Node) it is the package's own empty module, as Next.js resolves it on the server.
const alias = {
  "@": fileURLToPath(new URL(".", import.meta.url)),
  "server-only": fileURLToPath(new URL("./node_modules/server-only/empty.js", import.meta.url)),
};

// Three projects: pure unit tests beside the code, integration tests against a real database,
// and API tests over HTTP against the built app (started by test/api/global-setup.ts). The API tests
// never run beside the integration tests: on two cores, the apps they start (and their password hashing)
// pushed the integration tests' timing-sensitive cases (worker-crash's carrier timeouts) over the edge.
// In one `vitest run` the groups go unit, then api (groupOrder 1), then integration (vitest puts a
// project without file parallelism and groupOrder 0 in a group of its own, last), and every project's
// global setup runs at the start: the API tests' app is up, idle, through the integration tests. So
// scripts/test.sh runs them as two vitest runs, unit and integration, then api.
// The integration and API projects copy their databases from one migrated and seeded template per run
// (test/support/db-template.ts) instead of migrating and seeding each.
// The unit and integration projects clear the process registry (lib/process-state.ts) after each file, after the
// file's own afterAll hooks: test/support/process-state-setup.ts.
const PROCESS_STATE_SETUP = "test/support/process-state-setup.ts";

// Vitest's own order (failed and slow files first), but a file named *.last.test.ts runs after every other file of
// its project: the API tests' log check (test/api/log-secrets.last.test.ts) reads the log the whole run wrote.
class LastFilesLast extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isLast = (f: TestSpecification) => f.moduleId.endsWith(".last.test.ts");
    const order = sorted.filter((f) => !isLast(f));
    for (const last of sorted.filter(isLast)) order.splice(order.findLastIndex((f) => f.project.name === last.project.name) + 1, 0, last);
    return order;
  }
}

export default defineConfig({
  resolve: { alias },
  test: {
    sequence: { sequencer: LastFilesLast },
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: [
            "lib/**/*.test.ts",
            "scripts/**/*.test.ts",
            "sandbox-carrier/**/*.test.ts",
            "test/fakes/**/*.test.ts",
            "test/lint/**/*.test.ts",
            "test/support/**/*.test.ts",
          ],
          exclude: ["**/*.int.test.ts"],
          setupFiles: [PROCESS_STATE_SETUP],
          sequence: { groupOrder: 0 },
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["lib/**/*.int.test.ts", "test/integration/**/*.test.ts"],
          globalSetup: ["test/support/db-template-setup.ts"],
          setupFiles: [PROCESS_STATE_SETUP],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        resolve: { alias },
        test: {
          name: "api",
          include: ["test/api/**/*.test.ts"],
          globalSetup: ["test/support/db-template-setup.ts", "test/api/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});

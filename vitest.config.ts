import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = { "@": fileURLToPath(new URL(".", import.meta.url)) };

// Three projects: pure unit tests beside the code, integration tests against a real database,
// and API tests over HTTP against the built app (started by test/api/global-setup.ts).
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      { resolve: { alias }, test: { name: "unit", include: ["lib/**/*.test.ts", "scripts/**/*.test.ts"], exclude: ["**/*.int.test.ts"] } },
      {
        resolve: { alias },
        test: { name: "integration", include: ["lib/**/*.int.test.ts", "test/integration/**/*.test.ts"], testTimeout: 60_000, hookTimeout: 120_000, fileParallelism: false },
      },
      {
        resolve: { alias },
        test: { name: "api", include: ["test/api/**/*.test.ts"], globalSetup: ["test/api/global-setup.ts"], testTimeout: 60_000, hookTimeout: 180_000, fileParallelism: false },
      },
    ],
  },
});

import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  // The web app's `@/` imports (as in vite.config.ts), for its unit tests.
  resolve: { alias: { "@": fileURLToPath(new URL("./src/web", import.meta.url)) } },
  test: {
    include: [
      "src/**/*.test.{ts,tsx}",
      "tests/integration/**/*.test.ts",
      "tests/e2e/**/*.test.ts",
      "tests/accuracy/**/*.test.ts",
    ],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores: integration and browser suites each start servers; keep concurrency modest.
    maxWorkers: 2,
  },
});

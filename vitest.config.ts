import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { haveChromium, skippedSuites } from "./tests/test-environment.ts";

// One line per group of suites this machine cannot run (no chromium, no PostgreSQL), instead of their stack traces.
for (const line of skippedSuites()) console.info(line);

export default defineConfig({
  // The web app's `@/` imports (as in vite.config.ts), for its unit tests.
  resolve: { alias: { "@": fileURLToPath(new URL("./src/web", import.meta.url)) } },
  test: {
    include: [
      "src/**/*.test.{ts,tsx}",
      "tests/integration/**/*.test.ts",
      ...(haveChromium() ? ["tests/e2e/**/*.test.ts"] : []),
      "tests/accuracy/**/*.test.ts",
    ],
    // The PDFs printed from the repository's specification texts (tests/fixtures/specs), written once per change.
    globalSetup: ["tests/fixtures/specs/write-spec-pdfs.global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores: integration and browser suites each start servers; keep concurrency modest.
    maxWorkers: 2,
  },
});

import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";
import { haveChromium, skippedSuites } from "./tests/test-environment.ts";

const HOSTILE_FUZZ_SUITES = [
  "tests/integration/security/hostile-pdf-fuzz.test.ts",
  "tests/integration/security/hostile-pdf-holes.test.ts",
];

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
    // The hostile-PDF fuzz run loads both cores for minutes and measures other users' waits: beside the rest of the
    // suite it starves their timing-sensitive checks and is starved itself. `npm run test:fuzz` runs it on its own,
    // after the suite (scripts/test-all.sh).
    exclude: [...configDefaults.exclude, ...(process.env.HOSTILE_FUZZ === "1" ? [] : HOSTILE_FUZZ_SUITES)],
    // The PDFs printed from the repository's specification texts (tests/fixtures/specs), written once per change.
    globalSetup: ["tests/fixtures/specs/write-spec-pdfs.global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores: integration and browser suites each start servers; keep concurrency modest.
    maxWorkers: 2,
  },
});

// A 5 MB register save does not stall other users: while one user saves a near-limit register in a loop, another
// user's requests are still answered quickly (the save's parse and validation run off the event loop).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ExtractedData } from "../../../src/contract/submittal";
import { startPrivatePostgres, type PrivatePostgres } from "../helpers/private-postgres";
import { havePostgresBinaries } from "../../test-environment";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { registerUser } from "../helpers/users";
import { insertCompletedScan } from "../helpers/completed-scan";

/** About 4.9 MB of JSON: 4,000 items with a long description and source text each, all different. */
function nearLimitRegister(round: number): ExtractedData {
  return {
    submittals: Array.from({ length: 4_000 }, (_, i) => ({
      division: "09 - Finishes",
      section: `09 ${String(i % 100).padStart(2, "0")} 23`,
      description: `Item ${i} of save ${round}: ${"submit product data and samples for each finish ".repeat(12)}`,
      submittalType: "Product Data",
      specifications: `Source text ${i}: ${"the contractor shall provide ".repeat(19)}`,
    })),
  };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

// On PostgreSQL, where the database's own work happens in its process: the bystander sees only what is left on the
// event loop. Embedded PGlite writes the 5 MB jsonb value inside this process (150–250 ms a save on the test
// machine, more under load), which no thread of ours can take off the event loop; it is not asserted here.
const cases = [{ backend: "postgres" as const, p99Ms: 200 }];

describe.runIf(havePostgresBinaries() || Boolean(process.env.TEST_DATABASE_URL)).each(cases)(
  "a 5 MB register save on $backend",
  ({ backend, p99Ms }) => {
    let server: TestServer;
    let postgres: PrivatePostgres | undefined;
    beforeAll(async () => {
      const shared = process.env.TEST_DATABASE_URL;
      if (backend === "postgres" && !shared) {
        postgres = await startPrivatePostgres();
        process.env.TEST_DATABASE_URL = postgres.url;
      }
      try {
        // The saver here outruns a user's per-minute edit limit on a fast machine; this suite measures the bystander,
        // not the limit (tests/integration/http/user-rate-limits.test.ts covers that).
        server = await startTestServer({ backend, env: { USER_RATE_LIMIT_PER_MINUTE: "10000" } });
      } finally {
        if (postgres && shared === undefined) delete process.env.TEST_DATABASE_URL;
      }
    }, 60_000);
    afterAll(async () => {
      await server?.close();
      postgres?.destroy();
    });

    it(
      `leaves another user's requests answered within ${p99Ms} ms (p99) while saves loop`,
      { timeout: 120_000 },
      async () => {
        const editor = await registerUser(server);
        const bystander = await registerUser(server);
        const scanId = await insertCompletedScan(server.db, {
          userId: editor.user.id,
          fileName: "book.pdf",
          fileSize: 10,
          extractedData: { submittals: [] },
        });
        const bodySize = JSON.stringify({ extractedData: nearLimitRegister(0) }).length;
        expect(bodySize).toBeGreaterThan(4.5e6);
        expect(bodySize).toBeLessThan(5 * 1024 * 1024);

        let saving = true;
        let saves = 0;
        const saver = (async () => {
          for (let round = 1; saving; round++) {
            const res = await editor.client.patch(`/api/scans/${scanId}`, {
              extractedData: nearLimitRegister(round),
            });
            expect(res.status).toBe(200);
            saves++;
          }
        })();
        const latencies: number[] = [];
        const end = Date.now() + 15_000;
        while (Date.now() < end) {
          const started = performance.now();
          const res = await bystander.client.get("/api/auth/user");
          latencies.push(performance.now() - started);
          expect(res.status).toBe(200);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        saving = false;
        await saver;
        const p99 = percentile(latencies, 99);
        console.log(
          `${backend}: ${saves} saves of ${(bodySize / 1e6).toFixed(1)} MB in 15 s; bystander: ${latencies.length} requests, ` +
            `p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms`,
        );
        expect(saves).toBeGreaterThan(2);
        expect(p99).toBeLessThan(p99Ms);
      },
    );
  },
);

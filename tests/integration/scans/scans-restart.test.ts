// A restart in the middle of scanning: no scan stays `processing`, and no scan is refunded twice.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { type ScanSummary } from "../../../src/contract/scans";
import { grantCredits } from "../../../src/server/credits/grant-credits";
import { creditLedger, users } from "../../../src/server/db/schema";
import { INTERRUPTED_MESSAGE } from "../../../src/server/scans/recovery/sweep-stranded-scans";
import { SCANNED_SPEC_PDF, sampleSpec, uploadScan, waitForScan } from "../../fixtures/scans/scan-test-client";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { loginAs, registerUser } from "../helpers/users";

const dataDir = mkdtempSync(join(tmpdir(), "scans-restart-"));
const scanned = () => ({ name: "scanned spec.pdf", bytes: readFileSync(SCANNED_SPEC_PDF) });

async function jobState(server: TestServer, id: string): Promise<string | undefined> {
  const { rows } = await server.database.executeSql("SELECT state FROM pgboss.job WHERE id = $1", [id]);
  return rows[0]?.state as string | undefined;
}

describe("restart while scanning (embedded database)", () => {
  let second: TestServer | undefined;
  afterAll(async () => {
    await second?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("resumes the running scan, fails the one that crashed out of retries, re-enqueues the lost one, refunds once", async () => {
    const first = await startTestServer({
      dataDir,
      env: { SCAN_THREADS: "0", MAX_CONCURRENT_SCANS: "1" },
    });
    const { client, user, email } = await registerUser(first);
    await grantCredits(first.db, { userId: user.id, credits: 3, reason: "test setup", actorId: null });
    const running = (await uploadScan(client, [scanned()])).id;
    const queued = (await uploadScan(client, [scanned()])).id;
    const lost = (await uploadScan(client, [sampleSpec()])).id;
    const deadline = Date.now() + 30_000;
    while ((await jobState(first, running)) !== "active") {
      if (Date.now() > deadline) throw new Error("the scan job never started");
      await new Promise((r) => setTimeout(r, 100));
    }
    await first.close(); // stops mid-OCR

    // Make the queued scan look like it was being worked on by a process killed with no retries left.
    const raw = await PGlite.create(join(dataDir, "db"));
    await raw.query(
      "UPDATE pgboss.job SET state = 'active', started_on = now(), retry_count = retry_limit WHERE id = $1",
      [queued],
    );
    await raw.close();

    // The resumed scan now runs into a short time limit, so it fails (and is refunded) quickly.
    second = await startTestServer({ dataDir, env: { SCAN_THREADS: "0", SCAN_TIMEOUT_MS: "2000" } });
    const again = await loginAs(second, email);
    const crashed = await waitForScan(again, queued);
    expect(crashed).toMatchObject({ status: "failed", errorMessage: INTERRUPTED_MESSAGE, creditsUsed: 0 });
    const resumed = await waitForScan(again, running);
    expect(resumed).toMatchObject({ status: "failed", creditsUsed: 0 });
    expect(resumed.errorMessage).toMatch(/processing limit/);

    // Re-enqueued and run: it finishes either way (on a busy machine the 2 s limit may stop it too).
    const rerun = await waitForScan(again, lost);
    expect(rerun.status === "completed" || /processing limit/.test(rerun.errorMessage ?? "")).toBe(true);

    const list = (await again.get<ScanSummary[]>("/api/scans")).body;
    expect(list.filter((s) => s.status === "processing")).toEqual([]);
    const failedIds = list.filter((s) => s.status === "failed").map((s) => s.id);
    const refunds = await second.db
      .select({ reference: creditLedger.reference, delta: creditLedger.delta })
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, user.id), eq(creditLedger.kind, "refund")));
    expect(refunds.map((r) => `${r.reference}:${r.delta}`).sort()).toEqual(failedIds.map((id) => `${id}:1`).sort());
    const [balance] = await second.db.select({ credits: users.credits }).from(users).where(eq(users.id, user.id));
    expect(balance?.credits).toBe(3 - (list.length - failedIds.length)); // only completed scans are charged
  });
});

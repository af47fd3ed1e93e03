// Fairness between users in one lane, over real HTTP with the real queue and engine: one user's pile of uploads
// does not make another user's single scan wait for all of them.
import { asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scans } from "../../../src/server/db/schema";
import { sampleSpec, uploadScan, waitForScan } from "../../fixtures/scans/scan-test-client";
import { backends } from "../helpers/backends";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { registerUserWithCredits } from "../helpers/users";

// One scan at a time in the lane, as in production; pages read in the scan's own thread.
const SCAN_ENV = { SCAN_THREADS: "0", MAX_CONCURRENT_SCANS: "1" };

describe.each(backends())("scan fairness on %s", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend, env: SCAN_ENV });
  });
  afterAll(() => server?.close());

  it("runs another user's one scan next, not after all ten of the first user's", { timeout: 300_000 }, async () => {
    const busy = await registerUserWithCredits(server, 10);
    const other = await registerUserWithCredits(server, 1);
    const busyIds: string[] = [];
    for (let i = 0; i < 10; i++) busyIds.push((await uploadScan(busy.client, [sampleSpec(`part ${i + 1}.pdf`)])).id);
    const { id: otherId } = await uploadScan(other.client, [sampleSpec()]);

    expect((await waitForScan(other.client, otherId, 120_000)).status).toBe("completed");
    for (const id of busyIds) expect((await waitForScan(busy.client, id, 120_000)).status).toBe("completed");

    const finished = await server.db
      .select({ id: scans.id })
      .from(scans)
      .where(inArray(scans.id, [...busyIds, otherId]))
      .orderBy(asc(scans.completedAt));
    const position = finished.findIndex((row) => row.id === otherId);
    // At most the scans already running (or fetched) when it arrived went first: the first user's first scan,
    // and on a slow machine the second.
    expect(position, `finished ${position + 1}th of 11`).toBeLessThanOrEqual(2);
    // The first user's own scans still run in the order they were uploaded.
    const busyOrder = finished.map((row) => row.id).filter((id) => id !== otherId);
    expect(busyOrder).toEqual(busyIds);
    expect((await server.db.select().from(scans).where(eq(scans.userId, busy.user.id))).length).toBe(10);
  });
});

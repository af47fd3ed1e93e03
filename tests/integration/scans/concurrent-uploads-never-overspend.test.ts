// Credits are checked and reserved with the scan in one transaction (decision 0023): uploads sent at the same moment
// by one user race for the same balance, and the database lets exactly as many through as there are credits.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createScanResponseSchema } from "../../../src/contract/scans";
import { sampleSpec, upload, waitForScan } from "../../fixtures/scans/scan-test-client";
import { backends } from "../helpers/backends";
import { creditsOf } from "../helpers/credit-ledger";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { registerUserWithCredits } from "../helpers/users";

// Pages are read in the scan's own worker thread: the engine's page-worker pool is exercised by its own tests.
const SCAN_ENV = { SCAN_THREADS: "0", MAX_CONCURRENT_SCANS: "2" };

describe.each(backends())("concurrent uploads on %s", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend, env: SCAN_ENV });
  });
  afterAll(() => server?.close());

  const balance = (userId: string) => creditsOf(server.db, userId);

  it("uploads sent at once never spend more credits than the balance holds: 3 credits, 10 uploads, 3 scanned, 7 refused", async () => {
    const { client, user } = await registerUserWithCredits(server, 3);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => upload(client, "/api/scans", [sampleSpec(`spec-${i}.pdf`)])),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 201, 402, 402, 402, 402, 402, 402, 402]);
    expect(await balance(user.id)).toBe(0);
    const accepted = results.filter((r) => r.status === 201).map((r) => createScanResponseSchema.parse(r.body).id);
    for (const id of accepted) expect((await waitForScan(client, id)).status).toBe("completed");
    expect(await balance(user.id)).toBe(0);
  });
});

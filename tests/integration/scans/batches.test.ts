// GET /api/batches/:id over real HTTP and a real database: a multi-file upload read back as one batch with its scans,
// visible to its owner only.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { batchDetailSchema } from "../../../src/contract/batches";
import { type ScanDetail } from "../../../src/contract/scans";
import { corruptPdf, sampleSpec, uploadScan, waitForScan } from "../../fixtures/scans/scan-test-client";
import { backends } from "../helpers/backends";
import { HttpClient } from "../helpers/http-client";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { registerUserWithCredits } from "../helpers/users";

const SCAN_ENV = { SCAN_THREADS: "0", MAX_CONCURRENT_SCANS: "2" };

describe.each(backends())("batches on %s", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend, env: SCAN_ENV });
  });
  afterAll(() => server?.close());

  it("returns the owner's batch with every scan, in natural file-name order, and 404 to anyone else", async () => {
    const owner = await registerUserWithCredits(server, 3);
    const files = [sampleSpec("Volume 10.pdf"), corruptPdf("Volume 1 damaged.pdf"), sampleSpec("Volume 2.pdf")];
    const created = await uploadScan(owner.client, files, "/api/scans/batch");
    expect(created.batchId).not.toBeNull();
    const batchPath = `/api/batches/${created.batchId}`;

    // Readable at once, while its scans are still being worked on.
    const early = batchDetailSchema.parse((await owner.client.get(batchPath)).body);
    expect(early).toMatchObject({ id: created.batchId, totalFiles: 3, creditsUsed: 3 });
    expect(early.scans.map((s) => s.id).sort()).toEqual([...created.scanIds].sort());

    for (const id of created.scanIds) await waitForScan(owner.client, id);
    const done = await owner.client.get(batchPath);
    expect(done.status).toBe(200);
    const batch = batchDetailSchema.parse(done.body);
    expect(batch).toMatchObject({ status: "completed", completedFiles: 2, failedFiles: 1, creditsUsed: 2 });
    expect(batch.completedAt).not.toBeNull();
    expect(batch.scans.map((s) => [s.fileName, s.status, s.batchId])).toEqual([
      ["Volume 1 damaged.pdf", "failed", created.batchId],
      ["Volume 2.pdf", "completed", created.batchId],
      ["Volume 10.pdf", "completed", created.batchId],
    ]);
    const [failed, second, tenth] = batch.scans;
    expect(failed).toMatchObject({ creditsUsed: 0, extractedData: null });
    expect(failed?.errorMessage).toBeTruthy();
    expect(second?.extractedData?.submittals.length).toBeGreaterThan(0);
    expect(tenth?.extractedData?.submittals.length).toBeGreaterThan(0);

    // Edits saved per scan show up in the batch.
    const edited = structuredClone(tenth!.extractedData!);
    edited.submittals[0]!.description = "Edited in the combined log";
    const patch = await owner.client.patch<ScanDetail>(`/api/scans/${tenth!.id}`, { extractedData: edited });
    expect(patch.status).toBe(200);
    const reread = batchDetailSchema.parse((await owner.client.get(batchPath)).body);
    expect(reread.scans[2]?.extractedData?.submittals[0]?.description).toBe("Edited in the combined log");

    const stranger = await registerUserWithCredits(server, 1);
    expect(await stranger.client.get(batchPath)).toMatchObject({ status: 404, body: { message: "Batch not found" } });
    expect(await stranger.client.patch(`/api/scans/${tenth!.id}`, { extractedData: edited })).toMatchObject({
      status: 404,
      body: { message: "Scan not found" },
    });
    expect((await owner.client.get("/api/batches/not-a-uuid")).status).toBe(404);
    expect((await owner.client.get(`/api/batches/${created.scanIds[0]}`)).status).toBe(404);
    expect((await new HttpClient(server.url).get(batchPath)).status).toBe(401);
  });
});

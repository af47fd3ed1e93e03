// The whole server with uploads in an S3-compatible bucket (a real s3rver process on loopback, never a mock of the
// SDK): upload, scan to completed (a long book in page ranges too), the source viewer's page images, and every way an
// upload is deleted.
import { randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { PutObjectCommand } from "@aws-sdk/client-s3";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { scanRanges, scans } from "../../../src/server/db/schema";
import { sweepStoredFiles } from "../../../src/server/scans/recovery/sweep-unneeded-files";
import { STORE_UNAVAILABLE_MESSAGE } from "../../../src/server/http/app-error";
import { handleScanJob } from "../../../src/server/scans/job/scan-job-handler";
import { createInProcessProgressBus } from "../../../src/server/scans/progress/progress-bus";
import { StoreUnavailableError } from "../../../src/server/storage/file-store";
import { OBJECT_COPIES_DIR, openFileStore } from "../../../src/server/storage/open-file-store";
import { generatedSpecBook } from "../../fixtures/scans/generated-book";
import { corruptPdf, sampleSpec, upload, uploadScan, waitForScan } from "../../fixtures/scans/scan-test-client";
import { startS3Server, type S3TestServer } from "../helpers/s3-server";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { registerUserWithCredits, TEST_PASSWORD, type SignedInUser } from "../helpers/users";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe("uploads in an S3-compatible bucket", () => {
  let s3: S3TestServer;
  let server: TestServer;

  beforeAll(async () => {
    s3 = await startS3Server();
    server = await startTestServer({ env: { ...s3.env, SCAN_THREADS: "0" } });
  });
  afterAll(async () => {
    await server?.close();
    await s3?.close();
  });

  const copies = (kind: "private" | "reused") => {
    const dir = join(server.config.dataDir, OBJECT_COPIES_DIR, kind);
    return existsSync(dir) ? readdirSync(dir) : [];
  };
  const storageKey = async (scanId: string) =>
    (await server.db.select().from(scans).where(eq(scans.id, scanId)))[0]?.storageKey ?? null;

  async function completedScan(owner: SignedInUser): Promise<{ id: string; key: string }> {
    const id = (await uploadScan(owner.client, [sampleSpec()])).id;
    const scan = await waitForScan(owner.client, id);
    expect(scan.status).toBe("completed");
    const key = await storageKey(id);
    if (!key) throw new Error("completed scan without a stored upload");
    return { id, key };
  }

  it("scans an upload kept in the bucket to completed, with nothing left on this machine's disk", async () => {
    const owner = await registerUserWithCredits(server, 1);
    const { id, key } = await completedScan(owner);
    const detail = await waitForScan(owner.client, id);
    expect(detail.extractedData?.submittals.length).toBeGreaterThan(0);
    expect(await s3.objectNames()).toContain(`uploads/${key}`);
    expect(existsSync(join(server.config.dataDir, "uploads"))).toBe(false);
    expect(copies("private")).toEqual([]); // the scan's copy went when the scan ended
  });

  it("serves the source viewer's page images from a kept copy, and deleting the scan deletes object and copy", async () => {
    const owner = await registerUserWithCredits(server, 1);
    const { id, key } = await completedScan(owner);
    for (const page of [1, 2, 1]) {
      const res = await owner.client.fetch(`/api/scans/${id}/pages/${page}/image?width=600`);
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).subarray(0, 8)).toEqual(PNG_SIGNATURE);
    }
    expect(copies("reused")).toEqual(expect.arrayContaining([key, `${key}.pages`]));

    expect((await owner.client.delete(`/api/scans/${id}`)).status).toBe(204);
    expect(await s3.objectNames()).not.toContain(`uploads/${key}`);
    expect(copies("reused").filter((name) => name.startsWith(key))).toEqual([]);
  });

  it("answers 503 with a message for a page image while the bucket is unreachable, and 200 once it is back", async () => {
    const owner = await registerUserWithCredits(server, 1);
    const { id } = await completedScan(owner);
    await s3.kill();
    try {
      const res = await owner.client.get(`/api/scans/${id}/pages/1/image`);
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ code: "UNAVAILABLE" });
    } finally {
      await s3.start();
    }
    expect((await owner.client.fetch(`/api/scans/${id}/pages/1/image`)).status).toBe(200);
  }, 60_000);

  it("answers an upload with 503 and charges nothing while the bucket is unreachable", async () => {
    const owner = await registerUserWithCredits(server, 1);
    await s3.kill();
    try {
      const res = await upload(owner.client, "/api/scans", [sampleSpec()]);
      expect(res).toEqual({ status: 503, body: { message: STORE_UNAVAILABLE_MESSAGE, code: "UNAVAILABLE" } });
    } finally {
      await s3.start();
    }
    expect(await server.db.select().from(scans).where(eq(scans.userId, owner.user.id))).toEqual([]);
    expect((await owner.client.get<{ credits: number }>("/api/auth/user")).body.credits).toBe(1);
  }, 60_000);

  it("leaves a scan whose upload cannot be read now processing, for its job to be retried, not failed", async () => {
    const owner = await registerUserWithCredits(server, 1);
    const { key } = await completedScan(owner);
    const [row] = await server.db
      .insert(scans)
      .values({ userId: owner.user.id, fileName: "again.pdf", fileSize: 1, storageKey: key, status: "processing" })
      .returning();
    const scanId = row?.id ?? "";
    const engineRuns: string[] = [];
    const deps = {
      db: server.db,
      files: openFileStore(server.config),
      progress: createInProcessProgressBus(),
      log: server.app.log,
      timeoutMs: 60_000,
      engineOptions: {},
      runScan: async ({ path }: { path: string }) => {
        engineRuns.push(path);
        return { submittals: [] };
      },
    };
    await s3.kill();
    try {
      const job = { id: scanId, data: { scanId }, retryCount: 0 };
      await expect(handleScanJob(job, new AbortController().signal, deps)).rejects.toBeInstanceOf(
        StoreUnavailableError,
      );
    } finally {
      await s3.start();
    }
    expect(engineRuns).toEqual([]);
    const [after] = await server.db.select().from(scans).where(eq(scans.id, scanId));
    expect(after).toMatchObject({ status: "processing", storageKey: key, errorMessage: null });
    expect(await s3.objectNames()).toContain(`uploads/${key}`); // not deleted as a failed scan's upload would be
    await server.db.delete(scans).where(eq(scans.id, scanId));
  }, 60_000);

  it("deletes the upload of a failed scan from the bucket", async () => {
    const owner = await registerUserWithCredits(server, 1);
    const before = await s3.objectNames();
    const id = (await uploadScan(owner.client, [corruptPdf()])).id;
    expect((await waitForScan(owner.client, id)).status).toBe("failed");
    // Removed right after the failure is recorded, which the client may see first.
    await vi.waitFor(async () => expect(await s3.objectNames()).toEqual(before), { timeout: 5_000 });
  });

  it("deletes every upload of a closed account from the bucket", async () => {
    const owner = await registerUserWithCredits(server, 2);
    const keys = [(await completedScan(owner)).key, (await completedScan(owner)).key];
    const closed = await owner.client.json("DELETE", "/api/auth/user", { password: TEST_PASSWORD });
    expect(closed.status).toBe(200);
    const names = await s3.objectNames();
    expect(keys.filter((key) => names.includes(`uploads/${key}`))).toEqual([]);
  });

  it("sweeps objects no scan refers to once they are an hour old, keeping every scan's upload", async () => {
    const owner = await registerUserWithCredits(server, 1);
    const { key: kept } = await completedScan(owner);
    const orphan = `${randomUUID()}.pdf`;
    await s3.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: `uploads/${orphan}`, Body: "%PDF-1.7\n" }));
    const files = openFileStore(server.config);
    const sweep = (now: number) => sweepStoredFiles({ db: server.db, files, log: server.app.log, now });

    expect((await sweep(Date.now())).orphans).toBe(0); // just written: maybe an upload still arriving
    expect((await sweep(Date.now() + 2 * 3600_000)).orphans).toBeGreaterThanOrEqual(1);
    const names = await s3.objectNames();
    expect(names).not.toContain(`uploads/${orphan}`);
    expect(names).toContain(`uploads/${kept}`);
  });
});

describe("a book read in page ranges with uploads in a bucket", () => {
  let s3: S3TestServer;
  let server: TestServer;

  beforeAll(async () => {
    s3 = await startS3Server();
    server = await startTestServer({
      env: { ...s3.env, SCAN_SHORT_LANE_PAGES: "5", SCAN_RANGE_PAGES: "50", SCAN_THREADS: "1" },
    });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await s3?.close();
  });

  it("stores each range's pages in the bucket, combines them into the register and removes them after", async () => {
    const { client } = await registerUserWithCredits(server, 5);
    const { id } = await uploadScan(client, [{ name: "book.pdf", bytes: readFileSync(generatedSpecBook(40)) }]);
    const scan = await waitForScan(client, id, 120_000);
    expect(scan.status).toBe("completed");
    expect(scan.extractedData?.pageCount).toBe(172);
    expect(scan.extractedData?.submittals.length).toBeGreaterThan(200);
    const ranges = await server.db.select().from(scanRanges).where(eq(scanRanges.scanId, id));
    expect(ranges.map((range) => range.state)).toEqual(["done", "done", "done", "done"]);

    // The ranges' stored pages went through the bucket and are gone from it; the upload stays (source viewer).
    const [row] = await server.db.select().from(scans).where(eq(scans.id, id));
    await vi.waitFor(async () => expect(await s3.objectNames()).toEqual([`uploads/${row!.storageKey}`]), {
      timeout: 10_000,
    });
    expect(existsSync(join(server.config.dataDir, "uploads"))).toBe(false);
  }, 180_000);
});

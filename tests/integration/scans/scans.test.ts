// Scanning end to end over real HTTP, a real database, the real engine and the real queue.
import { randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { MAX_FILE_BYTES, MAX_FILES_PER_BATCH, MB } from "../../../src/contract/uploads";
import { scanDetailSchema, scanSummarySchema, type ScanDetail } from "../../../src/contract/scans";
import { batches, creditLedger } from "../../../src/server/db/schema";
import {
  corruptPdf,
  sampleSpec,
  textRenamedToPdf,
  upload,
  uploadScan,
  waitForScan,
  watchProgress,
} from "../../fixtures/scans/scan-test-client";
import { backends } from "../helpers/backends";
import { creditsOf } from "../helpers/credit-ledger";
import type { HttpClient } from "../helpers/http-client";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { registerUserWithCredits } from "../helpers/users";

// Pages are read in the scan's own worker thread: the engine's page-worker pool is exercised by its own tests.
const SCAN_ENV = { SCAN_THREADS: "0", MAX_CONCURRENT_SCANS: "2" };

/** Uploads one PDF of `sizeBytes` to /api/scans, generated while it is sent (never whole in memory). */
async function uploadStreamed(client: HttpClient, sizeBytes: number): Promise<{ status: number; body: unknown }> {
  const boundary = `----scan-test-${randomBytes(8).toString("hex")}`;
  const signature = Buffer.from("%PDF-1.7\n");
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.pdf"\r\n` +
      "Content-Type: application/pdf\r\n\r\n",
  );
  const filler = Buffer.alloc(MB, 0x20);
  let left = sizeBytes - signature.length;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(Buffer.concat([head, signature]));
    },
    pull(controller) {
      if (left <= 0) {
        controller.enqueue(Buffer.from(`\r\n--${boundary}--\r\n`));
        controller.close();
        return;
      }
      const n = Math.min(left, filler.length);
      controller.enqueue(filler.subarray(0, n));
      left -= n;
    },
  });
  const response = await client.fetch("/api/scans", {
    method: "POST",
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    body,
    duplex: "half",
  } as RequestInit);
  return { status: response.status, body: await response.json() };
}

describe.each(backends())("scans on %s", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend, env: SCAN_ENV });
  });
  afterAll(() => server?.close());

  const balance = (userId: string) => creditsOf(server.db, userId);

  const uploadsDir = () => join(server.config.dataDir, "uploads");
  const storedFiles = (): string[] => {
    try {
      return readdirSync(uploadsDir());
    } catch {
      return [];
    }
  };
  /** Files stored since `before` was listed. Earlier tests' uploads may be removed meanwhile, so counts would race. */
  const filesAddedSince = (before: readonly string[]) => storedFiles().filter((name) => !before.includes(name));

  it("scans a real specification: progress over the WebSocket, then the submittals", async () => {
    const { client, user } = await registerUserWithCredits(server, 2);
    const created = await uploadScan(client, [sampleSpec()]);
    expect(created).toMatchObject({ scanIds: [created.id], batchId: null, creditsUsed: 1 });
    expect(await balance(user.id)).toBe(1);

    const socket = watchProgress(server.url, client.cookies, created.id);
    const { messages, closeCode } = await socket.done;
    expect(closeCode).toBe(1000);
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.at(-1)).toMatchObject({ scanId: created.id, status: "completed" });

    const scan = scanDetailSchema.parse((await client.get(`/api/scans/${created.id}`)).body);
    expect(scan).toMatchObject({ status: "completed", fileName: "05 52 00 Metal Railings.pdf", creditsUsed: 1 });
    expect(scan.completedAt).not.toBeNull();
    expect(scan.extractedData?.submittals.length).toBeGreaterThan(0);
    expect(scan.extractedData?.submittals.every((s) => /^05\s*-/.test(s.division))).toBe(true);

    const list = await client.get("/api/scans");
    const summaries = z.array(scanSummarySchema).parse(list.body);
    expect(summaries.map((s) => s.id)).toEqual([created.id]);
    expect(await balance(user.id)).toBe(1);
  });

  it("fails a damaged PDF with a message, refunds it and records both moves in the ledger", async () => {
    const { client, user } = await registerUserWithCredits(server, 1);
    const { id } = await uploadScan(client, [corruptPdf()]);
    const scan = await waitForScan(client, id);
    expect(scan.status).toBe("failed");
    expect(scan.errorMessage).toMatch(/damaged or unreadable/);
    expect(scan.creditsUsed).toBe(0);
    expect(await balance(user.id)).toBe(1);
    const ledger = await server.db
      .select({ kind: creditLedger.kind, delta: creditLedger.delta })
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, user.id), eq(creditLedger.reference, id)));
    expect(ledger.map((l) => `${l.kind}:${l.delta}`).sort()).toEqual(["refund:1", "scan:-1"]);

    // The late subscriber is told the outcome at once.
    const { messages, closeCode } = await watchProgress(server.url, client.cookies, id).done;
    expect(closeCode).toBe(1000);
    expect(messages).toEqual([expect.objectContaining({ scanId: id, status: "failed", message: scan.errorMessage })]);
  });

  it("refuses a text file renamed to .pdf without storing it or charging", async () => {
    const { client, user } = await registerUserWithCredits(server, 1);
    const before = storedFiles();
    const res = await upload(client, "/api/scans", [textRenamedToPdf()]);
    expect(res).toEqual({ status: 400, body: { message: "Only PDF files can be scanned.", code: "BAD_REQUEST" } });
    expect(filesAddedSince(before)).toEqual([]);
    expect(await balance(user.id)).toBe(1);
  });

  it("takes one file at /api/scans and at most 20 per batch, storing and charging nothing otherwise", async () => {
    const { client, user } = await registerUserWithCredits(server, MAX_FILES_PER_BATCH + 5);
    const before = storedFiles();
    expect(await upload(client, "/api/scans", [sampleSpec("a.pdf"), sampleSpec("b.pdf")])).toEqual({
      status: 400,
      body: { message: "Upload one file at a time here.", code: "BAD_REQUEST" },
    });
    const tooMany = Array.from({ length: MAX_FILES_PER_BATCH + 1 }, (_, i) => corruptPdf(`part-${i}.pdf`));
    expect(await upload(client, "/api/scans/batch", tooMany)).toEqual({
      status: 400,
      body: { message: "You can upload at most 20 files at a time.", code: "BAD_REQUEST" },
    });
    expect(filesAddedSince(before)).toEqual([]);
    expect(await balance(user.id)).toBe(MAX_FILES_PER_BATCH + 5);
    expect((await client.get("/api/scans")).body).toEqual([]);
  });

  // One backend is enough: the limit is the upload's, and a quarter of a gigabyte is slow on a busy machine.
  it.runIf(backend === "pglite")("refuses a file over 250 MB with 413, storing and charging nothing", async () => {
    const { client, user } = await registerUserWithCredits(server, 10);
    const before = storedFiles();
    expect(await uploadStreamed(client, MAX_FILE_BYTES + 1)).toEqual({
      status: 413,
      body: { message: "File is too large. The maximum size is 250 MB.", code: "PAYLOAD_TOO_LARGE" },
    });
    expect(filesAddedSince(before)).toEqual([]);
    expect(await balance(user.id)).toBe(10);
  });

  it("refuses an upload from a user without credits, and one from a stranger", async () => {
    const { client } = await registerUserWithCredits(server, 0);
    const res = await upload(client, "/api/scans", [sampleSpec()]);
    expect(res).toEqual({
      status: 402,
      body: {
        message: "You need 1 credit(s) to scan these documents. You have 0 credit(s).",
        code: "INSUFFICIENT_CREDITS",
      },
    });
    const anonymous = await upload({ fetch: (p, init) => fetch(new URL(p, server.url), init) }, "/api/scans", [
      sampleSpec(),
    ]);
    expect(anonymous.status).toBe(401);
  });

  it("keeps every scan private to its owner: HTTP 404 and a refused WebSocket for anyone else", async () => {
    const owner = await registerUserWithCredits(server, 1);
    const stranger = await registerUserWithCredits(server, 1);
    const { id } = await uploadScan(owner.client, [sampleSpec()]);
    await waitForScan(owner.client, id);

    expect(await stranger.client.get(`/api/scans/${id}`)).toMatchObject({
      status: 404,
      body: { message: "Scan not found", code: "NOT_FOUND" },
    });
    const patch = await stranger.client.patch(`/api/scans/${id}`, { extractedData: { submittals: [] } });
    expect(patch).toMatchObject({ status: 404, body: { message: "Scan not found", code: "NOT_FOUND" } });
    expect((await stranger.client.get("/api/scans/not-a-uuid")).status).toBe(404);
    expect((await stranger.client.get("/api/scans")).body).toEqual([]);

    const refused = await watchProgress(server.url, stranger.client.cookies, id).done;
    expect(refused).toEqual({ messages: [], closeCode: 4404 });
    const signedOut = await watchProgress(server.url, new Map(), id).done;
    expect(signedOut).toEqual({ messages: [], closeCode: 4401 });
  });

  it("refuses a progress socket opened from another site, before it reads the session", async () => {
    const owner = await registerUserWithCredits(server, 1);
    const stranger = await registerUserWithCredits(server, 0);
    const { id } = await uploadScan(owner.client, [corruptPdf()]);
    const scan = await waitForScan(owner.client, id);

    // A page elsewhere opening the socket with the owner's cookie gets the handshake refused with 403.
    for (const origin of ["https://evil.example", `${server.url}.evil.example`, "null"]) {
      await expect(watchProgress(server.url, owner.client.cookies, id, { origin }).done).rejects.toThrow(
        "Unexpected server response: 403",
      );
    }
    // The app's own pages are served, and the owner rule still holds for them.
    const own = await watchProgress(server.url, owner.client.cookies, id, { origin: server.url }).done;
    expect(own).toEqual({
      closeCode: 1000,
      messages: [expect.objectContaining({ scanId: id, status: "failed", message: scan.errorMessage })],
    });
    const other = await watchProgress(server.url, stranger.client.cookies, id, { origin: server.url }).done;
    expect(other).toEqual({ messages: [], closeCode: 4404 });
  });

  it("saves edits validated by the shared schema", async () => {
    const { client } = await registerUserWithCredits(server, 1);
    const { id } = await uploadScan(client, [sampleSpec()]);
    const scan = await waitForScan(client, id);
    const data = structuredClone(scan.extractedData!);

    const bad = structuredClone(data);
    bad.submittals[0]!.division = "Concrete";
    expect(await client.patch(`/api/scans/${id}`, { extractedData: bad })).toEqual({
      status: 400,
      headers: expect.anything(),
      body: { message: "Division must be in CSI format (e.g., '03 - Concrete')", code: "BAD_REQUEST" },
    });

    data.projectName = "Riverside Clinic";
    data.submittals[0]!.description = "Grab bars, edited";
    data.submittals[0]!.excluded = true;
    const saved = await client.patch<ScanDetail>(`/api/scans/${id}`, { extractedData: data });
    expect(saved.status).toBe(200);
    const reread = scanDetailSchema.parse((await client.get(`/api/scans/${id}`)).body);
    expect(reread.extractedData?.projectName).toBe("Riverside Clinic");
    expect(reread.extractedData?.submittals[0]).toMatchObject({ description: "Grab bars, edited", excluded: true });

    // Bodies are limited to 5 MB; a larger one is refused before it is parsed and changes nothing.
    const huge = structuredClone(data);
    huge.submittals[0]!.specifications = "x".repeat(10 * MB);
    expect(await client.patch(`/api/scans/${id}`, { extractedData: huge })).toMatchObject({
      status: 413,
      body: { message: "Request body is too large", code: "PAYLOAD_TOO_LARGE" },
    });
    expect(scanDetailSchema.parse((await client.get(`/api/scans/${id}`)).body).extractedData).toEqual(
      reread.extractedData,
    );
  });

  it("runs a batch as one batch row with true counters", async () => {
    const { client, user } = await registerUserWithCredits(server, 2);
    const created = await uploadScan(client, [sampleSpec("good.pdf"), corruptPdf("bad.pdf")], "/api/scans/batch");
    expect(created.scanIds).toHaveLength(2);
    expect(created).toMatchObject({ id: created.scanIds[0], creditsUsed: 2 });
    const outcomes = await Promise.all(created.scanIds.map((id) => waitForScan(client, id)));
    expect(outcomes.map((s) => [s.fileName, s.status, s.batchId])).toEqual([
      ["good.pdf", "completed", created.batchId],
      ["bad.pdf", "failed", created.batchId],
    ]);
    const [batch] = await server.db.select().from(batches).where(eq(batches.id, created.batchId!));
    expect(batch).toMatchObject({
      userId: user.id,
      totalFiles: 2,
      completedFiles: 1,
      failedFiles: 1,
      status: "completed",
      creditsUsed: 1,
    });
    expect(batch?.completedAt).not.toBeNull();
    expect(await balance(user.id)).toBe(1);
  });
});

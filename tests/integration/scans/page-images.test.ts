// The source viewer's page images over real HTTP and a real database: owner only, rendered by mupdf in a worker
// thread, cached beside the upload, quick on a long book, and removed with the scan.
import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantCredits } from "../../../src/server/credits/grant-credits";
import { scans } from "../../../src/server/db/schema";
import { sampleSpec, uploadScan, waitForScan } from "../../fixtures/scans/scan-test-client";
import { writePdf } from "../../fixtures/pdf/write-pdf";
import { tilingPatternBomb, writeSlowPageBook } from "../../fixtures/pdf/hostile-pdfs";
import { simpleBook, textContent, writeRawPdf } from "../../fixtures/pdf/write-raw-pdf";
import { PAGE_DAMAGED, PAGE_TOO_LARGE } from "../../../src/server/scans/page-images/page-image-route";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { registerUser, type SignedInUser } from "../helpers/users";
import { insertCompletedScan } from "../helpers/completed-scan";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const LONG_BOOK_PAGES = 3000;

function pngWidth(png: Buffer): number {
  return png.readUInt32BE(16); // IHDR's width follows the signature, the chunk length and its type
}

describe("scan page images", () => {
  let server: TestServer;
  let owner: SignedInUser;
  let scanId: string;
  const uploadsDir = () => join(server.config.dataDir, "uploads");

  beforeAll(async () => {
    server = await startTestServer({ env: { SCAN_THREADS: "0" } });
    owner = await registerUser(server);
    await grantCredits(server.db, { userId: owner.user.id, credits: 1, reason: "test setup", actorId: null });
    scanId = (await uploadScan(owner.client, [sampleSpec()])).id;
    expect((await waitForScan(owner.client, scanId)).status).toBe("completed");
  }, 60_000);
  afterAll(() => server?.close());

  it("shows the first page of a 3,000-page book in under a second, as the first render since the server started", async () => {
    mkdirSync(uploadsDir(), { recursive: true });
    const key = `${randomUUID()}.pdf`;
    const path = join(uploadsDir(), key);
    await writePdf(path, (doc) => {
      for (let page = 1; page <= LONG_BOOK_PAGES; page++) {
        if (page > 1) doc.addPage();
        doc.fontSize(11).text(`SECTION 03 30 00 - CAST-IN-PLACE CONCRETE, page ${page}`, 72, 72);
      }
    });
    // No page count stored: the renderer itself finds a page past the end.
    const rowId = await insertCompletedScan(server.db, {
      userId: owner.user.id,
      fileName: "long book.pdf",
      fileSize: statSync(path).size,
      storageKey: key,
      extractedData: { submittals: [] },
    });
    const started = performance.now();
    const first = await owner.client.fetch(`/api/scans/${rowId}/pages/1/image?width=1000`);
    const firstMs = performance.now() - started;
    expect(first.status).toBe(200);
    expect(Buffer.from(await first.arrayBuffer()).subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(first.headers.get("x-page-size")).toBe("612 792"); // pdfkit's LETTER, in points
    expect(first.headers.get("x-page-count")).toBe(String(LONG_BOOK_PAGES));
    console.info(`first page of a ${LONG_BOOK_PAGES}-page book: ${firstMs.toFixed(0)} ms`);
    expect(firstMs).toBeLessThan(1000);
    const last = await owner.client.fetch(`/api/scans/${rowId}/pages/${LONG_BOOK_PAGES}/image`);
    expect(last.status).toBe(200);
    expect((await owner.client.fetch(`/api/scans/${rowId}/pages/${LONG_BOOK_PAGES + 1}/image`)).status).toBe(404);
  }, 60_000);

  it("answers the owner with a private PNG of the asked width, cached beside the upload", async () => {
    const res = await owner.client.fetch(`/api/scans/${scanId}/pages/2/image?width=640`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toMatch(/^private\b/);
    const png = Buffer.from(await res.arrayBuffer());
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(pngWidth(png)).toBe(700); // widths are rounded up to a step of 100

    const cacheDirs = readdirSync(uploadsDir()).filter((name) => name.endsWith(".pdf.pages"));
    const cached = cacheDirs.flatMap((dir) => readdirSync(join(uploadsDir(), dir)));
    expect(cached).toEqual(expect.arrayContaining(["2-700.png", "2.json"]));
    const cachedRes = await owner.client.fetch(`/api/scans/${scanId}/pages/2/image?width=700`);
    expect(Buffer.from(await cachedRes.arrayBuffer())).toEqual(png);
    expect(cachedRes.headers.get("x-page-size")).toBe(res.headers.get("x-page-size"));
    expect(cachedRes.headers.get("x-page-count")).toBe(res.headers.get("x-page-count"));
  });

  it("is 404 for another user, a page out of range, a malformed page and a missing upload", async () => {
    const stranger = await registerUser(server);
    expect((await stranger.client.fetch(`/api/scans/${scanId}/pages/1/image`)).status).toBe(404);
    expect((await owner.client.fetch(`/api/scans/${scanId}/pages/0/image`)).status).toBe(404);
    const pageCount = (await waitForScan(owner.client, scanId)).extractedData?.pageCount ?? 0;
    expect(pageCount).toBeGreaterThan(0);
    expect((await owner.client.fetch(`/api/scans/${scanId}/pages/${pageCount + 1}/image`)).status).toBe(404);
    expect((await owner.client.fetch(`/api/scans/${scanId}/pages/x/image`)).status).toBe(404);
    expect((await owner.client.fetch(`/api/scans/${randomUUID()}/pages/1/image`)).status).toBe(404);

    const [row] = await server.db.select().from(scans).where(eq(scans.id, scanId));
    const upload = join(uploadsDir(), row?.storageKey ?? "");
    rmSync(upload);
    rmSync(`${upload}.pages`, { recursive: true, force: true });
    expect(existsSync(upload)).toBe(false);
    expect((await owner.client.fetch(`/api/scans/${scanId}/pages/1/image`)).status).toBe(404);
  });

  it("refuses a page too costly to draw with 422 at once, and still draws the book's other pages", async () => {
    mkdirSync(uploadsDir(), { recursive: true });
    const key = `${randomUUID()}.pdf`;
    // Page 1 is text; page 2 is filled with a pattern of 0.03-point cells: half a billion tiles to paint.
    const book = simpleBook([
      textContent(["SECTION 05 12 00 - STRUCTURAL STEEL"]),
      "/Pattern cs /P0 scn 0 0 612 792 re f",
    ]);
    book[5] = (book[5] as string).replace(
      "/Resources << /Font << /F1 3 0 R >> >>",
      "/Resources << /Pattern << /P0 8 0 R >> >>",
    );
    book.push(tilingPatternBomb(0.03)[4]!);
    await writeRawPdf(join(uploadsDir(), key), book);
    const rowId = await insertCompletedScan(server.db, {
      userId: owner.user.id,
      fileName: "patterned.pdf",
      fileSize: statSync(join(uploadsDir(), key)).size,
      storageKey: key,
      extractedData: { submittals: [], pageCount: 2 },
    });
    const started = performance.now();
    const refused = await owner.client.fetch(`/api/scans/${rowId}/pages/2/image?width=1200`);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ message: PAGE_TOO_LARGE });
    // Drawing it would hold the one render thread every user shares for close to a minute.
    expect(performance.now() - started).toBeLessThan(5000);
    expect((await owner.client.fetch(`/api/scans/${rowId}/pages/1/image?width=1200`)).status).toBe(200);
  }, 60_000);

  /** A completed scan of `owner` whose upload is the file `write` puts at the given path. */
  async function storedScan(who: SignedInUser, write: (path: string) => Promise<void> | void, pageCount: number) {
    mkdirSync(uploadsDir(), { recursive: true });
    const key = `${randomUUID()}.pdf`;
    await write(join(uploadsDir(), key));
    const rowId = await insertCompletedScan(server.db, {
      userId: who.user.id,
      fileName: "stored.pdf",
      fileSize: statSync(join(uploadsDir(), key)).size,
      storageKey: key,
      extractedData: { submittals: [], pageCount },
    });
    return rowId;
  }

  it("draws another user's pages while one user's page takes seconds to draw", async () => {
    const other = await registerUser(server);
    // Page 2 strokes two million tiny lines: seconds of drawing, within the work budget.
    const slowId = await storedScan(
      owner,
      (path) => writeSlowPageBook(path, { pages: 3, slowPage: 2, segments: 2_000_000 }),
      3,
    );
    const quickId = await storedScan(
      other,
      (path) => writeRawPdf(path, simpleBook([1, 2, 3].map((n) => textContent([`SECTION 0${n} 10 00 - PAGE ${n}`])))),
      3,
    );
    const answered: string[] = [];
    const slow = owner.client
      .fetch(`/api/scans/${slowId}/pages/2/image?width=900`)
      .then((res) => answered.push(`owner ${res.status}`));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const quick = Promise.all(
      [1, 2, 3].map((page) =>
        other.client.fetch(`/api/scans/${quickId}/pages/${page}/image?width=900`).then((res) => res.status),
      ),
    ).then((statuses) => answered.push(`other ${statuses.join(" ")}`));
    await Promise.all([slow, quick]);
    // The other user's three pages came back, drawn, before the slow page did (drawn, or on a machine so busy that it
    // passed the time limit, refused with 422: either way, only that request).
    expect(answered[0]).toBe("other 200 200 200");
    expect(answered[1]).toMatch(/^owner (200|422)$/);
  }, 120_000);

  it("answers a page of a damaged upload with 422 and a message, not 500", async () => {
    const id = await storedScan(owner, (path) => writeFileSync(path, "%PDF-1.7\nnothing but damage\n"), 1);
    const res = await owner.client.fetch(`/api/scans/${id}/pages/1/image`);
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ message: PAGE_DAMAGED });
  });

  it("removes the kept PDF and the page images drawn from it when the scan is deleted", async () => {
    await grantCredits(server.db, { userId: owner.user.id, credits: 1, reason: "test setup", actorId: null });
    const id = (await uploadScan(owner.client, [sampleSpec()])).id;
    expect((await waitForScan(owner.client, id)).status).toBe("completed");
    expect((await owner.client.fetch(`/api/scans/${id}/pages/1/image?width=800`)).status).toBe(200);
    const [row] = await server.db.select().from(scans).where(eq(scans.id, id));
    const kept = join(uploadsDir(), row?.storageKey ?? "");
    expect(existsSync(kept)).toBe(true);
    expect(readdirSync(`${kept}.pages`)).toContain("1-800.png");

    expect((await owner.client.delete(`/api/scans/${id}`)).status).toBe(204);
    expect(existsSync(kept)).toBe(false);
    expect(existsSync(`${kept}.pages`)).toBe(false);
  }, 60_000);

  it("is 401 signed out", async () => {
    const res = await fetch(new URL(`/api/scans/${scanId}/pages/1/image`, server.url));
    expect(res.status).toBe(401);
  });
});

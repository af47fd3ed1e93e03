// The pages-per-file limit (SCAN_MAX_PAGES_PER_FILE; 50 here) over real HTTP, the real engine threads, queue and
// database (docs/decisions/0290-pages-per-file-limit-counted-where-cheap.md): a file whose page tree declares more
// pages in its bytes is refused at the upload (413) before any credit is taken; a file whose page tree is hidden in a
// compressed object stream is accepted and fails once the book is open, before any page is read, refunded, with the
// same words; a file under the limit is scanned as before. Both lanes are covered: with page ranges (the look counts
// the pages) and without (the reading does).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as mupdf from "mupdf";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tooManyPagesMessage } from "../../../src/contract/uploads";
import { creditLedger, scans } from "../../../src/server/db/schema";
import { simpleBook, textContent, writeRawPdf } from "../../fixtures/pdf/write-raw-pdf";
import { upload, uploadScan, waitForScan } from "../../fixtures/scans/scan-test-client";
import { expectLedgerEqualsBalance } from "../helpers/credit-ledger";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { registerUserWithCredits } from "../helpers/users";

const LIMIT = 50;
let dir: string;
/** 60 pages, the page tree written plainly: its count is in the bytes. */
let plainLong: Uint8Array;
/** The same 60 pages saved by mupdf with object streams: the page tree is compressed. */
let hiddenLong: Uint8Array;
/** 50 pages: at the limit. */
let atLimit: Uint8Array;

const pages = (count: number) =>
  simpleBook(Array.from({ length: count }, (_, i) => textContent([`SECTION 01 10 00 - PAGE ${i + 1}`])));

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "pages-per-file-"));
  await writeRawPdf(join(dir, "long.pdf"), pages(60));
  await writeRawPdf(join(dir, "at-limit.pdf"), pages(LIMIT));
  plainLong = readFileSync(join(dir, "long.pdf"));
  atLimit = readFileSync(join(dir, "at-limit.pdf"));
  const doc = mupdf.PDFDocument.openDocument(plainLong, "application/pdf") as mupdf.PDFDocument;
  hiddenLong = doc.saveToBuffer("compress,objstms=yes,garbage").asUint8Array().slice();
  doc.destroy();
  expect(Buffer.from(hiddenLong).toString("latin1")).not.toMatch(/\/Count/);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.each([
  ["with page ranges (the look counts the pages)", {}],
  ["without page ranges (the reading counts them)", { SCAN_RANGE_PAGES: "0" }],
])("pages per file, %s", (_name, env: Record<string, string>) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: { SCAN_MAX_PAGES_PER_FILE: String(LIMIT), SCAN_SHORT_LANE_PAGES: "40", ...env },
    });
  });
  afterAll(() => server?.close());

  const movesOf = async (userId: string, scanId: string) =>
    (
      await server.db
        .select({ kind: creditLedger.kind, delta: creditLedger.delta })
        .from(creditLedger)
        .where(and(eq(creditLedger.userId, userId), eq(creditLedger.reference, scanId)))
    )
      .map((m) => `${m.kind}:${m.delta}`)
      .sort();

  it("refuses a file declaring more pages at the upload, before any credit is taken", { timeout: 60_000 }, async () => {
    const { client, user } = await registerUserWithCredits(server, 3);
    const res = await upload(client, "/api/scans", [{ name: "long.pdf", bytes: plainLong }]);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(tooManyPagesMessage(LIMIT, 60));
    expect(res.body.message).toBe("File has too many pages (60). The maximum is 50 pages per file.");
    // A batch with one such file is refused whole, as one over the size limit is.
    const batch = await upload(client, "/api/scans/batch", [
      { name: "at-limit.pdf", bytes: atLimit },
      { name: "long.pdf", bytes: plainLong },
    ]);
    expect(batch.status).toBe(413);
    expect(await server.db.select().from(scans).where(eq(scans.userId, user.id))).toEqual([]);
    expect(await expectLedgerEqualsBalance(server.db, user.id)).toBe(3);
  });

  it(
    "fails a file whose count was hidden once it is open, with the same words, refunded once",
    { timeout: 120_000 },
    async () => {
      const { client, user } = await registerUserWithCredits(server, 3);
      const { id } = await uploadScan(client, [{ name: "compressed-tree.pdf", bytes: hiddenLong }]);
      const scan = await waitForScan(client, id, 110_000);
      expect(scan.status).toBe("failed");
      expect(scan.errorMessage).toBe(tooManyPagesMessage(LIMIT, 60));
      expect(scan.creditsUsed).toBe(0);
      expect(await movesOf(user.id, id)).toEqual(["refund:1", "scan:-1"]);
      expect(await expectLedgerEqualsBalance(server.db, user.id)).toBe(3);
    },
  );

  it("scans a file at the limit as before", { timeout: 120_000 }, async () => {
    const { client, user } = await registerUserWithCredits(server, 3);
    const { id } = await uploadScan(client, [{ name: "at-limit.pdf", bytes: atLimit }]);
    const scan = await waitForScan(client, id, 110_000);
    expect(scan.status).toBe("completed");
    expect(scan.extractedData?.pageCount).toBe(LIMIT);
    expect(await expectLedgerEqualsBalance(server.db, user.id)).toBe(2);
  });
});

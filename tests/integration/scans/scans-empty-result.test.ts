// An honest empty result over real HTTP, the real engine, queue and database: a scanned drawing whose pages are read
// but hold no word completes with an empty register, a warning saying why, and its credit used; a file that really
// fails (a damaged PDF) fails and is refunded once.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditLedger, users } from "../../../src/server/db/schema";
import { NO_WORDS_WARNING } from "../../../src/engine/register/coverage-warnings";
import { corruptPdf, uploadScan, waitForScan } from "../../fixtures/scans/scan-test-client";
import { writeDrawingScan } from "../../fixtures/pdf/write-drawing-scan";
import { backends } from "../helpers/backends";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { registerUserWithCredits } from "../helpers/users";

let dir: string;
let drawing: Uint8Array;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "empty-result-"));
  const path = join(dir, "hand-lettered-sheet.pdf");
  await writeDrawingScan(path, 2);
  drawing = readFileSync(path);
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.each(backends())("a document without a word on %s", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend, env: { SCAN_THREADS: "0" } });
  });
  afterAll(() => server?.close());

  async function ledgerOf(userId: string, scanId: string): Promise<string[]> {
    const rows = await server.db
      .select({ kind: creditLedger.kind, delta: creditLedger.delta })
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, userId), eq(creditLedger.reference, scanId)));
    return rows.map((row) => `${row.kind}:${row.delta}`).sort();
  }

  async function creditsOf(userId: string): Promise<number> {
    const [row] = await server.db.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
    return row!.credits;
  }

  it(
    "completes with an empty register and a warning that says why, and uses its credit",
    { timeout: 120_000 },
    async () => {
      const { client, user } = await registerUserWithCredits(server, 2);
      const { id } = await uploadScan(client, [{ name: "hand-lettered-sheet.pdf", bytes: drawing }]);
      const scan = await waitForScan(client, id, 110_000);
      expect(scan.status).toBe("completed");
      expect(scan.errorMessage ?? null).toBeNull();
      expect(scan.extractedData?.submittals).toEqual([]);
      expect(scan.extractedData?.pageCount).toBe(2);
      expect(scan.extractedData?.warnings?.[0]).toBe(NO_WORDS_WARNING);
      expect(scan.creditsUsed).toBe(1);
      expect(await ledgerOf(user.id, id)).toEqual(["scan:-1"]);
      expect(await creditsOf(user.id)).toBe(1);
    },
  );

  it("still fails a damaged PDF and refunds it once", { timeout: 60_000 }, async () => {
    const { client, user } = await registerUserWithCredits(server, 1);
    const { id } = await uploadScan(client, [corruptPdf()]);
    const scan = await waitForScan(client, id, 50_000);
    expect(scan.status).toBe("failed");
    expect(scan.creditsUsed).toBe(0);
    expect(await ledgerOf(user.id, id)).toEqual(["refund:1", "scan:-1"]);
    expect(await creditsOf(user.id)).toBe(1);
  });
});

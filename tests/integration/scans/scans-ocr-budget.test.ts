// A crafted noisy page over real HTTP, the real engine, queue and database: its OCR stops at the server's page budget
// (OCR_PAGE_CPU_SECONDS, with OCR_ENGINE choosing the engine, decision 0295), and the register's warning says the page
// was cut short. The server passes its checked settings to the page threads, as the CLI's come from its environment.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadScan, waitForScan } from "../../fixtures/scans/scan-test-client";
import { writeSpeckledPage } from "../../fixtures/pdf/write-speckled-page";
import { OCR_ENGINES } from "../../test-environment";
import { backends } from "../helpers/backends";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { registerUserWithCredits } from "../helpers/users";

let dir: string;
let noisy: Uint8Array;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "ocr-budget-"));
  const path = join(dir, "speckled.pdf");
  await writeSpeckledPage(path);
  noisy = readFileSync(path);
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.each(backends())("a page of speckle scanned by the server on %s", (backend) => {
  describe.each(OCR_ENGINES)("with $name", ({ settings, skip }) => {
    let server: TestServer;
    beforeAll(async () => {
      if (skip) return;
      server = await startTestServer({
        backend,
        env: { OCR_ENGINE: settings.engine, OCR_PAGE_CPU_SECONDS: "1.5" },
      });
    });
    afterAll(() => server?.close());

    it.skipIf(skip)(
      "completes with the page's OCR cut short and a warning saying so",
      { timeout: 240_000 },
      async () => {
        const { client } = await registerUserWithCredits(server, 1);
        const { id } = await uploadScan(client, [{ name: "speckled.pdf", bytes: noisy }]);
        const scan = await waitForScan(client, id, 230_000);
        expect(scan.status).toBe("completed");
        expect(scan.extractedData?.warnings).toContainEqual(
          expect.stringMatching(/^Page 1: text recognition \(OCR\) was cut short/),
        );
      },
    );
  });
});

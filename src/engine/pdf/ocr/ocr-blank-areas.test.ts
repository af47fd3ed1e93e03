// No text invented on blank stretches of a scanned page: a scan blank but for its closing line reads as that line
// alone, whatever the scanner's noise, specks and JPEG blocks on the rest of the page.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { extractPages } from "../reading/extract-pages";
import { writePdf } from "../../../../tests/fixtures/pdf/write-pdf";
import { writeNoisyScan } from "../../../../tests/fixtures/pdf/write-noisy-scan";
import { OCR_ENGINES } from "../../../../tests/test-environment";
import type { OcrSettings } from "./ocr-settings";

const work = mkdtempSync(join(tmpdir(), "ocr-blank-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function readText(path: string, ocrSettings: OcrSettings): Promise<string[]> {
  const pages: string[] = [];
  for await (const page of extractPages(path, { threads: 0, ocrSettings }))
    pages.push(page.lines.map((l) => l.text).join("\n"));
  return pages;
}

describe.each(OCR_ENGINES)("OCR with $name on a scanned page that is blank but for one line", ({ settings, skip }) => {
  it.skipIf(skip)(
    "gives that line only, not text read out of the noise of the blank page",
    async () => {
      const text = join(work, "closing-page.pdf");
      await writePdf(text, (doc) => {
        doc.font("Helvetica").fontSize(10).text("-- End of Section --", 250, 700, { lineBreak: false });
      });
      const scan = join(work, "closing-page-scan.pdf");
      await writeNoisyScan(text, scan, { dpi: 200, noise: 40, specks: 60, jpegQuality: 55 });
      expect(await readText(scan, settings)).toEqual(["-- End of Section --"]);
    },
    120_000,
  );

  it.skipIf(skip)(
    "reads a heading at the top and the closing line at the foot, and nothing between them",
    async () => {
      const text = join(work, "short-page.pdf");
      await writePdf(text, (doc) => {
        doc.font("Helvetica").fontSize(10);
        doc.text("PART 3 - EXECUTION", 72, 90, { lineBreak: false });
        doc.text("3.1 INSTALLATION", 72, 116, { lineBreak: false });
        doc.text("A. Install louvers plumb and level.", 90, 142, { lineBreak: false });
        doc.text("-- End of Section --", 250, 700, { lineBreak: false });
      });
      const scan = join(work, "short-page-scan.pdf");
      await writeNoisyScan(text, scan, { dpi: 200, noise: 40, specks: 60, jpegQuality: 55, seed: 11 });
      expect(await readText(scan, settings)).toEqual([
        "PART 3 - EXECUTION\n3.1 INSTALLATION\nA. Install louvers plumb and level.\n-- End of Section --",
      ]);
    },
    120_000,
  );
});

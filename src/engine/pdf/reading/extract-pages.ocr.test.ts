import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drawArticle, drawParagraph } from "../../../../tests/fixtures/pdf/draw-spec-page";
import { writePdf } from "../../../../tests/fixtures/pdf/write-pdf";
import { writeScannedCopy } from "../../../../tests/fixtures/pdf/write-scanned-pdf";
import { OCR_ENGINES } from "../../../../tests/test-environment";
import type { PageText } from "../../types";
import { extractPages } from "./extract-pages";

let dir: string;
let scanned: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "extract-ocr-"));
  const original = join(dir, "original.pdf");
  await writePdf(original, (doc) => {
    let y = drawArticle(doc, 90, "1.4", "ACTION SUBMITTALS");
    y = drawParagraph(doc, y, {
      label: "A.",
      text: "Product Data: For each type of product, include installation instructions.",
    });
    drawParagraph(doc, y, { label: "B.", text: "Shop Drawings: Show fabrication details." });
    doc.addPage(); // left blank: nothing to read, so nothing to OCR
  });
  scanned = join(dir, "scanned.pdf");
  await writeScannedCopy(original, scanned);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

// OCR is seconds of CPU per page; on a busy two-core machine it needs more than the default minute.
describe.each(OCR_ENGINES)("extractPages on an image-only PDF, with $name", ({ settings, skip }) => {
  it.skipIf(skip)("reads scanned pages with OCR, in workers, and skips blank ones", { timeout: 180_000 }, async () => {
    const pages: PageText[] = [];
    for await (const page of extractPages(scanned, { threads: 2, ocrSettings: settings })) pages.push(page);
    const [text, blank] = pages;
    expect(text).toMatchObject({ pageNumber: 1, hasTextLayer: false, ocr: true });
    const lines = text!.lines.map((l) => l.text);
    expect(lines[0]).toBe("1.4 ACTION SUBMITTALS");
    expect(lines[1]).toMatch(/^A\. Product Data: For each type of product/);
    expect(lines.at(-1)).toBe("B. Shop Drawings: Show fabrication details.");
    // Boxes come back in PDF points, so indentation can be compared with text-layer pages.
    expect(text!.lines[0]!.x).toBeGreaterThan(68);
    expect(text!.lines[0]!.x).toBeLessThan(76);
    expect(text!.lines[1]!.x).toBeGreaterThan(text!.lines[0]!.x + 10);
    expect(blank).toMatchObject({ pageNumber: 2, hasTextLayer: false, ocr: false, lines: [] });
  });

  it.skipIf(skip)("leaves scanned pages unread when OCR is off", { timeout: 180_000 }, async () => {
    const pages: PageText[] = [];
    for await (const page of extractPages(scanned, { threads: 0, ocr: false, ocrSettings: settings })) pages.push(page);
    expect(pages.map((p) => [p.ocr, p.lines.length])).toEqual([
      [false, 0],
      [false, 0],
    ]);
  });
});

// A crafted noisy page (speckle over every row, a few real lines so the probe bands find words and the whole page is
// read) costs tesseract 20 and tesseract.js 70 CPU seconds unchecked; with either engine its OCR stops at the page's
// budget and the page says it was cut short. The CPU figures themselves are the bench's (bench/ocr-engines.ts).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeSpeckledPage } from "../../../../tests/fixtures/pdf/write-speckled-page";
import { OCR_ENGINES } from "../../../../tests/test-environment";
import type { PageText } from "../../types";
import { extractPages } from "../reading/extract-pages";

const work = mkdtempSync(join(tmpdir(), "ocr-budget-"));
const noisy = join(work, "speckled.pdf");
beforeAll(() => writeSpeckledPage(noisy));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe.each(OCR_ENGINES)("a page of speckle read by $name", ({ settings, skip }) => {
  it.skipIf(skip)("stops at the page's OCR budget and says the page was cut short", { timeout: 240_000 }, async () => {
    const pages: PageText[] = [];
    const ocrSettings = { ...settings, pageCpuSeconds: 2 };
    for await (const page of extractPages(noisy, { threads: 1, ocrSettings })) pages.push(page);
    expect(pages).toHaveLength(1);
    expect(pages[0]!.problem).toEqual({
      kind: "ocr_cut_short",
      detail: "text recognition stopped at its budget of 2 CPU seconds",
    });
  });
});

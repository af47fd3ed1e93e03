// Spec books in styles the development corpus barely shows (Division 01 procedure sections, 1995 numbers, title-case
// headings, decimal paragraphs, split headings, short sections with per-section footers, running headers naming the
// section), laid out with wrapped text and page breaks, scanned end to end and compared with the expected registers.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { scanPdf } from "./scan-pdf";
import { writeFlowedSpecPdf } from "../../tests/fixtures/engine/flowed-spec-pdf";
import { STYLED_BOOKS } from "../../tests/fixtures/engine/varied-style-books";

const work = mkdtempSync(join(tmpdir(), "styled-books-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("scanPdf on books in varied authoring styles", () => {
  it.each(STYLED_BOOKS.map((b) => [b.name, b] as const))("%s", async (name, styled) => {
    const path = join(work, `${name}.pdf`);
    await writeFlowedSpecPdf(path, styled.book);
    const data = await scanPdf(path, { ocr: false });
    // The register is sorted by division; the books list their sections in printed order.
    // Suggestions come switched off and are not part of the register the labelling rules define.
    expect(data.submittals.filter((s) => s.suggested).every((s) => s.excluded === true)).toBe(true);
    const items = data.submittals
      .filter((s) => !s.excluded)
      .map((s) => `${s.section} ${s.ref} ${s.category} ${s.submittalType}`);
    expect(items.sort()).toEqual([...styled.expected].sort());
    // Running headers and footers never leak into an item's text.
    for (const s of data.submittals) {
      expect(s.specifications).not.toMatch(/Page \d|\d{2} \d{2} ?\d{2} - \d|\d{5} - \d|\d{2}-\d{2}-\d{2}|E N D/);
    }
    // Every item points at its paragraph's region on the page it starts on.
    for (const s of data.submittals) expect(s.bbox?.page, `${s.section} ${s.ref}`).toBe(s.page);
    if (styled.projectName) expect(data.projectName).toBe(styled.projectName);
  });
});

// Conservativeness check: real specification sections must never be mistaken for drawing schedules. The sections are
// the public-domain ones in tests/fixtures/specs, read from their printed PDFs and as plain text lines.
import { describe, expect, it } from "vitest";
import { extractPages } from "../pdf/reading/extract-pages";
import type { PageText } from "../types";
import { findScheduleItems } from "./find-schedule-items";
import { SPEC_PDFS, specPdf, type SpecPdfName } from "../../../tests/fixtures/specs/write-spec-pdfs";
import { SPEC_SECTIONS, specText } from "../../../tests/fixtures/specs/spec-texts";

const printed = (Object.keys(SPEC_PDFS) as SpecPdfName[]).filter((name) => !("scanned" in SPEC_PDFS[name]));

describe("schedule detection on real specification sections", () => {
  it("has printed sections to read", () => {
    expect(printed.length).toBeGreaterThanOrEqual(3);
  });

  // One test per file: each gets its own time budget on a busy two-core machine.
  it.each(printed)("produces no schedule items from %s", async (name) => {
    const pages: PageText[] = [];
    for await (const page of extractPages(specPdf(name), { ocr: false, threads: 0 })) pages.push(page);
    expect(pages.length).toBeGreaterThan(1);
    expect(findScheduleItems(pages).map((item) => `p${item.page}: ${item.description}`)).toEqual([]);
  });

  it("produces no schedule items from the sections' plain text", () => {
    const found = Object.values(SPEC_SECTIONS).flatMap((section) => {
      const lines = specText(section)
        .split(/\r?\n/)
        .map((text, i) => ({ text, x: 0, y: i * 12, width: 500, height: 10 }));
      return findScheduleItems([{ pageNumber: 1, lines }]).map((item) => `${section.key}: ${item.description}`);
    });
    expect(found).toEqual([]);
  });
});

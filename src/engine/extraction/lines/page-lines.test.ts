import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { pageToSpecLines, type LineStepMemory } from "./page-lines";
import type { PageText, TextLine } from "../../types";
import { extractPages } from "../../pdf/reading/extract-pages";
import { drawHangingLabelPage, hangingLabelItems } from "../../../../tests/fixtures/pdf/draw-layouts";
import { writePdf } from "../../../../tests/fixtures/pdf/write-pdf";

const line = (text: string, x: number, y: number): TextLine => ({ text, x, y, width: text.length * 5, height: 10 });
const page = (lines: TextLine[]): PageText => ({
  pageNumber: 3,
  width: 612,
  height: 792,
  lines,
  hasTextLayer: true,
  ocr: false,
});

describe("pageToSpecLines", () => {
  it("joins runs on one baseline in reading order", () => {
    const lines = pageToSpecLines(
      page([
        line("Product Data: For each type.", 116, 100.5),
        line("A.", 85, 100),
        line("1.4", 71, 80),
        line("ACTION SUBMITTALS", 116, 80),
      ]),
    );
    expect(lines.map((l) => l.text)).toEqual(["1.4 ACTION SUBMITTALS", "A. Product Data: For each type."]);
    expect(lines[0]).toMatchObject({ page: 3, x: 71 });
    // From the first run's start to the end of the last: 116 + 17 characters of 5 pt.
    expect(lines[0]!.width).toBe(116 + 17 * 5 - 71);
  });

  it("keeps hanging labels beside the text they label", async () => {
    const dir = await mkdtemp(join(tmpdir(), "page-lines-"));
    try {
      const path = join(dir, "hanging-labels.pdf");
      await writePdf(path, drawHangingLabelPage);
      let read: PageText | undefined;
      for await (const p of extractPages(path, { threads: 0 })) read = p;
      // The gap after the labels is no gutter: the labels are no column of text, so the page is read as one column.
      expect(read!.lines.map((l) => l.text)).toContain(`a. ${hangingLabelItems[0]}`);
      expect(read!.lines.every((l) => l.group === undefined)).toBe(true);
      const texts = pageToSpecLines(read!).map((l) => l.text);
      expect(texts.slice(0, 6)).toEqual([
        "MECHANICAL 23 21 00.DOC 23 21 00-4",
        "1. Material Type 1:",
        ...hangingLabelItems.map((item, i) => `${"abc"[i]}. ${item}`),
        "2. Material Type 2:",
      ]);
      expect(texts).toHaveLength(1 + 4 * 4);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("removes line numbers printed in the margin", () => {
    const rows = Array.from({ length: 8 }, (_, i) => [
      line(String(i + 1), 64, 100 + i * 12 + 3),
      line(`Text line ${i + 1} here`, 90, 100 + i * 12),
    ]).flat();
    expect(pageToSpecLines(page(rows)).map((l) => l.text)[0]).toBe("Text line 1 here");
  });

  it("strips a stray leading bar left by OCR", () => {
    expect(pageToSpecLines(page([line("| B. Shop Drawings: Show details.", 80, 100)]))[0]!.text).toBe(
      "B. Shop Drawings: Show details.",
    );
  });

  it("keeps the columns of a page read as columns apart, each line's indentation measured in its own column", () => {
    const column =
      (group: number, shift: number) =>
      (l: TextLine): TextLine => ({ ...l, group, ...(shift ? { shift } : {}) });
    const lines = pageToSpecLines(
      page([
        ...[line("1.3 SUBMITTALS", 72, 100), line("A. Product Data: For each", 72, 112)].map(column(0, 0)),
        ...[line("type of anchor.", 90, 124), line("B. Samples: For each finish.", 72, 136)].map(column(0, 0)),
        // The right column, on the same baselines as the left.
        ...[line("C. Shop Drawings: Show each", 318, 100), line("bracket and its anchors.", 336, 112)].map(
          column(1, 246),
        ),
      ]),
    );
    expect(lines.map((l) => l.text)).toEqual([
      "1.3 SUBMITTALS",
      "A. Product Data: For each",
      "type of anchor.",
      "B. Samples: For each finish.",
      "C. Shop Drawings: Show each",
      "bracket and its anchors.",
    ]);
    expect(lines.map((l) => [l.x, l.shift])).toEqual([
      [72, undefined],
      [72, undefined],
      [90, undefined],
      [72, undefined],
      [72, 246],
      [90, 246],
    ]);
  });

  it("marks paragraph gaps", () => {
    const lines = pageToSpecLines(
      page([line("One", 72, 100), line("two", 72, 112), line("three", 72, 124), line("Four", 72, 160)]),
    );
    expect(lines.map((l) => l.gapBefore)).toEqual([false, false, false, true]);
  });

  it("marks every blank line on a page of list items that mostly follow blank lines", () => {
    // A paragraph wrapped over two lines, then one-line items each after a blank line (a UFGS submittals list).
    const rows = [line("Submit the following in accordance with", 72, 100), line("Section 01 33 00:", 72, 112)];
    for (let i = 0; i < 8; i++) rows.push(line(`Item ${i + 1}`, 72, 136 + i * 24));
    expect(pageToSpecLines(page(rows)).map((l) => l.gapBefore)).toEqual([false, false, ...Array(8).fill(true)]);
  });

  it("takes the book's single line step for a page that has none of its own", () => {
    const memory: LineStepMemory = {};
    pageToSpecLines(page([line("One", 72, 100), line("two", 72, 112), line("three", 72, 124)]), memory);
    const items = Array.from({ length: 6 }, (_, i) => line(`Item ${i + 1}`, 72, 100 + i * 24));
    expect(pageToSpecLines(page(items), memory).map((l) => l.gapBefore)).toEqual([false, ...Array(5).fill(true)]);
    // Without the book's step the page's own double steps read as single ones.
    expect(pageToSpecLines(page(items)).map((l) => l.gapBefore)).toEqual(Array(6).fill(false));
  });

  it("reads a double-spaced page by its own step, not the book's", () => {
    const memory: LineStepMemory = {};
    pageToSpecLines(page([line("One", 72, 100), line("two", 72, 112), line("three", 72, 124)]), memory);
    // Two paragraphs, their lines 24 pt apart and the paragraphs 48 pt: each wrapped line goes on in lower case.
    const texts = [
      "The following table outlines the required submittals. These are",
      "defined in Section 11 00 10 for packaged equipment and Section",
      "23 00 10 for all other equipment. This does not relieve the maker from",
      "supplying any additional documentation as specified.",
      "Provide a review set of documents at the factory test. Final revisions are",
      "to be shipped with the equipment.",
    ];
    const ys = [100, 124, 148, 172, 220, 244];
    // Above them, an article heading printed on two lines one line height apart.
    const heading = [line("1.4", 72, 50), line("SUBMITTALS", 72, 62)];
    const lines = pageToSpecLines(page([...heading, ...texts.map((t, i) => line(t, 72, ys[i]!))]), memory);
    expect(lines.map((l) => l.gapBefore)).toEqual([false, false, true, false, false, false, true, false]);
    // One-line items after blank lines still take the book's step.
    const items = Array.from({ length: 6 }, (_, i) => line(`Item ${i + 1}`, 72, 100 + i * 24));
    expect(pageToSpecLines(page(items), memory).map((l) => l.gapBefore)).toEqual([false, ...Array(5).fill(true)]);
  });
});

describe("pageToSpecLines on a page whose text lost its line breaks", () => {
  const flowed = [
    "SECTION 0920 PLASTER PART 1 - GENERAL 1.1 SUMMARY A. This Section covers three-coat plaster on",
    "metal lath. B. Related work: 1. Metal framing. 2. Sealants. 1.2 QUALITY ASSURANCE A. Installer:",
    "five years of experience. Class 2 SUBMITTALS A. Product Data: For each plaster product. B. Samples:",
    "Two panels of each finish.",
  ];

  it("cuts the page again in front of each part, article and paragraph heading", () => {
    const lines = pageToSpecLines(page(flowed.map((text, i) => line(text, 72, 100 + i * 12))));
    expect(lines.map((l) => l.text)).toEqual([
      "SECTION 0920 PLASTER",
      "PART 1 - GENERAL",
      "1.1 SUMMARY",
      "A. This Section covers three-coat plaster on metal lath.",
      "B. Related work:",
      "1. Metal framing.",
      "2. Sealants.",
      "1.2 QUALITY ASSURANCE",
      "A. Installer: five years of experience. Class 2",
      "SUBMITTALS",
      "A. Product Data: For each plaster product.",
      "B. Samples: Two panels of each finish.",
    ]);
  });

  it("leaves a page alone whose headings start their lines", () => {
    const text = ["1.3 SUBMITTALS", "A. Product Data: See 1.2 SUMMARY A. Scope.", "B. Samples: For each finish."];
    const lines = pageToSpecLines(page(text.map((t, i) => line(t, 72, 100 + i * 12))));
    expect(lines.map((l) => l.text)).toEqual(text);
  });
});

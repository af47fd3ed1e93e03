import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drawTwoColumnPage } from "../../../../tests/fixtures/pdf/draw-layouts";
import { writePdf } from "../../../../tests/fixtures/pdf/write-pdf";
import { openPdf } from "./open-pdf";
import { inkSpan, pairRunTexts, readTextFragments, runTextsFromJson, walkRuns } from "./read-text-fragments";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "text-runs-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("pairRunTexts", () => {
  it("gives each run its line of mupdf's plain text, block by block", () => {
    expect(pairRunTexts("1.4\nACTION SUBMITTALS\n\nA.\n\n", [2, 1])).toEqual(["1.4", "ACTION SUBMITTALS", "A."]);
    expect(pairRunTexts("", [])).toEqual([]);
  });

  it("keeps the spaces a run carries", () => {
    expect(pairRunTexts("  Product Data:  \n\n", [1])).toEqual(["  Product Data:  "]);
  });

  it("refuses text that does not have the runs' shape, so the caller reads the JSON output instead", () => {
    // A run whose characters include a newline shifts every run after it.
    expect(pairRunTexts("Shop\nDrawings\n\nA.\n\n", [1, 1])).toBeNull();
    expect(pairRunTexts("1.4\n\n", [2])).toBeNull();
    expect(pairRunTexts("1.4\n\nleft over", [1])).toBeNull();
  });
});

describe("plain-text and JSON routes", () => {
  it("read the same words for every run of a real page", async () => {
    const path = join(dir, "two-column.pdf");
    await writePdf(path, (doc) => {
      drawTwoColumnPage(doc);
      doc
        .save()
        .rotate(-90, { origin: [40, 400] })
        .text("ISSUED FOR CONSTRUCTION", 40, 400)
        .restore();
    });
    const pdf = openPdf(path);
    try {
      const page = pdf.doc.loadPage(0);
      const stext = page.toStructuredText("preserve-whitespace,clip=no");
      const blocks = walkRuns(stext);
      const fromText = pairRunTexts(
        stext.asText(),
        blocks.map((b) => b.length),
      );
      expect(fromText).not.toBeNull();
      expect(fromText).toEqual(runTextsFromJson(stext));
      expect(fromText).toContain("ISSUED FOR CONSTRUCTION");
      stext.destroy();
      page.destroy();
    } finally {
      pdf.close();
    }
  });
});

describe("indentation typed as spaces", () => {
  it("places a run where its first written character stands, not where its leading spaces start", () => {
    expect(inkSpan("    2. Wiring diagrams.", 72, 72 + 23 * 6)).toEqual({ x: 96, width: 19 * 6 });
    expect(inkSpan("Wiring diagrams.  ", 72, 72 + 18 * 6)).toEqual({ x: 72, width: 16 * 6 });
    expect(inkSpan("Wiring", 72, 108)).toEqual({ x: 72, width: 36 });
  });

  it("tells the levels of a list printed line for line in a fixed-pitch font", async () => {
    const path = join(dir, "typed-indents.pdf");
    await writePdf(path, (doc) => {
      doc.font("Courier").fontSize(10);
      for (const line of ["7. Submittals", "   1. Product Data:", "      1. Submit catalog sheets."]) doc.text(line);
    });
    const pdf = openPdf(path);
    try {
      const page = pdf.doc.loadPage(0);
      const xs = readTextFragments(page, page.getBounds()).map((f) => [f.text.trim(), Math.round(f.x)]);
      expect(xs).toEqual([
        ["7. Submittals", 72],
        ["1. Product Data:", 90],
        ["1. Submit catalog sheets.", 108],
      ]);
      page.destroy();
    } finally {
      pdf.close();
    }
  });
});

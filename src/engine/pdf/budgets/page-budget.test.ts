import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { deflateSync } from "node:zlib";
import * as mupdf from "mupdf";
import { afterAll, describe, expect, it } from "vitest";
import {
  annotationAppearanceBomb,
  deflateTwice,
  formWrapping,
  lzwRepeated,
  nestedFormBomb,
  onePage,
  tilingPatternBomb,
  type3GlyphBomb,
} from "../../../../tests/fixtures/pdf/hostile-pdfs";
import { simpleBook, textContent, writeRawPdf } from "../../../../tests/fixtures/pdf/write-raw-pdf";
import { readPageText } from "../reading/read-page-text";
import { createContentBudget, maxTextBytes, measurePageImages, ocrResolution } from "./page-budget";
import { maxContentBytes, PageOverBudgetError } from "./page-over-budget";

const dir = mkdtempSync(join(tmpdir(), "page-budget-"));

/**
 * The budgets stop a bomb early: without them these pages take 25 s to 2 minutes of CPU; stopped, well under one
 * second to three. CPU time (not wall time) since `since`, so a busy shared machine does not make the check flaky.
 */
function expectCheap(since: NodeJS.CpuUsage): void {
  const { user, system } = process.cpuUsage(since);
  expect((user + system) / 1000).toBeLessThan(8_000);
}
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("ocrResolution", () => {
  const letter = [612, 792] as const;

  it("reads a scan at its own resolution within 200–300 dpi, and pages without images at 300", () => {
    expect(ocrResolution({ largestPixels: 3.7e6, nativeDpi: 202, patternTiles: 0 }, ...letter)).toBe(202);
    expect(ocrResolution({ largestPixels: 1e6, nativeDpi: 96, patternTiles: 0 }, ...letter)).toBe(200);
    expect(ocrResolution({ largestPixels: 30e6, nativeDpi: 600, patternTiles: 0 }, ...letter)).toBe(300);
    expect(ocrResolution({ largestPixels: 0, nativeDpi: undefined, patternTiles: 0 }, ...letter)).toBe(300);
  });

  it("lowers the resolution of a huge page so the rendered image stays within budget", () => {
    const dpi = ocrResolution({ largestPixels: 0, nativeDpi: undefined, patternTiles: 0 }, 14_400, 14_400);
    expect((dpi * 200) ** 2 / 1e6).toBeLessThanOrEqual(20.001);
  });

  it("refuses a page with an image over the pixel budget", () => {
    expect(() => ocrResolution({ largestPixels: 30_000 * 30_000, nativeDpi: 200, patternTiles: 0 }, ...letter)).toThrow(
      PageOverBudgetError,
    );
  });
});

describe("createContentBudget", () => {
  async function firstPage(objects: Parameters<typeof writeRawPdf>[1], name: string) {
    const path = join(dir, name);
    await writeRawPdf(path, objects);
    const doc = mupdf.Document.openDocument(readFileSync(path), "application/pdf");
    return doc.loadPage(0);
  }

  it("passes an ordinary page", async () => {
    const page = await firstPage(simpleBook([textContent(["PART 1 - GENERAL"])]), "plain.pdf");
    expect(() => createContentBudget()(page)).not.toThrow();
  });

  it("stops a content stream that inflates past the budget without inflating all of it", async () => {
    const bomb = deflateSync(Buffer.alloc(maxContentBytes + (1 << 20), 0x20), { level: 9 });
    const page = await firstPage(
      [
        "<< /Type /Catalog /Pages 2 0 R >>",
        "<< /Type /Pages /Kids [4 0 R] /Count 1 >>",
        { dictionary: "/Filter /FlateDecode", data: bomb },
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 3 0 R >>",
      ],
      "bomb.pdf",
    );
    expect(() => createContentBudget()(page)).toThrow(/decompresses to more than 128 MB/);
  });

  it("counts form XObjects as often as they are painted, nested ones included", async () => {
    // 10^6 copies of a 2 KB form: 2 GB of drawing instructions from a file of a few kilobytes.
    const bomb = await firstPage(nestedFormBomb(7, 150), "nested-forms.pdf");
    const cpu = process.cpuUsage();
    expect(() => createContentBudget()(bomb)).toThrow(/with the drawings it repeats, comes to more than 128 MB/);
    expectCheap(cpu);
    // Two levels (ten copies) of the same form are an ordinary page.
    const reused = await firstPage(nestedFormBomb(2, 150), "reused-form.pdf");
    expect(() => createContentBudget()(reused)).not.toThrow();
  });

  it("stops a form XObject whose own content inflates past the budget", async () => {
    const bomb = deflateSync(Buffer.alloc(maxContentBytes + (1 << 20), 0x20), { level: 9 });
    const page = await firstPage(formWrapping({ dictionary: "/Filter /FlateDecode", data: bomb }), "form-bomb.pdf");
    expect(() => createContentBudget()(page)).toThrow(/decompresses to more than 128 MB/);
  });

  it("measures an image painted from inside a form XObject", async () => {
    const side = 12_000;
    const page = await firstPage(
      formWrapping(
        { dictionary: "", data: Buffer.from("q 612 0 0 792 0 0 cm /Im0 Do Q") },
        {
          dictionary: `/Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode`,
          data: deflateSync(Buffer.alloc(side * 10, 0xff)),
        },
      ),
      "form-image.pdf",
    );
    expect(() => createContentBudget()(page)).not.toThrow();
    expect(() => ocrResolution(measurePageImages(page), 612, 792)).toThrow(/144 million pixels/);
  });

  it("reads only the first 256 KB of a page's text: a 1 MB line is clipped before mupdf lays it out", async () => {
    const line = "Provide products of one manufacturer ".repeat(30_000);
    const page = await firstPage(simpleBook([textContent(["PART 1 - GENERAL", line, "END OF SECTION"])]), "long.pdf");
    expect(createContentBudget()(page)).toBe("text_clipped");
    const text = readPageText(page, 1).lines.map((l) => l.text);
    expect(text[0]).toBe("PART 1 - GENERAL");
    const kept = text.join("").length;
    expect(kept).toBeGreaterThan(maxTextBytes * 0.9);
    expect(kept).toBeLessThanOrEqual(maxTextBytes);
  });

  /** A page whose content is `parts`, each its own stream (object 5 on). */
  const multiStreamPage = (parts: string[]): Parameters<typeof writeRawPdf>[1] => [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [4 0 R] /Count 1 >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents [${parts.map((_, i) => `${5 + i} 0 R`).join(" ")}] >>`,
    ...parts.map((part) => ({ dictionary: "", data: Buffer.from(part, "latin1") })),
  ];

  it("clips the text of a page's streams one stream at a time, keeping the streams within what is left", async () => {
    const line = "Provide products of one manufacturer ".repeat(3_000);
    // Three streams of 111 KB of text each (333 KB in all): the first two fit, the third is cut, the fourth emptied.
    const parts = [1, 2, 3, 4].map((n) => textContent([`STREAM ${n} ${line}`], 720 - n * 20));
    const page = await firstPage(multiStreamPage(parts), "streams.pdf");
    expect(createContentBudget()(page)).toBe("text_clipped");
    const contents = (page as mupdf.PDFPage).getObject().get("Contents");
    expect(contents.isArray()).toBe(true);
    expect(contents.length).toBe(4);
    // The streams within the limit are the page's own, not copies.
    expect(contents.get(0).asIndirect()).toBe(5);
    expect(contents.get(1).asIndirect()).toBe(6);
    expect(contents.get(2).asIndirect()).not.toBe(7);
    const text = readPageText(page, 1).lines.map((l) => l.text);
    const kept = text.join("").length;
    expect(kept).toBeGreaterThan(maxTextBytes * 0.9);
    expect(kept).toBeLessThanOrEqual(maxTextBytes);
    expect(text.join("\n")).not.toMatch(/STREAM 4/);
  });

  it("measures streams joined when one ends inside a string, as mupdf reads them", async () => {
    const words = "Provide products of one manufacturer ".repeat(4_000);
    // The first stream opens a string the second closes: 148 KB of text that only the joined streams show.
    const parts = ["BT /F1 10 Tf 1 0 0 1 72 700 Tm (START ", `${words}) Tj ET`, textContent([words], 600)];
    const page = await firstPage(multiStreamPage(parts), "split-string.pdf");
    expect(createContentBudget()(page)).toBe("text_clipped");
    const contents = (page as mupdf.PDFPage).getObject().get("Contents");
    expect(contents.isArray()).toBe(false);
    const kept = readPageText(page, 1)
      .lines.map((l) => l.text)
      .join("").length;
    expect(kept).toBeLessThanOrEqual(maxTextBytes);
    expect(kept).toBeGreaterThan(maxTextBytes * 0.9);
  });

  it("leaves a page with ordinary amounts of text alone, however much it draws", async () => {
    const lines = Array.from({ length: 60 }, (_, i) => `${i + 1}. Provide products of one manufacturer for each type.`);
    const page = await firstPage(simpleBook([textContent(lines)]), "dense.pdf");
    expect(createContentBudget()(page)).toBeUndefined();
    // A drawing sheet: a megabyte of strokes and a few notes.
    const sheet = simpleBook([textContent(["GENERAL NOTES"])]);
    sheet[4] = { dictionary: "", data: Buffer.from(textContent(["GENERAL NOTES"]) + "\n0 0 m 1 1 l S".repeat(70_000)) };
    const drawing = await firstPage(sheet, "drawing.pdf");
    expect(createContentBudget()(drawing)).toBeUndefined();
  });

  it("skips a page whose form XObjects alone show more text than a page may", async () => {
    const big = Buffer.from(`BT /F1 10 Tf 72 700 Td (${"x".repeat(maxTextBytes / 2)}) Tj ET`, "latin1");
    const objects = formWrapping({ dictionary: "", data: big });
    objects[3] = { dictionary: "", data: Buffer.from("q /Fm Do Q q /Fm Do Q q /Fm Do Q") };
    const page = await firstPage(objects, "form-text.pdf");
    expect(() => createContentBudget()(page)).toThrow(/more than 256 KB of text/);
  });

  describe("streams with other filters than one /FlateDecode", () => {
    const overCap = maxContentBytes + (1 << 20);
    const spaces = () => deflateSync(Buffer.alloc(overCap, 0x20), { level: 9 });

    it("stops a flate bomb inside a flate bomb, an LZW bomb and chains with hex or run-length stages at the cap", async () => {
      const bombs = [
        { dictionary: "/Filter [/FlateDecode /FlateDecode]", data: deflateTwice(spaces()) },
        { dictionary: "/Filter /LZWDecode", data: lzwRepeated(0x20, overCap) },
        { dictionary: "/Filter [/AHx /Fl]", data: Buffer.from(`${spaces().toString("hex")}>`) },
        { dictionary: "/Filter [/Fl /RL]", data: deflateSync(Buffer.from("\x81 ".repeat(overCap >> 7), "latin1")) },
      ];
      for (const [i, bomb] of bombs.entries()) {
        const page = await firstPage(onePage("", bomb), `chain-${i}.pdf`);
        const cpu = process.cpuUsage();
        expect(() => createContentBudget()(page), bomb.dictionary).toThrow(/decompresses to more than 128 MB/);
        expectCheap(cpu);
      }
    });

    it("reads drawing instructions hidden behind a predictor", async () => {
      // Nested forms whose painting instructions are PNG-"Up"-encoded: only undone do they show their `Do`s.
      const objects = nestedFormBomb(7, 150);
      const columns = 8;
      const encode = (plain: Buffer) => {
        const rows: Buffer[] = [];
        for (let at = 0; at < plain.length; at += columns) {
          const row = Buffer.alloc(columns);
          plain.copy(row, 0, at, at + columns);
          const above = at >= columns ? plain.subarray(at - columns, at) : Buffer.alloc(columns);
          rows.push(Buffer.from([2]), Buffer.from(row.map((byte, i) => (byte - (above[i] ?? 0)) & 0xff)));
        }
        return deflateSync(Buffer.concat(rows));
      };
      for (const [i, object] of objects.entries()) {
        if (typeof object === "string" || !object.dictionary.includes("/Form")) continue;
        const params = `/Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns ${columns} >>`;
        objects[i] = { dictionary: `${object.dictionary} ${params}`, data: encode(Buffer.from(object.data)) };
      }
      const page = await firstPage(objects, "predictor-forms.pdf");
      expect(() => createContentBudget()(page)).toThrow(/with the drawings it repeats, comes to more than 128 MB/);
    });

    it("reads an ordinary page through any filter chain, and refuses image codecs on drawing instructions", async () => {
      const content = Buffer.from(textContent(["PART 1 - GENERAL"]));
      const lzw = await firstPage(
        onePage("/Font << >>", {
          dictionary: "/Filter [/ASCIIHexDecode /FlateDecode]",
          data: Buffer.from(deflateSync(content).toString("hex")),
        }),
        "hex-flate.pdf",
      );
      expect(createContentBudget()(lzw)).toBeUndefined();
      const jpeg = await firstPage(
        onePage("", { dictionary: "/Filter /DCTDecode", data: Buffer.alloc(64) }),
        "dct.pdf",
      );
      let refused: unknown;
      try {
        createContentBudget()(jpeg);
      } catch (error) {
        refused = error;
      }
      expect(refused).toBeInstanceOf(Error);
      expect(refused).not.toBeInstanceOf(PageOverBudgetError);
      expect((refused as Error).message).toMatch(/encoded with \/DCTDecode/);
    });
  });

  it("counts a Type 3 glyph's procedure once for every character shown", async () => {
    // 2,000 characters of a 1.4 MB glyph: 2.8 GB of drawing instructions from a file of 6 KB.
    const bomb = await firstPage(type3GlyphBomb(2000, 100_000), "type3-bomb.pdf");
    const cpu = process.cpuUsage();
    expect(() => createContentBudget()(bomb)).toThrow(/with the drawings it repeats, comes to more than 128 MB/);
    expectCheap(cpu);
    // A bitmap-font page (TeX's Type 3 fonts): a few thousand characters of small glyphs.
    const ordinary = await firstPage(type3GlyphBomb(3000, 20), "type3-ordinary.pdf");
    expect(createContentBudget()(ordinary)).toBeUndefined();
  });

  it("counts a tiling pattern's cell once for every fill or stroke made with it", async () => {
    const cell = deflateSync(Buffer.from("0 0 m 1 1 l S\n".repeat(3_000_000)));
    const painted = (fills: number) =>
      onePage(
        "/Pattern << /P0 5 0 R >>",
        {
          dictionary: "",
          data: Buffer.from(`q /Pattern cs /P0 scn ${"0 0 612 792 re f ".repeat(fills)} Q 0 g 0 0 1 1 re f`),
        },
        {
          dictionary:
            "/Type /Pattern /PatternType 1 /PaintType 1 /TilingType 1 /BBox [0 0 10 10] /XStep 10 /YStep 10 /Resources << >> /Filter /FlateDecode",
          data: cell,
        },
      );
    expect(createContentBudget()(await firstPage(painted(1), "pattern-once.pdf"))).toBeUndefined();
    const twenty = await firstPage(painted(20), "pattern-twenty.pdf");
    expect(() => createContentBudget()(twenty)).toThrow(/with the drawings it repeats, comes to more than 128 MB/);
  });

  it("refuses to render a page whose pattern repeats a tiny cell millions of times", async () => {
    const page = await firstPage(tilingPatternBomb(0.03), "tiles.pdf");
    expect(() => createContentBudget()(page)).not.toThrow();
    const cpu = process.cpuUsage();
    expect(() => ocrResolution(measurePageImages(page), 612, 792)).toThrow(/fill patterns repeat 539 million times/);
    expectCheap(cpu);
    const hatch = await firstPage(tilingPatternBomb(2), "hatch.pdf");
    expect(ocrResolution(measurePageImages(hatch), 612, 792)).toBe(300);
    // The cell still runs once: an image painted inside it is measured.
    const side = 12_000;
    const imageCell = onePage(
      "/Pattern << /P0 5 0 R >>",
      { dictionary: "", data: Buffer.from("/Pattern cs /P0 scn 0 0 612 792 re f") },
      {
        dictionary:
          "/Type /Pattern /PatternType 1 /PaintType 1 /TilingType 1 /BBox [0 0 612 792] /XStep 612 /YStep 792 /Resources << /XObject << /Im0 6 0 R >> >>",
        data: Buffer.from("q 612 0 0 792 0 0 cm /Im0 Do Q"),
      },
      {
        dictionary: `/Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode`,
        data: deflateSync(Buffer.alloc(side * 10, 0xff)),
      },
    );
    const patterned = await firstPage(imageCell, "pattern-image.pdf");
    expect(() => ocrResolution(measurePageImages(patterned), 612, 792)).toThrow(/144 million pixels/);
  });

  it("does not run annotations when measuring a page's images: every render the scan makes leaves them out", async () => {
    const page = await firstPage(annotationAppearanceBomb(3_000_000), "annotation.pdf");
    const cpu = process.cpuUsage();
    expect(measurePageImages(page)).toMatchObject({ largestPixels: 0, nativeDpi: undefined });
    expectCheap(cpu);
  });
});

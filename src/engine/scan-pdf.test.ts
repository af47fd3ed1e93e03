// Golden tests: small specification books written as PDFs, scanned end to end, compared with saved registers.
// Set UPDATE_GOLDEN=1 to rewrite the saved files after a deliberate change, then review the diff.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { scanPdf, scanPdfs } from "./scan-pdf";
import { extractedDataSchema } from "../contract/submittal";
import { writeSpecBookPdf, type SpecBook } from "../../tests/fixtures/engine/spec-book-pdf";
import { LETTERED_BOOK, LINE_NUMBERED_BOOK, UFGS_BOOK } from "../../tests/fixtures/engine/golden-books";
import { writeWithDamagedPages } from "../../tests/fixtures/pdf/damage-pages";
import { writePdf } from "../../tests/fixtures/pdf/write-pdf";
import { writeScannedCopy } from "../../tests/fixtures/pdf/write-scanned-pdf";
import { writeScheduleSheets } from "../../tests/fixtures/schedules/write-schedule-sheet";
import { CorruptPdfError } from "./pdf/reading/extract-pages";
import { NO_WORDS_WARNING } from "./register/coverage-warnings";
import { writeDrawingScan } from "../../tests/fixtures/pdf/write-drawing-scan";
import { writeTextThenNoise } from "../../tests/fixtures/pdf/hostile-pdfs";

const goldenDir = resolve(import.meta.dirname, "../../tests/fixtures/engine/golden");
const work = mkdtempSync(join(tmpdir(), "scan-golden-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function bookPdf(name: string, book: SpecBook): Promise<string> {
  const path = join(work, `${name}.pdf`);
  await writeSpecBookPdf(path, book);
  return path;
}

function expectGolden(name: string, data: unknown): void {
  const file = join(goldenDir, `${name}.json`);
  const text = `${JSON.stringify(data, null, 2)}\n`;
  if (process.env.UPDATE_GOLDEN) writeFileSync(file, text);
  expect(text).toBe(readFileSync(file, "utf8"));
}

describe("scanPdf golden registers", () => {
  it.each([
    ["lettered-book", LETTERED_BOOK],
    ["ufgs-book", UFGS_BOOK],
    ["line-numbered-book", LINE_NUMBERED_BOOK],
  ] as const)("%s", async (name, book) => {
    const data = await scanPdf(await bookPdf(name, book), { ocr: false });
    expect(extractedDataSchema.safeParse(data).success).toBe(true);
    expectGolden(name, data);
  });

  it("combines several files into one register sorted by division and section", async () => {
    const paths = [await bookPdf("b-lettered", LETTERED_BOOK), await bookPdf("a-ufgs", UFGS_BOOK)];
    const progress: number[] = [];
    const data = await scanPdfs(paths, { ocr: false, onProgress: (p) => progress.push(p.pagesDone) });
    const order = data.submittals.map((s) => `${s.division.slice(0, 2)} ${s.section.replace(/\D/g, "")}`);
    expect(order).toEqual([...order].sort());
    expect([...new Set(data.submittals.map((s) => s.division.slice(0, 2)))]).toEqual(["05", "09", "22"]);
    expect(data.pageCount).toBe(4);
    expect(progress.length).toBeGreaterThan(0);
  });

  it.each([0, 2])(
    "reports reading progress against the book's page count from the first page (%i threads)",
    async (threads) => {
      const reading: Array<[number, number]> = [];
      await scanPdf(await bookPdf(`progress-${threads}`, LETTERED_BOOK), {
        ocr: false,
        threads,
        onProgress: (p) => {
          if (p.stage === "reading") reading.push([p.pagesDone, p.totalPages]);
        },
      });
      expect(reading).toEqual([
        [1, 3],
        [2, 3],
        [3, 3],
      ]);
    },
  );

  it("stops when the signal is aborted", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(scanPdf(await bookPdf("aborted", LETTERED_BOOK), { signal: controller.signal })).rejects.toThrow();
  });
});

describe("scanPdf on a book with damaged pages", () => {
  it("keeps the submittals of the readable pages and names the skipped page", async () => {
    const whole = await scanPdf(await bookPdf("whole", LETTERED_BOOK), { ocr: false });
    const path = join(work, "page-2-damaged.pdf");
    writeWithDamagedPages(await bookPdf("to-damage", LETTERED_BOOK), path, [2]);
    const data = await scanPdf(path, { ocr: false });
    expect(data.pageCount).toBe(3);
    // Page 2 holds the painting section; the plumbing section on page 3 comes through unchanged.
    expect(data.submittals).toEqual(whole.submittals.filter((s) => s.page === 3));
    expect(data.submittals.length).toBeGreaterThan(0);
    expect(data.warnings).toContain(
      "Page 2 could not be read (the PDF is damaged there) and was skipped; submittals on it are missing from this register.",
    );
  });

  it("fails with a typed error when no page can be read", async () => {
    const path = join(work, "all-damaged.pdf");
    writeWithDamagedPages(await bookPdf("to-damage-all", LETTERED_BOOK), path, [1, 2, 3]);
    await expect(scanPdf(path, { ocr: false })).rejects.toBeInstanceOf(CorruptPdfError);
  });
});

describe("scanPdf on a review set with a watermark across every page", () => {
  it("reads the text under the watermark and keeps the cover's large title", async () => {
    const path = join(work, "watermarked.pdf");
    const pages = ["first", "second"];
    await writePdf(path, (doc) => {
      doc.font("Helvetica-Bold").fontSize(28).text("RIVERBEND PUBLIC LIBRARY", 72, 200, { lineBreak: false });
      doc.font("Helvetica").fontSize(12).text("PROJECT MANUAL", 72, 160, { lineBreak: false });
      pages.forEach((name, page) => {
        doc.addPage().font("Helvetica").fontSize(10);
        let y = 90;
        const line = (text: string, x = 72) => {
          doc.text(text, x, y, { lineBreak: false });
          y += 12;
        };
        if (page === 0) line("SECTION 09 91 23 - INTERIOR PAINTING");
        line(page === 0 ? "1.3 ACTION SUBMITTALS" : "1.4 INFORMATIONAL SUBMITTALS");
        ["Product Data", "Samples", "Shop Drawings"].forEach((label, i) => {
          y += 12;
          line(`${"ABC"[i]}. ${label}: For each type of product on the ${name} page, with`, 90);
          line(`details that run on to a second line of the ${name} page.`, 108);
        });
        doc.save().fillColor("#c0c0c0").fontSize(60).text("REVIEW SET", 150, 100, { lineBreak: false }).restore();
      });
    });
    const data = await scanPdf(path, { ocr: false });
    expect(data.projectName).toBe("RIVERBEND PUBLIC LIBRARY");
    expect(data.submittals.map((s) => s.ref)).toEqual(["1.3.A", "1.3.B", "1.3.C", "1.4.A", "1.4.B", "1.4.C"]);
    for (const item of data.submittals) expect(item.specifications).not.toMatch(/REVIEW|SET/);
  });
});

describe("scanPdf warnings about what was found", () => {
  const linesPdf = async (name: string, lines: string[]) => {
    const path = join(work, `${name}.pdf`);
    await writePdf(path, (doc) => {
      doc.font("Helvetica").fontSize(10);
      lines.forEach((line, i) => doc.text(line, 72, 72 + i * 20, { lineBreak: false }));
    });
    return path;
  };

  it("says nothing is missing for a drawings-only set whose schedules gave items", async () => {
    const path = join(work, "drawings-only.pdf");
    await writeScheduleSheets(path, [
      [
        {
          title: "PLUMBING FIXTURE SCHEDULE",
          columns: ["MARK", "FIXTURE", "MANUFACTURER", "MODEL"],
          rows: [
            ["WC-1", "WATER CLOSET", "KOHLER", "K-96053"],
            ["L-1", "LAVATORY", "KOHLER", "K-2032"],
          ],
        },
      ],
    ]);
    const data = await scanPdf(path, { ocr: false });
    expect(data.submittals.length).toBeGreaterThan(0);
    expect(data.submittals.every((item) => item.origin === "schedule")).toBe(true);
    expect(data.warnings).toEqual([]);
  });

  it("says when neither sections nor schedules were recognised", async () => {
    const path = await linesPdf("letter", ["Dear neighbour,", "The street will be closed on Monday for paving."]);
    const data = await scanPdf(path, { ocr: false });
    expect(data.submittals).toEqual([]);
    expect(data.warnings).toEqual([
      "No submittals were found: no specification sections and no drawing schedules were recognised in this document.",
    ]);
  });

  it("says when recognised sections hold no submittal requirements", async () => {
    const path = await linesPdf("no-submittals", [
      "SECTION 11 53 13 - LABORATORY FUME HOODS",
      "PART 1 - GENERAL",
      "1.1 SUMMARY",
      "A. This Section includes bench-mounted fume hoods with integral base cabinets.",
      "END OF SECTION 11 53 13",
    ]);
    const data = await scanPdf(path, { ocr: false });
    expect(data.submittals).toEqual([]);
    expect(data.warnings).toEqual([
      "No submittal requirements were found in the 1 specification section recognised in this document.",
    ]);
  });

  it("says when no text could be read because OCR was off", async () => {
    const scanned = join(work, "scanned.pdf");
    await writeScannedCopy(await linesPdf("to-scan", ["SECTION 09 91 23 - INTERIOR PAINTING"]), scanned, 100);
    const data = await scanPdf(scanned, { ocr: false });
    expect(data.warnings).toEqual([
      "No page of this document has a text layer and OCR was turned off, so no submittals were found.",
    ]);
  });

  it("completes a scanned drawing on which OCR finds no word with an empty register and says why first", async () => {
    const drawing = join(work, "drawing.pdf");
    await writeDrawingScan(drawing, 2);
    const data = await scanPdf(drawing, { threads: 0 });
    expect(data.submittals).toEqual([]);
    expect(data.pageCount).toBe(2);
    expect(data.warnings).toEqual([NO_WORDS_WARNING, "Pages 1–2: no readable text (skipped)."]);
  }, 120_000);

  it("skips a page of noise with a warning and reads the rest of the book", async () => {
    const path = join(work, "text-then-noise.pdf");
    await writeTextThenNoise(path);
    const data = await scanPdf(path, { threads: 0 });
    expect(data.submittals.map((s) => s.submittalType)).toEqual(["Product Data", "Samples"]);
    expect(data.warnings).toContain("Page 2: no readable text (skipped).");
  }, 120_000);
});

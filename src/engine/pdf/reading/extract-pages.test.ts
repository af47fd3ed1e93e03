import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drawArticle, drawParagraph } from "../../../../tests/fixtures/pdf/draw-spec-page";
import { writePdf } from "../../../../tests/fixtures/pdf/write-pdf";
import { writeWithDamagedPages } from "../../../../tests/fixtures/pdf/damage-pages";
import type { PageText } from "../../types";
import { countPages, extractPages } from "./extract-pages";
import { CorruptPdfError, EmptyPdfError, EncryptedPdfError, NotAPdfError } from "../pdf-errors";

let dir: string;
let specPdf: string;

const productData =
  "Product Data: For each type of product, include construction details, material descriptions, dimensions of individual components and profiles, and finishes.";

/** A PDF file with a correct cross-reference table around the given objects (object 1 is the catalog). */
function minimalPdf(objects: string[]): string {
  let body = "%PDF-1.4\n";
  const offsets = objects.map((object, i) => {
    const offset = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  return `${body}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
}

async function collect(path: string, options?: Parameters<typeof extractPages>[1]): Promise<PageText[]> {
  const pages: PageText[] = [];
  for await (const page of extractPages(path, options)) pages.push(page);
  return pages;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "extract-pages-"));
  specPdf = join(dir, "spec.pdf");
  await writePdf(specPdf, (doc) => {
    for (let page = 1; page <= 3; page++) {
      if (page > 1) doc.addPage();
      let y = drawArticle(doc, 72, `1.${page + 3}`, page === 1 ? "ACTION SUBMITTALS" : `ARTICLE ${page}`);
      y = drawParagraph(doc, y, { label: "A.", text: productData });
      drawParagraph(doc, y, { label: "B.", text: "Shop Drawings: Show fabrication and installation details." });
    }
  });
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("extractPages", () => {
  it("yields every page in order with its size", async () => {
    const pages = await collect(specPdf, { threads: 0 });
    expect(pages.map((p) => p.pageNumber)).toEqual([1, 2, 3]);
    expect(pages[0]).toMatchObject({ width: 612, height: 792, hasTextLayer: true, ocr: false });
  });

  it("keeps an article number and its title on one line", async () => {
    const [first] = await collect(specPdf, { threads: 0, pages: { from: 1, to: 1 } });
    const heading = first!.lines[0]!;
    expect(heading.text).toBe("1.4 ACTION SUBMITTALS");
    expect(heading.x).toBeCloseTo(72, 0);
  });

  it("keeps a paragraph letter with its text and leaves wrapped lines at the hanging indent", async () => {
    const [first] = await collect(specPdf, { threads: 0, pages: { from: 1, to: 1 } });
    const texts = first!.lines.map((l) => l.text);
    expect(texts[1]).toMatch(/^A\. Product Data: For each type of product/);
    expect(texts.join(" ")).toContain("and finishes.");
    const continuation = first!.lines[2]!;
    expect(continuation.x).toBeGreaterThan(first!.lines[1]!.x + 15);
    expect(texts.at(-1)).toBe("B. Shop Drawings: Show fabrication and installation details.");
  });

  it("reads only the requested page range", async () => {
    const pages = await collect(specPdf, { threads: 0, pages: { from: 2, to: 3 } });
    expect(pages.map((p) => p.pageNumber)).toEqual([2, 3]);
    expect(pages[0]!.lines[0]!.text).toBe("1.5 ARTICLE 2");
  });

  it("counts pages", async () => {
    await expect(countPages(specPdf)).resolves.toBe(3);
  });

  it("leaves out text drawn entirely outside the page, in the calling thread and in workers", async () => {
    const offPage = join(dir, "off-page.pdf");
    await writePdf(offPage, (doc) => {
      drawParagraph(doc, 72, { label: "A.", text: "Shop Drawings: Show anchorage details." });
      doc.text("B. Samples: hidden leftover beyond the right edge.", 700, 200, { lineBreak: false });
      doc.text("C. Warranty: hidden leftover below the page.", 72, 900, { lineBreak: false });
      // Straddling the edge is still partly printed, so it is kept.
      doc.text("D. Certificates: runs past the right edge of the page", 480, 300, { lineBreak: false });
    });
    for (const threads of [0, 1]) {
      const [page] = await collect(offPage, { threads });
      const text = page!.lines.map((l) => l.text).join("\n");
      expect(text).toContain("A. Shop Drawings");
      expect(text).toContain("D. Certificates");
      expect(text).not.toContain("hidden leftover");
    }
  });
});

describe("extractPages errors", { timeout: 120_000 }, () => {
  it("rejects a file that is not a PDF", async () => {
    const path = join(dir, "notes.pdf");
    await writeFile(path, "Meeting notes, not a PDF at all.\n");
    await expect(collect(path)).rejects.toBeInstanceOf(NotAPdfError);
    await expect(countPages(path)).rejects.toThrow("This file is not a PDF. Upload a PDF document.");
  });

  it("rejects a damaged PDF", async () => {
    const path = join(dir, "damaged.pdf");
    const bytes = await readFile(specPdf);
    // Keep the header, scramble everything after it: no objects, no cross-reference table.
    await writeFile(path, Buffer.concat([bytes.subarray(0, 15), Buffer.alloc(4000, 0x41)]));
    await expect(collect(path, { threads: 0 })).rejects.toBeInstanceOf(CorruptPdfError);
  });

  it("rejects a password-protected PDF with a message users can act on", async () => {
    const path = join(dir, "locked.pdf");
    await writePdf(path, (doc) => doc.text("Secret spec"), { userPassword: "s3cret", pdfVersion: "1.7" });
    const error: unknown = await collect(path).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EncryptedPdfError);
    expect((error as Error).message).toBe("This PDF is password-protected. Remove the password and upload it again.");
  });

  it("rejects a truncated PDF as damaged, not as empty", async () => {
    const path = join(dir, "truncated.pdf");
    const bytes = await readFile(specPdf);
    await writeFile(path, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    await expect(collect(path, { threads: 0 })).rejects.toBeInstanceOf(CorruptPdfError);
  });

  it("rejects a well-formed PDF without pages", async () => {
    const path = join(dir, "empty.pdf");
    await writeFile(path, minimalPdf(["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [] /Count 0 >>"]));
    await expect(collect(path, { threads: 0 })).rejects.toBeInstanceOf(EmptyPdfError);
    await expect(countPages(path)).rejects.toThrow("This PDF has no pages.");
  });
});

describe("extractPages with damaged pages", { timeout: 120_000 }, () => {
  it.each([0, 1])("reads the other pages and marks the damaged one (threads: %i)", async (threads) => {
    const path = join(dir, `damaged-page-${threads}.pdf`);
    writeWithDamagedPages(specPdf, path, [2]);
    const pages = await collect(path, { threads, ocr: false });
    expect(pages.map((p) => p.pageNumber)).toEqual([1, 2, 3]);
    expect(pages[1]).toMatchObject({ lines: [], problem: { kind: "damaged", detail: "cycle in page tree" } });
    expect(pages[0]!.lines[0]!.text).toBe("1.4 ACTION SUBMITTALS");
    expect(pages[2]!.lines[0]!.text).toBe("1.6 ARTICLE 3");
    expect(pages[0]!.problem).toBeUndefined();
    expect(pages[2]!.problem).toBeUndefined();
  });

  it("yields leading damaged pages in order once a readable page follows", async () => {
    const path = join(dir, "damaged-first-pages.pdf");
    writeWithDamagedPages(specPdf, path, [1, 2]);
    const pages = await collect(path, { threads: 0 });
    expect(pages.map((p) => [p.pageNumber, p.problem?.kind])).toEqual([
      [1, "damaged"],
      [2, "damaged"],
      [3, undefined],
    ]);
  });

  it.each([0, 1])("rejects a file whose every page is damaged (threads: %i)", async (threads) => {
    const path = join(dir, `all-pages-damaged-${threads}.pdf`);
    writeWithDamagedPages(specPdf, path, [1, 2, 3]);
    const error: unknown = await collect(path, { threads }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CorruptPdfError);
    expect((error as CorruptPdfError).detail).toMatch(/cycle in page tree/);
  });
});

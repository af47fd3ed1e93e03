import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drawArticle, drawParagraph } from "../../../tests/fixtures/pdf/draw-spec-page";
import { writePdf } from "../../../tests/fixtures/pdf/write-pdf";
import type { ExtractPagesOptions, PageText } from "../types";
import { extractPages } from "./extract-pages";
import { EncryptedPdfError } from "./pdf-errors";
import { TooManyPagesError } from "./too-many-pages";

let dir: string;
let book: string;
const pageCount = 40;

async function collect(path: string, options: ExtractPagesOptions): Promise<PageText[]> {
  const pages: PageText[] = [];
  for await (const page of extractPages(path, options)) pages.push(page);
  return pages;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "page-pool-"));
  book = join(dir, "book.pdf");
  await writePdf(book, (doc) => {
    for (let page = 1; page <= pageCount; page++) {
      if (page > 1) doc.addPage();
      let y = drawArticle(doc, 72, `1.${page}`, `ARTICLE ON PAGE ${page}`);
      for (const label of ["A.", "B.", "C."]) {
        y = drawParagraph(doc, y, {
          label,
          text: `Paragraph ${label} of page ${page}: submit product data and shop drawings.`,
        });
      }
    }
  });
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

// Each test starts workers from the TypeScript sources (tsx transpiles them per worker): slow on a busy machine.
describe("extractPages with worker threads", { timeout: 120_000 }, () => {
  it("gives exactly the single-thread output, in page order", async () => {
    const single = await collect(book, { threads: 0 });
    const pooled = await collect(book, { threads: 2 });
    expect(single).toHaveLength(pageCount);
    expect(pooled).toEqual(single);
  });

  it("honours a page range across workers", async () => {
    const pages = await collect(book, { threads: 3, pages: { from: 7, to: 23 } });
    expect(pages.map((p) => p.pageNumber)).toEqual(Array.from({ length: 17 }, (_, i) => i + 7));
    expect(pages[0]!.lines[0]!.text).toBe("1.7 ARTICLE ON PAGE 7");
  });

  it("stops early without reading the rest when the consumer breaks", async () => {
    let seen = 0;
    for await (const page of extractPages(book, { threads: 2 })) {
      seen = page.pageNumber;
      if (seen === 3) break;
    }
    expect(seen).toBe(3);
  });

  it("aborts through the signal", async () => {
    const controller = new AbortController();
    const pages: number[] = [];
    const run = (async () => {
      for await (const page of extractPages(book, { threads: 2, signal: controller.signal })) {
        pages.push(page.pageNumber);
        if (page.pageNumber === 2) controller.abort(new Error("user cancelled"));
      }
    })();
    await expect(run).rejects.toThrow("user cancelled");
    expect(pages).toEqual([1, 2]);
  });

  it("passes typed errors back from the workers", async () => {
    const locked = join(dir, "locked.pdf");
    await writePdf(locked, (doc) => doc.text("Secret"), { userPassword: "pw", pdfVersion: "1.7" });
    await expect(collect(locked, { threads: 2 })).rejects.toBeInstanceOf(EncryptedPdfError);
  });

  it("refuses a book longer than maxPages before reading any page, in workers and in process", async () => {
    for (const threads of [2, 0]) {
      const read: PageText[] = [];
      const run = async () => {
        for await (const page of extractPages(book, { threads, maxPages: pageCount - 1 })) read.push(page);
      };
      await expect(run()).rejects.toBeInstanceOf(TooManyPagesError);
      expect(read).toEqual([]);
    }
    expect(await collect(book, { threads: 2, maxPages: pageCount })).toHaveLength(pageCount);
  });
});

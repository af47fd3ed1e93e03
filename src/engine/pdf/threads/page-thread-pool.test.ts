import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drawArticle, drawParagraph } from "../../../../tests/fixtures/pdf/draw-spec-page";
import { writeSlowPageBook } from "../../../../tests/fixtures/pdf/hostile-pdfs";
import { writePdf } from "../../../../tests/fixtures/pdf/write-pdf";
import { writeWithDamagedPages } from "../../../../tests/fixtures/pdf/damage-pages";
import type { ExtractPagesOptions, PageText } from "../../types";
import { extractPages } from "../reading/extract-pages";
import { endIdleThreads, idleThreadCount } from "./page-thread-cache";
import { PAGES_PER_EXTRA_THREAD } from "./page-thread-count";
import { EncryptedPdfError } from "../pdf-errors";
import { TooManyPagesError } from "../reading/too-many-pages";
import {
  PAGE_THREAD_SEATS,
  pageThreadSeatsTaken,
  returnPageThreadSeat,
  takePageThreadSeat,
} from "../budgets/mupdf-memory-budget";

let dir: string;
let book: string;
const pageCount = 40;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `done()` holds (a thread's seat goes back when it has exited, a moment after it is ended). */
async function until(done: () => boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await sleep(20);
  }
}

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

  it("gives up a page read past its time limit, reports it timed out, and reads the rest on a fresh thread", async () => {
    // Page 5 sits in the middle of its chunk (12 pages on one thread: chunks of 3) and takes ~8 s to read alone.
    const slow = join(dir, "slow-page.pdf");
    await writeSlowPageBook(slow, { pages: 12, slowPage: 5, segments: 5_000_000 });
    const started = performance.now();
    const pages = await collect(slow, { threads: 1, ocr: false, pageTimeLimits: { textMs: 1000, ocrMs: 1000 } });
    const seconds = (performance.now() - started) / 1000;
    expect(pages.map((p) => p.pageNumber)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(pages[4]!.problem).toEqual({ kind: "timed_out", detail: "reading it took longer than 1 s" });
    expect(pages[4]!.lines).toEqual([]);
    for (const page of pages.filter((p) => p.pageNumber !== 5)) {
      expect(page.problem, `page ${page.pageNumber}`).toBeUndefined();
      expect(page.lines[0]!.text).toBe(`SECTION 01 0${(page.pageNumber - 1) % 10} 00 - PAGE ${page.pageNumber}`);
    }
    // Without the limit the slow page alone holds the thread for about 8 s (and far longer on bigger drawings).
    expect(seconds).toBeLessThan(7);
  });

  it("ends a turn mid-page: hands over the pages read before the slow one and ends its thread", async () => {
    // Page 3 takes ~8 s to read alone; the turn ends while it is being read, with no page time limit to end it.
    const slow = join(dir, "turn-slow-page.pdf");
    await writeSlowPageBook(slow, { pages: 5, slowPage: 3, segments: 5_000_000 });
    const turnEnd = new AbortController();
    const pages: number[] = [];
    let endedAt = 0;
    for await (const page of extractPages(slow, { threads: 1, ocr: false, turnEnd: turnEnd.signal })) {
      pages.push(page.pageNumber);
      if (page.pageNumber === 2) {
        setTimeout(() => {
          endedAt = performance.now();
          turnEnd.abort();
        }, 200);
      }
    }
    const afterEnd = (performance.now() - endedAt) / 1000;
    // The dropped page and the rest are the next turn's; nothing after a gap is handed over.
    expect(pages).toEqual([1, 2]);
    // The reading ended without finishing the slow page (alone it holds the thread for about 8 s).
    expect(afterEnd).toBeLessThan(5);
  });

  it("gives up the rest of a book whose pages keep passing their time limit, without reading it", async () => {
    // Every page strokes a million tiny lines: well over a 300 ms limit each.
    const slow = join(dir, "every-page-slow.pdf");
    const pageNumbers = Array.from({ length: 20 }, (_, i) => i + 1);
    await writeSlowPageBook(slow, { pages: 20, slowPage: pageNumbers, segments: 1_000_000 });
    const pages = await collect(slow, { threads: 2, ocr: false, pageTimeLimits: { textMs: 300, ocrMs: 300 } });
    expect(pages.map((p) => p.pageNumber)).toEqual(pageNumbers);
    for (const page of pages) expect(page.problem?.kind, `page ${page.pageNumber}`).toBe("timed_out");
    // A few pages were tried and timed out; the rest were given up unread, none holding a thread for its limit.
    const unread = pages.filter((p) => p.problem?.detail.startsWith("not read:"));
    expect(unread.length).toBeGreaterThanOrEqual(20 - 6);
  });

  it("keeps a thread warm after a clean book and reads the next book, not the last one, on it", async () => {
    await endIdleThreads();
    const other = join(dir, "other.pdf");
    await writePdf(other, (doc) => {
      for (let page = 1; page <= 6; page++) {
        if (page > 1) doc.addPage();
        drawArticle(doc, 72, `2.${page}`, `OTHER BOOK PAGE ${page}`);
      }
    });
    expect(await collect(book, { threads: 1 })).toHaveLength(pageCount);
    expect(idleThreadCount()).toBe(1);
    // The warm thread takes the new book (a new thread would leave two waiting) and reads its own pages, exactly
    // as a fresh reader in this thread does.
    const second = await collect(other, { threads: 1 });
    expect(idleThreadCount()).toBe(1);
    expect(second).toEqual(await collect(other, { threads: 0 }));
    expect(second[0]!.lines[0]!.text).toBe("2.1 OTHER BOOK PAGE 1");
  });

  it("left to choose, reads a book too short to pay for a second thread with one, as the pages read with two", async () => {
    await endIdleThreads();
    expect(pageCount).toBeLessThan(PAGES_PER_EXTRA_THREAD);
    const chosen = await collect(book, {});
    // The one thread finished cleanly and waits warm: no other was started (it would wait beside it).
    expect(idleThreadCount()).toBe(1);
    await endIdleThreads();
    expect(chosen).toEqual(await collect(book, { threads: 2 }));
    await endIdleThreads();
  });

  it("ends a thread stopped in the middle of a page, or one that met a damaged page, instead of keeping it", async () => {
    await endIdleThreads();
    const slow = join(dir, "slow-page-2.pdf");
    await writeSlowPageBook(slow, { pages: 3, slowPage: 2, segments: 5_000_000 });
    const controller = new AbortController();
    const started = performance.now();
    const run = (async () => {
      for await (const page of extractPages(slow, { threads: 1, ocr: false, signal: controller.signal })) {
        if (page.pageNumber === 1) controller.abort(new Error("stop"));
      }
    })();
    await expect(run).rejects.toThrow("stop");
    // The thread was ended on the slow page, not waited for.
    expect(performance.now() - started).toBeLessThan(5000);
    expect(idleThreadCount()).toBe(0);

    const damaged = join(dir, "damaged.pdf");
    writeWithDamagedPages(book, damaged, [2]);
    const pages = await collect(damaged, { threads: 1 });
    expect(pages[1]!.problem?.kind).toBe("damaged");
    expect(idleThreadCount()).toBe(0);
  });

  it("waits for a page-thread seat while the process has none free; an idle thread is ended when one is wanted", async () => {
    await endIdleThreads();
    await until(() => pageThreadSeatsTaken() === 0);
    // Every seat taken, as by other readings.
    for (let i = 0; i < PAGE_THREAD_SEATS; i++) expect(takePageThreadSeat()).toBe(true);
    let settled = false;
    const reading = collect(book, { threads: 2 }).finally(() => (settled = true));
    await sleep(1_000);
    expect(settled).toBe(false);
    // One seat comes back: the reading starts its first thread on it (the second finds none and is not started).
    returnPageThreadSeat();
    expect(await reading).toHaveLength(pageCount);
    expect(idleThreadCount()).toBe(1);
    expect(pageThreadSeatsTaken()).toBe(PAGE_THREAD_SEATS);
    // A thread wanted elsewhere finds no seat: the idle thread here is ended and its seat comes back.
    expect(takePageThreadSeat()).toBe(false);
    await until(() => idleThreadCount() === 0 && pageThreadSeatsTaken() === PAGE_THREAD_SEATS - 1);
    expect(takePageThreadSeat()).toBe(true);
    for (let i = 0; i < PAGE_THREAD_SEATS; i++) returnPageThreadSeat();
    expect(pageThreadSeatsTaken()).toBe(0);
  });
});

// The page-image renderer with real render threads and real PDFs: a page still drawing after its time limit is
// answered as too large and only its thread is ended (the requests waiting behind it are drawn), viewers take turns,
// and a file mupdf cannot draw is answered as damaged rather than failing the request.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeSlowPageBook } from "../../../../tests/fixtures/pdf/hostile-pdfs";
import { createPageImageRenderer } from "./page-image-renderer";

const dir = mkdtempSync(join(tmpdir(), "page-image-renderer-"));
const book = join(dir, "slow.pdf");
const lighter = join(dir, "lighter.pdf");

beforeAll(async () => {
  // Page 2 strokes five million tiny lines: several seconds to draw, within the work budget.
  await writeSlowPageBook(book, { pages: 3, slowPage: 2, segments: 5_000_000 });
  // A second or two to draw page 2: slow enough to be overtaken, quick enough to finish.
  await writeSlowPageBook(lighter, { pages: 3, slowPage: 2, segments: 600_000 });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the page-image renderer's time limit", { timeout: 60_000 }, () => {
  const renderer = createPageImageRenderer({ threads: 1, timeoutMs: 1000 });
  afterAll(() => renderer.close());

  it("answers a page still drawing after the limit as too large and draws the page queued behind it", async () => {
    // Warm up the thread so the clock measures drawing, not mupdf loading.
    expect((await renderer.render(book, 1, 400)).type).toBe("image");
    const started = performance.now();
    const slow = renderer.render(book, 2, 400, "a");
    const queued = renderer.render(book, 3, 400, "b");
    expect((await slow).type).toBe("too_large");
    expect(performance.now() - started).toBeLessThan(4000);
    expect((await queued).type).toBe("image");
  });
});

describe("the page-image renderer's threads", { timeout: 60_000 }, () => {
  it("draws another viewer's page on a second thread while one page is slow", async () => {
    const renderer = createPageImageRenderer({ threads: 2, timeoutMs: 30_000 });
    try {
      const order: string[] = [];
      renderer.warm();
      const slow = renderer.render(lighter, 2, 400, "a").then((page) => order.push(`slow ${page.type}`));
      await new Promise((resolve) => setTimeout(resolve, 300));
      const quick = renderer.render(lighter, 1, 400, "b").then((page) => order.push(`quick ${page.type}`));
      await Promise.all([slow, quick]);
      expect(order).toEqual(["quick image", "slow image"]);
    } finally {
      await renderer.close();
    }
  });

  it("lets viewers take turns: one viewer's queue of pages does not hold up another's page", async () => {
    const renderer = createPageImageRenderer({ threads: 1, timeoutMs: 30_000 });
    try {
      const order: string[] = [];
      const ask = (page: number, viewer: string) =>
        renderer.render(lighter, page, 400 + page, viewer).then(() => order.push(`${viewer}${page}`));
      const asked = [ask(2, "a"), ask(1, "a"), ask(3, "a")];
      asked.push(ask(1, "b"));
      await Promise.all(asked);
      expect(order).toEqual(["a2", "b1", "a1", "a3"]);
    } finally {
      await renderer.close();
    }
  });

  it("answers a file mupdf cannot open as damaged, and draws the next page", async () => {
    const renderer = createPageImageRenderer({ threads: 1 });
    try {
      const broken = join(dir, "broken.pdf");
      writeFileSync(broken, "%PDF-1.7\nnot really a PDF\n");
      expect((await renderer.render(broken, 1, 400)).type).toBe("damaged");
      expect((await renderer.render(book, 1, 400)).type).toBe("image");
    } finally {
      await renderer.close();
    }
  });
});

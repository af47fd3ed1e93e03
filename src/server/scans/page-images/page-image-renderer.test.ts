// The page-image renderer's time limit, with a real render thread and a real PDF: a page still drawing after the
// limit is answered as too large and its thread ended, and the next page is drawn by a fresh thread.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeSlowPageBook } from "../../../../tests/fixtures/pdf/hostile-pdfs";
import { createPageImageRenderer } from "./page-image-renderer";

describe("the page-image renderer's time limit", { timeout: 60_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), "page-image-renderer-"));
  const book = join(dir, "slow.pdf");
  const renderer = createPageImageRenderer({ timeoutMs: 1000 });

  beforeAll(async () => {
    // Page 2 strokes five million tiny lines: several seconds to draw, within the work budget.
    await writeSlowPageBook(book, { pages: 3, slowPage: 2, segments: 5_000_000 });
  });
  afterAll(async () => {
    await renderer.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("answers a page still drawing after the limit as too large, fails the one queued behind it, then draws on", async () => {
    // Warm up the thread so the clock measures drawing, not mupdf loading.
    expect((await renderer.render(book, 1, 400)).type).toBe("image");
    const started = performance.now();
    const slow = renderer.render(book, 2, 400);
    const queued = renderer.render(book, 3, 400);
    expect((await slow).type).toBe("too_large");
    expect(performance.now() - started).toBeLessThan(4000);
    await expect(queued).rejects.toThrow(/page render thread/);
    const next = await renderer.render(book, 3, 400);
    expect(next.type).toBe("image");
  });
});

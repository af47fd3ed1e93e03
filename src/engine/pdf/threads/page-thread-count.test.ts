import { availableParallelism } from "node:os";
import { describe, expect, it } from "vitest";
import { coresAvailable, MAX_PAGE_THREADS, PAGES_PER_EXTRA_THREAD, threadsThatPay } from "./page-thread-count";

describe("threadsThatPay", () => {
  it("gives each core nobody else is using a thread, as far as the pages keep them busy", () => {
    const manyPages = 100 * PAGES_PER_EXTRA_THREAD;
    expect(threadsThatPay(4, manyPages, 0, 4)).toBe(4);
    expect(threadsThatPay(2, manyPages, 0.3, 2)).toBe(2);
    expect(threadsThatPay(4, manyPages, 1.2, 4)).toBe(3);
    expect(threadsThatPay(8, manyPages, 0, 4)).toBe(4);
    expect(threadsThatPay(2, manyPages, 0, 8)).toBe(2);
  });

  it("starts no second thread on a busy machine, or for a short book", () => {
    expect(threadsThatPay(2, 100_000, 1.6, 2)).toBe(1);
    expect(threadsThatPay(2, 100_000, 9, 2)).toBe(1);
    expect(threadsThatPay(4, PAGES_PER_EXTRA_THREAD - 1, 0, 4)).toBe(1);
    expect(threadsThatPay(4, 2 * PAGES_PER_EXTRA_THREAD, 0, 4)).toBe(3);
  });

  it("always reads with one thread at least", () => {
    expect(threadsThatPay(1, 0, 50, 1)).toBe(1);
  });

  it("counts the cores the process may use, at most the ceiling", () => {
    expect(coresAvailable()).toBe(Math.min(MAX_PAGE_THREADS, availableParallelism()));
  });
});

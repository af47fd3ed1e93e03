// How many page threads a reading starts when its caller leaves the number to the engine: one per core this process
// may use (os.availableParallelism()), a thread beyond the first only when it pays. A page thread costs about 0.3
// CPU-seconds before its first page (the thread, mupdf's instance, code still cold), and on a machine whose cores are
// busy with other work a second thread buys no wall time: it takes turns on the same cores (issue #34 measured 0.92–
// 1.20× the wall time for 11–15 % more CPU at a load of 4–18 on two cores).
import { availableParallelism, loadavg } from "node:os";

/** Never more threads than this, whatever the machine (SCAN_THREADS has the same ceiling). */
export const MAX_PAGE_THREADS = 16;

/** A thread beyond the first needs this many pages to read, each: fewer, and its start costs more than it saves. */
export const PAGES_PER_EXTRA_THREAD = 150;

/** One page thread per core this process may use (its CPU affinity and the container's limit included). */
export function coresAvailable(): number {
  return Math.max(1, Math.min(MAX_PAGE_THREADS, availableParallelism()));
}

/**
 * The threads worth running for `pages` pages, at most `max`: as many as there are cores not already busy (the
 * one-minute load average taken from the cores, rounded), and no more than the pages can keep busy. Never fewer
 * than one: the book is read either way.
 */
export function threadsThatPay(
  max: number,
  pages: number,
  load: number = loadavg()[0] ?? 0,
  cores: number = coresAvailable(),
): number {
  const free = Math.round(cores - load);
  const forPages = 1 + Math.floor(pages / PAGES_PER_EXTRA_THREAD);
  return Math.max(1, Math.min(max, free, forPages));
}

// Decides whether a book is read in page ranges: a look at a few pages (text layer or scanned) sets the range size,
// and a book of more than one range, or too long for the short lane, is split (start-ranges.ts). Range jobs read in
// turns shared between users (range-turns.ts), so a long or slow book never holds a lane of its own.
import type { PageRange } from "../../../engine/types";
import type { Db } from "../../db/client";
import type { JobQueue } from "../../queue/job-queue";
import type { RunThreadTask } from "../thread/scan-thread-pool";
import { planRanges, type RangeSizes } from "./plan-ranges";
import { startRanges } from "./start-ranges";

export type RangeSplitter = {
  /**
   * A book of several ranges, or longer than the short lane's page limit, is split. True: the scan now continues as
   * range jobs (the caller's job has nothing more to do).
   */
  split: (scanId: string, path: string, signal: AbortSignal) => Promise<boolean>;
  /** The short lane's turn ran out while others wait: the book continues as range jobs, however short it is. */
  splitWhole: (scanId: string, path: string, signal: AbortSignal) => Promise<void>;
};

export function createRangeSplitter(options: {
  db: Db;
  queue: JobQueue;
  runTask: RunThreadTask;
  sizes: RangeSizes;
  /** Books with more pages never read in the short lane's own job. */
  shortLanePages: number;
  timeoutMs: number;
}): RangeSplitter {
  const { sizes, shortLanePages } = options;
  // The fewest pages a book may be split at: one more than the smaller range size, or than the short lane's limit.
  // Shorter ones are only counted.
  const minPages = Math.min(sizes.rangePages, sizes.rangeScannedPages, shortLanePages) + 1;
  const rangesOf = async (path: string, signal: AbortSignal, fewestPages: number, whole: boolean) => {
    const sample = await options.runTask({ task: "plan", path, minPages: fewestPages }, signal, () => {});
    if (sample.textShare === null || sample.pageCount < 1) return [];
    const ranges = planRanges(sample.pageCount, sample.textShare, sizes);
    if (ranges.length > 0 || !(whole || sample.pageCount > shortLanePages)) return ranges;
    return [{ from: 1, to: sample.pageCount }] satisfies PageRange[];
  };
  const start = (scanId: string, ranges: PageRange[]) =>
    startRanges({ db: options.db, queue: options.queue, scanId, ranges, timeoutMs: options.timeoutMs });
  return {
    split: async (scanId, path, signal) => {
      const ranges = await rangesOf(path, signal, minPages, false);
      if (ranges.length === 0) return false;
      await start(scanId, ranges);
      return true;
    },
    splitWhole: async (scanId, path, signal) => {
      const ranges = await rangesOf(path, signal, 0, true);
      if (ranges.length === 0) throw new Error("the document has no page to read in ranges");
      await start(scanId, ranges);
    },
  };
}

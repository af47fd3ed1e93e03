// Decides whether a book is read in page ranges: a look at a few pages (text layer or scanned) sets the range size,
// and a book of more than one range is split (start-ranges.ts).
import type { Db } from "../../db/client";
import type { JobQueue } from "../../queue/pg-boss-queue";
import type { RunThreadTask } from "../thread/scan-thread-pool";
import { planRanges, type RangeSizes } from "./plan-ranges";
import { startRanges } from "./start-ranges";

export type RangeSplitter = {
  /** True: the scan now continues as range jobs (the caller's job has nothing more to do). */
  split: (scanId: string, path: string, signal: AbortSignal) => Promise<boolean>;
};

export function createRangeSplitter(options: {
  db: Db;
  queue: JobQueue;
  runTask: RunThreadTask;
  sizes: RangeSizes;
  timeoutMs: number;
}): RangeSplitter {
  const { sizes } = options;
  // The fewest pages a book may be split at (one more than the smaller range size): shorter ones are only counted.
  const minPages = Math.min(sizes.rangePages, sizes.rangeScannedPages) + 1;
  return {
    split: async (scanId, path, signal) => {
      const sample = await options.runTask({ task: "plan", path, minPages }, signal, () => {});
      if (sample.textShare === null) return false;
      const ranges = planRanges(sample.pageCount, sample.textShare, sizes);
      if (ranges.length === 0) return false;
      await startRanges({ db: options.db, queue: options.queue, scanId, ranges, timeoutMs: options.timeoutMs });
      return true;
    },
  };
}

// Decides, for a book in the lane for long work, whether it is read in page ranges: a look at a few pages (text
// layer or scanned) sets the range size, and a book of more than one range is split (start-ranges.ts).
import type { Db } from "../../db/client";
import type { JobQueue } from "../../queue/job-queue";
import type { RunThreadTask } from "../thread/scan-thread-pool";
import { planRanges, type RangeSizes } from "./plan-ranges";
import { startRanges } from "./start-ranges";

/** Answers true when the scan now continues as range jobs (its lane's job has nothing more to do). */
export type SplitIntoRanges = (scanId: string, path: string, signal: AbortSignal) => Promise<boolean>;

export function createRangeSplitter(options: {
  db: Db;
  queue: JobQueue;
  runTask: RunThreadTask;
  sizes: RangeSizes;
  timeoutMs: number;
}): SplitIntoRanges {
  return async (scanId, path, signal) => {
    const sample = await options.runTask({ task: "plan", path }, signal, () => {});
    const ranges = planRanges(sample.pageCount, sample.textShare, options.sizes);
    if (ranges.length === 0) return false;
    await startRanges({ db: options.db, queue: options.queue, scanId, ranges, timeoutMs: options.timeoutMs });
    return true;
  };
}

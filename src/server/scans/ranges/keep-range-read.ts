// What becomes of a range once its pages are read and stored: read to its end, the range is done (and the last one
// queues the stitch); cut short by its turn, the pages read are kept and the rest of the range waits for its next
// turn. A stored file nobody will stitch is removed.
import type { Db } from "../../db/client";
import type { JobQueue } from "../../queue/pg-boss-queue";
import type { FileStore } from "../../storage/file-store";
import type { RangeFile } from "../thread/scan-thread-protocol";
import { completeRange } from "./mark-range-done";
import { RANGE_QUEUE, STITCH_QUEUE, type RangeJobData } from "./range-job-definitions";
import { recordRangeProgress } from "./range-progress";
import { endRangeTurn } from "./range-turns";

export async function keepRangeRead(options: {
  db: Db;
  queue: JobQueue;
  files: FileStore;
  timeoutMs: number;
  /** The job's data: its scan and range. */
  data: RangeJobData;
  range: { firstPage: number; lastPage: number };
  read: RangeFile;
  /** Where the read pages were stored. */
  storageKey: string;
}): Promise<void> {
  const { db, queue, files, timeoutMs, data, range, read, storageKey } = options;
  const { scanId, rangeId } = data;
  const { pages } = read;
  if (range.firstPage + pages <= range.lastPage) {
    // The turn ran out first: the pages read are kept, the rest of the range waits for its next turn.
    const turn = await endRangeTurn({
      db,
      queue,
      scanId,
      rangeId,
      pagesRead: pages,
      storageKey,
      timeoutCounts: read.timeoutCounts,
      interrupted: read.interrupted,
      data,
      timeoutMs,
    });
    // With no page read, the file holds nothing the stitch needs.
    if (turn === "unwanted" || pages === 0) await files.remove(storageKey).catch(() => {});
    else queue.wake(RANGE_QUEUE);
    return;
  }
  await recordRangeProgress(db, rangeId, scanId, pages);
  const completion = await completeRange({ db, queue, scanId, rangeId, storageKey, timeoutMs });
  if (completion === "unwanted") await files.remove(storageKey).catch(() => {});
  if (completion === "stitch") queue.wake(STITCH_QUEUE);
}

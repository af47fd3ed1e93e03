// The jobs of a book read in page ranges: one per range (any worker may take it), then one that stitches them.
import { z } from "zod";
import type { SendOptions } from "../../queue/pg-boss-queue";

export const RANGE_QUEUE = "scan-range";
export const STITCH_QUEUE = "scan-stitch";
export const RANGE_QUEUES = [RANGE_QUEUE, STITCH_QUEUE] as const;

export const rangeJobDataSchema = z.object({
  scanId: z.uuid(),
  rangeId: z.uuid(),
  /** The counts of the earlier turns of the same reading, when this range is the rest of a range (range-turns.ts). */
  timeoutCounts: z.object({ pagesRead: z.number().int().min(0), pagesTimedOut: z.number().int().min(0) }).optional(),
  /** How many turns in a row ended on this range's first page, mid-page (range-turns.ts: MAX_PAGE_CUTS). */
  pageCuts: z.number().int().min(0).optional(),
});
export type RangeJobData = z.infer<typeof rangeJobDataSchema>;

export const stitchJobDataSchema = z.object({ scanId: z.uuid() });
export type StitchJobData = z.infer<typeof stitchJobDataSchema>;

/** A range that failed is read again this many times before the scan fails (and is refunded). */
export const RANGE_RETRY_LIMIT = 2;

/**
 * A failed range is retried after a short delay (a store or database hiccup has passed by then). pg-boss expires an
 * active range a minute after the time limit; the lease (running/scan-lease.ts) notices a dead worker much sooner.
 */
export function rangeJobOptions(timeoutMs: number, retryDelaySeconds = 2): Omit<SendOptions, "id"> {
  return {
    retryLimit: RANGE_RETRY_LIMIT,
    retryDelay: retryDelaySeconds,
    expireInSeconds: Math.ceil(timeoutMs / 1000) + 60,
  };
}

/** The stitch is retried only when its process stopped under it; its own failures fail the scan. */
export function stitchJobOptions(timeoutMs: number): Omit<SendOptions, "id"> {
  return { retryLimit: 2, expireInSeconds: Math.ceil(timeoutMs / 1000) + 60 };
}

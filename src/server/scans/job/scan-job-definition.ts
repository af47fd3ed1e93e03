// The scan job: its queue name, payload schema and queue options.
import { z } from "zod";
import type { SendOptions } from "../../queue/pg-boss-queue";

/** Every scan starts here; a document longer than the short lane's page limit moves to LONG_SCAN_QUEUE. */
export const SCAN_QUEUE = "scan";
/** The lane for long work, worked by its own loops, so a huge book never holds up a one-page scan. */
export const LONG_SCAN_QUEUE = "scan-long";
export const SCAN_QUEUES = [SCAN_QUEUE, LONG_SCAN_QUEUE] as const;

export const scanJobDataSchema = z.object({ scanId: z.uuid() });
export type ScanJobData = z.infer<typeof scanJobDataSchema>;

/**
 * A job is retried only when its process stopped under it (shutdown, crash); the handler turns every
 * document or engine failure into a failed scan itself. pg-boss expires an active job a minute after
 * the scan's own time limit, so a worker that died on another machine is noticed.
 */
export function scanJobOptions(timeoutMs: number): Omit<SendOptions, "id"> {
  return { retryLimit: 2, expireInSeconds: Math.ceil(timeoutMs / 1000) + 60 };
}

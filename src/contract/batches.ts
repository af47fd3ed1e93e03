// A multi-file upload as the API returns it: the batch row's counters and every scan of it (product §1: one combined log).
import { z } from "zod";
import { scanDetailSchema } from "./scans";

export const batchDetailSchema = z.object({
  id: z.string(),
  status: z.string(),
  totalFiles: z.number().int(),
  completedFiles: z.number().int(),
  failedFiles: z.number().int(),
  creditsUsed: z.number().int(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  /** Ordered by file name (natural order, so "Volume 2" comes before "Volume 10"), then id. */
  scans: z.array(scanDetailSchema),
});
export type BatchDetail = z.infer<typeof batchDetailSchema>;

// Scan records as the API returns them, and the live progress message.
import { z } from "zod";
import { pageSchema } from "./pages";
import { extractedDataSchema } from "./submittal";

/** The 404 of every scan route, whether the scan does not exist or the user may not see it. */
export const SCAN_NOT_FOUND = "Scan not found";

export const SCAN_STATUSES = ["processing", "completed", "failed"] as const;

export const scanSummarySchema = z.object({
  id: z.string(),
  batchId: z.string().nullable(),
  /** The project the scan is a document of (GET /api/projects/:id); every upload has one. */
  projectId: z.string().nullable().optional(),
  fileName: z.string(),
  fileSize: z.number().int(),
  status: z.string(),
  creditsUsed: z.number().int(),
  errorMessage: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type ScanSummary = z.infer<typeof scanSummarySchema>;

/** GET /api/scans with any of `listPageQuerySchema`'s parameters answers one page; with none, the whole list (product §7). */
export const scanPageSchema = pageSchema(scanSummarySchema);
export type ScanPage = z.infer<typeof scanPageSchema>;

/** GET /api/scans/overview: the dashboard's and history's figures, counted by the database, and the newest scans. */
export const scanOverviewQuerySchema = z.object({
  /** Start of the viewer's current calendar month (their time zone); defaults to the start of the UTC month. */
  monthStart: z.iso.datetime({ offset: true }).optional(),
});
export const scanOverviewSchema = z.object({
  total: z.number().int(),
  completed: z.number().int(),
  processing: z.number().int(),
  failed: z.number().int(),
  thisMonth: z.number().int(),
  recent: z.array(scanSummarySchema),
});
export type ScanOverview = z.infer<typeof scanOverviewSchema>;

export const scanDetailSchema = scanSummarySchema.extend({
  extractedData: extractedDataSchema.nullable(),
});
export type ScanDetail = z.infer<typeof scanDetailSchema>;

export const updateScanSchema = z.object({ extractedData: extractedDataSchema });
export type UpdateScanPayload = z.infer<typeof updateScanSchema>;

/** Response of POST /api/scans and /api/scans/batch: `id` is the first scan's id, `scanIds` every scan in upload order (the progress view follows them all). */
export const createScanResponseSchema = z.object({
  id: z.string(),
  scanIds: z.array(z.string()),
  batchId: z.string().nullable(),
  creditsUsed: z.number().int(),
});
export type CreateScanResponse = z.infer<typeof createScanResponseSchema>;

export const progressStatusSchema = z.enum(SCAN_STATUSES);
export const progressMessageSchema = z.object({
  scanId: z.string(),
  currentChunk: z.number().int().min(0),
  totalChunks: z.number().int().min(0),
  status: progressStatusSchema,
  message: z.string(),
});
export type ProgressMessage = z.infer<typeof progressMessageSchema>;

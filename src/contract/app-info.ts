// GET /api/app-info: public facts about this installation that the SPA shows to everyone.
import { z } from "zod";

export const appInfoSchema = z.object({
  /** Where users get this installation's source code (AGPL-3.0 §13); null when the operator has not set SOURCE_URL. */
  sourceUrl: z.string().nullable(),
  version: z.string(),
  /** Pages one uploaded file may have (SCAN_MAX_PAGES_PER_FILE): the scan page warns of a file over it. */
  maxPagesPerFile: z.number().int().min(1),
});
export type AppInfo = z.infer<typeof appInfoSchema>;

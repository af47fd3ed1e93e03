// A log's send, planned from what the export would write: the register's selected items with the log's numbering and
// titles and the user's export preferences, each item's schedule with the user's planning defaults (as their export
// writes it), and the type mappings (the one chosen for the service first). Used by the sends to Procore and to
// Autodesk Build.
import { eq } from "drizzle-orm";
import { combineExportSettings, type TypeMapping } from "../../contract/export-settings";
import { extractedDataSchema } from "../../contract/submittal";
import { SCAN_NOT_FOUND } from "../../contract/scans";
import { planSubmittals, type PlannedSubmittal } from "../../procore/send-plan";
import type { Db } from "../db/client";
import { scans } from "../db/schema";
import { readLogExportSettings } from "../export-settings/log-export-settings";
import { readExportSettings } from "../export-settings/read-export-settings";
import { AppError } from "../http/app-error";
import { readPlanningSettings } from "../planning-settings/read-planning-settings";

export type LogPlan = { plan: PlannedSubmittal[]; exportMapping: TypeMapping[] };

/**
 * `scanId` is one the caller already checked the user may send (accessibleScanId, editor or owner): a shared
 * project's editor sends the owner's log, so the scan is not looked up by its owner; the export preferences and the
 * planning defaults are the sender's own.
 */
export async function planLog(db: Db, userId: string, scanId: string, service = "Procore"): Promise<LogPlan> {
  const [scan] = await db
    .select({ status: scans.status, extractedData: scans.extractedData })
    .from(scans)
    .where(eq(scans.id, scanId));
  if (!scan) throw new AppError("not_found", SCAN_NOT_FOUND);
  const data = extractedDataSchema.safeParse(scan.extractedData);
  if (scan.status !== "completed" || !data.success) {
    throw new AppError("conflict", `Only a completed scan's log can be sent to ${service}.`);
  }
  const settings = combineExportSettings(await readExportSettings(db, userId), await readLogExportSettings(db, scanId));
  const planning = (await readPlanningSettings(db, userId)).settings;
  return { plan: planSubmittals(data.data, settings, planning), exportMapping: settings.typeMapping };
}

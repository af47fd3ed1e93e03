// A log's own export settings (numbering, start number, Submittal Manager), read and saved per scan of the user's.
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { logExportSettingsSchema, type LogExportSettings } from "../../contract/export-settings";
import type { Db } from "../db/client";
import { scanExportSettings, scans } from "../db/schema";
import { AppError } from "../http/app-error";
import { SCAN_NOT_FOUND } from "../scans/records/scan-views";

const idSchema = z.uuid();

/** The scan's id when it is the user's; a 404 otherwise, so another user's scans are not even confirmed to exist. */
export async function ownScanId(db: Db, userId: string, scanId: string): Promise<string> {
  if (!idSchema.safeParse(scanId).success) throw new AppError("not_found", SCAN_NOT_FOUND);
  const [row] = await db
    .select({ id: scans.id })
    .from(scans)
    .where(and(eq(scans.id, scanId), eq(scans.userId, userId)));
  if (!row) throw new AppError("not_found", SCAN_NOT_FOUND);
  return row.id;
}

/** The log's saved settings, or null when none were saved for it (the dialog then starts from the defaults). */
export async function readLogExportSettings(db: Db, scanId: string): Promise<LogExportSettings | null> {
  const [row] = await db.select().from(scanExportSettings).where(eq(scanExportSettings.scanId, scanId));
  if (!row) return null;
  const parsed = logExportSettingsSchema.safeParse(row.settings);
  return parsed.success ? parsed.data : null;
}

export async function saveLogExportSettings(db: Db, scanId: string, settings: LogExportSettings): Promise<void> {
  await db
    .insert(scanExportSettings)
    .values({ scanId, settings })
    .onConflictDoUpdate({ target: scanExportSettings.scanId, set: { settings, updatedAt: new Date() } });
}

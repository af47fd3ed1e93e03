// A log's own export settings (numbering, start number, Submittal Manager), read and saved per scan by those whose role allows it.
import { eq } from "drizzle-orm";
import { logExportSettingsSchema, type LogExportSettings } from "../../contract/export-settings";
import type { ProjectRole } from "../../contract/project-members";
import type { Db } from "../db/client";
import { scanExportSettings } from "../db/schema";
import { findScanAccess } from "../projects/membership/scan-access";

/** The scan's id when the caller's role allows `needed` (reading: viewer, saving: editor); a 404 or 403 otherwise. */
export async function accessibleScanId(db: Db, userId: string, scanId: string, needed: ProjectRole): Promise<string> {
  return (await findScanAccess(db, userId, scanId, needed)).row.id;
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

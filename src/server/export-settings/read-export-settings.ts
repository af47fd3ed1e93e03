// A user's saved export settings, or null when they never saved any (the dialog then starts from the defaults).
import { eq } from "drizzle-orm";
import { exportSettingsSchema, type ExportSettings } from "../../contract/export-settings";
import type { Db } from "../db/client";
import { exportSettings } from "../db/schema";

export async function readExportSettings(db: Db, userId: string): Promise<ExportSettings | null> {
  const [row] = await db.select().from(exportSettings).where(eq(exportSettings.userId, userId));
  if (!row) return null;
  // Read through the schema so settings saved by an older version gain the fields added since, with their defaults.
  const parsed = exportSettingsSchema.safeParse(row.settings);
  return parsed.success ? parsed.data : null;
}

// A user's saved export preferences, or null when they never saved any (the dialog then starts from the defaults).
import { eq } from "drizzle-orm";
import { personalExportSettingsSchema, type PersonalExportSettings } from "../../contract/export-settings";
import type { Db } from "../db/client";
import { exportSettings } from "../db/schema";

export async function readExportSettings(db: Db, userId: string): Promise<PersonalExportSettings | null> {
  const [row] = await db.select().from(exportSettings).where(eq(exportSettings.userId, userId));
  if (!row) return null;
  // Read through the schema so settings saved by an older version gain the fields added since, with their defaults,
  // and lose the log's own (numbering, start number, manager), which older versions kept per user.
  const parsed = personalExportSettingsSchema.safeParse(row.settings);
  return parsed.success ? parsed.data : null;
}

// Saves (or replaces) a user's export preferences.
import type { PersonalExportSettings } from "../../contract/export-settings";
import type { Db } from "../db/client";
import { exportSettings } from "../db/schema";

export async function saveExportSettings(
  db: Db,
  options: { userId: string; settings: PersonalExportSettings },
): Promise<void> {
  const { userId, settings } = options;
  await db
    .insert(exportSettings)
    .values({ userId, settings })
    .onConflictDoUpdate({ target: exportSettings.userId, set: { settings, updatedAt: new Date() } });
}

// An account's planning defaults, or the shipped ones (decision 0280) when the user never saved any.
import { eq } from "drizzle-orm";
import {
  DEFAULT_PLANNING_SETTINGS,
  planningSettingsSchema,
  type SavedPlanningSettings,
} from "../../contract/planning-settings";
import type { Db } from "../db/client";
import { planningSettings } from "../db/schema";

export async function readPlanningSettings(db: Db, userId: string): Promise<SavedPlanningSettings> {
  const [row] = await db.select().from(planningSettings).where(eq(planningSettings.userId, userId));
  // Read through the schema: a row a later version could not read falls back to the defaults rather than failing.
  const parsed = row ? planningSettingsSchema.safeParse(row.settings) : null;
  return parsed?.success
    ? { settings: parsed.data, saved: true }
    : { settings: DEFAULT_PLANNING_SETTINGS, saved: false };
}

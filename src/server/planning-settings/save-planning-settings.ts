// Saves (or replaces) an account's planning defaults.
import type { PlanningSettings } from "../../contract/planning-settings";
import type { Db } from "../db/client";
import { planningSettings } from "../db/schema";

export async function savePlanningSettings(
  db: Db,
  options: { userId: string; settings: PlanningSettings },
): Promise<void> {
  const { userId, settings } = options;
  await db
    .insert(planningSettings)
    .values({ userId, settings })
    .onConflictDoUpdate({ target: planningSettings.userId, set: { settings, updatedAt: new Date() } });
}

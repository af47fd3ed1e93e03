import { jsonb, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import type { PlanningSettings } from "../../../contract/planning-settings";
import { users } from "./users";

/** Each account's planning defaults (lead and review times per submittal type), one row per user, gone with the user. */
export const planningSettings = pgTable("planning_settings", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  settings: jsonb("settings").$type<PlanningSettings>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

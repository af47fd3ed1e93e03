import { jsonb, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import type { ExportSettings } from "../../../contract/export-settings";
import { users } from "./users";

/** Each user's saved export settings (the Export Selected dialog), one row per user, gone with the user. */
export const exportSettings = pgTable("export_settings", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  settings: jsonb("settings").$type<ExportSettings>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

import { jsonb, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import type { LogExportSettings, PersonalExportSettings } from "../../../contract/export-settings";
import { scans } from "./scans";
import { users } from "./users";

/**
 * Each user's export preferences (the Export Selected dialog), one row per user, gone with the user. Rows saved before
 * the log's settings moved to `scan_export_settings` still hold those keys; they are read through the schema, which
 * drops them.
 */
export const exportSettings = pgTable("export_settings", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  settings: jsonb("settings").$type<PersonalExportSettings>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A log's own export settings (numbering, start number, Submittal Manager), one row per scan, gone with the scan. */
export const scanExportSettings = pgTable("scan_export_settings", {
  scanId: uuid("scan_id")
    .primaryKey()
    .references(() => scans.id, { onDelete: "cascade" }),
  settings: jsonb("settings").$type<LogExportSettings>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import type { ExtractedData } from "../../../contract/submittal";
import { users } from "./users";

export const batches = pgTable(
  "batches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    totalFiles: integer("total_files").notNull(),
    completedFiles: integer("completed_files").notNull().default(0),
    failedFiles: integer("failed_files").notNull().default(0),
    status: varchar("status", { length: 50 }).notNull().default("processing"),
    creditsUsed: integer("credits_used").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [index("batches_user_idx").on(t.userId)],
);

export const scans = pgTable(
  "scans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    batchId: uuid("batch_id").references(() => batches.id, { onDelete: "set null" }),
    fileName: varchar("file_name", { length: 255 }).notNull(),
    fileSize: bigint("file_size", { mode: "number" }).notNull(),
    /** Where the upload lives in the file store (a key, not a path). */
    storageKey: varchar("storage_key", { length: 255 }),
    status: varchar("status", { length: 50 }).notNull().default("processing"),
    extractedData: jsonb("extracted_data").$type<ExtractedData>(),
    errorMessage: text("error_message"),
    creditsUsed: integer("credits_used").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** Refreshed every few seconds by the process running the scan; a stale one means that process is gone. */
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }),
  },
  (t) => [
    // Lists walk this index newest first; the id breaks ties between scans created in the same microsecond.
    index("scans_user_created_id_idx").on(t.userId, t.createdAt, t.id),
    index("scans_status_idx").on(t.status),
  ],
);
export type ScanRow = typeof scans.$inferSelect;

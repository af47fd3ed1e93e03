import { index, jsonb, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import type { HistorySummary, ItemChange } from "../../../contract/scan-history";
import { scans } from "./scans";
import { users } from "./users";

/**
 * One saved edit of a scan's register: who, when, and what changed (see src/contract/scan-history.ts). The summary
 * names the first 50 changes; item_changes lists every item the save edited, included or excluded, and is null on
 * rows saved before it existed (decision 0319).
 */
export const scanHistory = pgTable(
  "scan_history",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    scanId: uuid("scan_id")
      .notNull()
      .references(() => scans.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    summary: jsonb("summary").$type<HistorySummary>().notNull(),
    itemChanges: jsonb("item_changes").$type<ItemChange[]>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("scan_history_scan_created_idx").on(t.scanId, t.createdAt)],
);

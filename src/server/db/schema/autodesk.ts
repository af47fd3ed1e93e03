import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import type { AutodeskRemovedItem } from "../../../contract/autodesk";
import type { TypeMapping } from "../../../contract/export-settings";
import type { SendOutcome, SendState } from "../../../contract/procore";
import { scans } from "./scans";
import { users } from "./users";

/**
 * A user's Autodesk Build connection (decision 0276): the tokens sealed with AUTODESK_TOKEN_KEY (never in clear,
 * never sent to the browser), the hub (account) and project picked, and the type mapping asked for before the first
 * send. Disconnect deletes the row.
 */
export const autodeskConnections = pgTable("autodesk_connections", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  accessTokenSealed: text("access_token_sealed").notNull(),
  refreshTokenSealed: text("refresh_token_sealed").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  hubId: text("hub_id"),
  hubName: text("hub_name"),
  /** The Data Management project id ("b.<uuid>"); the Submittals API takes it without the "b.". */
  projectId: text("project_id"),
  projectName: text("project_name"),
  typeMapping: jsonb("type_mapping").$type<TypeMapping[]>().notNull().default([]),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One send of a log to an Autodesk Build project; at most one running per log (the partial unique index). */
export const autodeskSends = pgTable(
  "autodesk_sends",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    scanId: uuid("scan_id")
      .notNull()
      .references(() => scans.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    projectId: text("project_id").notNull(),
    status: varchar("status", { length: 16 }).$type<SendState>().notNull(),
    total: integer("total").notNull().default(0),
    done: integer("done").notNull().default(0),
    outcomes: jsonb("outcomes").$type<SendOutcome[]>().notNull().default([]),
    removed: jsonb("removed").$type<AutodeskRemovedItem[]>().notNull().default([]),
    error: text("error"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("autodesk_sends_scan_started_idx").on(t.scanId, t.startedAt),
    uniqueIndex("autodesk_sends_one_running_idx")
      .on(t.scanId)
      .where(sql`${t.status} in ('running', 'cancelling')`),
  ],
);

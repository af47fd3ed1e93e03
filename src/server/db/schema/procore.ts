import { sql } from "drizzle-orm";
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import type { TypeMapping } from "../../../contract/export-settings";
import type { RemovedItem, SendOutcome, SendState } from "../../../contract/procore";
import { scans } from "./scans";
import { users } from "./users";

/**
 * A user's Procore connection (decision 0274): the tokens encrypted with PROCORE_TOKEN_KEY (never in clear, never
 * sent to the browser), the company and project picked, and the type mapping asked for before the first send.
 * Disconnect deletes the row.
 */
export const procoreConnections = pgTable("procore_connections", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  accessTokenSealed: text("access_token_sealed").notNull(),
  refreshTokenSealed: text("refresh_token_sealed").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  companyId: bigint("company_id", { mode: "number" }),
  companyName: text("company_name"),
  projectId: bigint("project_id", { mode: "number" }),
  projectName: text("project_name"),
  typeMapping: jsonb("type_mapping").$type<TypeMapping[]>().notNull().default([]),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One send of a log to a Procore project, with its live progress and each item's outcome. At most one running per
 * log: the partial unique index turns a second click (any window, any process) into a conflict.
 */
export const procoreSends = pgTable(
  "procore_sends",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    scanId: uuid("scan_id")
      .notNull()
      .references(() => scans.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    projectId: bigint("project_id", { mode: "number" }).notNull(),
    status: varchar("status", { length: 16 }).$type<SendState>().notNull(),
    total: integer("total").notNull().default(0),
    done: integer("done").notNull().default(0),
    outcomes: jsonb("outcomes").$type<SendOutcome[]>().notNull().default([]),
    removed: jsonb("removed").$type<RemovedItem[]>().notNull().default([]),
    error: text("error"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("procore_sends_scan_started_idx").on(t.scanId, t.startedAt),
    uniqueIndex("procore_sends_one_running_idx")
      .on(t.scanId)
      .where(sql`${t.status} in ('running', 'cancelling')`),
  ],
);

// What was sent where, for every connected service: the table behind "never a duplicate".
import { jsonb, pgTable, primaryKey, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { scans } from "./scans";

/**
 * Each item of a log as sent to a remote project of a service ("procore", "autodesk"; ids as text, so any service's
 * fit), keyed by the service, the log, the remote project and the item's identity: its remote id (null while its create is on the
 * way) and the fingerprint of the fields sent, so a re-send updates what changed and creates only what is new.
 */
export const remoteSentItems = pgTable(
  "remote_sent_items",
  {
    service: varchar("service", { length: 16 }).notNull(),
    scanId: uuid("scan_id")
      .notNull()
      .references(() => scans.id, { onDelete: "cascade" }),
    projectRef: text("project_ref").notNull(),
    itemKey: varchar("item_key", { length: 64 }).notNull(),
    remoteId: text("remote_id"),
    number: text("number").notNull(),
    fingerprint: varchar("fingerprint", { length: 64 }),
    /**
     * The service's schedule fields that hold a value this app sent (its own names), so a date taken out of the log
     * is cleared there on the next send (decision 0309); null for rows written before they were remembered: unknown,
     * nothing is cleared.
     */
    scheduleFields: jsonb("schedule_fields").$type<string[]>(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.service, t.scanId, t.projectRef, t.itemKey] })],
);

import { index, pgTable, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * A project: the documents (scans) of one job — volumes, addenda, revised issues, bulletins — and the one register they
 * make together (docs/decisions/0230-projects-hold-documents-and-pending-changes.md).
 */
export const projects = pgTable(
  "projects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: varchar("name", { length: 500 }).notNull().default(""),
    number: varchar("number", { length: 200 }).notNull().default(""),
    /** Null until the owner renames the project: until then its first completed scan's project name and number fill it. */
    renamedAt: timestamp("renamed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("projects_user_created_idx").on(t.userId, t.createdAt, t.id)],
);
export type ProjectRow = typeof projects.$inferSelect;

import { index, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import { projects } from "./projects";
import { users } from "./users";

/**
 * Who has a project open now, one row per open presence socket, whichever web process holds it (decision 0314).
 * The process keeps its rows' `expires_at` ahead of the clock while it runs; a row past it belongs to a process that
 * died, and any process deletes it.
 */
export const projectPresence = pgTable(
  "project_presence",
  {
    id: uuid("id").primaryKey(),
    processId: uuid("process_id").notNull(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("project_presence_project_idx").on(t.projectId),
    index("project_presence_process_idx").on(t.processId),
    index("project_presence_expires_idx").on(t.expiresAt),
  ],
);

import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { projects } from "./projects";
import { users } from "./users";

/**
 * The colleagues a project is shared with, and their role. The owner is the project's own `user_id` and has no row
 * here (decision 0285): a project always has exactly one owner, and every project written before sharing existed
 * keeps working without a row of its own.
 */
export const projectMembers = pgTable(
  "project_members",
  {
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: varchar("role", { length: 16, enum: ["editor", "viewer"] }).notNull(),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.userId] }),
    index("project_members_user_idx").on(t.userId),
    check("project_members_role_check", sql`${t.role} in ('editor', 'viewer')`),
  ],
);
export type ProjectMemberRow = typeof projectMembers.$inferSelect;

/**
 * An invitation e-mailed to an address: single use, expiring; the token itself is only in the e-mail, its sha256
 * here (as a password reset's).
 */
export const projectInvitations = pgTable(
  "project_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    email: varchar("email", { length: 320 }).notNull(),
    role: varchar("role", { length: 16, enum: ["editor", "viewer"] }).notNull(),
    tokenHash: varchar("token_hash", { length: 128 }).notNull().unique(),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedBy: uuid("accepted_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("project_invitations_project_idx").on(t.projectId, t.createdAt),
    check("project_invitations_role_check", sql`${t.role} in ('editor', 'viewer')`),
  ],
);
export type ProjectInvitationRow = typeof projectInvitations.$inferSelect;

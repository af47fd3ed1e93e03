import { index, integer, jsonb, pgTable, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import type { ChangeChoice, FieldChoices } from "../../../contract/merge-revision";
import type { ProjectChangeKind, ProjectChangeState } from "../../../contract/project-changes";
import type { RegisterComparison } from "../../../contract/register-comparison";
import type { ExtractedData, Submittal } from "../../../contract/submittal";
import { projects } from "./projects";
import { scans } from "./scans";
import { users } from "./users";

// What accepting one change did to the registers of a project's documents, kept with the change so undo puts back
// exactly what was there. It is the shape of the `applied` column, so it lives with the column.
export type AppliedChange = {
  /** The register's item taken out (changed, removed): the document it was in, its place there, and the item. */
  taken?: { documentId: string; index: number; item: Submittal };
  /** The item put in (added, changed): the document it went into, its place there, and the item as inserted. */
  put?: { documentId: string; index: number; item: Submittal };
};

/**
 * One change a new document of the project brings to its register, waiting for the reviewer (`pending`) or decided:
 * `accepted` (applied to the register) or `kept` (the register keeps its item). `before` is the item as it stood in
 * the register (in document `beforeDocumentId`) when the document was compared; `after` is the new document's item.
 */
export const projectChanges = pgTable(
  "project_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    documentId: uuid("document_id")
      .notNull()
      .references(() => scans.id, { onDelete: "cascade" }),
    /** Order of the change in its comparison (section order of the register). */
    position: integer("position").notNull(),
    kind: varchar("kind", { length: 20 }).$type<ProjectChangeKind>().notNull(),
    section: varchar("section", { length: 200 }).notNull().default(""),
    sectionTitle: varchar("section_title", { length: 500 }).notNull().default(""),
    ref: varchar("ref", { length: 100 }).notNull().default(""),
    /** Why, in words ("Section 08 71 00 deleted by the addendum"), when the comparison gives one. */
    reason: varchar("reason", { length: 300 }).notNull().default(""),
    before: jsonb("before").$type<Submittal>(),
    beforeDocumentId: uuid("before_document_id").references(() => scans.id, { onDelete: "cascade" }),
    /** The old issue's reading of the `before` item (changed), which the merge of a revision measures edits from. */
    beforeRead: jsonb("before_read").$type<Submittal>(),
    after: jsonb("after").$type<Submittal>(),
    /** The new item's place in the new document's register as read, which orders accepted items in the document. */
    afterIndex: integer("after_index"),
    /** What accepting did to the registers, so undo restores them exactly (null while pending or kept). */
    applied: jsonb("applied").$type<AppliedChange>(),
    state: varchar("state", { length: 20 }).$type<ProjectChangeState>().notNull().default("pending"),
    /** How the reviewer decided: merge (new text, edits kept), new (everything new) or keep; null while pending. */
    choice: varchar("choice", { length: 20 }).$type<ChangeChoice>(),
    /** Per field both sides changed, whose value an acceptance took. */
    fieldChoices: jsonb("field_choices").$type<FieldChoices>(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("project_changes_project_state_idx").on(t.projectId, t.state),
    index("project_changes_document_position_idx").on(t.documentId, t.position),
  ],
);
export type ProjectChangeRow = typeof projectChanges.$inferSelect;

/**
 * What a new document of a project was compared with and what it read, kept for the variance report: the project's
 * register when the document completed (`base`), the document's own register as scanned (`incoming`) and the
 * comparison between them.
 */
export const projectComparisons = pgTable("project_comparisons", {
  documentId: uuid("document_id")
    .primaryKey()
    .references(() => scans.id, { onDelete: "cascade" }),
  projectId: uuid("project_id")
    .notNull()
    .references(() => projects.id, { onDelete: "cascade" }),
  base: jsonb("base").$type<ExtractedData>().notNull(),
  incoming: jsonb("incoming").$type<ExtractedData>().notNull(),
  comparison: jsonb("comparison").$type<RegisterComparison>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
export type ProjectComparisonRow = typeof projectComparisons.$inferSelect;

import {
  bigint,
  date,
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
import type { DocumentKind } from "../../../contract/project-documents";
import type { ExtractedData } from "../../../contract/submittal";
import { projects } from "./projects";
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
    /** The project the scan is a document of; every upload sets it (a scan uploaded without one starts a project). */
    projectId: uuid("project_id").references(() => projects.id, { onDelete: "cascade" }),
    /** What the document is to its project (contract/project-documents.ts). */
    documentKind: varchar("document_kind", { length: 20 }).$type<DocumentKind>().notNull().default("volume"),
    /** The document's issue date as the uploader gave it; the upload date when none was given. */
    documentDate: date("document_date", { mode: "string" }),
    fileName: varchar("file_name", { length: 255 }).notNull(),
    fileSize: bigint("file_size", { mode: "number" }).notNull(),
    /** Where the upload lives in the file store (a key, not a path). */
    storageKey: varchar("storage_key", { length: 255 }),
    status: varchar("status", { length: 50 }).notNull().default("processing"),
    extractedData: jsonb("extracted_data").$type<ExtractedData>(),
    /**
     * A project document's items as the book reads them, before any review: the engine's register (as an addendum's
     * instructions apply it, for a compared document). A new issue is compared with these readings, so a reviewer's
     * own edit is never taken for a change of the book (docs/decisions/0256-a-new-issue-is-compared-with-the-book-not-the-reviewers-edits.md).
     * Null for scans completed before it was kept.
     */
    readRegister: jsonb("read_register").$type<ExtractedData>(),
    errorMessage: text("error_message"),
    creditsUsed: integer("credits_used").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** Refreshed every few seconds by the process running the scan; a stale one means that process is gone. */
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }),
    /** SHA-256 of the uploaded file (hex), hashed as it streamed in; null for scans uploaded before it was kept. */
    contentSha256: varchar("content_sha256", { length: 64 }),
  },
  (t) => [
    // Lists walk this index newest first; the id breaks ties between scans created in the same microsecond.
    index("scans_user_created_id_idx").on(t.userId, t.createdAt, t.id),
    // "Did this user scan this file before?" (docs/decisions/0211-a-file-scanned-before-is-recognised-before-upload.md).
    index("scans_user_content_idx").on(t.userId, t.contentSha256),
    index("scans_status_idx").on(t.status),
    index("scans_project_created_idx").on(t.projectId, t.createdAt),
  ],
);
export type ScanRow = typeof scans.$inferSelect;

/**
 * One page range of a book read by several workers (docs/decisions/0077-books-in-page-ranges-range-jobs-on-any-worker-one-stitch-in.md). A range job reads its
 * pages into a stored file; when every range is `done`, a stitch job runs the rules over them in page order.
 */
export const scanRanges = pgTable(
  "scan_ranges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    scanId: uuid("scan_id")
      .notNull()
      .references(() => scans.id, { onDelete: "cascade" }),
    firstPage: integer("first_page").notNull(),
    lastPage: integer("last_page").notNull(),
    /** `pending` (queued or being read), `done` (its pages are stored), `failed` (out of attempts). */
    state: varchar("state", { length: 20 }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** Pages read so far by the furthest attempt, for the scan's progress; never goes down. */
    pagesDone: integer("pages_done").notNull().default(0),
    /** The range's pages in the file store, once done. */
    storageKey: varchar("storage_key", { length: 255 }),
    /** Refreshed by the process reading the range; a stale one means that process is gone (running/scan-lease.ts). */
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("scan_ranges_scan_first_page_idx").on(t.scanId, t.firstPage)],
);
export type ScanRangeRow = typeof scanRanges.$inferSelect;

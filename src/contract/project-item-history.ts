// Where each item of a project's register came from: the document that introduced it, and the changes of later
// documents that touched it, with the reviewer's decision on each (docs/decisions/0258-an-items-history-is-derived-from-its-changes.md).
import { z } from "zod";
import { documentKindSchema } from "./project-documents";
import { changeChoiceSchema } from "./merge-revision";
import { projectChangeKindSchema, projectChangeStateSchema } from "./project-changes";
import { historyChangeKindSchema } from "./scan-history";

/** A document of the project, as an item's history names it. */
export const historyDocumentSchema = z.object({
  /** The document's scan id. */
  id: z.string(),
  fileName: z.string(),
  kind: documentKindSchema,
  /** The issue date given at upload, else the upload date (YYYY-MM-DD). */
  date: z.string(),
});
export type HistoryDocument = z.infer<typeof historyDocumentSchema>;

/** One change of a later document that touched the item: what it did and what the reviewer decided. */
export const itemHistoryChangeSchema = z.object({
  changeId: z.string(),
  document: historyDocumentSchema,
  kind: projectChangeKindSchema,
  state: projectChangeStateSchema,
  /** The reviewer's choice (null while pending). */
  choice: changeChoiceSchema.nullable(),
  /** Who decided, and when (null while pending; "A deleted account" once that account is gone). */
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type ItemHistoryChange = z.infer<typeof itemHistoryChangeSchema>;

/** One save of the item's document that changed the item, as its edit history recorded it. */
export const itemEditSchema = z.object({
  kind: historyChangeKindSchema,
  who: z.string(),
  at: z.string(),
});
export type ItemEdit = z.infer<typeof itemEditSchema>;

/** The history of one item of the combined register, named as the register names it (document id + index). */
export const itemHistorySchema = z.object({
  documentId: z.string(),
  index: z.number().int().min(0),
  introducedBy: historyDocumentSchema,
  /** Oldest first. */
  changes: z.array(itemHistoryChangeSchema),
  /** Saves that changed the item in its document, oldest first: who and when (an edit, an exclusion…). */
  edits: z.array(itemEditSchema),
});
export type ItemHistory = z.infer<typeof itemHistorySchema>;

/** GET /api/projects/:id/items/history: one entry per item of GET /api/projects/:id/register, in the same order. */
export const itemHistoryListSchema = z.array(itemHistorySchema);

// A scan's edit history (GET /api/scans/:id/history): one entry per saved change of the register, newest first.
import { z } from "zod";
import { REGISTER_LIMITS } from "./submittal";

export const HISTORY_CHANGE_KINDS = ["added", "removed", "edited", "included", "excluded"] as const;
export const historyChangeKindSchema = z.enum(HISTORY_CHANGE_KINDS);
export type HistoryChangeKind = z.infer<typeof historyChangeKindSchema>;

/** One changed item (or a whole division, for division-wide include/exclude), named by its description. */
export const historyChangeSchema = z.object({
  kind: historyChangeKindSchema,
  description: z.string().max(300),
  /** For "edited": the fields that changed ("description", "submittalType", …). */
  fields: z.array(z.string().max(50)).max(30).optional(),
});
export type HistoryChange = z.infer<typeof historyChangeSchema>;

export const historyCountsSchema = z.object({
  added: z.number().int().min(0),
  removed: z.number().int().min(0),
  edited: z.number().int().min(0),
  included: z.number().int().min(0),
  excluded: z.number().int().min(0),
});
export type HistoryCounts = z.infer<typeof historyCountsSchema>;

/** What one save changed: counts of every kind, and the first changes by name. */
export const historySummarySchema = z.object({
  counts: historyCountsSchema,
  changes: z.array(historyChangeSchema).max(50),
});
export type HistorySummary = z.infer<typeof historySummarySchema>;

/** The kinds of change an item's history signs; "added" and "removed" are a decision's or a new item's own line. */
export const ITEM_CHANGE_KINDS = ["edited", "included", "excluded"] as const;

/** One item a save edited, included or excluded, named by its description as in the summary. */
export const itemChangeSchema = z.object({
  kind: z.enum(ITEM_CHANGE_KINDS),
  description: z.string().max(300),
});
export type ItemChange = z.infer<typeof itemChangeSchema>;

/**
 * Every item one save edited, included or excluded, stored next to its summary (scan_history.item_changes) so an
 * item's history signs every change of a save, not only the summary's first 50 (decision 0319). A register holds at
 * most REGISTER_LIMITS.submittals items and a save can both edit and exclude (or include) one item, hence twice that.
 */
export const MAX_ITEM_CHANGES = 2 * REGISTER_LIMITS.submittals;
export const itemChangesSchema = z.array(itemChangeSchema).max(MAX_ITEM_CHANGES);

export const historyEntrySchema = historySummarySchema.extend({
  id: z.string(),
  /** Who saved: the account's name, or its e-mail when it has none. */
  who: z.string(),
  at: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
export const scanHistorySchema = z.array(historyEntrySchema);

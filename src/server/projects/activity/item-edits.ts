// The saves that changed each item of a project's register, from its document's edit history: a save lists every item
// it edited, included or excluded by description (scan_history.item_changes, src/contract/scan-history.ts), so an
// item's edits are the saves of its document that name its description (decision 0286: an item renamed by a save is
// found under its new name from then on). Rows saved before that list existed have only their summary, which names
// the first 50 changes of a save (decision 0319).
import { asc, eq, inArray } from "drizzle-orm";
import type { ItemEdit, ItemHistory } from "../../../contract/project-item-history";
import {
  ITEM_CHANGE_KINDS,
  itemChangesSchema,
  type HistoryChange,
  type HistorySummary,
  type ItemChange,
} from "../../../contract/scan-history";
import type { Db } from "../../db/client";
import { scanHistory, users } from "../../db/schema";
import type { ProjectDocumentRegister } from "../project-register";
import { personName } from "../../account/person-name";

const ITEM_KINDS = new Set<HistoryChange["kind"]>(ITEM_CHANGE_KINDS);
const isItemChange = (change: HistoryChange): change is HistoryChange & ItemChange => ITEM_KINDS.has(change.kind);

/** The items a save edited, included or excluded: its full list, or on a row saved before it, its summary's names. */
function itemChangesOf(save: { summary: HistorySummary; itemChanges: unknown }): ItemChange[] {
  if (save.itemChanges !== null && save.itemChanges !== undefined) {
    const full = itemChangesSchema.safeParse(save.itemChanges);
    if (full.success) return full.data;
  }
  // An item added or removed by a save is the result of a decision (named on the change) or a new item of its own.
  return save.summary.changes.filter(isItemChange);
}

export async function attachItemEdits(
  db: Db,
  histories: readonly ItemHistory[],
  registers: readonly ProjectDocumentRegister[],
): Promise<ItemHistory[]> {
  const ids = registers.map((r) => r.documentId);
  if (ids.length === 0) return [...histories];
  const saves = await db
    .select({
      scanId: scanHistory.scanId,
      summary: scanHistory.summary,
      itemChanges: scanHistory.itemChanges,
      at: scanHistory.createdAt,
      userId: scanHistory.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(scanHistory)
    .leftJoin(users, eq(users.id, scanHistory.userId))
    .where(inArray(scanHistory.scanId, ids))
    .orderBy(asc(scanHistory.createdAt), asc(scanHistory.id));
  // document → description → its edits, oldest first
  const byDocument = new Map<string, Map<string, ItemEdit[]>>();
  for (const save of saves) {
    const who = save.userId ? personName(save.firstName, save.lastName, save.email) : "A deleted account";
    const descriptions = byDocument.get(save.scanId) ?? new Map<string, ItemEdit[]>();
    byDocument.set(save.scanId, descriptions);
    for (const change of itemChangesOf(save)) {
      const list = descriptions.get(change.description) ?? [];
      list.push({ kind: change.kind, who, at: save.at.toISOString() });
      descriptions.set(change.description, list);
    }
  }
  const registerOf = new Map(registers.map((r) => [r.documentId, r.data.submittals]));
  return histories.map((history) => {
    const item = registerOf.get(history.documentId)?.[history.index];
    const edits = item ? (byDocument.get(history.documentId)?.get(item.description) ?? []) : [];
    return { ...history, edits };
  });
}

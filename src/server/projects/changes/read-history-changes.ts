// The project's changes as an item's history needs them: what each did, the reviewer's decision and what accepting it
// put in and took out.
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { projectChanges } from "../../db/schema";
import type { HistoryChange } from "./item-history";

export async function readHistoryChanges(db: Db, projectId: string): Promise<HistoryChange[]> {
  const rows = await db
    .select({
      id: projectChanges.id,
      documentId: projectChanges.documentId,
      position: projectChanges.position,
      kind: projectChanges.kind,
      state: projectChanges.state,
      before: projectChanges.before,
      beforeDocumentId: projectChanges.beforeDocumentId,
      applied: projectChanges.applied,
      choice: projectChanges.choice,
    })
    .from(projectChanges)
    .where(eq(projectChanges.projectId, projectId));
  rows.sort((a, b) => (a.documentId < b.documentId ? -1 : a.documentId > b.documentId ? 1 : a.position - b.position));
  return rows.map(({ position: _position, ...row }) => ({
    ...row,
    before: row.before ?? null,
    applied: row.applied ?? null,
    // Decided before choices were kept: an acceptance took everything new.
    choice: row.state === "pending" ? null : (row.choice ?? (row.state === "kept" ? "keep" : "new")),
  }));
}

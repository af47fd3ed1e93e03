// The project's changes as an item's history needs them: what each did, the reviewer's decision (who and when) and
// what accepting it put in and took out.
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { projectChanges, users } from "../../db/schema";
import { personName } from "../../account/person-name";
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
      decidedAt: projectChanges.decidedAt,
      decidedBy: projectChanges.decidedBy,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(projectChanges)
    .leftJoin(users, eq(users.id, projectChanges.decidedBy))
    .where(eq(projectChanges.projectId, projectId));
  rows.sort((a, b) => (a.documentId < b.documentId ? -1 : a.documentId > b.documentId ? 1 : a.position - b.position));
  return rows.map(({ position: _position, firstName, lastName, email, decidedAt, decidedBy, ...row }) => ({
    ...row,
    decidedAt: row.state === "pending" ? null : (decidedAt?.toISOString() ?? null),
    decidedBy: row.state === "pending" || !decidedBy ? null : personName(firstName, lastName, email),
    before: row.before ?? null,
    applied: row.applied ?? null,
    // Decided before choices were kept: an acceptance took everything new.
    choice: row.state === "pending" ? null : (row.choice ?? (row.state === "kept" ? "keep" : "new")),
  }));
}

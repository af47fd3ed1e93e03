// The notes of a project's comparisons: the warnings each new document's comparison stored (an addendum's instruction
// naming a section the register does not hold, a section it carries that no instruction names…), so the reviewer
// reads what was not applied. Only the warnings are read out of each stored comparison.
import { asc, eq, sql } from "drizzle-orm";
import type { ProjectDocumentNotes } from "../../../contract/projects";
import type { Db } from "../../db/client";
import { projectComparisons, scans } from "../../db/schema";

export async function readComparisonNotes(db: Db, projectId: string): Promise<ProjectDocumentNotes[]> {
  const rows = await db
    .select({
      documentId: projectComparisons.documentId,
      fileName: scans.fileName,
      notes: sql<string[] | null>`${projectComparisons.comparison} -> 'warnings'`,
    })
    .from(projectComparisons)
    .innerJoin(scans, eq(scans.id, projectComparisons.documentId))
    .where(eq(projectComparisons.projectId, projectId))
    .orderBy(asc(scans.createdAt), asc(scans.fileName), asc(scans.id));
  return rows.flatMap((row) => {
    const notes = Array.isArray(row.notes) ? row.notes.filter((n): n is string => typeof n === "string") : [];
    return notes.length > 0 ? [{ documentId: row.documentId, fileName: row.fileName, notes }] : [];
  });
}

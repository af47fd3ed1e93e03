// A project's combined register: the items of its completed documents, in document order (oldest first), each with the
// document it lives in and its place there.
import { and, asc, eq } from "drizzle-orm";
import { readableRegister } from "../../contract/clip-register";
import type { ProjectRegisterItem } from "../../contract/projects";
import type { ExtractedData } from "../../contract/submittal";
import type { Db } from "../db/client";
import { scans } from "../db/schema";

export type ProjectDocumentRegister = { documentId: string; data: ExtractedData };

/** Every completed document's register, oldest document first (the files of one upload by name, as a batch lists them). */
export async function readDocumentRegisters(db: Db, projectId: string): Promise<ProjectDocumentRegister[]> {
  const rows = await db
    .select({ id: scans.id, data: scans.extractedData })
    .from(scans)
    .where(and(eq(scans.projectId, projectId), eq(scans.status, "completed")))
    .orderBy(asc(scans.createdAt), asc(scans.fileName), asc(scans.id));
  return rows.map((row) => ({ documentId: row.id, data: readableRegister(row.data) ?? { submittals: [] } }));
}

export function combineRegisters(documents: readonly ProjectDocumentRegister[]): ProjectRegisterItem[] {
  return documents.flatMap(({ documentId, data }) =>
    data.submittals.map((submittal, index) => ({ documentId, index, submittal })),
  );
}

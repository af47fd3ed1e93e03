// Reads and writes of project rows: the owner-only lookup every route uses (someone else's project, a missing one and
// a malformed id are the same 404), starting a project for an upload, and the summaries the API returns.
import { and, asc, desc, eq, inArray, isNotNull, ne, sql } from "drizzle-orm";
import { z } from "zod";
import { PROJECT_NOT_FOUND, type ProjectDocument, type ProjectSummary } from "../../contract/projects";
import type { Db } from "../db/client";
import { projects, scans, type ProjectRow, type ScanRow } from "../db/schema";
import { AppError } from "../http/app-error";

const idSchema = z.uuid();

/** The project if it exists AND belongs to the user; anything else is a 404. */
export async function findOwnProject(db: Db, userId: string, projectId: string): Promise<ProjectRow> {
  if (!idSchema.safeParse(projectId).success) throw new AppError("not_found", PROJECT_NOT_FOUND);
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.userId, userId)));
  if (!row) throw new AppError("not_found", PROJECT_NOT_FOUND);
  return row;
}

/** In a transaction: the user's project, locked until the transaction ends (uploads and comparisons queue on it). */
export async function lockOwnProject(tx: Db, userId: string, projectId: string): Promise<string> {
  if (!idSchema.safeParse(projectId).success) throw new AppError("not_found", PROJECT_NOT_FOUND);
  const [row] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.userId, userId)))
    .for("update");
  if (!row) throw new AppError("not_found", PROJECT_NOT_FOUND);
  return row.id;
}

/** A new, unnamed project for an upload that named none; its first completed document names it. */
export async function startProject(tx: Db, userId: string): Promise<string> {
  const [row] = await tx.insert(projects).values({ userId }).returning({ id: projects.id });
  if (!row) throw new Error("Inserting a project returned no row");
  return row.id;
}

/**
 * After a scan of the project failed: a project that an upload started and that holds no document but failed ones
 * (none completed or still being read) and that its owner never renamed is taken away, its failed scans kept without
 * a project. A failed upload leaves no project behind, named after the broken file.
 */
export async function dropProjectOfFailedUpload(tx: Db, projectId: string): Promise<boolean> {
  const [project] = await tx
    .select({ id: projects.id, renamedAt: projects.renamedAt })
    .from(projects)
    .where(eq(projects.id, projectId))
    .for("update");
  if (!project || project.renamedAt) return false;
  const [kept] = await tx
    .select({ id: scans.id })
    .from(scans)
    .where(and(eq(scans.projectId, projectId), ne(scans.status, "failed")))
    .limit(1);
  if (kept) return false;
  // The failed scans first: deleting the project would take them along (the reference cascades).
  await tx.update(scans).set({ projectId: null }).where(eq(scans.projectId, projectId));
  await tx.delete(projects).where(eq(projects.id, projectId));
  return true;
}

/**
 * Until the owner renames the project, the first completed document that found a project name or number fills them
 * (only while they are still empty, so a later document never renames the project).
 */
export async function nameProjectFromScan(
  tx: Db,
  projectId: string,
  found: { projectName?: string; projectNumber?: string },
): Promise<void> {
  const name = found.projectName?.trim() ?? "";
  const number = found.projectNumber?.trim() ?? "";
  if (!name && !number) return;
  await tx
    .update(projects)
    .set({ name, number })
    .where(
      and(
        eq(projects.id, projectId),
        sql`${projects.renamedAt} is null`,
        eq(projects.name, ""),
        eq(projects.number, ""),
      ),
    );
}

const documentColumns = {
  id: scans.id,
  projectId: scans.projectId,
  fileName: scans.fileName,
  kind: scans.documentKind,
  documentDate: scans.documentDate,
  status: scans.status,
  createdAt: scans.createdAt,
  completedAt: scans.completedAt,
};
type DocumentRow = Pick<ScanRow, "id" | "fileName" | "documentDate" | "status" | "createdAt" | "completedAt"> & {
  kind: ScanRow["documentKind"];
};

function toDocument(row: DocumentRow): ProjectDocument {
  return {
    id: row.id,
    fileName: row.fileName,
    kind: row.kind,
    date: row.documentDate ?? row.createdAt.toISOString().slice(0, 10),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

export type PendingCounter = (db: Db, projectIds: readonly string[]) => Promise<Map<string, number>>;

/** The summaries of `rows`, with their documents (oldest first) and their pending changes counted. */
export async function toProjectSummaries(
  db: Db,
  rows: readonly ProjectRow[],
  countPending: PendingCounter,
): Promise<ProjectSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const documents = await db
    .select(documentColumns)
    .from(scans)
    .where(and(isNotNull(scans.projectId), inArray(scans.projectId, ids)))
    .orderBy(asc(scans.createdAt), asc(scans.fileName), asc(scans.id));
  const pending = await countPending(db, ids);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    number: row.number,
    createdAt: row.createdAt.toISOString(),
    documents: documents.filter((d) => d.projectId === row.id).map(toDocument),
    pendingChanges: pending.get(row.id) ?? 0,
  }));
}

/** The user's projects that hold at least one document, newest first. */
export async function listOwnProjects(db: Db, userId: string): Promise<ProjectRow[]> {
  return db
    .select()
    .from(projects)
    .where(
      and(eq(projects.userId, userId), sql`exists (select 1 from ${scans} where ${scans.projectId} = ${projects.id})`),
    )
    .orderBy(desc(projects.createdAt), desc(projects.id));
}

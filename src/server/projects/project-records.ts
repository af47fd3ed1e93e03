// Reads and writes of project rows: starting a project for an upload, the projects a user owns or is a member of,
// and the summaries the API returns. Who may open a project is membership/project-access.ts.
import { and, asc, desc, eq, inArray, isNotNull, ne, or, sql } from "drizzle-orm";
import type { ProjectRole } from "../../contract/project-members";
import type { ProjectDocument, ProjectSummary } from "../../contract/projects";
import { personName } from "../account/person-name";
import type { Db } from "../db/client";
import { projectMembers, projects, scans, users, type ScanRow } from "../db/schema";
import type { ProjectAccess } from "./membership/project-access";

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
  creditsUsed: scans.creditsUsed,
  uploaderId: scans.userId,
  uploaderFirst: users.firstName,
  uploaderLast: users.lastName,
  uploaderEmail: users.email,
};
type DocumentRow = Pick<
  ScanRow,
  "id" | "fileName" | "documentDate" | "status" | "createdAt" | "completedAt" | "creditsUsed"
> & {
  kind: ScanRow["documentKind"];
  uploaderId: string;
  uploaderFirst: string | null;
  uploaderLast: string | null;
  uploaderEmail: string | null;
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
    creditsUsed: row.creditsUsed,
    uploadedBy: { userId: row.uploaderId, name: personName(row.uploaderFirst, row.uploaderLast, row.uploaderEmail) },
  };
}

export type PendingCounter = (db: Db, projectIds: readonly string[]) => Promise<Map<string, number>>;

/** The summaries of `rows` (each with the caller's role), with their documents (oldest first), pending changes counted. */
export async function toProjectSummaries(
  db: Db,
  rows: readonly ProjectAccess[],
  countPending: PendingCounter,
): Promise<ProjectSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.project.id);
  const documents = await db
    .select(documentColumns)
    .from(scans)
    .leftJoin(users, eq(users.id, scans.userId))
    .where(and(isNotNull(scans.projectId), inArray(scans.projectId, ids)))
    .orderBy(asc(scans.createdAt), asc(scans.fileName), asc(scans.id));
  const owners = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(inArray(users.id, [...new Set(rows.map((r) => r.project.userId))]));
  const ownerName = new Map(owners.map((o) => [o.id, personName(o.firstName, o.lastName, o.email)]));
  const pending = await countPending(db, ids);
  return rows.map(({ project, role }) => ({
    id: project.id,
    name: project.name,
    number: project.number,
    createdAt: project.createdAt.toISOString(),
    role,
    ownerName: ownerName.get(project.userId) ?? "A deleted account",
    documents: documents.filter((d) => d.projectId === project.id).map(toDocument),
    pendingChanges: pending.get(project.id) ?? 0,
  }));
}

/** The projects the user owns or is a member of that hold at least one document, newest first, with their role. */
export async function listVisibleProjects(db: Db, userId: string): Promise<ProjectAccess[]> {
  const rows = await db
    .select({ project: projects, memberRole: projectMembers.role })
    .from(projects)
    .leftJoin(projectMembers, and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, userId)))
    .where(
      and(
        or(eq(projects.userId, userId), isNotNull(projectMembers.userId)),
        sql`exists (select 1 from ${scans} where ${scans.projectId} = ${projects.id})`,
      ),
    )
    .orderBy(desc(projects.createdAt), desc(projects.id));
  // The where clause leaves only the owner's projects and those with the user's membership row.
  const roleOfRow = (r: (typeof rows)[number]): ProjectRole =>
    r.project.userId === userId ? "owner" : (r.memberRole ?? "viewer");
  return rows.map((r) => ({ project: r.project, role: roleOfRow(r) }));
}

// Who may do what with a scan: a scan outside any project is its uploader's alone; a scan that is a document of a
// project answers to the caller's role in that project (its uploader included: a removed member loses it too).
import { and, eq, getTableColumns, sql } from "drizzle-orm";
import { z } from "zod";
import type { ProjectRole } from "../../../contract/project-members";
import { SCAN_NOT_FOUND } from "../../../contract/scans";
import type { Database, Db } from "../../db/client";
import { projectMembers, projects, scans, type ScanRow } from "../../db/schema";
import { AppError } from "../../http/app-error";
import { requireRole, roleOf } from "./project-access";

const idSchema = z.uuid();

export type ScanAccess = { row: ScanRow; role: ProjectRole; version: string };

/** The caller's role for a scan row joined with its project's owner and the caller's membership. */
export function scanRole(
  userId: string,
  row: {
    userId: string;
    projectId: string | null;
    projectOwner: string | null;
    memberRole: "editor" | "viewer" | null;
  },
): ProjectRole | null {
  if (!row.projectId) return row.userId === userId ? "owner" : null;
  return roleOf(userId, row.projectOwner, row.memberRole);
}

/**
 * The scan, its row version and the caller's role, when that role allows `needed`; else a 404 or 403. The version is
 * PostgreSQL's `xmin`, the transaction that last wrote the row, by which a cached detail answer is found (decision 0272).
 */
export async function findScanAccess(db: Db, userId: string, scanId: string, needed: ProjectRole): Promise<ScanAccess> {
  if (!idSchema.safeParse(scanId).success) throw new AppError("not_found", SCAN_NOT_FOUND);
  const [found] = await db
    .select({
      ...getTableColumns(scans),
      version: sql<string>`${scans}.xmin::text`,
      projectOwner: projects.userId,
      memberRole: projectMembers.role,
    })
    .from(scans)
    .leftJoin(projects, eq(projects.id, scans.projectId))
    .leftJoin(projectMembers, and(eq(projectMembers.projectId, scans.projectId), eq(projectMembers.userId, userId)))
    .where(eq(scans.id, scanId));
  const role = requireRole(found ? scanRole(userId, found) : null, needed, SCAN_NOT_FOUND);
  const { version, projectOwner: _owner, memberRole: _member, ...row } = found!;
  return { row, role, version };
}

/** The scan's row version when the caller may read it: plain SQL, no register read (a repeat detail read's query). */
export async function findReadableScanVersion(
  database: Pick<Database, "executeSql">,
  userId: string,
  scanId: string,
): Promise<{ version: string }> {
  if (!idSchema.safeParse(scanId).success) throw new AppError("not_found", SCAN_NOT_FOUND);
  const { rows } = await database.executeSql(
    `select s.xmin::text as version from scans s
       left join projects p on p.id = s.project_id
       left join project_members m on m.project_id = s.project_id and m.user_id = $2
     where s.id = $1 and (case when s.project_id is null then s.user_id = $2 else (p.user_id = $2 or m.user_id is not null) end)`,
    [scanId, userId],
  );
  const version = rows[0]?.version;
  if (typeof version !== "string") throw new AppError("not_found", SCAN_NOT_FOUND);
  return { version };
}

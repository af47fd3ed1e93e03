// Who may do what in a project: the caller's role (the project's user_id is its owner, project_members holds the
// others), checked by every project-scoped route. No role at all (a stranger, a removed member, a missing project, a
// malformed id) is the same 404; a member whose role is too low gets a 403 (decision 0285).
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { roleAllows, ROLE_NOT_ALLOWED, type ProjectRole } from "../../../contract/project-members";
import { PROJECT_NOT_FOUND } from "../../../contract/projects";
import type { Db } from "../../db/client";
import { projectMembers, projects, type ProjectRow } from "../../db/schema";
import { AppError } from "../../http/app-error";

const idSchema = z.uuid();

export type ProjectAccess = { project: ProjectRow; role: ProjectRole };

/** The caller's role from the project's owner and their membership row (either may be missing). */
export function roleOf(
  userId: string,
  ownerId: string | null | undefined,
  memberRole: "editor" | "viewer" | null | undefined,
): ProjectRole | null {
  if (ownerId === userId) return "owner";
  return memberRole ?? null;
}

/** Throws the 404 for no role and the 403 for a role below `needed`. */
export function requireRole(role: ProjectRole | null, needed: ProjectRole, notFound = PROJECT_NOT_FOUND): ProjectRole {
  if (!role) throw new AppError("not_found", notFound);
  if (!roleAllows(role, needed)) throw new AppError("forbidden", ROLE_NOT_ALLOWED);
  return role;
}

const memberJoin = (userId: string) =>
  and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, userId));

/** The project and the caller's role in it, when that role allows `needed`. */
export async function findProjectAccess(
  db: Db,
  userId: string,
  projectId: string,
  needed: ProjectRole,
): Promise<ProjectAccess> {
  if (!idSchema.safeParse(projectId).success) throw new AppError("not_found", PROJECT_NOT_FOUND);
  const [row] = await db
    .select({ project: projects, memberRole: projectMembers.role })
    .from(projects)
    .leftJoin(projectMembers, memberJoin(userId))
    .where(eq(projects.id, projectId));
  const role = requireRole(roleOf(userId, row?.project.userId, row?.memberRole), needed);
  return { project: row!.project, role };
}

/** In a transaction: findProjectAccess, with the project's row locked until the transaction ends. */
export async function lockProjectAccess(
  tx: Db,
  userId: string,
  projectId: string,
  needed: ProjectRole,
): Promise<ProjectAccess> {
  if (!idSchema.safeParse(projectId).success) throw new AppError("not_found", PROJECT_NOT_FOUND);
  const [row] = await tx
    .select({ project: projects, memberRole: projectMembers.role })
    .from(projects)
    .leftJoin(projectMembers, memberJoin(userId))
    .where(eq(projects.id, projectId))
    .for("update", { of: projects });
  const role = requireRole(roleOf(userId, row?.project.userId, row?.memberRole), needed);
  return { project: row!.project, role };
}

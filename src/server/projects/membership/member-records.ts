// The members of a project as its Share dialog lists them (the owner first, then the others in the order they
// joined), and the owner's changes to them: a new role, or removal.
import { and, asc, eq } from "drizzle-orm";
import type { MemberRole, ProjectMember } from "../../../contract/project-members";
import type { Db } from "../../db/client";
import { projectMembers, users, type ProjectRow } from "../../db/schema";
import { AppError } from "../../http/app-error";
import { personName } from "../../account/person-name";

export const MEMBER_NOT_FOUND = "This person is not a member of the project.";

export async function listMembers(db: Db, project: ProjectRow): Promise<ProjectMember[]> {
  const [owner] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, project.userId));
  const rows = await db
    .select({
      userId: projectMembers.userId,
      role: projectMembers.role,
      addedAt: projectMembers.addedAt,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(eq(projectMembers.projectId, project.id))
    .orderBy(asc(projectMembers.addedAt), asc(users.email));
  return [
    {
      userId: project.userId,
      name: personName(owner?.firstName ?? null, owner?.lastName ?? null, owner?.email ?? null),
      email: owner?.email ?? "",
      role: "owner",
      since: project.createdAt.toISOString(),
    },
    ...rows.map((r) => ({
      userId: r.userId,
      name: personName(r.firstName, r.lastName, r.email),
      email: r.email,
      role: r.role,
      since: r.addedAt.toISOString(),
    })),
  ];
}

/** Adds the user as a member (an accepted invitation); a member already keeps the higher of the two roles. */
export async function addMember(db: Db, projectId: string, userId: string, role: MemberRole): Promise<void> {
  await db
    .insert(projectMembers)
    .values({ projectId, userId, role })
    .onConflictDoNothing({ target: [projectMembers.projectId, projectMembers.userId] });
  if (role === "editor") {
    await db
      .update(projectMembers)
      .set({ role })
      .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)));
  }
}

export async function changeMemberRole(db: Db, projectId: string, userId: string, role: MemberRole): Promise<void> {
  const [row] = await db
    .update(projectMembers)
    .set({ role })
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)))
    .returning({ userId: projectMembers.userId });
  if (!row) throw new AppError("not_found", MEMBER_NOT_FOUND);
}

export async function removeMember(db: Db, projectId: string, userId: string): Promise<void> {
  const [row] = await db
    .delete(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)))
    .returning({ userId: projectMembers.userId });
  if (!row) throw new AppError("not_found", MEMBER_NOT_FOUND);
}

// Every project with its members for the admin panel, newest first: all, or one page. The owner is the project's own
// user (decision 0285) and comes first; editors and viewers follow in the order they joined.
import { and, asc, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { AdminProject } from "../../contract/admin";
import type { ProjectMember } from "../../contract/project-members";
import type { Page } from "../../contract/pages";
import type { Db } from "../db/client";
import { exactTimestamp, olderThan, toKeysetPage } from "../db/keyset-cursor";
import { projectMembers, projects, scans, users } from "../db/schema";
import { personName } from "../account/person-name";
import type { AdminListOptions } from "./admin-list-options";

export async function listAdminProjects(db: Db, options: AdminListOptions = {}): Promise<Page<AdminProject>> {
  const conditions: SQL[] = [];
  if (options.cursor) conditions.push(olderThan(projects.createdAt, projects.id, options.cursor));
  const query = db
    .select({
      id: projects.id,
      name: projects.name,
      number: projects.number,
      createdAt: projects.createdAt,
      position: exactTimestamp(projects.createdAt),
      ownerId: projects.userId,
      ownerFirst: users.firstName,
      ownerLast: users.lastName,
      ownerEmail: users.email,
    })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.userId))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(projects.createdAt), desc(projects.id));
  const page =
    options.limit === undefined
      ? { rows: await query, nextCursor: null }
      : toKeysetPage(await query.limit(options.limit + 1), options.limit);
  const ids = page.rows.map((r) => r.id);
  const members = new Map<string, ProjectMember[]>();
  const documents = new Map<string, number>();
  if (ids.length > 0) {
    const memberRows = await db
      .select({
        projectId: projectMembers.projectId,
        userId: projectMembers.userId,
        role: projectMembers.role,
        addedAt: projectMembers.addedAt,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      })
      .from(projectMembers)
      .innerJoin(users, eq(users.id, projectMembers.userId))
      .where(inArray(projectMembers.projectId, ids))
      .orderBy(asc(projectMembers.addedAt), asc(users.email));
    for (const r of memberRows) {
      const list = members.get(r.projectId) ?? [];
      list.push({
        userId: r.userId,
        name: personName(r.firstName, r.lastName, r.email),
        email: r.email,
        role: r.role,
        since: r.addedAt.toISOString(),
      });
      members.set(r.projectId, list);
    }
    const documentRows = await db
      .select({ projectId: scans.projectId, documents: count() })
      .from(scans)
      .where(inArray(scans.projectId, ids))
      .groupBy(scans.projectId);
    for (const r of documentRows) if (r.projectId) documents.set(r.projectId, Number(r.documents));
  }
  return {
    items: page.rows.map((r) => ({
      id: r.id,
      name: r.name,
      number: r.number,
      createdAt: r.createdAt.toISOString(),
      documents: documents.get(r.id) ?? 0,
      members: [
        {
          userId: r.ownerId,
          name: personName(r.ownerFirst, r.ownerLast, r.ownerEmail),
          email: r.ownerEmail,
          role: "owner" as const,
          since: r.createdAt.toISOString(),
        },
        ...(members.get(r.id) ?? []),
      ],
    })),
    nextCursor: page.nextCursor,
  };
}

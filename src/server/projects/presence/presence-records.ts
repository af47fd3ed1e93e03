// The presence rows of every web process (db/schema/project-presence.ts): a socket's row written when it opens and
// deleted when it closes, the process's rows kept alive, the rows of processes that died swept, the people a
// project's rows name, and the rows whose person has lost the project. Times are the database's clock.
import { and, asc, eq, inArray, isNull, lt, ne, sql } from "drizzle-orm";
import type { PresentPerson } from "../../../contract/project-presence";
import type { Db } from "../../db/client";
import { projectMembers, projectPresence, projects, users } from "../../db/schema";
import { personName } from "../../account/person-name";

export type PresenceRow = { id: string; processId: string; projectId: string; userId: string };

const expiresIn = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

export async function insertPresence(db: Db, row: PresenceRow, ttlSeconds: number): Promise<void> {
  await db
    .insert(projectPresence)
    .values({ ...row, expiresAt: expiresIn(ttlSeconds) })
    .onConflictDoUpdate({ target: projectPresence.id, set: { expiresAt: expiresIn(ttlSeconds) } });
}

export async function deletePresence(db: Db, id: string): Promise<void> {
  await db.delete(projectPresence).where(eq(projectPresence.id, id));
}

/** Moves the expiry of the given rows of this process; returns the ids still there (a row swept meanwhile is not). */
export async function keepPresenceAlive(
  db: Db,
  processId: string,
  ids: string[],
  ttlSeconds: number,
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const kept = await db
    .update(projectPresence)
    .set({ expiresAt: expiresIn(ttlSeconds) })
    .where(and(eq(projectPresence.processId, processId), inArray(projectPresence.id, ids)))
    .returning({ id: projectPresence.id });
  return new Set(kept.map((row) => row.id));
}

/** Deletes the rows past their expiry (a process that died) or of one process; returns the projects they were in. */
export async function sweepPresence(db: Db, of?: { processId: string }): Promise<string[]> {
  const swept = await db
    .delete(projectPresence)
    .where(of ? eq(projectPresence.processId, of.processId) : lt(projectPresence.expiresAt, sql`now()`))
    .returning({ projectId: projectPresence.projectId });
  return [...new Set(swept.map((row) => row.projectId))];
}

/** Deletes every row: the embedded database has one process, so rows left at start are a previous run's. */
export async function clearPresence(db: Db): Promise<void> {
  await db.delete(projectPresence);
}

/** Everyone with the project open on any process, each person once, by name. */
export async function listPresent(db: Db, projectId: string): Promise<PresentPerson[]> {
  const rows = await db
    .selectDistinct({ userId: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(projectPresence)
    .innerJoin(users, eq(users.id, projectPresence.userId))
    .where(and(eq(projectPresence.projectId, projectId), sql`${projectPresence.expiresAt} > now()`))
    .orderBy(asc(users.id));
  return rows
    .map((row) => ({ userId: row.userId, name: personName(row.firstName, row.lastName, row.email) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** This process's rows whose person is neither the project's owner nor a member: a removal whose news was lost. */
export async function presenceWithoutAccess(
  db: Db,
  processId: string,
): Promise<{ projectId: string; userId: string }[]> {
  return db
    .selectDistinct({ projectId: projectPresence.projectId, userId: projectPresence.userId })
    .from(projectPresence)
    .innerJoin(projects, eq(projects.id, projectPresence.projectId))
    .leftJoin(
      projectMembers,
      and(eq(projectMembers.projectId, projectPresence.projectId), eq(projectMembers.userId, projectPresence.userId)),
    )
    .where(
      and(
        eq(projectPresence.processId, processId),
        ne(projects.userId, projectPresence.userId),
        isNull(projectMembers.userId),
      ),
    );
}

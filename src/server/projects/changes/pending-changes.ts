// Reads of a project's changes: how many wait for the reviewer, per project.
import { and, count, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { projectChanges } from "../../db/schema";

export async function countPendingChanges(db: Db, projectIds: readonly string[]): Promise<Map<string, number>> {
  if (projectIds.length === 0) return new Map();
  const rows = await db
    .select({ projectId: projectChanges.projectId, n: count() })
    .from(projectChanges)
    .where(and(inArray(projectChanges.projectId, [...projectIds]), eq(projectChanges.state, "pending")))
    .groupBy(projectChanges.projectId);
  return new Map(rows.map((r) => [r.projectId, r.n]));
}

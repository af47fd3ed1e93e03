// A project's activity, newest first: each document added (by whom, what it cost them), each save of a document's
// register (who, what it changed), each decision on a new document's changes (who, how many). All of it is already
// signed where it is stored: scans.user_id, scan_history.user_id, project_changes.decided_by.
import { and, count, desc, eq, inArray, ne, type SQL } from "drizzle-orm";
import type { ActivityEntry } from "../../../contract/project-activity";
import type { HistoryCounts } from "../../../contract/scan-history";
import type { Db } from "../../db/client";
import { projectChanges, scanHistory, scans, users } from "../../db/schema";
import { personName } from "../../account/person-name";

const LIMIT = 500;
const COUNT_WORDS: [keyof HistoryCounts, string][] = [
  ["edited", "edited"],
  ["added", "added"],
  ["removed", "removed"],
  ["included", "included"],
  ["excluded", "excluded"],
];
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function countWords(counts: HistoryCounts): string {
  return COUNT_WORDS.filter(([key]) => counts[key] > 0)
    .map(([key, word]) => `${plural(counts[key], "item", "items")} ${word}`)
    .join(", ");
}

type Person = { userId: string | null; firstName: string | null; lastName: string | null; email: string | null };
const who = (p: Person) => (p.userId ? personName(p.firstName, p.lastName, p.email) : "A deleted account");

export async function readProjectActivity(db: Db, projectId: string, userId?: string): Promise<ActivityEntry[]> {
  const person = { firstName: users.firstName, lastName: users.lastName, email: users.email };
  const documents = await db
    .select({
      id: scans.id,
      fileName: scans.fileName,
      creditsUsed: scans.creditsUsed,
      createdAt: scans.createdAt,
      userId: scans.userId,
      ...person,
    })
    .from(scans)
    .leftJoin(users, eq(users.id, scans.userId))
    .where(and(eq(scans.projectId, projectId), ...(userId ? [eq(scans.userId, userId)] : [])));
  const all = await db
    .select({ id: scans.id, fileName: scans.fileName })
    .from(scans)
    .where(eq(scans.projectId, projectId));
  const allIds = all.map((r) => r.id);
  const fileName = new Map(all.map((r) => [r.id, r.fileName]));
  const entries: ActivityEntry[] = documents.map((d) => ({
    kind: "uploaded",
    userId: d.userId,
    who: who(d),
    at: d.createdAt.toISOString(),
    text: `Added ${d.fileName} (${plural(d.creditsUsed, "credit", "credits")})`,
  }));
  if (allIds.length > 0) {
    const saveFilter: SQL[] = [
      inArray(scanHistory.scanId, allIds),
      ...(userId ? [eq(scanHistory.userId, userId)] : []),
    ];
    const saves = await db
      .select({
        scanId: scanHistory.scanId,
        summary: scanHistory.summary,
        at: scanHistory.createdAt,
        userId: scanHistory.userId,
        ...person,
      })
      .from(scanHistory)
      .leftJoin(users, eq(users.id, scanHistory.userId))
      .where(and(...saveFilter))
      .orderBy(desc(scanHistory.createdAt))
      .limit(LIMIT);
    for (const s of saves) {
      entries.push({
        kind: "edited",
        userId: s.userId,
        who: who(s),
        at: s.at.toISOString(),
        text: `Saved ${fileName.get(s.scanId) ?? "a document"}: ${countWords(s.summary.counts) || "no change"}`,
      });
    }
  }
  // One decision (Accept all, or one change) is one entry: the changes decided by one person at one moment.
  const decisions = await db
    .select({
      documentId: projectChanges.documentId,
      state: projectChanges.state,
      at: projectChanges.decidedAt,
      userId: projectChanges.decidedBy,
      n: count(),
      ...person,
    })
    .from(projectChanges)
    .leftJoin(users, eq(users.id, projectChanges.decidedBy))
    .where(
      and(
        eq(projectChanges.projectId, projectId),
        ne(projectChanges.state, "pending"),
        ...(userId ? [eq(projectChanges.decidedBy, userId)] : []),
      ),
    )
    .groupBy(
      projectChanges.documentId,
      projectChanges.state,
      projectChanges.decidedAt,
      projectChanges.decidedBy,
      users.id,
    )
    .orderBy(desc(projectChanges.decidedAt))
    .limit(LIMIT);
  for (const d of decisions) {
    if (!d.at) continue;
    const verb = d.state === "accepted" ? "Accepted" : "Kept my version for";
    entries.push({
      kind: "decided",
      userId: d.userId,
      who: who(d),
      at: d.at.toISOString(),
      text: `${verb} ${plural(d.n, "change", "changes")} of ${fileName.get(d.documentId) ?? "a document"}`,
    });
  }
  return entries.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0)).slice(0, LIMIT);
}

// The user's own completed scans of files with the given contents: only their rows are ever read, so a hash never
// tells one user anything about another's scans.
import { and, desc, eq, inArray } from "drizzle-orm";
import type { EarlierScan } from "../../../contract/earlier-scans";
import type { Db } from "../../db/client";
import { scans } from "../../db/schema";

/** The newest completed scan per hash among `hashes`, newest first; hashes the user never scanned are left out. */
export async function findEarlierScans(db: Db, userId: string, hashes: readonly string[]): Promise<EarlierScan[]> {
  const rows = await db
    .select({ scanId: scans.id, fileName: scans.fileName, createdAt: scans.createdAt, sha256: scans.contentSha256 })
    .from(scans)
    .where(and(eq(scans.userId, userId), eq(scans.status, "completed"), inArray(scans.contentSha256, [...hashes])))
    .orderBy(desc(scans.createdAt), desc(scans.id));
  const newest = new Map<string, EarlierScan>();
  for (const row of rows) {
    if (!row.sha256 || newest.has(row.sha256)) continue;
    newest.set(row.sha256, { ...row, sha256: row.sha256, createdAt: row.createdAt.toISOString() });
  }
  return [...newest.values()];
}

// Failed scans with their owners, newest first: all, or one page.
import { and, desc, eq, type SQL } from "drizzle-orm";
import type { FailedScan } from "../../contract/admin";
import type { Page } from "../../contract/pages";
import type { Db } from "../db/client";
import { exactTimestamp, olderThan, toKeysetPage } from "../db/keyset-cursor";
import { scans, users } from "../db/schema";
import type { AdminListOptions } from "./admin-list-options";
import { displayName } from "../account/person-name";

export async function listFailedScans(db: Db, options: AdminListOptions = {}): Promise<Page<FailedScan>> {
  const conditions: SQL[] = [eq(scans.status, "failed")];
  if (options.cursor) conditions.push(olderThan(scans.createdAt, scans.id, options.cursor));
  const query = db
    .select({
      id: scans.id,
      fileName: scans.fileName,
      errorMessage: scans.errorMessage,
      createdAt: scans.createdAt,
      position: exactTimestamp(scans.createdAt),
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(scans)
    .innerJoin(users, eq(users.id, scans.userId))
    .where(and(...conditions))
    .orderBy(desc(scans.createdAt), desc(scans.id));
  const page =
    options.limit === undefined
      ? { rows: await query, nextCursor: null }
      : toKeysetPage(await query.limit(options.limit + 1), options.limit);
  return {
    items: page.rows.map((r) => ({
      id: r.id,
      userEmail: r.email,
      userName: displayName(r.firstName, r.lastName),
      fileName: r.fileName,
      errorMessage: r.errorMessage,
      createdAt: r.createdAt.toISOString(),
    })),
    nextCursor: page.nextCursor,
  };
}

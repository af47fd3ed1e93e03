// Every failed scan with its owner, newest first.
import { desc, eq } from "drizzle-orm";
import type { FailedScan } from "../../contract/admin";
import type { Db } from "../db/client";
import { scans, users } from "../db/schema";
import { displayName } from "./user-name";

export async function listFailedScans(db: Db): Promise<FailedScan[]> {
  const rows = await db
    .select({
      id: scans.id,
      fileName: scans.fileName,
      errorMessage: scans.errorMessage,
      createdAt: scans.createdAt,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(scans)
    .innerJoin(users, eq(users.id, scans.userId))
    .where(eq(scans.status, "failed"))
    .orderBy(desc(scans.createdAt));
  return rows.map((r) => ({
    id: r.id,
    userEmail: r.email,
    userName: displayName(r.firstName, r.lastName),
    fileName: r.fileName,
    errorMessage: r.errorMessage,
    createdAt: r.createdAt.toISOString(),
  }));
}

// Closes an account: the user's scans, registers, stored PDFs and sessions are deleted; the user row stays as an
// anonymous tombstone because payments and the credit ledger must be kept for accounting (amounts kept, e-mail
// and names replaced). Nobody can sign in to it again.
import { and, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { ADMIN_CANNOT_CLOSE, WRONG_PASSWORD } from "../../contract/account";
import { verifyPassword } from "../auth/password-hash";
import { deleteUserSessions } from "../http/session-store";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { batches, exportSettings, planningSettings, scans, users, type UserRow } from "../db/schema";
import { AppError } from "../http/app-error";
import { isSuperAdmin } from "../auth/super-admin";
import type { FileStore } from "../storage/file-store";
import { removeFilesRetrying } from "../storage/remove-files-retrying";
import { CLOSED_ACCOUNT_HASH } from "./open-accounts";

export const SCANS_STILL_PROCESSING = "A scan is still being processed. Close the account once it has finished.";

export function tombstoneEmail(userId: string): string {
  return `deleted-${userId}@deleted.invalid`;
}

export type CloseAccountOptions = {
  db: Db;
  files: FileStore;
  config: Config;
  log: FastifyBaseLogger;
  user: UserRow;
  password: string;
};

export async function closeAccount(options: CloseAccountOptions): Promise<void> {
  const { db, files, config, log, user } = options;
  if (isSuperAdmin(config, user)) throw new AppError("forbidden", ADMIN_CANNOT_CLOSE);
  if (!(await verifyPassword(user.passwordHash, options.password))) throw new AppError("bad_request", WRONG_PASSWORD);

  const keys = await db.transaction(async (tx) => {
    const [busy] = await tx
      .select({ id: scans.id })
      .from(scans)
      .where(and(eq(scans.userId, user.id), eq(scans.status, "processing")))
      .limit(1);
    if (busy) throw new AppError("conflict", SCANS_STILL_PROCESSING);
    const removed = await tx.delete(scans).where(eq(scans.userId, user.id)).returning({ storageKey: scans.storageKey });
    await tx.delete(batches).where(eq(batches.userId, user.id));
    await tx.delete(exportSettings).where(eq(exportSettings.userId, user.id));
    await tx.delete(planningSettings).where(eq(planningSettings.userId, user.id));
    await deleteUserSessions(tx, user.id);
    await tx
      .update(users)
      .set({
        email: tombstoneEmail(user.id),
        passwordHash: CLOSED_ACCOUNT_HASH,
        firstName: null,
        lastName: null,
        profileImageUrl: null,
        resetToken: null,
        resetTokenExpiry: null,
        verifyToken: null,
        verifyTokenExpiry: null,
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id));
    return removed.flatMap((row) => (row.storageKey ? [row.storageKey] : []));
  });
  await removeFilesRetrying(files, keys, log);
}

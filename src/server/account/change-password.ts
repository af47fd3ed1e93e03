// Changes the signed-in user's password after checking the current one; every other session is signed out.
import { eq } from "drizzle-orm";
import { WRONG_PASSWORD, type ChangePasswordPayload } from "../../contract/account";
import { hashPassword, verifyPassword } from "../auth/password-hash";
import type { Db } from "../db/client";
import { users, type UserRow } from "../db/schema";
import { deleteUserSessions } from "../http/session-store";
import { AppError } from "../http/app-error";

export async function changePassword(
  db: Db,
  options: { user: UserRow; currentSessionId: string | null; payload: ChangePasswordPayload },
): Promise<void> {
  const { user, currentSessionId, payload } = options;
  if (!(await verifyPassword(user.passwordHash, payload.currentPassword))) {
    throw new AppError("bad_request", WRONG_PASSWORD);
  }
  const passwordHash = await hashPassword(payload.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    await deleteUserSessions(tx, user.id, currentSessionId);
  });
}

// Forgot / reset password: a random single-use token, stored only as its sha256, valid for one hour.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import type { Mailer } from "../email/mailer";
import { AppError } from "../http/app-error";
import { clearLoginFailures, loginThrottleKey } from "./login-throttle";
import { hashPassword } from "./password-hash";
import { deleteUserSessions } from "../http/session-store";

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const RESET_LINK_INVALID = "This reset link is invalid or has expired.";
export const FORGOT_PASSWORD_ANSWER = "If an account exists for that email, we have sent a link to reset the password.";

export function hashResetToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Stores a fresh token for the account (replacing any earlier one) and e-mails the link.
 * Returns false when no account has that e-mail; callers must not reveal which it was.
 */
export async function requestPasswordReset(
  db: Db,
  mailer: Mailer,
  options: { email: string; appUrl: string },
): Promise<boolean> {
  const token = randomBytes(32).toString("base64url");
  const [user] = await db
    .update(users)
    .set({ resetToken: hashResetToken(token), resetTokenExpiry: new Date(Date.now() + RESET_TOKEN_TTL_MS) })
    .where(eq(users.email, options.email))
    .returning({ email: users.email, firstName: users.firstName });
  if (!user) return false;
  const link = `${options.appUrl}/reset-password/${token}`;
  await mailer.send({
    to: user.email,
    subject: "Reset your Submittal Scanner password",
    text:
      `Hello${user.firstName ? ` ${user.firstName}` : ""},\n\n` +
      `Someone asked to reset the password of your Submittal Scanner account. To choose a new password, open:\n\n` +
      `${link}\n\nThe link works once and expires in one hour. If you did not ask for this, ignore this e-mail.\n`,
  });
  return true;
}

/**
 * Sets the new password if the token is valid; consumes the token, signs the account out everywhere and clears its
 * failed sign-ins.
 * Following the e-mailed link proves the address, so it also counts as e-mail verification.
 */
export async function resetPassword(db: Db, options: { token: string; password: string }): Promise<void> {
  const passwordHash = await hashPassword(options.password);
  // One conditional UPDATE: two requests racing with the same token cannot both succeed.
  const [user] = await db
    .update(users)
    .set({
      passwordHash,
      resetToken: null,
      resetTokenExpiry: null,
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
      updatedAt: new Date(),
    })
    .where(and(eq(users.resetToken, hashResetToken(options.token)), gt(users.resetTokenExpiry, new Date())))
    .returning({ id: users.id, email: users.email });
  if (!user) throw new AppError("bad_request", RESET_LINK_INVALID);
  await deleteUserSessions(db, user.id);
  // The owner proved the mailbox and chose a new password: sign-ins for the account start again from no failures.
  await clearLoginFailures(db, loginThrottleKey(user.email));
}

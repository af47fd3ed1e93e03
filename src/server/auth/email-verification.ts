// E-mail verification: a random single-use token, stored only as its sha256 (like reset tokens), valid for a day.
// A verified address is what makes the SUPER_ADMIN_EMAIL account an admin. Someone may register that address before
// its owner does; the link then reaches the owner, bound to the account it was sent for. So for that address the link
// verifies only together with a new password, which ends every other session of the account: the owner takes the
// account over, and whoever registered it can no longer sign in to it (docs/decisions/0131-…).
import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { VERIFY_LINK_INVALID } from "../../contract/auth";
import type { Db } from "../db/client";
import { users, type UserRow } from "../db/schema";
import type { Mailer } from "../email/mailer";
import { AppError } from "../http/app-error";
import { hashPassword } from "./password-hash";
import { hashResetToken } from "./password-reset";
import { deleteUserSessions } from "../http/session-store";

export const VERIFY_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const EMAIL_VERIFIED = "Your email address is verified.";
export const ADMIN_PASSWORD_REQUIRED =
  "This is the administrator's address. Choose a new password for the account to finish verifying it.";

/** Stores a fresh verification token for the account (replacing any earlier one) and e-mails the link. */
export async function sendVerificationEmail(
  db: Db,
  mailer: Mailer,
  options: { userId: string; appUrl: string },
): Promise<void> {
  const token = randomBytes(32).toString("base64url");
  const [user] = await db
    .update(users)
    .set({ verifyToken: hashResetToken(token), verifyTokenExpiry: new Date(Date.now() + VERIFY_TOKEN_TTL_MS) })
    .where(and(eq(users.id, options.userId), isNull(users.emailVerifiedAt)))
    .returning({ email: users.email, firstName: users.firstName });
  if (!user) return;
  await mailer.send({
    to: user.email,
    subject: "Verify your Submittal Scanner e-mail address",
    text:
      `Hello${user.firstName ? ` ${user.firstName}` : ""},\n\n` +
      `An account was created on Submittal Scanner with this e-mail address. To confirm that it is yours, open:\n\n` +
      `${options.appUrl}/verify-email/${token}\n\n` +
      `The link works once and expires in 24 hours. If you did not create this account, ignore this e-mail.\n`,
  });
}

/**
 * Marks the address verified if the token is valid and unexpired, and consumes the token (one conditional UPDATE).
 * With a password, also sets it and ends every session of the account; the administrator's address requires one.
 */
export async function verifyEmail(
  db: Db,
  options: { token: string; password?: string | undefined; superAdminEmail: string | undefined },
): Promise<UserRow> {
  const tokenHash = hashResetToken(options.token);
  const valid = and(eq(users.verifyToken, tokenHash), gt(users.verifyTokenExpiry, new Date()));
  const [holder] = await db.select({ email: users.email }).from(users).where(valid);
  if (!holder) throw new AppError("bad_request", VERIFY_LINK_INVALID);
  const isAdminAddress =
    options.superAdminEmail !== undefined && holder.email.toLowerCase() === options.superAdminEmail;
  if (isAdminAddress && options.password === undefined)
    throw new AppError("password_required", ADMIN_PASSWORD_REQUIRED);

  const passwordHash = options.password === undefined ? undefined : await hashPassword(options.password);
  const [user] = await db
    .update(users)
    .set({
      emailVerifiedAt: new Date(),
      verifyToken: null,
      verifyTokenExpiry: null,
      updatedAt: new Date(),
      ...(passwordHash ? { passwordHash, resetToken: null, resetTokenExpiry: null } : {}),
    })
    .where(valid)
    .returning();
  if (!user) throw new AppError("bad_request", VERIFY_LINK_INVALID);
  if (passwordHash) await deleteUserSessions(db, user.id);
  return user;
}

/** An operator vouches for the address (`npm run admin -- make-admin`); returns the account, or a 404. */
export async function markEmailVerified(db: Db, email: string): Promise<UserRow> {
  const [existing] = await db.select().from(users).where(eq(users.email, email));
  if (!existing) throw new AppError("not_found", `No account with the e-mail ${email}`);
  if (existing.emailVerifiedAt) return existing;
  const [user] = await db
    .update(users)
    .set({ emailVerifiedAt: new Date(), verifyToken: null, verifyTokenExpiry: null, updatedAt: new Date() })
    .where(eq(users.id, existing.id))
    .returning();
  if (!user) throw new AppError("not_found", `No account with the e-mail ${email}`);
  return user;
}

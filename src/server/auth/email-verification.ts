// E-mail verification: a random single-use token, stored only as its sha256 (like reset tokens), valid for a day.
// A verified address is what makes the SUPER_ADMIN_EMAIL account an admin, so nobody becomes admin by registering first.
import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { users, type UserRow } from "../db/schema";
import type { Mailer } from "../email/mailer";
import { AppError } from "../http/app-error";
import { hashResetToken } from "./password-reset";

export const VERIFY_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const VERIFY_LINK_INVALID = "This verification link is invalid or has expired.";
export const EMAIL_VERIFIED = "Your email address is verified.";

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

/** Marks the address verified if the token is valid and unexpired; consumes the token (one conditional UPDATE). */
export async function verifyEmail(db: Db, token: string): Promise<UserRow> {
  const [user] = await db
    .update(users)
    .set({ emailVerifiedAt: new Date(), verifyToken: null, verifyTokenExpiry: null, updatedAt: new Date() })
    .where(and(eq(users.verifyToken, hashResetToken(token)), gt(users.verifyTokenExpiry, new Date())))
    .returning();
  if (!user) throw new AppError("bad_request", VERIFY_LINK_INVALID);
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

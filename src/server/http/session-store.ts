// Server-side sessions in the `sessions` table: the cookie carries only a random id, the row says whose it is.
import { randomBytes } from "node:crypto";
import { and, eq, gt, lt, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { sessions, users, type UserRow } from "../db/schema";

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
// Renew a session that is used when less than this much of its life is left, so active users stay signed in.
const RENEW_BELOW_MS = SESSION_TTL_MS / 2;

export type SessionData = { userId: string };

export async function createSession(db: Db, userId: string): Promise<string> {
  const sid = randomBytes(32).toString("base64url");
  const sess: SessionData = { userId };
  await db.insert(sessions).values({ sid, sess, expire: new Date(Date.now() + SESSION_TTL_MS) });
  return sid;
}

/** The signed-in user of a live session, or null; renews the expiry of a session past half its life. */
export async function findSessionUser(db: Db, sid: string): Promise<UserRow | null> {
  const [row] = await db
    .select({ user: users, expire: sessions.expire })
    .from(sessions)
    .innerJoin(users, sql`${users.id} = (${sessions.sess}->>'userId')::uuid`)
    .where(and(eq(sessions.sid, sid), gt(sessions.expire, new Date())))
    .limit(1);
  if (!row) return null;
  if (row.expire.getTime() - Date.now() < RENEW_BELOW_MS) {
    await db
      .update(sessions)
      .set({ expire: new Date(Date.now() + SESSION_TTL_MS) })
      .where(eq(sessions.sid, sid));
  }
  return row.user;
}

export async function deleteSession(db: Db, sid: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.sid, sid));
}

/** Signs a user out everywhere (after a password reset), or everywhere but `keepSid` (after a password change). */
export async function deleteUserSessions(db: Db, userId: string, keepSid?: string | null): Promise<void> {
  const ofUser = sql`${sessions.sess}->>'userId' = ${userId}`;
  await db.delete(sessions).where(keepSid ? and(ofUser, ne(sessions.sid, keepSid)) : ofUser);
}

export async function deleteExpiredSessions(db: Db): Promise<number> {
  const removed = await db.delete(sessions).where(lt(sessions.expire, new Date())).returning({ sid: sessions.sid });
  return removed.length;
}

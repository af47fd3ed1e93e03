// Sign-in attempts counted per account, across every client address and every web process (decision 0263).
// Each password check first claims an attempt in the database, in one statement, so concurrent guesses cannot all
// slip under the limit; a correct password, a password reset or a new password from a verification link clears the
// count. Past the limit each further attempt waits, longer each time; nothing else about the account changes, so
// an attacker cannot lock its owner out: the owner's sessions keep working and the reset link still works.
import { createHash } from "node:crypto";
import { eq, lt, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { loginThrottles } from "../db/schema";

/** Failures are forgotten once this long has passed after the last one and after the end of any wait. */
export const LOGIN_THROTTLE_WINDOW_S = 15 * 60;
/** The wait after the attempt that reaches the limit; each further failure doubles it, up to the longest. */
export const FIRST_LOGIN_WAIT_S = 30;
export const LONGEST_LOGIN_WAIT_S = 15 * 60;

export type LoginClaim =
  { allowed: true; failures: number; waitSeconds: number } | { allowed: false; retryAfterSeconds: number };

/** The key of an e-mail as typed (already trimmed and lower-cased by the contract), whether or not it has an account. */
export function loginThrottleKey(email: string): string {
  return createHash("sha256").update(`login:${email}`).digest("hex");
}

/** Seconds to wait after the `failures`-th failure: none below the limit, then 30 s doubling up to 15 minutes. */
function waitSql(failures: SQL, limit: number): SQL {
  return sql`(case when ${failures} >= ${limit}::int
    then least(${FIRST_LOGIN_WAIT_S}::int * power(2, ${failures} - ${limit}::int), ${LONGEST_LOGIN_WAIT_S}::int)
    else 0 end)`;
}

function blockedUntilSql(wait: SQL): SQL {
  return sql`(case when ${wait} > 0 then now() + make_interval(secs => ${wait}) else null end)`;
}

function expiresAtSql(wait: SQL): SQL {
  return sql`(now() + make_interval(secs => ${wait} + ${LOGIN_THROTTLE_WINDOW_S}::int))`;
}

/**
 * Claims one password check for the account: counted as a failure now, cleared by `clearLoginFailures` if the password
 * turns out right. While the account waits, nothing is claimed and the answer says how long is left.
 */
export async function claimLoginAttempt(db: Db, accountKey: string, failureLimit: number): Promise<LoginClaim> {
  const t = loginThrottles;
  const forgotten = sql`${t.expiresAt} <= now()`;
  const failures = sql`(case when ${forgotten} then 1 else ${t.failures} + 1 end)`;
  const first = waitSql(sql`1`, failureLimit);
  const next = waitSql(failures, failureLimit);
  const [claimed] = await db
    .insert(t)
    .values({ accountKey, failures: 1, blockedUntil: blockedUntilSql(first), expiresAt: expiresAtSql(first) })
    .onConflictDoUpdate({
      target: t.accountKey,
      set: { failures, blockedUntil: blockedUntilSql(next), expiresAt: expiresAtSql(next) },
      // A row still waiting is left alone: the attempt is refused without counting, so the wait does not grow.
      setWhere: sql`${t.blockedUntil} is null or ${t.blockedUntil} <= now() or ${forgotten}`,
    })
    .returning({
      failures: t.failures,
      waitSeconds: sql<number>`coalesce(ceil(extract(epoch from ${t.blockedUntil} - now())), 0)::int`,
    });
  if (claimed) return { allowed: true, failures: claimed.failures, waitSeconds: claimed.waitSeconds };
  const [waiting] = await db
    .select({ seconds: sql<number>`ceil(extract(epoch from ${t.blockedUntil} - now()))::int` })
    .from(t)
    .where(eq(t.accountKey, accountKey));
  return { allowed: false, retryAfterSeconds: Math.max(1, waiting?.seconds ?? 1) };
}

/** A correct password, or a new one set through an e-mailed link: the account starts again from no failures. */
export async function clearLoginFailures(db: Db, accountKey: string): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.accountKey, accountKey));
}

/** Removes the rows whose failures are forgotten anyway (hourly, src/server/auth/auth-routes.ts). */
export async function deleteForgottenLoginFailures(db: Db): Promise<number> {
  const removed = await db
    .delete(loginThrottles)
    .where(lt(loginThrottles.expiresAt, sql`now()`))
    .returning({ key: loginThrottles.accountKey });
  return removed.length;
}

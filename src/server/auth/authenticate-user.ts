// Checks an e-mail and password; the same 401 whether the e-mail is unknown or the password wrong, and the same 429
// for either once the address has failed too often (src/server/auth/login-throttle.ts).
import type { FastifyBaseLogger } from "fastify";
import { eq } from "drizzle-orm";
import { accountLoginWaitMessage, INVALID_LOGIN, type LoginPayload } from "../../contract/auth";
import type { Db } from "../db/client";
import { users, type UserRow } from "../db/schema";
import { AppError } from "../http/app-error";
import { claimLoginAttempt, clearLoginFailures, loginThrottleKey } from "./login-throttle";
import { decoyPasswordHash, verifyPassword } from "./password-hash";

export type AuthenticateOptions = {
  /** Failed sign-ins per account before each further attempt waits (ACCOUNT_LOGIN_FAILURE_LIMIT). */
  failureLimit: number;
  log?: FastifyBaseLogger;
};

export async function authenticateUser(db: Db, payload: LoginPayload, options: AuthenticateOptions): Promise<UserRow> {
  const key = loginThrottleKey(payload.email);
  const claim = await claimLoginAttempt(db, key, options.failureLimit);
  if (!claim.allowed) {
    throw new AppError("rate_limited", accountLoginWaitMessage(claim.retryAfterSeconds), {
      retryAfterSeconds: claim.retryAfterSeconds,
    });
  }
  const [user] = await db.select().from(users).where(eq(users.email, payload.email)).limit(1);
  const ok = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), payload.password);
  if (user && ok) {
    await clearLoginFailures(db, key);
    return user;
  }
  if (claim.waitSeconds > 0) {
    // The operator sees an account under attack (the id only when it exists; never the address or the password).
    options.log?.warn(
      { userId: user?.id ?? null, failures: claim.failures, waitSeconds: claim.waitSeconds },
      "sign-ins for one account held back after repeated failures",
    );
  }
  throw new AppError("unauthorized", INVALID_LOGIN);
}

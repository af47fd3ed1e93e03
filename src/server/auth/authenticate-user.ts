// Checks an e-mail and password; the same 401 whether the e-mail is unknown or the password wrong.
import { eq } from "drizzle-orm";
import { INVALID_LOGIN, type LoginPayload } from "../../contract/auth";
import type { Db } from "../db/client";
import { users, type UserRow } from "../db/schema";
import { AppError } from "../http/app-error";
import { decoyPasswordHash, verifyPassword } from "./password-hash";

export async function authenticateUser(db: Db, payload: LoginPayload): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.email, payload.email)).limit(1);
  const ok = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), payload.password);
  if (!user || !ok) throw new AppError("unauthorized", INVALID_LOGIN);
  return user;
}

// Creates an account; a taken e-mail is a 409.
import type { RegisterPayload } from "../../contract/auth";
import type { Db } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { users, type UserRow } from "../db/schema";
import { AppError } from "../http/app-error";
import { hashPassword } from "./password-hash";

export const EMAIL_TAKEN = "An account with this email already exists";

export async function registerUser(db: Db, payload: RegisterPayload): Promise<UserRow> {
  const passwordHash = await hashPassword(payload.password);
  try {
    const [user] = await db
      .insert(users)
      .values({
        email: payload.email,
        passwordHash,
        firstName: payload.firstName || null,
        lastName: payload.lastName || null,
      })
      .returning();
    if (!user) throw new Error("insert returned no row");
    return user;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("conflict", EMAIL_TAKEN);
    throw error;
  }
}

// Changes the signed-in user's first and last name (blank clears a name).
import { eq } from "drizzle-orm";
import type { UpdateProfilePayload } from "../../contract/account";
import type { Db } from "../db/client";
import { users, type UserRow } from "../db/schema";

export async function updateProfile(db: Db, userId: string, payload: UpdateProfilePayload): Promise<UserRow> {
  const [user] = await db
    .update(users)
    .set({ firstName: payload.firstName || null, lastName: payload.lastName || null, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw new Error("signed-in user has no row");
  return user;
}

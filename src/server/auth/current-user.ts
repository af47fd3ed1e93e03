// The current-user response: what the SPA may know about the signed-in account.
import type { CurrentUser } from "../../contract/auth";
import type { Config } from "../config";
import type { UserRow } from "../db/schema";
import { isSuperAdmin } from "./super-admin";

export function toCurrentUser(user: UserRow, config: Config): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    credits: user.credits,
    isAdmin: isSuperAdmin(config, user),
    emailVerified: user.emailVerifiedAt !== null,
    createdAt: user.createdAt.toISOString(),
  };
}

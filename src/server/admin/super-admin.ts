// Who the super-admin is: the one account the admin panel and the admin API answer to.
import type { FastifyRequest } from "fastify";
import type { Config } from "../config";
import type { UserRow } from "../db/schema";
import { AppError } from "../http/app-error";
import { requireUser } from "../http/session";

/**
 * The account with SUPER_ADMIN_EMAIL, once its owner proved the address (verification link, password reset) or an
 * operator vouched for it with `npm run admin -- make-admin`: whoever registers the address first gains nothing.
 */
export function isSuperAdmin(config: Config, user: Pick<UserRow, "email" | "emailVerifiedAt">): boolean {
  return (
    config.superAdminEmail !== undefined &&
    user.email.toLowerCase() === config.superAdminEmail &&
    user.emailVerifiedAt !== null
  );
}

/** The signed-in super-admin, or a 401 (signed out) / 403 (anyone else). */
export function requireSuperAdmin(request: FastifyRequest, config: Config): UserRow {
  const user = requireUser(request);
  if (!isSuperAdmin(config, user)) {
    throw new AppError("forbidden", "You do not have permission to access the admin panel.");
  }
  return user;
}

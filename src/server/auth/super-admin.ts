// Who the super-admin is: the one account the admin panel and the admin API answer to. Told apart here, with who the
// user is, so signing in (the current user's isAdmin) and closing an account ask without going through the admin API.
import type { Config } from "../config";
import type { UserRow } from "../db/schema";

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

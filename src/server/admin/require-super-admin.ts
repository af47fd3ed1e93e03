// The guard of the admin API: only the super-admin (src/server/auth/super-admin.ts) gets through.
import type { FastifyRequest } from "fastify";
import type { Config } from "../config";
import type { UserRow } from "../db/schema";
import { isSuperAdmin } from "../auth/super-admin";
import { AppError } from "../http/app-error";
import { requireUser } from "../http/session";

/** The signed-in super-admin, or a 401 (signed out) / 403 (anyone else). */
export function requireSuperAdmin(request: FastifyRequest, config: Config): UserRow {
  const user = requireUser(request);
  if (!isSuperAdmin(config, user)) {
    throw new AppError("forbidden", "You do not have permission to access the admin panel.");
  }
  return user;
}

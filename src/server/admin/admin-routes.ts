// Super-admin endpoints; every route checks the super-admin on the server (401 signed out, 403 anyone else).
import { z } from "zod";
import {
  CREDITS_ADDED,
  addCreditsSchema,
  adminOverviewSchema,
  adminPaymentPageSchema,
  adminPaymentSchema,
  adminProjectPageSchema,
  adminProjectSchema,
  adminUserPageSchema,
  adminUserSchema,
  failedScanPageSchema,
  failedScanSchema,
} from "../../contract/admin";
import {
  listPageQuerySchema,
  PAGE_DEFAULT_LIMIT,
  wantsPage,
  type ListPageQuery,
  type Page,
} from "../../contract/pages";
import { grantCredits } from "../credits/grant-credits";
import { AppError } from "../http/app-error";
import type { RouteModule } from "../http/app-context";
import { requireSuperAdmin } from "./require-super-admin";
import { listAdminPayments } from "./list-admin-payments";
import { listAdminProjects } from "./list-admin-projects";
import { listAdminUsers } from "./list-admin-users";
import { listFailedScans } from "./list-failed-scans";
import { readAdminOverview } from "./read-admin-overview";

/** The spec's plain array without parameters; one page (`{ items, nextCursor }`) with any of them. */
async function listOrPage<T>(
  query: ListPageQuery,
  list: (options: { limit?: number; cursor?: string; q?: string }) => Promise<Page<T>>,
): Promise<T[] | Page<T>> {
  if (!wantsPage(query)) return (await list({})).items;
  return list({ limit: query.limit ?? PAGE_DEFAULT_LIMIT, cursor: query.cursor, q: query.q });
}

const addCreditsResponseSchema = z.object({ userId: z.string(), credits: z.number().int(), message: z.string() });

export const adminRoutes: RouteModule = (app, { config, db }) => {
  app.addHook("onRequest", async (request) => {
    requireSuperAdmin(request, config);
  });

  app.get("/api/admin/overview", { schema: { response: { 200: adminOverviewSchema } } }, () => readAdminOverview(db));
  // Any other admin path: the hook above answers 401/403 first, so only the super-admin learns it does not exist.
  app.all("/api/admin/*", { schema: { hide: true } }, async () => {
    throw new AppError("not_found", "Not found");
  });

  // `q` searches users by e-mail, first or last name; the other lists ignore it.
  app.get(
    "/api/admin/users",
    {
      schema: {
        querystring: listPageQuerySchema,
        response: { 200: z.union([z.array(adminUserSchema), adminUserPageSchema]) },
      },
    },
    (request) => listOrPage(request.query, (options) => listAdminUsers(db, options)),
  );

  app.get(
    "/api/admin/payments",
    {
      schema: {
        querystring: listPageQuerySchema,
        response: { 200: z.union([z.array(adminPaymentSchema), adminPaymentPageSchema]) },
      },
    },
    (request) => listOrPage(request.query, (options) => listAdminPayments(db, options)),
  );

  app.get(
    "/api/admin/scans/failed",
    {
      schema: {
        querystring: listPageQuerySchema,
        response: { 200: z.union([z.array(failedScanSchema), failedScanPageSchema]) },
      },
    },
    (request) => listOrPage(request.query, (options) => listFailedScans(db, options)),
  );

  // Every project with its owner, editors and viewers; `q` is ignored.
  app.get(
    "/api/admin/projects",
    {
      schema: {
        querystring: listPageQuerySchema,
        response: { 200: z.union([z.array(adminProjectSchema), adminProjectPageSchema]) },
      },
    },
    (request) => listOrPage(request.query, (options) => listAdminProjects(db, options)),
  );

  app.post(
    "/api/admin/credits/add",
    { schema: { body: addCreditsSchema, response: { 200: addCreditsResponseSchema } } },
    async (request) => {
      const { userId, credits, reason } = request.body;
      if (!z.uuid().safeParse(userId).success)
        throw new AppError("bad_request", "User ID must be a valid user id (UUID)");
      const admin = requireSuperAdmin(request, config);
      const balance = await grantCredits(db, { userId, credits, reason, actorId: admin.id });
      return { userId, credits: balance, message: CREDITS_ADDED };
    },
  );
};

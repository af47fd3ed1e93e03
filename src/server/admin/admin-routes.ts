// Super-admin endpoints; every route checks the super-admin on the server (401 signed out, 403 anyone else).
import { z } from "zod";
import { addCreditsSchema, adminPaymentSchema, adminUserSchema, failedScanSchema } from "../../contract/admin";
import { grantCredits } from "../credits/grant-credits";
import { AppError } from "../http/app-error";
import type { RouteModule } from "../http/app-context";
import { requireSuperAdmin } from "../http/session";
import { listAdminPayments } from "./list-admin-payments";
import { listAdminUsers } from "./list-admin-users";
import { listFailedScans } from "./list-failed-scans";

const addCreditsResponseSchema = z.object({ userId: z.string(), credits: z.number().int(), message: z.string() });

export const adminRoutes: RouteModule = (app, { config, db }) => {
  app.addHook("onRequest", async (request) => {
    requireSuperAdmin(request, config);
  });

  // Any other admin path: the hook above answers 401/403 first, so only the super-admin learns it does not exist.
  app.all("/api/admin/*", async () => {
    throw new AppError("not_found", "Not found");
  });

  app.get("/api/admin/users", { schema: { response: { 200: z.array(adminUserSchema) } } }, () => listAdminUsers(db));

  app.get("/api/admin/payments", { schema: { response: { 200: z.array(adminPaymentSchema) } } }, () =>
    listAdminPayments(db),
  );

  app.get("/api/admin/scans/failed", { schema: { response: { 200: z.array(failedScanSchema) } } }, () =>
    listFailedScans(db),
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
      return { userId, credits: balance, message: "Credits have been successfully added to the user account." };
    },
  );
};

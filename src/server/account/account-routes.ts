// The Account page's endpoints: change name, change password, close the account (all for the signed-in user).
import { z } from "zod";
import { changePasswordSchema, closeAccountSchema, updateProfileSchema } from "../../contract/account";
import { currentUserSchema } from "../../contract/auth";
import { toCurrentUser } from "../auth/current-user";
import type { RouteModule } from "../http/app-context";
import { errorResponses } from "../http/openapi-operations";
import { authRateLimit } from "../http/rate-limit";
import { endSession, requireUser } from "../http/session";
import { openFileStore } from "../storage/open-file-store";
import { changePassword } from "./change-password";
import { closeAccount } from "./close-account";
import { updateProfile } from "./update-profile";

const messageSchema = z.object({ message: z.string() });

export const accountRoutes: RouteModule = (app, ctx) => {
  const { config, db } = ctx;
  const files = openFileStore(config);
  // Each of these checks a password: limited like sign-in, so they cannot be used to guess one.
  const limited = authRateLimit(config.authRateLimitPerMinute);

  app.patch(
    "/api/auth/user",
    { schema: { body: updateProfileSchema, response: { 200: currentUserSchema } } },
    async (request) => {
      const user = requireUser(request);
      return toCurrentUser(await updateProfile(db, user.id, request.body), config);
    },
  );

  app.post(
    "/api/auth/password",
    { config: limited, schema: { body: changePasswordSchema, response: { 200: messageSchema } } },
    async (request) => {
      const user = requireUser(request);
      await changePassword(db, { user, currentSessionId: request.sessionId, payload: request.body });
      return { message: "Your password has been changed." };
    },
  );

  app.delete(
    "/api/auth/user",
    { config: limited, schema: { body: closeAccountSchema, response: { 200: messageSchema, ...errorResponses(409) } } },
    async (request, reply) => {
      const user = requireUser(request);
      await closeAccount({ db, files, config, log: request.log, user, password: request.body.password });
      await endSession(request, reply, ctx);
      return { message: "Your account has been deleted." };
    },
  );
};

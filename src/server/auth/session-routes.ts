// Signing up, in and out, and who is signed in: register, login, logout and the current user.
import { z } from "zod";
import { currentUserSchema, loginSchema, registerSchema } from "../../contract/auth";
import type { AppContext, AppInstance } from "../http/app-context";
import { errorResponses, PUBLIC } from "../http/openapi-operations";
import { authRateLimit } from "../http/rate-limit";
import { endSession, requireUser, startSession } from "../http/session";
import { authenticateUser } from "./authenticate-user";
import { toCurrentUser } from "./current-user";
import { sendVerificationEmail } from "./email-verification";
import { registerUser } from "./register-user";

const messageSchema = z.object({ message: z.string() });

export function registerSessionRoutes(app: AppInstance, ctx: AppContext): void {
  const { config, db, mailer } = ctx;
  const limited = authRateLimit(config.authRateLimitPerMinute);

  app.post(
    "/api/register",
    {
      config: limited,
      schema: { security: PUBLIC, body: registerSchema, response: { 201: currentUserSchema, ...errorResponses(409) } },
    },
    async (request, reply) => {
      const user = await registerUser(db, request.body);
      await startSession(request, reply, ctx, user);
      // Sent after the answer is decided, so a slow mail server does not hold up signing in.
      sendVerificationEmail(db, mailer, { userId: user.id, appUrl: config.appUrl }).catch((err: unknown) =>
        request.log.error({ err }, "verification e-mail failed"),
      );
      return reply.status(201).send(toCurrentUser(user, config));
    },
  );

  app.post(
    "/api/login",
    { config: limited, schema: { security: PUBLIC, body: loginSchema, response: { 200: currentUserSchema } } },
    async (request, reply) => {
      const user = await authenticateUser(db, request.body, {
        failureLimit: config.accountLoginFailureLimit,
        log: request.log,
      });
      await startSession(request, reply, ctx, user);
      return toCurrentUser(user, config);
    },
  );

  app.post(
    "/api/logout",
    { schema: { security: PUBLIC, response: { 200: messageSchema } } },
    async (request, reply) => {
      await endSession(request, reply, ctx);
      return { message: "Signed out" };
    },
  );

  app.get("/api/auth/user", { schema: { response: { 200: currentUserSchema } } }, async (request) =>
    toCurrentUser(requireUser(request), config),
  );
}

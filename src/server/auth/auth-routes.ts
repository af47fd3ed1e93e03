// Account endpoints: register, login, logout, current user, e-mail verification, forgot and reset password.
import { z } from "zod";
import {
  currentUserSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  verifyEmailSchema,
} from "../../contract/auth";
import type { RouteModule } from "../http/app-context";
import { errorResponses, PUBLIC } from "../http/openapi-operations";
import { authRateLimit, userRateLimit } from "../http/rate-limit";
import { registerHourlySweep } from "../http/hourly-sweep";
import { endSession, requireUser, startSession } from "../http/session";
import { authenticateUser } from "./authenticate-user";
import { toCurrentUser } from "./current-user";
import { clearLoginFailures, deleteForgottenLoginFailures, loginThrottleKey } from "./login-throttle";
import { EMAIL_VERIFIED, sendVerificationEmail, verifyEmail } from "./email-verification";
import { FORGOT_PASSWORD_ANSWER, requestPasswordReset, resetPassword } from "./password-reset";
import { registerUser } from "./register-user";

const messageSchema = z.object({ message: z.string() });

/** Each resend is an e-mail: a few per account per ten minutes cover a lost or filtered message. */
export const VERIFY_RESENDS_PER_10_MINUTES = 3;

export const authRoutes: RouteModule = (app, ctx) => {
  const { config, db, mailer } = ctx;
  const limited = authRateLimit(config.authRateLimitPerMinute);
  // Forgotten failures are removed at start and hourly, like expired sessions (src/server/http/session.ts).
  registerHourlySweep(app, "failed sign-in cleanup failed", () => deleteForgottenLoginFailures(db));

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

  app.post(
    "/api/verify-email",
    {
      config: limited,
      schema: { security: PUBLIC, body: verifyEmailSchema, response: { 200: messageSchema, ...errorResponses(409) } },
    },
    async (request, reply) => {
      const { token, password } = request.body;
      const user = await verifyEmail(db, { token, password, superAdminEmail: config.superAdminEmail });
      // A new password ended every session of the account: the person who set it is signed in with a fresh one.
      if (password !== undefined) {
        await clearLoginFailures(db, loginThrottleKey(user.email));
        await startSession(request, reply, ctx, user);
      }
      // The signed-in copy of the account is refreshed so this request's user matches the database.
      else if (request.user?.id === user.id) request.user = user;
      return { message: EMAIL_VERIFIED };
    },
  );

  app.post(
    "/api/verify-email/resend",
    {
      config: userRateLimit(VERIFY_RESENDS_PER_10_MINUTES, "10 minutes"),
      schema: { response: { 200: messageSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      if (!user.emailVerifiedAt) await sendVerificationEmail(db, mailer, { userId: user.id, appUrl: config.appUrl });
      return { message: "We have sent you a new verification link." };
    },
  );

  app.post(
    "/api/forgot-password",
    { config: limited, schema: { security: PUBLIC, body: forgotPasswordSchema, response: { 200: messageSchema } } },
    async (request) => {
      // Answered before the e-mail goes out and identically either way, so neither the body nor the
      // response time tells whether the address has an account.
      requestPasswordReset(db, mailer, { email: request.body.email, appUrl: config.appUrl }).catch((err: unknown) =>
        request.log.error({ err }, "password reset e-mail failed"),
      );
      return { message: FORGOT_PASSWORD_ANSWER };
    },
  );

  app.post(
    "/api/reset-password",
    { config: limited, schema: { security: PUBLIC, body: resetPasswordSchema, response: { 200: messageSchema } } },
    async (request) => {
      await resetPassword(db, request.body);
      return { message: "Your password has been reset. You can now sign in." };
    },
  );
};

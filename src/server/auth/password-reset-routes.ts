// A forgotten password: asking for a reset link by e-mail, and setting a new password with it.
import { z } from "zod";
import { forgotPasswordSchema, resetPasswordSchema } from "../../contract/auth";
import type { AppContext, AppInstance } from "../http/app-context";
import { PUBLIC } from "../http/openapi-operations";
import { authRateLimit } from "../http/rate-limit";
import { FORGOT_PASSWORD_ANSWER, requestPasswordReset, resetPassword } from "./password-reset";

const messageSchema = z.object({ message: z.string() });

export function registerPasswordResetRoutes(app: AppInstance, { config, db, mailer }: AppContext): void {
  const limited = authRateLimit(config.authRateLimitPerMinute);

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
}

// Confirming an account's e-mail address with the link sent to it, and sending that link again.
import { z } from "zod";
import { verifyEmailSchema } from "../../contract/auth";
import type { AppContext, AppInstance } from "../http/app-context";
import { errorResponses, PUBLIC } from "../http/openapi-operations";
import { authRateLimit, userRateLimit } from "../http/rate-limit";
import { requireUser, startSession } from "../http/session";
import { EMAIL_VERIFIED, sendVerificationEmail, verifyEmail } from "./email-verification";
import { clearLoginFailures, loginThrottleKey } from "./login-throttle";

const messageSchema = z.object({ message: z.string() });

/** Each resend is an e-mail: a few per account per ten minutes cover a lost or filtered message. */
export const VERIFY_RESENDS_PER_10_MINUTES = 3;

export function registerEmailVerificationRoutes(app: AppInstance, ctx: AppContext): void {
  const { config, db, mailer } = ctx;
  const limited = authRateLimit(config.authRateLimitPerMinute);

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
}

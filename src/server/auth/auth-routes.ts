// Account endpoints: register, login, logout, current user, e-mail verification, forgot and reset password.
import type { RouteModule } from "../http/app-context";
import { registerHourlySweep } from "../http/hourly-sweep";
import { registerEmailVerificationRoutes } from "./email-verification-routes";
import { deleteForgottenLoginFailures } from "./login-throttle";
import { registerPasswordResetRoutes } from "./password-reset-routes";
import { registerSessionRoutes } from "./session-routes";

export const authRoutes: RouteModule = (app, ctx) => {
  // Forgotten failures are removed at start and hourly, like expired sessions (src/server/http/session.ts).
  registerHourlySweep(app, "failed sign-in cleanup failed", () => deleteForgottenLoginFailures(ctx.db));

  registerSessionRoutes(app, ctx);
  registerEmailVerificationRoutes(app, ctx);
  registerPasswordResetRoutes(app, ctx);
};

// The Procore connection and sends. Connect: GET /api/procore/connect sends the browser to Procore's authorize page,
// whose redirect comes back to GET /api/procore/callback (tokens sealed, never shown). Then company and project,
// the type mapping, and per log POST /api/scans/:id/procore/send (202), its progress (GET) and cancel. Every route
// is the signed-in user's own; no answer carries a token.
import type { RouteModule } from "../http/app-context";
import { registerProcoreConnectRoutes } from "./procore-connect-routes";
import { registerProcoreProjectRoutes } from "./procore-project-routes";
import { markStrandedSends } from "./procore-sends";
import { registerProcoreSendRoutes } from "./procore-send-routes";
import { stopAllSends } from "./run-send";

export const procoreRoutes: RouteModule = (app, ctx) => {
  app.addHook("onReady", async () => markStrandedSends(ctx.db));
  app.addHook("onClose", async () => stopAllSends());

  registerProcoreConnectRoutes(app, ctx);
  registerProcoreProjectRoutes(app, ctx);
  registerProcoreSendRoutes(app, ctx);
};

// The Autodesk Build connection and sends. Connect: GET /api/autodesk/connect sends the browser to Autodesk's
// authorize page, whose redirect comes back to GET /api/autodesk/callback (tokens sealed, never shown). Then hub and
// project, the type mapping, and per log POST /api/scans/:id/autodesk/send (202), its progress (GET) and cancel.
// Every route is the signed-in user's own; no answer carries a token; without a client id they answer 503.
import type { RouteModule } from "../http/app-context";
import { stopAllSends } from "../integrations/background-send";
import { registerAutodeskConnectRoutes } from "./autodesk-connect-routes";
import { registerAutodeskProjectRoutes } from "./autodesk-project-routes";
import { markStrandedAutodeskSends } from "./autodesk-sends";
import { registerAutodeskSendRoutes } from "./autodesk-send-routes";

export const autodeskRoutes: RouteModule = (app, ctx) => {
  app.addHook("onReady", async () => markStrandedAutodeskSends(ctx.db));
  app.addHook("onClose", async () => stopAllSends());

  registerAutodeskConnectRoutes(app, ctx);
  registerAutodeskProjectRoutes(app, ctx);
  registerAutodeskSendRoutes(app, ctx);
};

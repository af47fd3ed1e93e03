// The Procore connection itself: its status, the connect redirect to Procore's authorize page, the callback that seals
// the tokens (never shown), and the disconnect.
import { z } from "zod";
import { procoreStatusSchema } from "../../contract/procore";
import { authorizeUrl, exchangeCode } from "../../procore/procore-oauth";
import type { AppContext, AppInstance } from "../http/app-context";
import { AppError } from "../http/app-error";
import { requireUser } from "../http/session";
import { createOAuthState, readOAuthState, safeReturnPath } from "../integrations/oauth-state";
import { connectionStatus, deleteConnection, procoreApp, readConnection, saveTokens } from "./procore-connection";

export function registerProcoreConnectRoutes(app: AppInstance, { db, config }: AppContext): void {
  app.get("/api/procore/status", { schema: { response: { 200: procoreStatusSchema } } }, async (request) =>
    connectionStatus(config, await readConnection(db, requireUser(request).id)),
  );

  app.get(
    "/api/procore/connect",
    // The connect and its callback are browser navigations answered by redirects (no 2xx for OpenAPI to describe):
    // left out of the document, described in docs/api.md.
    { schema: { hide: true, querystring: z.object({ returnTo: z.string().max(2000).optional() }) } },
    async (request, reply) => {
      const user = requireUser(request);
      const state = createOAuthState(config.sessionSecret, {
        userId: user.id,
        returnTo: safeReturnPath(request.query.returnTo),
      });
      return reply.redirect(authorizeUrl(procoreApp(config), state));
    },
  );

  app.get(
    "/api/procore/callback",
    {
      schema: {
        querystring: z.object({
          code: z.string().max(2000).optional(),
          state: z.string().max(4000),
          error: z.string().max(200).optional(),
        }),
        hide: true,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const state = readOAuthState(config.sessionSecret, request.query.state);
      if (!state || state.userId !== user.id)
        throw new AppError("bad_request", "This Procore sign-in link has expired. Connect again.");
      const back = (result: string) => `${state.returnTo}${state.returnTo.includes("?") ? "&" : "?"}procore=${result}`;
      if (!request.query.code) return reply.redirect(back("denied"));
      const procore = procoreApp(config);
      const tokens = await exchangeCode(procore, request.query.code).catch(() => null);
      if (!tokens) return reply.redirect(back("failed"));
      await saveTokens(db, procore.tokenKey, user.id, tokens);
      request.log.info({ userId: user.id }, "procore connected");
      return reply.redirect(back("connected"));
    },
  );

  app.delete("/api/procore/connection", { schema: { response: { 200: procoreStatusSchema } } }, async (request) => {
    await deleteConnection(db, requireUser(request).id);
    return connectionStatus(config, null);
  });
}

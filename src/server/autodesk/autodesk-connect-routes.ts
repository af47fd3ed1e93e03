// The Autodesk connection itself: its status, the connect redirect to Autodesk's authorize page, the callback that
// seals the tokens (never shown), and the disconnect.
import { z } from "zod";
import { autodeskStatusSchema } from "../../contract/autodesk";
import { authorizeUrl, exchangeCode } from "../../autodesk/autodesk-oauth";
import type { AppContext, AppInstance } from "../http/app-context";
import { AppError } from "../http/app-error";
import { errorResponses } from "../http/openapi-operations";
import { requireUser } from "../http/session";
import { createOAuthState, readOAuthState, safeReturnPath } from "../integrations/oauth-state";
import {
  autodeskApp,
  autodeskStatus,
  disconnectAutodesk,
  readAutodeskConnection,
  saveAutodeskTokens,
} from "./autodesk-connection";

export function registerAutodeskConnectRoutes(app: AppInstance, { db, config }: AppContext): void {
  /** A 503 with the set-up text before anything else when the server has no Autodesk app. */
  const configured = () => autodeskApp(config);

  app.get("/api/autodesk/status", { schema: { response: { 200: autodeskStatusSchema } } }, async (request) =>
    autodeskStatus(config, await readAutodeskConnection(db, requireUser(request).id)),
  );

  app.get(
    "/api/autodesk/connect",
    // Browser navigations answered by redirects: left out of the OpenAPI document, described in docs/api.md.
    { schema: { hide: true, querystring: z.object({ returnTo: z.string().max(2000).optional() }) } },
    async (request, reply) => {
      const user = requireUser(request);
      const autodesk = configured();
      const state = createOAuthState(
        config.sessionSecret,
        { userId: user.id, returnTo: safeReturnPath(request.query.returnTo) },
        Date.now(),
        "autodesk",
      );
      return reply.redirect(authorizeUrl(autodesk, state));
    },
  );

  app.get(
    "/api/autodesk/callback",
    {
      schema: {
        querystring: z.object({
          code: z.string().max(4000).optional(),
          state: z.string().max(4000),
          error: z.string().max(200).optional(),
        }),
        hide: true,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const autodesk = configured();
      const state = readOAuthState(config.sessionSecret, request.query.state, Date.now(), "autodesk");
      if (!state || state.userId !== user.id)
        throw new AppError("bad_request", "This Autodesk sign-in link has expired. Connect again.");
      const back = (result: string) => `${state.returnTo}${state.returnTo.includes("?") ? "&" : "?"}autodesk=${result}`;
      if (!request.query.code) return reply.redirect(back("denied"));
      const tokens = await exchangeCode(autodesk, request.query.code).catch(() => null);
      if (!tokens) return reply.redirect(back("failed"));
      await saveAutodeskTokens(db, autodesk.tokenKey, user.id, tokens);
      request.log.info({ userId: user.id }, "autodesk connected");
      return reply.redirect(back("connected"));
    },
  );

  app.delete(
    "/api/autodesk/connection",
    { schema: { response: { 200: autodeskStatusSchema, ...errorResponses(503) } } },
    async (request) => {
      const user = requireUser(request);
      configured();
      await disconnectAutodesk(db, config, user.id);
      return autodeskStatus(config, null);
    },
  );
}

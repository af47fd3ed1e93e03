// WebSocket /ws/project?projectId=…: a member with the project open is announced to the others, and told who else is
// there (src/contract/project-presence.ts). The session cookie is checked by the same hook as every HTTP request and
// membership by the same lookup as the project's routes: anyone else is closed with 4404 and sent nothing; a member
// removed while connected is closed with 4404 at once. The list names the members connected to any web process.
import { z } from "zod";
import { SIGN_IN_REQUIRED } from "../../../contract/auth";
import { PROJECT_NOT_FOUND } from "../../../contract/projects";
import type { AppContext, AppInstance } from "../../http/app-context";
import { userRateLimit } from "../../http/rate-limit";
import { findProjectAccess } from "../membership/project-access";
import { createPresenceRegistry } from "./presence-registry";

const CLOSE_UNAUTHORIZED = 4401;
const CLOSE_NOT_FOUND = 4404;

export function registerProjectPresenceSocket(app: AppInstance, ctx: AppContext): void {
  const presence = createPresenceRegistry({
    db: ctx.db,
    broadcast: ctx.broadcast,
    revocations: ctx.revocations,
    log: app.log,
    onlyProcess: ctx.database.kind === "pglite",
  });
  app.addHook("onReady", () => presence.start());
  app.addHook("onClose", () =>
    presence.stop().catch((err: unknown) => app.log.warn({ err }, "project presence not cleared")),
  );
  app.get(
    "/ws/project",
    {
      websocket: true,
      config: userRateLimit(ctx.config.userRateLimitPerMinute),
      schema: { querystring: z.object({ projectId: z.string().optional() }) },
    },
    async (socket, request) => {
      const user = request.user;
      if (!user) return socket.close(CLOSE_UNAUTHORIZED, SIGN_IN_REQUIRED);
      const access = await findProjectAccess(ctx.db, user.id, request.query.projectId ?? "", "viewer").catch(
        () => null,
      );
      if (!access) return socket.close(CLOSE_NOT_FOUND, PROJECT_NOT_FOUND);
      const projectId = access.project.id;
      // The socket may have closed while membership was looked up.
      if (socket.readyState !== socket.OPEN) return;
      const unwatch = ctx.revocations.watch({ projectId, userId: user.id }, () =>
        socket.close(CLOSE_NOT_FOUND, PROJECT_NOT_FOUND),
      );
      socket.on("close", () => {
        unwatch();
        presence.leave(projectId, socket);
      });
      presence.join(projectId, socket, user.id);
    },
  );
}

// WebSocket /ws/scan-progress?scanId=…: relays one scan's progress to whoever may read the scan (its project's members). The session cookie is checked
// by the same hook as every HTTP request; anyone else is closed with 4404 and sent nothing.
import { eq } from "drizzle-orm";
import { z } from "zod";
import { SIGN_IN_REQUIRED } from "../../../contract/auth";
import type { ProgressMessage } from "../../../contract/scans";
import { scans } from "../../db/schema";
import type { AppContext, AppInstance } from "../../http/app-context";
import { userRateLimit } from "../../http/rate-limit";
import { findScanAccess } from "../../projects/membership/scan-access";
import { progressOfScan } from "./progress-messages";
import type { ScanRuntime } from "../scan-runtime";

export const CLOSE_UNAUTHORIZED = 4401;
export const CLOSE_NOT_FOUND = 4404;
const CLOSE_NORMAL = 1000;

export function registerScanProgressSocket(app: AppInstance, ctx: AppContext, runtime: ScanRuntime): void {
  app.get(
    "/ws/scan-progress",
    {
      websocket: true,
      config: userRateLimit(ctx.config.userRateLimitPerMinute),
      schema: { querystring: z.object({ scanId: z.string().optional() }) },
    },
    async (socket, request) => {
      const send = (message: ProgressMessage) => socket.send(JSON.stringify(message));
      const finishedStatus = (message: ProgressMessage) => message.status !== "processing";
      const user = request.user;
      if (!user) return socket.close(CLOSE_UNAUTHORIZED, SIGN_IN_REQUIRED);
      const scanId = request.query.scanId ?? "";
      const readable = await findScanAccess(ctx.db, user.id, scanId, "viewer").catch(() => null);
      if (!readable) return socket.close(CLOSE_NOT_FOUND, "Scan not found");

      // Subscribe first, then read the current state, so an update between the two cannot be missed.
      let closed = false;
      const unsubscribe = runtime.progress.subscribe(scanId, (message) => {
        if (closed) return;
        send(message);
        if (finishedStatus(message)) socket.close(CLOSE_NORMAL, message.status);
      });
      // A member removed from the scan's project is closed at once, as a stranger would have been.
      const projectId = readable.row.projectId;
      const unwatch = projectId
        ? ctx.revocations.watch({ projectId, userId: user.id }, () => socket.close(CLOSE_NOT_FOUND, "Scan not found"))
        : () => {};
      socket.on("close", () => {
        closed = true;
        unsubscribe();
        unwatch();
      });
      const [current] = await ctx.db.select().from(scans).where(eq(scans.id, scanId));
      if (closed || !current) return;
      const state = (current.status === "processing" && runtime.progress.latest(scanId)) || progressOfScan(current);
      send(state);
      if (finishedStatus(state)) socket.close(CLOSE_NORMAL, state.status);
    },
  );
}

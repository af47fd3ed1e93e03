// The scans feature: upload, read, edit, page images and live progress, plus the runtime (queue, workers) behind them.
import multipart from "@fastify/multipart";
import websocket from "@fastify/websocket";
import { MAX_FILE_BYTES, MAX_FILES_PER_BATCH } from "../../contract/credits";
import type { RouteModule } from "../http/app-context";
import { registerCreateScanRoutes } from "./create-scan-routes";
import { registerDeleteScanRoute } from "./delete-scan-route";
import { registerPageImageRoute } from "./page-image-route";
import { registerReadBatchRoute } from "./read-batch-route";
import { registerReadScanRoutes } from "./read-scan-routes";
import { createScanRuntime } from "./scan-runtime";
import { registerScanProgressSocket } from "./scan-progress-socket";
import { registerUpdateScanRoute } from "./update-scan-route";

export const scanRoutes: RouteModule = async (app, ctx) => {
  const runtime = await createScanRuntime({
    config: ctx.config,
    database: ctx.database,
    log: app.log,
    runWorkers: ctx.config.scans.workersInWeb,
  });
  app.addHook("onReady", runtime.start);
  ctx.readiness.add("queue", async () => {
    if (!runtime.queue.isRunning()) throw new Error("the job queue is not running");
  });
  app.addHook("onClose", runtime.stop);

  await app.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, files: MAX_FILES_PER_BATCH } });
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });

  registerCreateScanRoutes(app, ctx, runtime);
  registerReadScanRoutes(app, ctx);
  registerReadBatchRoute(app, ctx);
  registerUpdateScanRoute(app, ctx);
  registerDeleteScanRoute(app, ctx, runtime.files);
  registerPageImageRoute(app, ctx, runtime);
  registerScanProgressSocket(app, ctx, runtime);
};

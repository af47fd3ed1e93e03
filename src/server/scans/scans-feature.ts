// The scans feature: upload, read, edit, page images and live progress, plus the runtime (queue, workers) behind them.
import multipart from "@fastify/multipart";
import type { RouteModule } from "../http/app-context";
import { registerCreateScanRoutes } from "./routes/create-scan-routes";
import { registerDeleteScanRoute } from "./routes/delete-scan-route";
import { registerPageImageRoute } from "./page-images/page-image-route";
import { registerReadBatchRoute } from "./routes/read-batch-route";
import { registerReadScanRoutes } from "./routes/read-scan-routes";
import { createScanRuntime } from "./scan-runtime";
import { registerScanProgressSocket } from "./progress/scan-progress-socket";
import { registerUpdateScanRoute } from "./routes/update-scan-route";

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

  // Upload limits (size, file count, parts) are set per request where uploads are read: upload/receive-uploads.ts.
  await app.register(multipart);

  registerCreateScanRoutes(app, ctx, runtime);
  registerReadScanRoutes(app, ctx, runtime.pages);
  registerReadBatchRoute(app, ctx);
  registerUpdateScanRoute(app, ctx);
  registerDeleteScanRoute(app, ctx, runtime.files);
  registerPageImageRoute(app, ctx, runtime);
  registerScanProgressSocket(app, ctx, runtime);
};

// GET /api/app-info: the source-code address and the version, for every visitor (no session needed).
import { appInfoSchema } from "../../contract/app-info";
import type { RouteModule } from "../http/app-context";
import { PUBLIC } from "../http/openapi-operations";
import { APP_VERSION } from "../app-version";

export const appInfoRoutes: RouteModule = (app, ctx) => {
  app.get("/api/app-info", { schema: { security: PUBLIC, response: { 200: appInfoSchema } } }, async () => ({
    sourceUrl: ctx.config.sourceUrl ?? null,
    version: APP_VERSION,
    maxPagesPerFile: ctx.config.scans.maxPagesPerFile,
  }));
};

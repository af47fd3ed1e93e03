// GET /api/scans (own scans, newest first: whole list or one page), GET /api/scans/overview, GET /api/scans/by-content
// (own completed scans of files with these contents), GET /api/scans/:id (with the register's ETag) and
// GET /api/scans/:id/history. A detail answer is kept encoded for a repeat read of the same register (decision 0272).
import type { AppContext, AppInstance } from "../../http/app-context";
import type { PageImageRenderer } from "../page-images/page-image-renderer";
import { registerScanDetailRoute } from "./scan-detail-route";
import { registerScanHistoryRoute } from "./scan-history-route";
import { registerScanListRoutes } from "./scan-list-routes";

export function registerReadScanRoutes(app: AppInstance, ctx: AppContext, pages: PageImageRenderer): void {
  registerScanListRoutes(app, ctx);
  registerScanDetailRoute(app, ctx, pages);
  registerScanHistoryRoute(app, ctx);
}

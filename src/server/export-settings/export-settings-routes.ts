// GET/PUT /api/export-settings: the signed-in user's export preferences (format, titles…), which follow them from log
// to log. GET/PUT /api/scans/:id/export-settings: what belongs to one log (numbering, start number, Submittal
// Manager), kept with that scan.
import { z } from "zod";
import {
  logExportSettingsSchema,
  personalExportSettingsSchema,
  savedExportSettingsSchema,
  savedLogExportSettingsSchema,
} from "../../contract/export-settings";
import type { RouteModule } from "../http/app-context";
import { requireUser } from "../http/session";
import { accessibleScanId, readLogExportSettings, saveLogExportSettings } from "./log-export-settings";
import { readExportSettings } from "./read-export-settings";
import { saveExportSettings } from "./save-export-settings";

export const exportSettingsRoutes: RouteModule = (app, { db }) => {
  app.get("/api/export-settings", { schema: { response: { 200: savedExportSettingsSchema } } }, async (request) => ({
    settings: await readExportSettings(db, requireUser(request).id),
  }));

  app.put(
    "/api/export-settings",
    // A body with the log's keys too (an older client) is accepted; those keys are not kept with the user.
    { schema: { body: personalExportSettingsSchema, response: { 200: savedExportSettingsSchema } } },
    async (request) => {
      const user = requireUser(request);
      await saveExportSettings(db, { userId: user.id, settings: request.body });
      return { settings: request.body };
    },
  );

  const params = z.object({ id: z.string() });
  app.get(
    "/api/scans/:id/export-settings",
    { schema: { params, response: { 200: savedLogExportSettingsSchema } } },
    async (request) => {
      const scanId = await accessibleScanId(db, requireUser(request).id, request.params.id, "viewer");
      return { settings: await readLogExportSettings(db, scanId) };
    },
  );

  app.put(
    "/api/scans/:id/export-settings",
    { schema: { params, body: logExportSettingsSchema, response: { 200: savedLogExportSettingsSchema } } },
    async (request) => {
      const scanId = await accessibleScanId(db, requireUser(request).id, request.params.id, "editor");
      await saveLogExportSettings(db, scanId, request.body);
      return { settings: request.body };
    },
  );
};

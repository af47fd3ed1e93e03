// GET/PUT /api/export-settings: the signed-in user's export settings, remembered between exports.
import { exportSettingsSchema, savedExportSettingsSchema } from "../../contract/export-settings";
import type { RouteModule } from "../http/app-context";
import { requireUser } from "../http/session";
import { readExportSettings } from "./read-export-settings";
import { saveExportSettings } from "./save-export-settings";

export const exportSettingsRoutes: RouteModule = (app, { db }) => {
  app.get("/api/export-settings", { schema: { response: { 200: savedExportSettingsSchema } } }, async (request) => ({
    settings: await readExportSettings(db, requireUser(request).id),
  }));

  app.put(
    "/api/export-settings",
    { schema: { body: exportSettingsSchema, response: { 200: savedExportSettingsSchema } } },
    async (request) => {
      const user = requireUser(request);
      await saveExportSettings(db, { userId: user.id, settings: request.body });
      return { settings: request.body };
    },
  );
};

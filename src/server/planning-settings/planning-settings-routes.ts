// GET/PUT /api/planning-settings: the signed-in user's planning defaults (lead and review times per submittal type,
// the long-lead threshold), which every log of theirs plans with.
import { planningSettingsSchema, savedPlanningSettingsSchema } from "../../contract/planning-settings";
import type { RouteModule } from "../http/app-context";
import { requireUser } from "../http/session";
import { readPlanningSettings } from "./read-planning-settings";
import { savePlanningSettings } from "./save-planning-settings";

export const planningSettingsRoutes: RouteModule = (app, { db }) => {
  app.get("/api/planning-settings", { schema: { response: { 200: savedPlanningSettingsSchema } } }, async (request) =>
    readPlanningSettings(db, requireUser(request).id),
  );

  app.put(
    "/api/planning-settings",
    { schema: { body: planningSettingsSchema, response: { 200: savedPlanningSettingsSchema } } },
    async (request) => {
      await savePlanningSettings(db, { userId: requireUser(request).id, settings: request.body });
      return { settings: request.body, saved: true };
    },
  );
};

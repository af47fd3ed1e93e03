// The account's planning defaults (issue 33, "Plan the log"): lead time and the two review times each submittal type
// gets unless an item sets its own, and the lead time from which an item counts as long-lead. Calendar days, as
// Procore's schedule calculations count them (decision 0280).
import { z } from "zod";

export const MAX_PLAN_DAYS = 3650;
const daysSchema = z.number().int().min(0).max(MAX_PLAN_DAYS);

export const planDurationsSchema = z.object({
  leadTime: daysSchema,
  designTeamReviewTime: daysSchema,
  internalReviewTime: daysSchema,
});
export type PlanDurations = z.infer<typeof planDurationsSchema>;

export const MAX_TYPE_PLANS = 100;

export const typePlanSchema = planDurationsSchema.extend({
  /** A register type ("Shop Drawings"); matched exactly, as the log's type filter does. */
  type: z.string().trim().min(1).max(200),
});
export type TypePlan = z.infer<typeof typePlanSchema>;

export const planningSettingsSchema = z.object({
  /** What a type without its own row gets. */
  defaults: planDurationsSchema,
  byType: z
    .array(typePlanSchema)
    .max(MAX_TYPE_PLANS)
    .refine((rows) => new Set(rows.map((r) => r.type)).size === rows.length, "Each type can be listed only once"),
  /** An item whose lead time is over this many days is long-lead. */
  longLeadDays: daysSchema,
});
export type PlanningSettings = z.infer<typeof planningSettingsSchema>;

/** The defaults an account starts with; why each figure: decision 0280. */
export const DEFAULT_PLANNING_SETTINGS: PlanningSettings = {
  defaults: { leadTime: 0, designTeamReviewTime: 14, internalReviewTime: 7 },
  byType: [
    { type: "Shop Drawings", leadTime: 42, designTeamReviewTime: 14, internalReviewTime: 7 },
    { type: "Product Data", leadTime: 28, designTeamReviewTime: 14, internalReviewTime: 7 },
    { type: "Samples", leadTime: 21, designTeamReviewTime: 14, internalReviewTime: 7 },
    { type: "Mock-ups", leadTime: 28, designTeamReviewTime: 14, internalReviewTime: 7 },
    { type: "Design Data / Calculations", leadTime: 0, designTeamReviewTime: 21, internalReviewTime: 7 },
  ],
  longLeadDays: 56,
};

/** `GET/PUT /api/planning-settings`: the account's planning defaults; the defaults above until the user saves any. */
export const savedPlanningSettingsSchema = z.object({ settings: planningSettingsSchema, saved: z.boolean() });
export type SavedPlanningSettings = z.infer<typeof savedPlanningSettingsSchema>;

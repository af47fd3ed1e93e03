// The log the planning tests share (the item schedule, the Procore layout's planning columns, the send plan, planning
// over HTTP): items of the structural steel section, and an account's planning in which shop drawings have durations
// of their own. For tests only; nothing the app runs imports it.
import type { PlanningSettings } from "../contract/planning-settings";
import type { Submittal } from "../contract/submittal";

/** A structural steel shop drawing of section 05 12 00, with `fields` over it. */
export const steelItem = (fields: Partial<Submittal>): Submittal => ({
  division: "05 - Metals",
  section: "05 12 00",
  description: "Structural steel shop drawings",
  submittalType: "Shop Drawings",
  specifications: "",
  ...fields,
});

/** Planning defaults of 0 + 10 + 3 days, shop drawings 42 + 14 + 7; long lead from 56 days. */
export const SHOP_DRAWINGS_PLANNING: PlanningSettings = {
  defaults: { leadTime: 0, designTeamReviewTime: 10, internalReviewTime: 3 },
  byType: [{ type: "Shop Drawings", leadTime: 42, designTeamReviewTime: 14, internalReviewTime: 7 }],
  longLeadDays: 56,
};

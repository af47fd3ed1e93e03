// The send plan carries the same schedule as the export's Procore rows: a send to Procore and the log a user imports
// there give an item the same dates and durations.
import { describe, expect, it } from "vitest";
import { DEFAULT_EXPORT_SETTINGS } from "../contract/export-settings";
import type { PlanningSettings } from "../contract/planning-settings";
import type { Submittal } from "../contract/submittal";
import { withPlanning } from "../export/item-schedule";
import { buildProcoreRows, usDateText } from "../export/procore-rows";
import { planSubmittals } from "./send-plan";

const item = (fields: Partial<Submittal>): Submittal => ({
  division: "05 - Metals",
  section: "05 12 00",
  description: "Structural steel shop drawings",
  submittalType: "Shop Drawings",
  specifications: "",
  ...fields,
});
const planning: PlanningSettings = {
  defaults: { leadTime: 0, designTeamReviewTime: 10, internalReviewTime: 3 },
  byType: [{ type: "Shop Drawings", leadTime: 42, designTeamReviewTime: 14, internalReviewTime: 7 }],
  longLeadDays: 56,
};

describe("send plan", () => {
  it("puts into the send plan the same dates and durations the Procore rows write", () => {
    const submittals = [
      item({ requiredOnSiteDate: "2027-06-30" }),
      item({ description: "Anchor rods", submittalType: "Product Data", requiredOnSiteDate: "2027-03-01" }),
      item({ description: "Mill certificates", submittalType: "Certificates" }),
    ];
    const plan = planSubmittals({ submittals }, DEFAULT_EXPORT_SETTINGS, planning);
    const rows = buildProcoreRows(withPlanning(submittals, planning), DEFAULT_EXPORT_SETTINGS);
    expect(
      plan.map((p) => [
        usDateText(p.schedule.submitBy),
        usDateText(p.schedule.requiredOnSiteDate),
        p.schedule.leadTime ?? "",
        p.schedule.designTeamReviewTime ?? "",
        p.schedule.internalReviewTime ?? "",
      ]),
    ).toEqual(
      rows.map((r) => [
        r["Submit By Date"],
        r["Required On-Site Date"],
        r["Lead Time"],
        r["Design Team Review Time"],
        r["Internal Review Time"],
      ]),
    );
    expect(plan[1]!.schedule).toMatchObject({ requiredOnSiteDate: "2027-03-01", submitBy: "2027-02-16" });
    expect(plan[2]!.schedule).toEqual({});
  });
});

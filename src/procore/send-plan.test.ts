// The send plan carries the same schedule as the export's Procore rows: a send to Procore and the log a user imports
// there give an item the same dates and durations.
import { describe, expect, it } from "vitest";
import { DEFAULT_EXPORT_SETTINGS } from "../contract/export-settings";
import { withPlanning } from "../export/item-schedule";
import { buildProcoreRows, usDateText } from "../export/procore-rows";
import { SHOP_DRAWINGS_PLANNING as planning, steelItem } from "../export/steel-log.test-fixture";
import { planSubmittals } from "./send-plan";

describe("send plan", () => {
  it("puts into the send plan the same dates and durations the Procore rows write", () => {
    const submittals = [
      steelItem({ requiredOnSiteDate: "2027-06-30" }),
      steelItem({ description: "Anchor rods", submittalType: "Product Data", requiredOnSiteDate: "2027-03-01" }),
      steelItem({ description: "Mill certificates", submittalType: "Certificates" }),
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

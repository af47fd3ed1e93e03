// One schedule per item for the export's columns and the sends: the account's durations reach dated items only, and
// the dates are worked out only when their parts are known. That the send plan carries the same dates as the Procore
// rows is src/procore/send-plan.test.ts (procore depends on export, not the other way).
import { describe, expect, it } from "vitest";
import { itemSchedule, withPlanning } from "./item-schedule";
import { SHOP_DRAWINGS_PLANNING as planning, steelItem } from "./steel-log.test-fixture";

describe("item schedule", () => {
  it("gives a dated item its type's durations, its own first, and works out submit-by and approve-by", () => {
    const [typed, own] = withPlanning(
      [steelItem({ requiredOnSiteDate: "2027-06-30" }), steelItem({ requiredOnSiteDate: "2027-06-30", leadTime: 5 })],
      planning,
    );
    expect(itemSchedule(typed!)).toEqual({
      requiredOnSiteDate: "2027-06-30",
      leadTime: 42,
      designTeamReviewTime: 14,
      internalReviewTime: 7,
      submitBy: "2027-04-28",
      approveBy: "2027-05-19",
    });
    expect(itemSchedule(own!)).toMatchObject({ leadTime: 5, submitBy: "2027-06-04", approveBy: "2027-06-25" });
  });

  it("leaves an item nobody planned empty, and one with only some figures without dates", () => {
    const [unplanned, partial] = withPlanning([steelItem({}), steelItem({ leadTime: 10 })], planning);
    expect(itemSchedule(unplanned!)).toEqual({});
    expect(itemSchedule(partial!)).toEqual({ leadTime: 10 });
    // Without planning settings (the scan command) a dated item keeps its own figures only.
    const [alone] = withPlanning([steelItem({ requiredOnSiteDate: "2027-06-30", leadTime: 7 })], undefined);
    expect(itemSchedule(alone!)).toEqual({
      requiredOnSiteDate: "2027-06-30",
      leadTime: 7,
      approveBy: "2027-06-23",
    });
  });
});

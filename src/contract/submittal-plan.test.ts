import { describe, expect, it } from "vitest";
import { DEFAULT_PLANNING_SETTINGS, type PlanningSettings } from "./planning-settings";
import { addDays, planDurations, saysLongLead, submitByDate, submittalPlan } from "./submittal-plan";
import type { Submittal } from "./submittal";

const item = (over: Partial<Submittal> = {}): Submittal => ({
  division: "09 - Finishes",
  section: "09 91 23",
  description: "Paint product data",
  submittalType: "Product Data",
  specifications: "",
  ...over,
});

const settings: PlanningSettings = {
  defaults: { leadTime: 0, designTeamReviewTime: 10, internalReviewTime: 5 },
  byType: [{ type: "Shop Drawings", leadTime: 60, designTeamReviewTime: 14, internalReviewTime: 7 }],
  longLeadDays: 56,
};

describe("date arithmetic", () => {
  it("counts calendar days across months, leap days and years", () => {
    expect(addDays("2027-03-09", -30)).toBe("2027-02-07");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(addDays("2027-01-05", -10)).toBe("2026-12-26");
    expect(addDays("2027-12-31", 1)).toBe("2028-01-01");
  });

  it("subtracts lead time, design-team review and internal review from the required-on-site date", () => {
    expect(submitByDate("2027-06-30", { leadTime: 42, designTeamReviewTime: 14, internalReviewTime: 7 })).toBe(
      "2027-04-28",
    );
    expect(submitByDate("2027-06-30", { leadTime: 0, designTeamReviewTime: 0, internalReviewTime: 0 })).toBe(
      "2027-06-30",
    );
  });
});

describe("durations", () => {
  it("takes the item's own values first, then its type's row, then the defaults", () => {
    expect(planDurations(item({ submittalType: "Shop Drawings" }), settings)).toEqual({
      leadTime: 60,
      designTeamReviewTime: 14,
      internalReviewTime: 7,
    });
    expect(planDurations(item({ submittalType: "Shop Drawings", designTeamReviewTime: 3 }), settings)).toEqual({
      leadTime: 60,
      designTeamReviewTime: 3,
      internalReviewTime: 7,
    });
    expect(planDurations(item({ leadTime: 0 }), settings)).toEqual({
      leadTime: 0,
      designTeamReviewTime: 10,
      internalReviewTime: 5,
    });
  });

  it("ships defaults for the types that take time to make", () => {
    expect(planDurations(item({ submittalType: "Shop Drawings" }), DEFAULT_PLANNING_SETTINGS).leadTime).toBe(42);
    expect(planDurations(item({ submittalType: "Certificates" }), DEFAULT_PLANNING_SETTINGS)).toEqual(
      DEFAULT_PLANNING_SETTINGS.defaults,
    );
  });
});

describe("flags", () => {
  const today = "2027-03-01";

  it("flags a submit-by date already past", () => {
    const plan = submittalPlan(item({ requiredOnSiteDate: "2027-03-10" }), settings, today);
    expect(plan.submitBy).toBe("2027-02-23");
    expect(plan.due).toBe("passed");
  });

  it("flags a submit-by date today or within two weeks, and not one further away", () => {
    expect(submittalPlan(item({ requiredOnSiteDate: "2027-03-16" }), settings, today).due).toBe("soon"); // today
    expect(submittalPlan(item({ requiredOnSiteDate: "2027-03-30" }), settings, today).due).toBe("soon"); // 14 days
    expect(submittalPlan(item({ requiredOnSiteDate: "2027-03-31" }), settings, today).due).toBeUndefined();
  });

  it("gives no submit-by date and no due flag without a required-on-site date", () => {
    const plan = submittalPlan(item(), settings, today);
    expect(plan.submitBy).toBeUndefined();
    expect(plan.due).toBeUndefined();
  });

  it("flags long lead by lead time over the threshold (not at it)", () => {
    expect(submittalPlan(item({ submittalType: "Shop Drawings" }), settings, today).longLead).toBe(true);
    expect(submittalPlan(item({ leadTime: 56 }), settings, today).longLead).toBe(false);
    expect(submittalPlan(item({ leadTime: 57 }), settings, today).longLead).toBe(true);
  });

  it("flags long lead from the spec's own words", () => {
    expect(saysLongLead(item({ specifications: "Submit within 30 days; long-lead item." }))).toBe(true);
    expect(saysLongLead(item({ sourceText: "Identify LONG LEAD equipment" }))).toBe(true);
    expect(saysLongLead(item({ items: ["Long lead time items list"] }))).toBe(true);
    expect(saysLongLead(item({ specifications: "Lead-free solder; a long run of pipe." }))).toBe(false);
    expect(saysLongLead(item({ specifications: "lead" }))).toBe(false);
  });
});

describe("calendar arithmetic against the platform's", () => {
  it("agrees with Date for every day from 1999 to 2101 and shifts of up to ten years", () => {
    const DAY = 86_400_000;
    for (let t = Date.UTC(1999, 0, 1); t <= Date.UTC(2101, 0, 1); t += 7 * DAY) {
      const iso = new Date(t).toISOString().slice(0, 10);
      for (const shift of [-3650, -400, -63, -1, 0, 1, 29, 366]) {
        expect(addDays(iso, shift)).toBe(new Date(t + shift * DAY).toISOString().slice(0, 10));
      }
    }
  });
});

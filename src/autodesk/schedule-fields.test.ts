// An item's schedule in Autodesk's fields, and a create's fields cut to those users/me lists for it.
import { describe, expect, it } from "vitest";
import { autodeskScheduleFields, permittedScheduleFields, scheduleFieldsIn } from "./schedule-fields";

describe("Autodesk schedule fields", () => {
  const schedule = {
    requiredOnSiteDate: "2027-06-30",
    leadTime: 28,
    designTeamReviewTime: 14,
    internalReviewTime: 7,
    submitBy: "2027-05-12",
    approveBy: "2027-06-02",
  };

  it("puts required on site, lead time, submit by and approve by in Autodesk's fields, nothing for no plan", () => {
    expect(autodeskScheduleFields(schedule)).toEqual({
      requiredOnJobDate: "2027-06-30",
      leadTime: 28,
      requiredDate: "2027-05-12",
      requiredApprovalDate: "2027-06-02",
    });
    expect(autodeskScheduleFields({})).toEqual({});
    expect(scheduleFieldsIn({ title: "x", leadTime: 3 })).toEqual(["leadTime"]);
  });

  it("leaves out the schedule fields a create may not set, and keeps everything when users/me lists none", () => {
    const fields = { title: "Anchor rods", ...autodeskScheduleFields(schedule) };
    expect(permittedScheduleFields(fields, ["title", "requiredOnJobDate", "leadTime"])).toEqual({
      fields: { title: "Anchor rods", requiredOnJobDate: "2027-06-30", leadTime: 28 },
      dropped: ["requiredDate", "requiredApprovalDate"],
    });
    expect(permittedScheduleFields(fields, null)).toEqual({ fields, dropped: [] });
  });
});

// Which Procore refusals cost an item only its dates: a 422 naming nothing but schedule fields the item sent.
import { describe, expect, it } from "vitest";
import { procoreScheduleFields, refusedScheduleFields, withoutFields } from "./schedule-fields";

const sent = {
  title: "Anchor rods",
  ...procoreScheduleFields({ requiredOnSiteDate: "2027-06-30", leadTime: 5, submitBy: "2027-06-04" }),
};

describe("Procore schedule fields", () => {
  it("writes only the fields the item has, under Procore's names", () => {
    expect(sent).toEqual({
      title: "Anchor rods",
      required_on_site_date: "2027-06-30",
      lead_time: 5,
      submit_by: "2027-06-04",
    });
    expect(procoreScheduleFields({})).toEqual({});
  });

  it("names the refused schedule fields when a 422 names only those the item sent", () => {
    const body = { errors: { submit_by: ["can only be set by admins"], lead_time: ["can only be set by admins"] } };
    expect(refusedScheduleFields(body, sent)).toEqual(["submit_by", "lead_time"]);
    expect(withoutFields(sent, ["submit_by", "lead_time"])).toEqual({
      title: "Anchor rods",
      required_on_site_date: "2027-06-30",
    });
  });

  it("leaves any other refusal as it is", () => {
    expect(refusedScheduleFields({ errors: { type: ["is not one of the company's types"] } }, sent)).toBeNull();
    const mixed = { errors: { submit_by: ["can only be set by admins"], title: ["is too long"] } };
    expect(refusedScheduleFields(mixed, sent)).toBeNull();
    // A schedule field the item did not send is not the item's dates being refused.
    expect(refusedScheduleFields({ errors: { internal_review_time: ["is invalid"] } }, sent)).toBeNull();
    expect(refusedScheduleFields({ errors: "Forbidden" }, sent)).toBeNull();
    expect(refusedScheduleFields(null, sent)).toBeNull();
  });
});

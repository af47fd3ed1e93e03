import { describe, expect, it } from "vitest";
import type { Submittal } from "../../../../contract/submittal";
import { applyEdits, editsOf, submittalEditsSchema } from "./submittal-edits";

const item: Submittal = {
  division: "05 - Metals",
  section: "05 51 33",
  description: "Ladder shop drawings",
  submittalType: "Shop Drawings",
  specifications: "",
  page: 3,
  leadTime: 14,
  location: "Roof",
};

describe("the item editor's fields", () => {
  it("reads the optional columns as text and writes them back typed, an empty field unsetting its column", () => {
    const edits = editsOf(item);
    expect(edits).toMatchObject({
      leadTime: "14",
      location: "Roof",
      responsibleContractor: "",
      requiredOnSiteDate: "",
    });

    const next = applyEdits(item, {
      ...edits,
      responsibleContractor: "Acme Steel",
      leadTime: "21",
      requiredOnSiteDate: "2027-03-09",
      location: "",
    });
    expect(next).toEqual({
      ...item,
      responsibleContractor: "Acme Steel",
      leadTime: 21,
      requiredOnSiteDate: "2027-03-09",
      location: undefined,
    });
    expect("location" in next).toBe(false);
    // Fields the editor does not show (provenance) are kept.
    expect(next.page).toBe(3);
  });

  it("refuses a lead time that is not a whole number of days, or over ten years, and a malformed date", () => {
    const valid = editsOf(item);
    expect(submittalEditsSchema.safeParse({ ...valid, leadTime: "2.5" }).success).toBe(false);
    expect(submittalEditsSchema.safeParse({ ...valid, leadTime: "3651" }).success).toBe(false);
    expect(submittalEditsSchema.safeParse({ ...valid, requiredOnSiteDate: "03/09/2027" }).success).toBe(false);
    expect(submittalEditsSchema.safeParse({ ...valid, leadTime: "", requiredOnSiteDate: "" }).success).toBe(true);
  });

  it("reads and writes the two review times, an empty field leaving the type's default to apply", () => {
    const planned = { ...item, designTeamReviewTime: 10 };
    const edits = editsOf(planned);
    expect(edits).toMatchObject({ designTeamReviewTime: "10", internalReviewTime: "" });
    const next = applyEdits(planned, { ...edits, designTeamReviewTime: "", internalReviewTime: "5" });
    expect(next.internalReviewTime).toBe(5);
    expect("designTeamReviewTime" in next).toBe(false);
    expect(submittalEditsSchema.safeParse({ ...edits, internalReviewTime: "1.5" }).success).toBe(false);
    expect(submittalEditsSchema.safeParse({ ...edits, designTeamReviewTime: "-2" }).success).toBe(false);
  });
});

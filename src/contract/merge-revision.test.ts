import { describe, expect, it } from "vitest";
import { mergeRevision, revisionFields, type RevisionSides } from "./merge-revision";
import type { Submittal } from "./submittal";

// A fire alarm paragraph as two issues read it, and the reviewer's register item.
const bookBefore: Submittal = {
  division: "28 - Electronic Safety and Security",
  section: "28 46 21.11",
  description: "Shop Drawings: Fire alarm system riser diagram and floor plans",
  submittalType: "Shop Drawings",
  specifications: "Shop Drawings: Fire alarm system riser diagram and floor plans.",
  ref: "1.04.K",
  page: 12,
  sourceText: "K. Shop Drawings: Fire alarm system riser diagram and floor plans.",
};
const bookAfter: Submittal = {
  ...bookBefore,
  specifications: "Shop Drawings: Fire alarm system riser diagram, floor plans and battery calculations, signed.",
  description: "Shop Drawings: Fire alarm system riser diagram, floor plans and battery calculations",
  ref: "1.5.L",
  page: 14,
  sourceText: "L. Shop Drawings: Fire alarm system riser diagram, floor plans and battery calculations, signed.",
};
const mine: Submittal = {
  ...bookBefore,
  description: "Fire alarm shop drawings (CAD)",
  submittalType: "Shop Drawings / CAD",
  responsibleContractor: "Bright Electric",
  requiredOnSiteDate: "2027-03-01",
  excluded: true,
};
const sides: RevisionSides = { bookBefore, bookAfter, mine };

describe("mergeRevision", () => {
  it("names what each side changed and where both changed the same field", () => {
    expect(revisionFields(sides)).toEqual({
      edited: ["description", "submittalType", "excluded", "responsibleContractor", "requiredOnSiteDate"],
      changed: ["description", "specifications"],
      conflicts: ["description"],
    });
  });

  it("takes the new text and keeps every field the reviewer edited, theirs where both changed", () => {
    const { item } = mergeRevision(sides, "merge");
    expect(item).toEqual({
      ...bookAfter,
      description: "Fire alarm shop drawings (CAD)",
      submittalType: "Shop Drawings / CAD",
      responsibleContractor: "Bright Electric",
      requiredOnSiteDate: "2027-03-01",
      excluded: true,
    });
  });

  it("takes the new issue's value of a conflicting field the reviewer gives to it", () => {
    const { item } = mergeRevision(sides, "merge", { description: "new" });
    expect(item.description).toBe(bookAfter.description);
    expect(item.submittalType).toBe("Shop Drawings / CAD");
    expect(item.specifications).toBe(bookAfter.specifications);
  });

  it("takes everything new, keeping only the reviewer's own columns", () => {
    const { item } = mergeRevision(sides, "new");
    expect(item).toEqual({
      ...bookAfter,
      responsibleContractor: "Bright Electric",
      requiredOnSiteDate: "2027-03-01",
      excluded: true,
    });
  });

  it("gives the new issue's item when the reviewer edited nothing, and keeps a field cleared by the reviewer cleared", () => {
    expect(mergeRevision({ bookBefore, bookAfter, mine: bookBefore }, "merge").item).toEqual(bookAfter);
    const cleared = { ...bookBefore, sectionTitle: "FIRE ALARM" };
    const merged = mergeRevision(
      { bookBefore: cleared, bookAfter: { ...bookAfter, sectionTitle: "FIRE ALARM" }, mine: bookBefore },
      "merge",
    );
    expect(merged.item.sectionTitle).toBeUndefined();
    expect(merged.edited).toEqual(["sectionTitle"]);
  });

  it("does not count spacing or an absent value against a blank one as an edit", () => {
    const relaid = { ...bookBefore, specifications: bookBefore.specifications.replace(/ /g, "\n "), label: "" };
    expect(revisionFields({ bookBefore, bookAfter, mine: relaid }).edited).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import type { ExtractedData, Submittal } from "../contract/submittal";
import { isSubmittalExported, selectExportedSubmittals } from "./select-exported-submittals";

const item = (division: string, description: string, excluded?: boolean): Submittal => ({
  division,
  description,
  section: "",
  submittalType: "",
  specifications: "",
  ...(excluded === undefined ? {} : { excluded }),
});

describe("selectExportedSubmittals", () => {
  it("drops items excluded on their own and every item of an excluded division", () => {
    const data: ExtractedData = {
      submittals: [
        item("03 - Concrete", "Mix designs"),
        item("03 - Concrete", "Rebar shop drawings", true),
        item("05 - Metals", "Steel shop drawings"),
        item("09 - Finishes", "Paint samples", false),
      ],
      excludedDivisions: ["05 - Metals"],
    };
    expect(selectExportedSubmittals(data).map((s) => s.description)).toEqual(["Mix designs", "Paint samples"]);
  });

  it("exports everything when nothing is flagged", () => {
    const data: ExtractedData = { submittals: [item("03 - Concrete", "A"), item("04 - Masonry", "B")] };
    expect(selectExportedSubmittals(data)).toHaveLength(2);
  });

  it("checks a single item against the division set", () => {
    expect(isSubmittalExported(item("03 - Concrete", "A"), new Set(["03 - Concrete"]))).toBe(false);
    expect(isSubmittalExported(item("03 - Concrete", "A", true), new Set())).toBe(false);
    expect(isSubmittalExported(item("03 - Concrete", "A", false), new Set(["04 - Masonry"]))).toBe(true);
  });
});

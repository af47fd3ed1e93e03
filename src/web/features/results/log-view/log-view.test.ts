import { describe, expect, it } from "vitest";
import type { Submittal } from "../../../../contract/submittal";
import { DEFAULT_PLANNING_SETTINGS } from "../../../../contract/planning-settings";
import { planOf } from "../planning/plan-context";
import { DEFAULT_VIEW, groupItems, isFiltered, viewFilter } from "./log-view";

const item = (description: string, extra: Partial<Submittal> = {}): Submittal => ({
  division: "05 - Metals",
  section: "05 51 33",
  description,
  submittalType: "Product Data",
  specifications: "",
  ...extra,
});

describe("log view", () => {
  const items = [
    item("Ladders", { ref: "1.3.A", sectionTitle: "Metal Ladders" }),
    item("Joint sealants", { division: "07 - Thermal and Moisture Protection", section: "07 92 00", excluded: true }),
    item("Warranty", { suggested: true, submittalType: "Warranty", section: "05 51 33" }),
    item("Stair framing", { division: "05 - Metals", section: "05 51 00", specifications: "Galvanized stringers" }),
  ];
  const names = (keep: (s: Submittal) => boolean) => items.filter(keep).map((s) => s.description);

  it("searches description, specifications, section and paragraph, every word", () => {
    const none = new Set<string>();
    expect(names(viewFilter({ ...DEFAULT_VIEW, text: "galvanized" }, none))).toEqual(["Stair framing"]);
    expect(names(viewFilter({ ...DEFAULT_VIEW, text: "1.3.a" }, none))).toEqual(["Ladders"]);
    expect(names(viewFilter({ ...DEFAULT_VIEW, text: "07 92" }, none))).toEqual(["Joint sealants"]);
    expect(names(viewFilter({ ...DEFAULT_VIEW, text: "metal ladders" }, none))).toEqual(["Ladders"]);
  });

  it("filters by type, state and division, a flagged division counting as excluded", () => {
    expect(names(viewFilter({ ...DEFAULT_VIEW, type: "Warranty" }, new Set()))).toEqual(["Warranty"]);
    expect(names(viewFilter({ ...DEFAULT_VIEW, state: "suggested" }, new Set()))).toEqual(["Warranty"]);
    expect(names(viewFilter({ ...DEFAULT_VIEW, state: "excluded" }, new Set(["05 - Metals"])))).toHaveLength(4);
    expect(names(viewFilter({ ...DEFAULT_VIEW, division: "05 - Metals", state: "included" }, new Set()))).toEqual([
      "Ladders",
      "Warranty",
      "Stair framing",
    ]);
  });

  it("groups by division in CSI order or by section number", () => {
    const all = () => true;
    expect(groupItems(items, "division", all).map((g) => g.label)).toEqual([
      "05 - Metals",
      "07 - Thermal and Moisture Protection",
    ]);
    expect(groupItems(items, "section", all).map((g) => [g.label, g.items.length])).toEqual([
      ["05 51 00", 1],
      ["05 51 33 - Metal Ladders", 2],
      ["07 92 00", 1],
    ]);
  });
});

describe("the schedule filter", () => {
  const today = "2027-03-01";
  const plans = planOf(DEFAULT_PLANNING_SETTINGS, today);
  const items = [
    item("Due soon", { submittalType: "Samples", requiredOnSiteDate: "2027-04-20" }), // 42 days: submit by 03-09
    item("Passed", { requiredOnSiteDate: "2027-04-01" }), // 49 days: submit by 02-11
    item("Later", { requiredOnSiteDate: "2027-12-01" }),
    item("Long", { specifications: "Long lead item" }),
  ];
  const names = (keep: (s: Submittal) => boolean) => items.filter(keep).map((s) => s.description);

  it("keeps the items whose submit-by date passed or comes within two weeks, or the long-lead ones", () => {
    expect(names(viewFilter({ ...DEFAULT_VIEW, plan: "due" }, new Set(), plans))).toEqual(["Due soon", "Passed"]);
    expect(names(viewFilter({ ...DEFAULT_VIEW, plan: "long-lead" }, new Set(), plans))).toEqual(["Long"]);
    expect(names(viewFilter(DEFAULT_VIEW, new Set(), plans))).toHaveLength(4);
    expect(isFiltered({ ...DEFAULT_VIEW, plan: "due" })).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import type { ExtractedData, Submittal } from "../../../../contract/submittal";
import { selectExportedSubmittals } from "../../../../export/select-exported-submittals";
import {
  countSelected,
  createWorkingCopy,
  divisionSelection,
  excludedDivisionSet,
  groupSubmittalsByDivision,
  insertSubmittals,
  mergeSubmittals,
  updateSubmittals,
  removeSubmittal,
  splitSubmittal,
  setDivisionExcluded,
  toggleSubmittal,
} from "./working-copy";
import { firstValidationMessage } from "./validation-message";

const item = (division: string, description: string): Submittal => ({
  division,
  description,
  section: "",
  submittalType: "",
  specifications: "",
});

const data: ExtractedData = {
  submittals: [
    item("09 - Finishes", "Paint"),
    item("03 - Concrete", "Mix"),
    item("03 - Concrete", "Rebar"),
    item("05 - Metals", "Steel"),
    item("03 - Concrete", "Curing"),
  ],
};

describe("groupSubmittalsByDivision", () => {
  it("orders divisions by CSI code and keeps document order and indices inside", () => {
    const groups = groupSubmittalsByDivision(data.submittals);
    expect(groups.map((g) => g.division)).toEqual(["03 - Concrete", "05 - Metals", "09 - Finishes"]);
    expect(groups[0]!.items.map((i) => [i.index, i.submittal.description])).toEqual([
      [1, "Mix"],
      [2, "Rebar"],
      [4, "Curing"],
    ]);
  });
});

describe("include and exclude", () => {
  it("excludes and re-includes one item without touching the others", () => {
    const once = toggleSubmittal(data, 3);
    expect(once.submittals[3]!.excluded).toBe(true);
    expect(once.submittals[0]).toBe(data.submittals[0]);
    expect(countSelected(once)).toBe(4);
    expect(countSelected(toggleSubmittal(once, 3))).toBe(5);
  });

  it("toggles a whole division on and off", () => {
    const off = setDivisionExcluded(data, "03 - Concrete", true);
    expect(off.excludedDivisions).toEqual(["03 - Concrete"]);
    expect(selectExportedSubmittals(off).map((s) => s.description)).toEqual(["Paint", "Steel"]);
    const groups = groupSubmittalsByDivision(off.submittals);
    expect(divisionSelection(groups[0]!, excludedDivisionSet(off))).toBe("none");
    const on = setDivisionExcluded(off, "03 - Concrete", false);
    expect(on.excludedDivisions).toEqual([]);
    expect(countSelected(on)).toBe(5);
  });

  it("including one item of an excluded division brings back only that item", () => {
    const off = setDivisionExcluded(data, "03 - Concrete", true);
    const one = toggleSubmittal(off, 2);
    expect(one.excludedDivisions).toEqual([]);
    expect(selectExportedSubmittals(one).map((s) => s.description)).toEqual(["Paint", "Rebar", "Steel"]);
    const concrete = groupSubmittalsByDivision(one.submittals)[0]!;
    expect(divisionSelection(concrete, excludedDivisionSet(one))).toBe("some");
  });

  it("also holds when the division flag came without item flags", () => {
    const flaggedOnly: ExtractedData = { ...data, excludedDivisions: ["03 - Concrete"] };
    expect(countSelected(flaggedOnly)).toBe(2);
    expect(selectExportedSubmittals(toggleSubmittal(flaggedOnly, 1)).map((s) => s.description)).toEqual([
      "Paint",
      "Mix",
      "Steel",
    ]);
  });

  it("works on a deep copy", () => {
    const copy = createWorkingCopy(data);
    copy.submittals[0]!.description = "changed";
    expect(data.submittals[0]!.description).toBe("Paint");
  });
});

describe("firstValidationMessage", () => {
  it("names the first failing field path", () => {
    const bad = { submittals: [item("03 - Concrete", "ok"), item("Concrete", "x")] };
    expect(firstValidationMessage(bad)).toBe(
      "submittals.1.division: Division must be in CSI format (e.g., '03 - Concrete')",
    );
    expect(firstValidationMessage({ submittals: [item("03 - Concrete", " ")] })).toBe(
      "submittals.0.description: Description is required",
    );
    expect(firstValidationMessage(data)).toBeNull();
  });
});

describe("structural edits", () => {
  const base: Submittal = {
    division: "03 - Concrete",
    section: "03 30 00",
    description: "Product data",
    submittalType: "Product Data",
    specifications: "1. Cementitious materials.\n2. Admixtures.\n\n3. Curing compounds.",
    page: 4,
    ref: "1.3.A",
  };
  const data: ExtractedData = { submittals: [base, { ...base, description: "Mix designs", specifications: "" }] };

  it("splits an item into one per line of its specifications, in its place", () => {
    const split = splitSubmittal(data, 0);
    expect(split.submittals.map((s) => s.description)).toEqual([
      "Product data: cementitious materials",
      "Product data: admixtures",
      "Product data: curing compounds",
      "Mix designs",
    ]);
    expect(split.submittals[1]).toMatchObject({
      section: "03 30 00",
      page: 4,
      ref: "1.3.A.2",
      specifications: "Admixtures.",
    });
  });

  it("keeps the parent's heading, lead-in, page, region and paragraph in each split item", () => {
    const bbox = { page: 41, x0: 72, y0: 300, x1: 540, y1: 360 };
    const parent: Submittal = {
      division: "12 - Furnishings",
      section: "12 24 13",
      description: "Maintenance Data: For roller shades to include in maintenance manuals",
      submittalType: "Operation and Maintenance Data",
      specifications:
        "Maintenance Data: For roller shades to include in maintenance manuals.\nMotor controls.\nOperating hardware.",
      items: ["Motor controls.", "Operating hardware."],
      page: 41,
      ref: "1.5.C",
      bbox,
      sourceText: "C. Maintenance Data …",
    };
    const [, second] = splitSubmittal({ submittals: [parent] }, 0).submittals;
    expect(second).toEqual({
      ...parent,
      items: undefined,
      description: "Maintenance Data — roller shades: operating hardware",
      specifications: "Maintenance Data: For roller shades to include in maintenance manuals.\nOperating hardware.",
      ref: "1.5.C.2",
    });
    expect(second).not.toHaveProperty("items");
  });

  it("prefers the engine's listed items, and leaves an item with fewer than two alone", () => {
    const listed = { submittals: [{ ...base, items: ["Cement", "Fly ash"] }] };
    expect(splitSubmittal(listed, 0).submittals.map((s) => s.description)).toEqual([
      "Product data: cement",
      "Product data: fly ash",
    ]);
    expect(splitSubmittal(listed, 0).submittals[0]).not.toHaveProperty("items");
    expect(splitSubmittal(data, 1)).toBe(data);
  });

  it("removes and inserts items by position", () => {
    expect(removeSubmittal(data, 0).submittals.map((s) => s.description)).toEqual(["Mix designs"]);
    const added = insertSubmittals(data, 1, [{ ...base, description: "Added" }]);
    expect(added.submittals.map((s) => s.description)).toEqual(["Product data", "Added", "Mix designs"]);
  });
});

describe("bulk edits", () => {
  const row = (description: string, specifications = ""): Submittal => ({
    division: "09 - Finishes",
    section: "09 91 23",
    description,
    submittalType: "Product Data",
    specifications,
  });
  const data: ExtractedData = { submittals: [row("Paint", "Primer"), row("Stain"), row("Sealer", "Clear")] };

  it("sets a type, division or section on the chosen items only", () => {
    const next = updateSubmittals(data, [0, 2], { submittalType: "Samples", section: "09 93 00" });
    expect(next.submittals.map((s) => [s.submittalType, s.section])).toEqual([
      ["Samples", "09 93 00"],
      ["Product Data", "09 91 23"],
      ["Samples", "09 93 00"],
    ]);
  });

  it("merges items into the first, in order", () => {
    const merged = mergeSubmittals(data, [2, 0]);
    expect(merged.submittals.map((s) => s.description)).toEqual(["Paint; Sealer", "Stain"]);
    expect(merged.submittals[0]!.specifications).toBe("Primer\nClear");
    expect(mergeSubmittals(data, [1])).toBe(data);
  });

  it("keeps every specification when merging, an item without any by its description, a shared lead-in once", () => {
    const parts = { submittals: [row("Paint", "Finishes:\nPrimer"), row("Stain"), row("Sealer", "Finishes:\nClear")] };
    expect(mergeSubmittals(parts, [0, 1, 2]).submittals[0]!.specifications).toBe("Finishes:\nPrimer\nStain\nClear");
  });

  it("gives back the parent's text when split items are merged again", () => {
    const parent = row("Samples: For each finish", "Samples: For each finish:\nPrimer.\nTopcoat.");
    const split = splitSubmittal({ submittals: [{ ...parent, items: ["Primer.", "Topcoat."] }] }, 0);
    expect(mergeSubmittals(split, [0, 1]).submittals[0]!.specifications).toBe(parent.specifications);
  });
});

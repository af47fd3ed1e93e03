import { describe, expect, it } from "vitest";
import type { ExtractedData, Submittal } from "../../../../contract/submittal";
import { rebaseEdits, resolveRebase, type EditConflict } from "./rebase-edits";
import {
  createWorkingCopy,
  mergeSubmittals,
  removeSubmittal,
  replaceSubmittal,
  setDivisionExcluded,
  splitSubmittal,
  toggleSubmittal,
  updateSubmittals,
} from "../editor/working-copy";

const item = (description: string, extra: Partial<Submittal> = {}): Submittal => ({
  division: "03 - Concrete",
  section: "03 30 00",
  description,
  submittalType: "Product Data",
  specifications: `${description} as specified.`,
  ...extra,
});

// Twelve items, as the stored register both windows started from (every edit below works on a copy of it).
const base: ExtractedData = {
  projectName: "Harbour Library",
  submittals: Array.from({ length: 12 }, (_, i) => item(`Item ${i + 1}`, { page: i + 1, ref: `1.4.${i + 1}` })),
};

const copy = () => createWorkingCopy(base);
const describe1 = (data: ExtractedData) => data.submittals.map((s) => s.description);
const edit = (data: ExtractedData, index: number, patch: Partial<Submittal>) =>
  replaceSubmittal(data, index, { ...data.submittals[index]!, ...patch });
const mineEverywhere = () => "mine" as const;

describe("rebaseEdits", () => {
  it("merges edits of different items from the two windows silently", () => {
    const theirs = edit(toggleSubmittal(copy(), 1), 7, { submittalType: "Samples" });
    const mine = edit(edit(copy(), 3, { description: "Item 4 (revised)" }), 10, { leadTime: 14 });
    const rebase = rebaseEdits(base, mine, theirs);
    expect(rebase.conflicts).toEqual([]);
    const merged = resolveRebase(rebase, mineEverywhere);
    expect(merged.submittals).toHaveLength(12);
    expect(merged.submittals[1]!.excluded).toBe(true);
    expect(merged.submittals[7]!.submittalType).toBe("Samples");
    expect(merged.submittals[3]!.description).toBe("Item 4 (revised)");
    expect(merged.submittals[10]!.leadTime).toBe(14);
    expect(merged.projectName).toBe("Harbour Library");
  });

  it("takes an edit made the same way in both windows once, without asking", () => {
    const theirs = edit(copy(), 5, { location: "Level 2" });
    const mine = edit(copy(), 5, { location: "Level 2" });
    const rebase = rebaseEdits(base, mine, theirs);
    expect(rebase.conflicts).toEqual([]);
    expect(resolveRebase(rebase, mineEverywhere)).toEqual(theirs);
  });

  it("offers an item both windows changed differently side by side, and keeps the choice", () => {
    const theirs = edit(copy(), 2, { description: "Item 3 — theirs" });
    const mine = edit(edit(copy(), 2, { description: "Item 3 — mine" }), 9, { location: "Roof" });
    const rebase = rebaseEdits(base, mine, theirs);
    expect(rebase.conflicts).toHaveLength(1);
    const [conflict] = rebase.conflicts as [EditConflict];
    expect(describe1({ submittals: [...conflict.base] })).toEqual(["Item 3"]);
    expect(conflict.theirs.map((s) => s.description)).toEqual(["Item 3 — theirs"]);
    expect(conflict.mine.map((s) => s.description)).toEqual(["Item 3 — mine"]);
    const keepTheirs = resolveRebase(rebase, () => "theirs");
    expect(keepTheirs.submittals[2]!.description).toBe("Item 3 — theirs");
    expect(keepTheirs.submittals[9]!.location).toBe("Roof");
    expect(resolveRebase(rebase, mineEverywhere).submittals[2]!.description).toBe("Item 3 — mine");
  });

  it("asks when an item was deleted in one window and edited in the other, either way round", () => {
    const deleted = removeSubmittal(copy(), 4);
    const edited = edit(copy(), 4, { specifications: "Typed here." });
    for (const [mine, theirs, deletedSide] of [
      [edited, deleted, "theirs"],
      [deleted, edited, "mine"],
    ] as const) {
      const rebase = rebaseEdits(base, mine, theirs);
      expect(rebase.conflicts).toHaveLength(1);
      const [conflict] = rebase.conflicts as [EditConflict];
      expect(conflict[deletedSide]).toEqual([]);
      expect(conflict[deletedSide === "mine" ? "theirs" : "mine"][0]!.specifications).toBe("Typed here.");
      expect(resolveRebase(rebase, () => deletedSide).submittals).toHaveLength(11);
      const kept = resolveRebase(rebase, () => (deletedSide === "mine" ? "theirs" : "mine"));
      expect(kept.submittals[4]!.specifications).toBe("Typed here.");
    }
  });

  it("keeps a deletion and an edit of different items", () => {
    const theirs = removeSubmittal(copy(), 0);
    const mine = edit(removeSubmittal(copy(), 11), 6, { description: "Item 7 edited" });
    const merged = resolveRebase(rebaseEdits(base, mine, theirs), mineEverywhere);
    expect(describe1(merged)).toEqual([
      "Item 2",
      "Item 3",
      "Item 4",
      "Item 5",
      "Item 6",
      "Item 7 edited",
      "Item 8",
      "Item 9",
      "Item 10",
      "Item 11",
    ]);
  });

  it("carries a split made in this window over other items edited elsewhere", () => {
    const parent = item("Maintenance data", { items: ["Operating hardware", "Fabric"], page: 40, ref: "1.6.C" });
    const withParent: ExtractedData = { ...base, submittals: [...base.submittals.slice(0, 6), parent] };
    const mine = splitSubmittal(createWorkingCopy(withParent), 6);
    const theirs = edit(createWorkingCopy(withParent), 5, { excluded: true });
    const rebase = rebaseEdits(withParent, mine, theirs);
    expect(rebase.conflicts).toEqual([]);
    const merged = resolveRebase(rebase, mineEverywhere);
    expect(merged.submittals).toHaveLength(8);
    expect(merged.submittals[5]!.excluded).toBe(true);
    expect(merged.submittals.slice(6).map((s) => s.ref)).toEqual(["1.6.C.1", "1.6.C.2"]);
  });

  it("asks when one window split an item the other edited, offering the edited item and the split parts", () => {
    const parent = item("Maintenance data", { items: ["Operating hardware", "Fabric"] });
    const withParent: ExtractedData = { submittals: [...base.submittals.slice(0, 3), parent, base.submittals[3]!] };
    const theirs = splitSubmittal(createWorkingCopy(withParent), 3);
    const mine = edit(createWorkingCopy(withParent), 3, { submittalType: "Operation & Maintenance Data" });
    const rebase = rebaseEdits(withParent, mine, theirs);
    expect(rebase.conflicts).toHaveLength(1);
    const [conflict] = rebase.conflicts as [EditConflict];
    expect(conflict.theirs).toHaveLength(2);
    expect(conflict.mine.map((s) => s.submittalType)).toEqual(["Operation & Maintenance Data"]);
    expect(resolveRebase(rebase, () => "theirs").submittals).toHaveLength(6);
    expect(resolveRebase(rebase, mineEverywhere).submittals).toHaveLength(5);
  });

  it("carries a merge made elsewhere and an edit of another item made here", () => {
    const theirs = mergeSubmittals(copy(), [2, 3]);
    const mine = edit(copy(), 8, { description: "Item 9 edited" });
    const rebase = rebaseEdits(base, mine, theirs);
    expect(rebase.conflicts).toEqual([]);
    const merged = resolveRebase(rebase, mineEverywhere);
    expect(merged.submittals).toHaveLength(11);
    expect(merged.submittals[2]!.description).toBe("Item 3; Item 4");
    expect(merged.submittals[7]!.description).toBe("Item 9 edited");
  });

  it("asks when a merged item was edited in the other window", () => {
    const theirs = mergeSubmittals(copy(), [2, 3]);
    const mine = edit(copy(), 3, { description: "Item 4 edited" });
    const rebase = rebaseEdits(base, mine, theirs);
    expect(rebase.conflicts).toHaveLength(1);
    expect(rebase.conflicts[0]!.theirs.map((s) => s.description)).toEqual(["Item 3; Item 4"]);
    expect(rebase.conflicts[0]!.mine.map((s) => s.description)).toEqual(["Item 3", "Item 4 edited"]);
  });

  it("merges include and exclude changes of items and whole divisions from both windows", () => {
    const twoDivisions: ExtractedData = {
      excludedDivisions: [],
      submittals: [
        ...base.submittals.slice(0, 4),
        ...base.submittals.slice(4, 8).map((s) => ({ ...s, division: "05 - Metals" })),
        ...base.submittals.slice(8).map((s) => ({ ...s, division: "09 - Finishes" })),
      ],
    };
    const theirs = setDivisionExcluded(createWorkingCopy(twoDivisions), "05 - Metals", true);
    const mine = toggleSubmittal(toggleSubmittal(createWorkingCopy(twoDivisions), 0), 9);
    const rebase = rebaseEdits(twoDivisions, mine, theirs);
    expect(rebase.conflicts).toEqual([]);
    const merged = resolveRebase(rebase, mineEverywhere);
    expect(merged.excludedDivisions).toEqual(["05 - Metals"]);
    expect(merged.submittals.map((s) => !!s.excluded)).toEqual([
      true,
      false,
      false,
      false,
      true,
      true,
      true,
      true,
      false,
      true,
      false,
      false,
    ]);
    // Including the division again here while it stays excluded elsewhere: the division flag follows this window.
    const included = setDivisionExcluded(createWorkingCopy(theirs), "05 - Metals", false);
    const back = resolveRebase(
      rebaseEdits(theirs, included, updateSubmittals(createWorkingCopy(theirs), [0], {})),
      mineEverywhere,
    );
    expect(back.excludedDivisions).toEqual([]);
  });

  it("keeps items added in both windows at the same place, theirs first", () => {
    const added = (d: string) => item(d, { division: "03 - Concrete" });
    const theirs: ExtractedData = { ...copy(), submittals: [...base.submittals, added("Added there")] };
    const mine: ExtractedData = { ...copy(), submittals: [...base.submittals, added("Added here")] };
    const rebase = rebaseEdits(base, mine, theirs);
    expect(rebase.conflicts).toEqual([]);
    expect(describe1(resolveRebase(rebase, mineEverywhere)).slice(-2)).toEqual(["Added there", "Added here"]);
  });

  it("treats an item excluded and included again as unchanged", () => {
    const mine = toggleSubmittal(toggleSubmittal(copy(), 2), 2);
    const theirs = edit(copy(), 2, { description: "Item 3 there" });
    const rebase = rebaseEdits(base, mine, theirs);
    expect(rebase.conflicts).toEqual([]);
    expect(resolveRebase(rebase, mineEverywhere).submittals[2]!.description).toBe("Item 3 there");
  });
});

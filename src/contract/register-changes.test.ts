import { describe, expect, it } from "vitest";
import type { ExtractedData, Submittal } from "./submittal";
import { describeRegisterChanges, describeRegisterSave } from "./register-changes";

const item = (description: string, extra: Partial<Submittal> = {}): Submittal => ({
  division: "05 - Metals",
  section: "05 51 33",
  description,
  submittalType: "Product Data",
  specifications: "",
  ...extra,
});
const register = (...submittals: Submittal[]): ExtractedData => ({ submittals });

describe("describeRegisterChanges", () => {
  const ladder = item("Ladders", { page: 2, ref: "1.3.A", sourceText: "Submit ladders." });
  const rails = item("Rails", { page: 3, ref: "1.3.B", sourceText: "Submit rails." });

  it("sees nothing when only the order is the same content", () => {
    const summary = describeRegisterChanges(register(ladder, rails), register(ladder, rails));
    expect(summary).toEqual({ counts: { added: 0, removed: 0, edited: 0, included: 0, excluded: 0 }, changes: [] });
  });

  it("sees nothing when the same items come back with their keys in another order", () => {
    const reordered = JSON.parse(
      JSON.stringify({ ...ladder, bbox: { y1: 4, x0: 1, page: 2, y0: 2, x1: 3 } }),
    ) as Submittal;
    const shuffled = Object.fromEntries(Object.entries(reordered).reverse()) as Submittal;
    const before = register({ ...ladder, bbox: { page: 2, x0: 1, y0: 2, x1: 3, y1: 4 } });
    expect(describeRegisterChanges(before, register(shuffled)).changes).toEqual([]);
  });

  it("names added, removed, edited, excluded and included items", () => {
    const before = register(ladder, rails, item("Bolts", { excluded: true }));
    const after = register(
      { ...ladder, description: "Ship ladders", submittalType: "Shop Drawings" },
      item("Bolts"),
      item("Anchors"),
    );
    const summary = describeRegisterChanges(before, after);
    expect(summary.counts).toEqual({ added: 1, removed: 1, edited: 1, included: 1, excluded: 0 });
    expect(summary.changes).toEqual(
      expect.arrayContaining([
        { kind: "edited", description: "Ship ladders", fields: ["description", "submittalType"] },
        { kind: "included", description: "Bolts" },
        { kind: "added", description: "Anchors" },
        { kind: "removed", description: "Rails" },
      ]),
    );
  });

  it("counts a division excluded as a whole as its items excluded", () => {
    const after = { ...register(ladder, rails), excludedDivisions: ["05 - Metals"] };
    expect(describeRegisterChanges(register(ladder, rails), after).counts.excluded).toBe(2);
  });

  it("keeps every count but names at most 50 changes", () => {
    const many = Array.from({ length: 80 }, (_, i) => item(`Item ${i}`));
    const summary = describeRegisterChanges(register(), register(...many));
    expect(summary.counts.added).toBe(80);
    expect(summary.changes).toHaveLength(50);
  });

  it("lists every item a save edited, included or excluded, beyond the summary's 50", () => {
    const many = Array.from({ length: 70 }, (_, i) => item(`Item ${i}`, { page: 1, ref: `1.${i}` }));
    const after = many.map((s, i) => (i < 60 ? { ...s, excluded: true } : { ...s, description: `Item ${i}, edited` }));
    const save = describeRegisterSave(register(...many), register(...after, item("Added by hand")));
    expect(save.summary.counts).toEqual({ added: 1, removed: 0, edited: 10, included: 0, excluded: 60 });
    expect(save.summary.changes).toHaveLength(50);
    expect(save.itemChanges).toHaveLength(70);
    expect(save.itemChanges).toContainEqual({ kind: "excluded", description: "Item 59" });
    expect(save.itemChanges).toContainEqual({ kind: "edited", description: "Item 69, edited" });
    expect(save.itemChanges.some((c) => c.description === "Added by hand")).toBe(false);
    expect(describeRegisterChanges(register(...many), register(...after))).toEqual(
      describeRegisterSave(register(...many), register(...after)).summary,
    );
  });
});

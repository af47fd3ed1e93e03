import { describe, expect, it } from "vitest";
import { diffWords } from "./word-diff";

const marked = (parts: { text: string; changed: boolean }[]) =>
  parts.filter((p) => p.changed).map((p) => p.text.trim());

describe("diffWords", () => {
  it("marks only the words that differ, on each side", () => {
    const diff = diffWords("Mill Test Reports", "Certified Mill Test Reports With Heat Numbers");
    expect(marked(diff.old)).toEqual([]);
    expect(marked(diff.new)).toEqual(["Certified", "With Heat Numbers"]);
    expect(diff.new.map((p) => p.text).join("")).toBe("Certified Mill Test Reports With Heat Numbers");
  });

  it("marks a replaced word on both sides and keeps the texts whole", () => {
    const diff = diffWords("Submit three samples of each color.", "Submit two samples of each color.");
    expect(marked(diff.old)).toEqual(["three"]);
    expect(marked(diff.new)).toEqual(["two"]);
    expect(diff.old.map((p) => p.text).join("")).toBe("Submit three samples of each color.");
  });
});

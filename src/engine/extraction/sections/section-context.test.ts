import { describe, expect, it } from "vitest";
import { sectionContext } from "./section-context";
import { findSectionNumbers } from "./section-number";

describe("sectionContext", () => {
  it("takes the division from the number, else from the title's trade words, else Division 01", () => {
    const numbered = { number: findSectionNumbers("Section 09 91 23")[0]!, title: "Interior Doors" };
    expect(sectionContext({ ...numbered, lines: [], numberSource: "heading" }).division).toBe("09 - Finishes");
    const titled = { number: null, title: "ATTACHMENT E2 – BASIC PLUMBING REQUIREMENTS" };
    expect(sectionContext({ ...titled, lines: [], numberSource: "none" })).toEqual({
      section: "",
      division: "22 - Plumbing",
      title: "ATTACHMENT E2 – BASIC PLUMBING REQUIREMENTS",
    });
    const untitled = { number: null, title: "", lines: [], numberSource: "none" as const };
    expect(sectionContext(untitled).division).toBe("01 - General Requirements");
  });
});

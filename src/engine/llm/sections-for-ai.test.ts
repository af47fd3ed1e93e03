import { describe, expect, it } from "vitest";
import type { Submittal } from "../../contract/submittal";
import type { ScannedSection } from "../rule-pipeline";
import { selectSectionsForAi } from "./sections-for-ai";
import { toSectionsForAi } from "./sections-for-ai";

const line = (text: string, page: number) => ({ text, page, x: 72, y: 100, height: 10, gapBefore: false });
const item: Submittal = {
  division: "09 - Finishes",
  section: "09 29 00",
  description: "Product Data",
  submittalType: "Product Data",
  specifications: "",
};

function scanned(numberSource: ScannedSection["section"]["numberSource"], submittals: Submittal[]): ScannedSection {
  return {
    section: {
      number: numberSource === "none" ? null : { digits: "092900", formatted: "09 29 00" },
      title: "GYPSUM BOARD",
      lines: [line("SECTION 09 29 00 - GYPSUM BOARD", 7), line("A. Submit product data.", 8)],
      numberSource,
    },
    submittals,
  };
}

describe("toSectionsForAi", () => {
  it("carries number, division, text and line pages, and marks what the rules structured", () => {
    const [withItems, empty, headless] = toSectionsForAi([
      scanned("heading", [item]),
      scanned("heading", []),
      scanned("none", [item]),
    ]);
    expect(withItems).toMatchObject({
      section: "09 29 00",
      division: "09 - Finishes",
      title: "GYPSUM BOARD",
      text: "SECTION 09 29 00 - GYPSUM BOARD\nA. Submit product data.",
      pageStart: 7,
      linePages: [7, 8],
      structured: true,
    });
    expect(empty?.structured).toBe(false);
    const [onlySuggested] = toSectionsForAi([scanned("heading", [{ ...item, excluded: true, suggested: true }])]);
    expect(onlySuggested?.structured).toBe(false);
    expect(headless).toMatchObject({ structured: false, section: "" });
  });
});

describe("selectSectionsForAi", () => {
  it("picks unstructured sections, or all on request, never empty ones", () => {
    const sections = toSectionsForAi([scanned("heading", [item]), scanned("heading", [])]);
    const blank = { ...sections[1]!, text: "  \n " };
    expect(selectSectionsForAi([...sections, blank], false)).toEqual([sections[1]]);
    expect(selectSectionsForAi([...sections, blank], true)).toEqual(sections);
  });
});

import { describe, expect, it } from "vitest";
import type { Article } from "../outline/outline-types";
import type { SpecLine } from "../lines/spec-line";
import { readUfgsList } from "./ufgs-submittals";

const context = { section: "05 50 13", division: "05 - Metals", title: "MISCELLANEOUS METAL FABRICATIONS" };

/** Lines of a UFGS list: headings at 72 pt, items indented to 93 pt, each item after a blank line unless it wraps. */
function article(rows: Array<[text: string, indent: boolean, gapBefore: boolean]>): Article {
  const introLines: SpecLine[] = rows.map(([text, indent, gapBefore], i) => ({
    text,
    page: 3,
    x: indent ? 93 : 72,
    y: 100 + i * 12,
    width: text.length * 5,
    height: 10,
    gapBefore,
  }));
  return { number: "1.3", title: "SUBMITTALS", runIn: "", part: 1, page: 3, introLines, paragraphs: [] };
}

describe("readUfgsList", () => {
  it("runs an item too long for a narrow column on into the line it wrapped to", () => {
    const items = readUfgsList(
      article([
        ["SD-05 Design Data", false, true],
        ["Anchor Calculations For Each Bracket Type;", true, true],
        ["G", true, false],
        ["Stair Stringers, Treads,", true, true],
        ["and Landings; G", true, false],
        ["Guard Loads; G", true, true],
        ["SD-07 Certificates", false, true],
        ["Welder Qualification; G", true, true],
      ]),
      context,
    );
    expect(items.map((item) => item.description)).toEqual([
      "Anchor Calculations For Each Bracket Type",
      "Stair Stringers, Treads, and Landings",
      "Guard Loads",
      "Welder Qualification",
    ]);
  });

  it("keeps consecutive items apart when each ends its own line", () => {
    const items = readUfgsList(
      article([
        ["SD-03 Product Data", false, true],
        ["Expansion Anchors; G", true, true],
        ["Grating", true, false],
        ["Ladder Safety Rails; G", true, false],
      ]),
      context,
    );
    expect(items.map((item) => item.description)).toEqual(["Expansion Anchors", "Grating", "Ladder Safety Rails"]);
  });
});

import { describe, expect, it } from "vitest";
import { splitUnnumbered } from "./unnumbered-paragraphs";
import { wrapRight } from "../lines/line-wrap";
import { specLines } from "../../../../tests/fixtures/engine/spec-text";
import type { Paragraph } from "./outline-types";

// Every fixture line starts at the same left edge (indentation lost); full-width text wraps within 82 characters
// (5 pt each from x 72), sub-items near 66, as in a book whose list letters were dropped by its text extraction.
const RIGHT = 72 + 82 * 5;
function split(text: string): Paragraph[] {
  return splitUnnumbered(specLines(text), "2.3", RIGHT);
}

const outline = (ps: Paragraph[]): string[] =>
  ps.flatMap((p) => [`${p.ref} ${p.text}`, ...outline(p.children).map((c) => `  ${c}`)]);

describe("wrapRight", () => {
  it("reads the wrap edge from lines that continue in the next line, not from single-line or last lines", () => {
    const full = "x".repeat(80);
    const lines = specLines(
      [full, "end.", "", full, full, "end.", "", full, full, "end.", "", "y".repeat(95)].join("\n"),
    );
    expect(wrapRight(lines)).toBe(72 + 80 * 5);
  });
});

describe("splitUnnumbered", () => {
  it("ends a paragraph at a line that stops short after a sentence, also without a blank line", () => {
    const paragraphs = split(`The installer shall keep the work area clean and shall remove all waste materials
from the premises at the end of each working day as directed by the Engineer.
The vendor shall certify in writing that the assembly meets the values.
The vendor shall deliver a spare set of gaskets and seals for every unit with
the equipment at the time of delivery.`);
    expect(paragraphs.map((p) => p.ref)).toEqual(["2.3[1]", "2.3[2]", "2.3[3]"]);
    expect(paragraphs[1]!.text).toBe("The vendor shall certify in writing that the assembly meets the values.");
  });

  it("keeps sentences that end where the next word would not have fitted in their paragraph", () => {
    const paragraphs = split(`The installer shall keep the work area clean and shall remove all waste materials
from the premises at the end of each working day. Store all the loose equipment.
Coordinate deliveries with the Owner and the other trades on the site at once.
Keep a copy of the approved drawings on site and make it available to inspectors.
Protect finished surfaces from damage.`);
    expect(paragraphs).toHaveLength(1);
    expect(paragraphs[0]!.text).toContain("Store all the loose equipment. Coordinate deliveries");
  });

  it("ends a paragraph at a page break when its last line stops short after a sentence", () => {
    const paragraphs = split(`The installer shall keep the work area clean and shall remove all waste materials
from the premises at the end of each working day as directed by the Engineer.
<<page>>
The vendor shall deliver a spare set of gaskets and seals for every unit with
the equipment at the time of delivery, packed and labelled for long storage.`);
    expect(paragraphs.map((p) => p.ref)).toEqual(["2.3[1]", "2.3[2]"]);
  });

  it("gives a lead-in ending in a colon the numbered list that follows, across blank lines", () => {
    const paragraphs = split(`Deliver the following items to the Owner before the start of the work:

1. Spare parts: one set of belts, filters and fuses for each unit of the
kind installed, packed in labelled cartons.

2. Tools: special tools needed to service the units.
a.
Torque wrenches.
b. Gauges.

The installer shall keep the work area clean and shall remove all waste materials
from the premises at the end of each working day as directed by the Engineer.`);
    expect(outline(paragraphs)).toEqual([
      "2.3[1] Deliver the following items to the Owner before the start of the work:",
      "  2.3[1].1 Spare parts: one set of belts, filters and fuses for each unit of the kind installed, packed in labelled cartons.",
      "  2.3[1].2 Tools: special tools needed to service the units.",
      "    2.3[1].2.a Torque wrenches.",
      "    2.3[1].2.b Gauges.",
      "2.3[2] The installer shall keep the work area clean and shall remove all waste materials from the premises at the end of each working day as directed by the Engineer.",
    ]);
  });

  it("keeps bullets under a labelled paragraph, and starts a new paragraph at the first unmarked text after them", () => {
    const paragraphs = split(`Field Reports: For each inspection, include:
•
Date of the visit.

•
Findings and the corrective work agreed.

Closing Report
•
Summary of all visits.`);
    expect(outline(paragraphs)).toEqual([
      "2.3[1] Field Reports: For each inspection, include:",
      "  2.3[1][1] Date of the visit.",
      "  2.3[1][2] Findings and the corrective work agreed.",
      "2.3[2] Closing Report",
      "  2.3[2][1] Summary of all visits.",
    ]);
  });

  it("keeps unmarked entries under a lead-in, but a label opens a top-level paragraph", () => {
    const paragraphs = split(`Comply with the current editions of the following standards:

Standard practice for pipe supports

Standard for welded fittings

Test Reports: For each weld inspection, by a qualified agency.`);
    expect(outline(paragraphs)).toEqual([
      "2.3[1] Comply with the current editions of the following standards:",
      "  2.3[1][1] Standard practice for pipe supports",
      "  2.3[1][2] Standard for welded fittings",
      "2.3[2] Test Reports: For each weld inspection, by a qualified agency.",
    ]);
  });

  it("keeps a block that wraps narrower than the text as a sub-item of the paragraph before it", () => {
    const paragraphs = split(`The installer shall keep the work area clean and shall remove all waste materials
from the premises at the end of each working day as directed by the Engineer.

Sweep the floors and remove the debris from the building after
each shift, and stack the reusable materials.

The vendor shall deliver a spare set of gaskets and seals for every unit with
the equipment at the time of delivery, packed and labelled for long storage.`);
    expect(outline(paragraphs).map((l) => l.slice(0, 14))).toEqual([
      "2.3[1] The ins",
      "  2.3[1][1] Sw",
      "2.3[2] The ven",
    ]);
  });
  it("keeps the labelled lines right under a lead-in as its list, while a label standing alone takes its text", () => {
    const paragraphs = split(`Stainless-Steel Anchors and Inserts:
Description: Type 316, with the nuts and washers of the same alloy.
Finish: Passivated after machining.

Product Data:
For each type of anchor.`);
    expect(outline(paragraphs)).toEqual([
      "2.3[1] Stainless-Steel Anchors and Inserts:",
      "  2.3[1][1] Description: Type 316, with the nuts and washers of the same alloy.",
      "  2.3[1][2] Finish: Passivated after machining.",
      "2.3[2] Product Data: For each type of anchor.",
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { parseOutline } from "./parse-outline";
import { listedItems } from "./paragraph-items";
import { specLines } from "../../../../tests/fixtures/engine/spec-text";

const firstParagraph = (text: string) => parseOutline(specLines(text)).articles[0]!.paragraphs[0]!;

describe("listedItems", () => {
  it("lists numbered sub-paragraphs, each with its own sub-items folded in", () => {
    const p = firstParagraph(`1.4 SUBMITTALS
A. Design Mixtures: For each mixture, include the following:
1. Cementitious materials.
2. Admixtures, with
the dosage rates.
a. Retarders.
3. Aggregates.
B. Product Data: For each product.`);
    expect(listedItems(p)).toEqual([
      "Cementitious materials.",
      "Admixtures, with the dosage rates. Retarders.",
      "Aggregates.",
    ]);
  });

  it("splits unmarked lines under a lead-in ending in a colon, joining a wrapped line to its item", () => {
    const p = firstParagraph(`PART 1 - GENERAL

SUBMITTALS

Product data for each air handling unit, including the following items:
   Fan curves with the selected operating point
   Sound power levels for each octave band at the discharge
   and the inlet of every unit
   Wiring diagrams
   Filter schedule`);
    expect(listedItems(p)).toEqual([
      "Fan curves with the selected operating point",
      "Sound power levels for each octave band at the discharge and the inlet of every unit",
      "Wiring diagrams",
      "Filter schedule",
    ]);
  });

  it("keeps a note under an unmarked line with that line, not as an item of its own", () => {
    const p = firstParagraph(`PART 1 - GENERAL

SUBMITTALS

Shop drawings for each guardrail type, showing the following:
   Elevations of each run
   Show every post and rail with the spacing between
   them and the height above the walking surface.
   Anchorage to the structure
   Finish schedule`);
    expect(listedItems(p)).toEqual([
      "Elevations of each run: Show every post and rail with the spacing between them and the height above the walking surface.",
      "Anchorage to the structure",
      "Finish schedule",
    ]);
    const sentences = firstParagraph(`PART 1 - GENERAL

SUBMITTALS

Shop drawings for each guardrail type, showing the following:
   Each post is drawn at full size with its base plate.
   Indicate the welds on every sheet.`);
    expect(listedItems(sentences)).toEqual([
      "Each post is drawn at full size with its base plate.",
      "Indicate the welds on every sheet.",
    ]);
  });

  it("reads bullets under the lead-in as items", () => {
    const p = firstParagraph(`PART 1 - GENERAL

SUBMITTALS

Submit the following for each pump:
   • Pump curves.
   • Motor data.`);
    expect(listedItems(p)).toEqual(["Pump curves.", "Motor data."]);
  });

  it("reads a numbered run written inline after the colon", () => {
    const p = firstParagraph(`1.4 SUBMITTALS
A. Test Reports: Submit the following: 1. Compressive strength. 2. Slump. 3. Air content.`);
    expect(listedItems(p)).toEqual(["Compressive strength.", "Slump.", "Air content."]);
  });

  it("lists nothing for a plain paragraph, a label alone on its line, or a wrapped sentence", () => {
    expect(listedItems(firstParagraph(`1.4 SUBMITTALS\nA. Product Data: For each type of product.`))).toBeUndefined();
    const labelOnly = firstParagraph(`PART 1 - GENERAL

SUBMITTALS

Shop Drawings:
Show layout, sizes and anchorage of every support.
Include the calculations of the engineer.`);
    expect(listedItems(labelOnly)).toBeUndefined();
    const inlineOutOfOrder = firstParagraph(
      `1.4 SUBMITTALS\nA. Certificates: Signed by the manufacturer: 2. copies at 3. locations.`,
    );
    expect(listedItems(inlineOutOfOrder)).toBeUndefined();
  });
});

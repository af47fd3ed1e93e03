import { describe, expect, it } from "vitest";
import { addendumInstructionSchema } from "../../contract/register-comparison";
import { parseAddendumInstructions } from "./addendum-instructions";

// An addendum written for these tests, laid out as addenda are: numbered items under section headings.
const ADDENDUM = `ADDENDUM NO. 2
Riverbend Public Library Expansion
This Addendum forms a part of the Contract Documents and modifies them as follows.

PROJECT MANUAL

Item 1 - Section 08 71 00, Door Hardware
  1. Delete Section 08 71 00 in its entirety.
Item 2 - Specification Section 09 91 23 - Interior Painting
  1. Replace Section 09 91 23 with the attached Section 09 91 23, dated
     November 20.
Item 3
  1. Add Section 21 13 13 - Wet-Pipe Sprinkler Systems, attached.
Item 4 - Section 05 52 00 - Metal Railings
  1. Revise paragraph 1.2.B to read: "Shop Drawings: Show railing layout, post
     spacing and anchorage details.
     a. Include plans and elevations at 1:20."
  2. Delete paragraph 1.2.D.
  3. Add new paragraph 1.2.F as follows: Delegated-Design Submittal: For railings, signed by the
     qualified professional engineer.
  4. Revise Paragraph 2.3.B of Section 05 50 00 to read: Galvanize exterior steel.

END OF ADDENDUM NO. 2`;

describe("parseAddendumInstructions", () => {
  it("reads section and paragraph instructions, each paragraph under the section its heading names", () => {
    const { instructions, warnings } = parseAddendumInstructions(ADDENDUM);
    expect(warnings).toEqual([]);
    for (const instruction of instructions) addendumInstructionSchema.parse(instruction);
    expect(instructions.map(({ action, section, ref, newText }) => ({ action, section, ref, newText }))).toEqual([
      { action: "delete-section", section: "08 71 00", ref: undefined, newText: undefined },
      { action: "replace-section", section: "09 91 23", ref: undefined, newText: undefined },
      { action: "add-section", section: "21 13 13", ref: undefined, newText: undefined },
      {
        action: "revise-paragraph",
        section: "05 52 00",
        ref: "1.2.B",
        newText:
          "Shop Drawings: Show railing layout, post spacing and anchorage details.\na. Include plans and elevations at 1:20.",
      },
      { action: "delete-paragraph", section: "05 52 00", ref: "1.2.D", newText: undefined },
      {
        action: "add-paragraph",
        section: "05 52 00",
        ref: "1.2.F",
        newText: "Delegated-Design Submittal: For railings, signed by the qualified professional engineer.",
      },
      {
        action: "revise-paragraph",
        section: "05 50 00",
        ref: "2.3.B",
        newText: "Galvanize exterior steel.",
      },
    ]);
    expect(instructions[0]!.text).toBe("1. Delete Section 08 71 00 in its entirety.");
    expect(instructions[1]!.text).toBe(
      "1. Replace Section 09 91 23 with the attached Section 09 91 23, dated November 20.",
    );
  });

  it("reads the other ways addenda say it", () => {
    const text = [
      "1. Specification Section 07 21 00 is hereby deleted.",
      "2. Sections 26 05 19 and 26 05 26 are deleted.",
      "3. Delete Section 08 11 13 and replace it with the attached revised Section 08 11 13.",
      "4. Delete Section 08 71 00 and insert new Section 08 71 13.",
      "5. Insert the attached Section 23 05 94.",
      "6. Section 01 11 00 is superseded by the attached.",
      "7. SECTION 09 30 00 - TILING",
      "   a. Delete this Section in its entirety.",
      "8. Delete Section 15410 in its entirety.",
    ].join("\n");
    const { instructions } = parseAddendumInstructions(text);
    expect(instructions.map((i) => `${i.action} ${i.section}`)).toEqual([
      "delete-section 07 21 00",
      "delete-section 26 05 19",
      "delete-section 26 05 26",
      "replace-section 08 11 13",
      "delete-section 08 71 00",
      "add-section 08 71 13",
      "add-section 23 05 94",
      "replace-section 01 11 00",
      "delete-section 09 30 00",
      "delete-section 15410",
    ]);
  });

  it("warns about a paragraph instruction whose section it cannot tell, and ignores prose without instructions", () => {
    const { instructions, warnings } = parseAddendumInstructions(
      "Bids are due on December 4.\nRevise paragraph 3.1.A to read: Clean surfaces.\n\nThe pre-bid meeting notes are attached.",
    );
    expect(instructions).toEqual([]);
    expect(warnings).toEqual([
      'No section is named for this instruction, so it was not applied: "Revise paragraph 3.1.A to read: Clean surfaces."',
    ]);
  });
});

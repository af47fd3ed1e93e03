import { describe, expect, it } from "vitest";
import type { ExtractedData, Submittal } from "../../contract/submittal";
import { ATTACHED_NOT_INSTRUCTED } from "../../contract/register-comparison";
import { applyAddendum } from "./apply-addendum";

function item(section: string, ref: string, text: string): Submittal {
  const division = { "05": "05 - Metals", "08": "08 - Openings", "09": "09 - Finishes", "21": "21 - Fire Suppression" }[
    section.slice(0, 2)
  ]!;
  return {
    division,
    section,
    description: text.replace(/\.$/, ""),
    submittalType: "Product Data",
    specifications: text,
    ref,
    category: "action",
  };
}

const PROJECT: ExtractedData = {
  projectName: "RIVERBEND PUBLIC LIBRARY EXPANSION",
  submittals: [
    item("05 52 00", "1.2.A", "Product Data: For each type of railing and fastener."),
    item("05 52 00", "1.2.B", "Shop Drawings: Show railing layout."),
    item("05 52 00", "1.2.D", "Samples: For each finish."),
    item("08 71 00", "1.2.A", "Product Data: For each type of door hardware."),
    item("08 71 00", "1.2.B", "Door Hardware Schedule: Organized into door hardware sets."),
    item("09 91 23", "1.3.A", "Product Data: For each type of paint, including VOC content."),
    item("09 91 23", "1.3.B", "Samples for Verification: For each paint color."),
  ],
};

// What a scan of the addendum finds: the attached new issue of 09 91 23 and the new section 21 13 13.
const ATTACHED: ExtractedData = {
  submittals: [
    item("09 91 23", "1.3.A", "Product Data: For each type of paint, including VOC content."),
    item("09 91 23", "1.3.B", "Samples for Verification: For each paint color and sheen."),
    item("09 91 23", "1.3.C", "Product List: For each paint system."),
    item("21 13 13", "1.4.A", "Product Data: For each type of sprinkler head."),
  ],
};

const INSTRUCTIONS = `Item 1 - Section 08 71 00, Door Hardware
  1. Delete Section 08 71 00 in its entirety.
Item 2 - Section 09 91 23, Interior Painting
  1. Replace Section 09 91 23 with the attached.
Item 3
  1. Add Section 21 13 13, attached.
Item 4 - Section 05 52 00, Metal Railings
  1. Revise paragraph 1.2.B to read: "Shop Drawings: Show railing layout, post spacing and anchorage."
  2. Delete paragraph 1.2.D.`;

describe("applyAddendum", () => {
  it("deletes, replaces and adds the named sections and revises the named paragraphs", () => {
    const { register, comparison } = applyAddendum(PROJECT, { register: ATTACHED, text: INSTRUCTIONS });
    expect(register.projectName).toBe(PROJECT.projectName);
    expect(register.submittals.map((s) => `${s.section} ${s.ref} ${s.specifications}`)).toEqual([
      "05 52 00 1.2.A Product Data: For each type of railing and fastener.",
      "05 52 00 1.2.B Shop Drawings: Show railing layout, post spacing and anchorage.",
      "09 91 23 1.3.A Product Data: For each type of paint, including VOC content.",
      "09 91 23 1.3.B Samples for Verification: For each paint color and sheen.",
      "09 91 23 1.3.C Product List: For each paint system.",
      "21 13 13 1.4.A Product Data: For each type of sprinkler head.",
    ]);
    // The revised paragraph is read by the rules, as a scan of the book would read it.
    expect(register.submittals[1]).toMatchObject({ submittalType: "Shop Drawings", category: "action" });
    expect(comparison.sections.map((s) => [s.section, s.kind, s.instruction])).toEqual([
      ["05 52 00", "changed", undefined],
      ["08 71 00", "deleted-by-addendum", "1. Delete Section 08 71 00 in its entirety."],
      ["09 91 23", "replaced", "1. Replace Section 09 91 23 with the attached."],
      ["21 13 13", "added", "1. Add Section 21 13 13, attached."],
    ]);
    expect(comparison.items.map((c) => `${c.kind} ${c.section} ${c.old?.ref ?? "-"} ${c.new?.ref ?? "-"}`)).toEqual([
      "unchanged 05 52 00 1.2.A 1.2.A",
      "changed 05 52 00 1.2.B 1.2.B",
      "removed 05 52 00 1.2.D -",
      "removed 08 71 00 1.2.A -",
      "removed 08 71 00 1.2.B -",
      "unchanged 09 91 23 1.3.A 1.3.A",
      "changed 09 91 23 1.3.B 1.3.B",
      "added 09 91 23 - 1.3.C",
      "added 21 13 13 - 1.4.A",
    ]);
    expect(comparison.warnings).toEqual([]);
    expect(comparison.attached).toEqual([]);
  });

  it("says so when it deletes a section the register does not hold", () => {
    const text = "Item 1\n  1. Delete Section 23 05 94 in its entirety.";
    const { register, comparison } = applyAddendum(PROJECT, { register: { submittals: [] }, text });
    expect(register.submittals).toEqual(PROJECT.submittals);
    expect(comparison.warnings).toEqual([
      "Section 23 05 94 is deleted by the addendum but is not in the register; nothing was removed.",
    ]);
  });

  it("adds a paragraph in ref order, read by the rules, and skips one that asks for nothing", () => {
    const text = [
      "Section 05 52 00",
      "1. Add paragraph 1.2.C as follows: Delegated-Design Submittal: For railings, signed by the engineer.",
      "2. Add paragraph 2.1.E as follows: Fabricate railings from steel tubing of the sizes shown.",
    ].join("\n");
    const { register, comparison } = applyAddendum(PROJECT, { register: { submittals: [] }, text });
    expect(register.submittals.slice(0, 4).map((s) => s.ref)).toEqual(["1.2.A", "1.2.B", "1.2.C", "1.2.D"]);
    expect(register.submittals[2]!.description).toMatch(/^Delegated-Design Submittal/);
    expect(comparison.counts).toMatchObject({ added: 1, removed: 0 });
    expect(comparison.warnings).toEqual([
      "Paragraph 2.1.E added to Section 05 52 00 asks for no submittal; nothing was added.",
    ]);
  });

  describe("a section attached without an instruction", () => {
    // The addendum deletes the door hardware and replaces the painting; it also carries the sprinkler section, which
    // the book does not hold and no instruction names.
    const text = `Item 1
  1. Delete Section 08 71 00 in its entirety.
  2. Replace Section 09 91 23 with the attached.`;

    it("is listed apart, not added, and the instructed sections are applied as usual", () => {
      const { register, comparison } = applyAddendum(PROJECT, { register: ATTACHED, text });
      expect(register.submittals.some((s) => s.section === "21 13 13")).toBe(false);
      expect(comparison.sections.map((s) => [s.section, s.kind])).toEqual([
        ["05 52 00", "unchanged"],
        ["08 71 00", "deleted-by-addendum"],
        ["09 91 23", "replaced"],
      ]);
      expect(comparison.attached).toEqual([
        {
          section: "21 13 13",
          division: "21 - Fire Suppression",
          items: [ATTACHED.submittals[3]],
          added: false,
        },
      ]);
      expect(comparison.warnings).toEqual([]);
    });

    it("is added as a new section when asked, named as attached without an instruction", () => {
      const { register, comparison } = applyAddendum(PROJECT, { register: ATTACHED, text }, { addAttached: true });
      expect(register.submittals.filter((s) => s.section === "21 13 13")).toEqual([ATTACHED.submittals[3]]);
      expect(comparison.sections.at(-1)).toMatchObject({
        section: "21 13 13",
        kind: "added",
        instruction: ATTACHED_NOT_INSTRUCTED,
      });
      expect(comparison.attached?.map((a) => [a.section, a.added])).toEqual([["21 13 13", true]]);
    });

    it("is a new issue of the section when the register already holds it: compared item by item", () => {
      const { register, comparison } = applyAddendum(PROJECT, { register: ATTACHED, text: "" });
      expect(comparison.sections.map((s) => [s.section, s.kind])).toEqual([
        ["05 52 00", "unchanged"],
        ["08 71 00", "unchanged"],
        ["09 91 23", "changed"],
      ]);
      expect(comparison.counts).toMatchObject({ changed: 1, added: 1, removed: 0 });
      expect(register.submittals.filter((s) => s.section === "09 91 23")).toHaveLength(3);
      expect(comparison.attached?.map((a) => a.section)).toEqual(["21 13 13"]);
    });

    it("brings the deliverables a group heading lists, not the heading", () => {
      const heading: Submittal = {
        ...item("21 13 13", "1.5.B", "Quality Control Submittals"),
        label: "Quality Control Submittals",
        specifications: [
          "Quality Control Submittals",
          "1. Hydrostatic test reports: For each piping system.",
          "2. Welding certificates.",
          "3. Field quality-control reports.",
        ].join("\n"),
        items: [
          "Hydrostatic test reports: For each piping system.",
          "Welding certificates.",
          "Field quality-control reports.",
        ],
        category: "informational",
      };
      const { comparison } = applyAddendum(PROJECT, { register: { submittals: [heading] }, text });
      const brought = comparison.attached![0]!.items;
      expect(brought.map((s) => [s.ref, s.description])).toEqual([
        ["1.5.B.1", "Hydrostatic test reports: For each piping system"],
        ["1.5.B.2", "Welding certificates"],
        ["1.5.B.3", "Field quality-control reports"],
      ]);
      expect(brought.every((s) => s.category === "informational" && s.section === "21 13 13")).toBe(true);
    });
  });
});

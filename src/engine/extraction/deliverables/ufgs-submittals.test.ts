import { describe, expect, it } from "vitest";
import type { Article } from "../outline/outline-types";
import type { SpecLine } from "../lines/spec-line";
import { readUfgsList } from "./ufgs-submittals";

const context = { section: "05 50 13", division: "05 - Metals", title: "MISCELLANEOUS METAL FABRICATIONS" };

/**
 * Lines of a UFGS list: headings at 72 pt, items indented to 93 pt (`true`), notes under them to 114 pt (`"note"`),
 * each item after a blank line unless it wraps.
 */
function article(rows: Array<[text: string, indent: boolean | "note", gapBefore: boolean]>): Article {
  const introLines: SpecLine[] = rows.map(([text, indent, gapBefore], i) => ({
    text,
    page: 3,
    x: indent === "note" ? 114 : indent ? 93 : 72,
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

  it("runs an entry the margin stopped on into its next line, and reads a wrapped note under an entry as its note", () => {
    const items = readUfgsList(
      article([
        ["SD-01 Preconstruction Submittals", false, true],
        ["List of Contractor's Personnel; G", true, true],
        ["For Division 1 approved submittals, combine them into one single Pre-Construction", true, true],
        ["Submittal Package, annotated with its SD type.", true, false],
        ["Special Inspections Agency's Written NDT Practices with method and evidence of", true, true],
        ["regular equipment calibration where applicable", true, false],
        ["Special Inspections Project Manual; G", true, true],
      ]),
      context,
    );
    expect(items.map((item) => item.description)).toEqual([
      "List of Contractor's Personnel",
      "Special Inspections Agency's Written NDT Practices with method and evidence of regular equipment calibration where applicable",
      "Special Inspections Project Manual",
    ]);
    expect(items[0]!.specifications).toContain("combine them into one single Pre-Construction Submittal Package");
  });

  it("keeps an entry that carries its classification an entry when OCR sets it deeper than the one above", () => {
    const items = readUfgsList(
      article([
        ["SD-02 Shop Drawings", false, true],
        ["Fabrication Drawings; G", true, true],
        ["Iron and Steel Hardware; G", "note", true],
        ["Steel Shapes, Plates, Bars and Strips; G", "note", true],
      ]),
      context,
    );
    expect(items.map((item) => [item.ref, item.description])).toEqual([
      ["1.3:SD-02:1", "Fabrication Drawings"],
      ["1.3:SD-02:2", "Iron and Steel Hardware"],
      ["1.3:SD-02:3", "Steel Shapes, Plates, Bars and Strips"],
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

  describe("notes under an item", () => {
    const railings = (note: Array<[string, boolean | "note", boolean]>) =>
      readUfgsList(
        article([
          ["SD-02 Shop Drawings", false, true],
          ["Railing Assemblies; G", true, true],
          ...note,
          ["Wall Brackets; G", true, true],
          ["Anchor Layout; G, AE", true, true],
          ["SD-03 Product Data", false, true],
          ["Finish Coatings", true, true],
        ]),
        context,
      );
    const summary = (items: ReturnType<typeof railings>) => items.map((item) => [item.ref, item.description]);
    const withoutNote = summary(railings([]));

    it("keeps a two-line note set deeper than the items as the details of the item above it", () => {
      const items = railings([
        ["Give plan views and elevations of each run, post spacing, metal thicknesses", "note", false],
        ["and the welds at every joint", "note", false],
      ]);
      expect(summary(items)).toEqual(withoutNote);
      expect(items[0]!.specifications).toContain(
        "Give plan views and elevations of each run, post spacing, metal thicknesses and the welds at every joint",
      );
      expect(items[1]!.specifications).not.toContain("welds");
    });

    it("ends a deeper note without a period where the next item starts at the items' indentation", () => {
      const items = readUfgsList(
        article([
          ["SD-02 Shop Drawings", false, true],
          ["Railing Assemblies; G", true, true],
          ["Give plan views and elevations of each run", "note", false],
          ["Wall Brackets; G", true, false],
        ]),
        context,
      );
      expect(summary(items)).toEqual([
        ["1.3:SD-02:1", "Railing Assemblies"],
        ["1.3:SD-02:2", "Wall Brackets"],
      ]);
    });

    it("reads a note set at the items' own indentation by its sentence: an instruction, then its next line", () => {
      const items = railings([
        ["Show elevations, sections, anchorage to the structure, hardware", true, true],
        ["And Finish Of Each Assembly", true, false],
      ]);
      expect(summary(items)).toEqual(withoutNote);
      expect(items[0]!.sourceText).toBe(
        "Railing Assemblies; G\nShow elevations, sections, anchorage to the structure, hardware And Finish Of Each Assembly",
      );
    });

    it("tells a note that ends in a period from an item name", () => {
      const items = railings([["Posts are to be drawn at full size with their base plates.", true, true]]);
      expect(summary(items)).toEqual(withoutNote);
      expect(items[0]!.specifications).toContain("Posts are to be drawn at full size with their base plates.");
      // A title-case name is an item even when the typist ended it with a period.
      expect(summary(railings([["Base Plates and Anchor Bolts.", true, true]]))).toEqual([
        ["1.3:SD-02:1", "Railing Assemblies"],
        ["1.3:SD-02:2", "Base Plates and Anchor Bolts."],
        ["1.3:SD-02:3", "Wall Brackets"],
        ["1.3:SD-02:4", "Anchor Layout"],
        ["1.3:SD-03:1", "Finish Coatings"],
      ]);
    });

    it("numbers the items after a note as if the note were not there", () => {
      const items = railings([
        ["Include one sheet for each railing type.", "note", true],
        ["Mark field welds apart from shop welds", "note", false],
        ["on every sheet", "note", false],
      ]);
      expect(summary(items)).toEqual([
        ["1.3:SD-02:1", "Railing Assemblies"],
        ["1.3:SD-02:2", "Wall Brackets"],
        ["1.3:SD-02:3", "Anchor Layout"],
        ["1.3:SD-03:1", "Finish Coatings"],
      ]);
      expect(items[2]!.specifications).toContain("Classification: G, AE");
    });

    it("reads a note without indentation (text without it) by its sentence", () => {
      const flat = readUfgsList(
        article([
          ["SD-02 Shop Drawings", false, true],
          ["Railing Assemblies; G", false, true],
          ["Indicate the size and spacing of every post and the anchors,", false, true],
          ["with their embedment depth.", false, false],
          ["Wall Brackets; G", false, true],
        ]),
        context,
      );
      expect(summary(flat)).toEqual([
        ["1.3:SD-02:1", "Railing Assemblies"],
        ["1.3:SD-02:2", "Wall Brackets"],
      ]);
    });
  });
});

import { describe, expect, it } from "vitest";
import { extractSectionSubmittals } from "../extraction/extract-section-submittals";
import { parseSectionNumber } from "../extraction/sections/section-number";
import { specLines } from "../../../tests/fixtures/engine/spec-text";
import { isGroupHeading, readGroupHeadings } from "./group-headings";

/** A sprinkler section whose informational submittals put three deliverables under one heading. */
const SPRINKLERS = `PART 1 - GENERAL
1.5 INFORMATIONAL SUBMITTALS
A. Qualification Data: For the installer.
B. Quality Control Submittals:
  1. Hydrostatic test reports: For each piping system.
  2. Welding certificates: Signed by the welder.
  3. Field quality-control reports.
C. Fire-Hydrant Flow Test Report.
PART 2 - PRODUCTS
2.1 PIPING
A. Steel pipe: ASTM A53.`;

const read = () =>
  extractSectionSubmittals({
    number: parseSectionNumber("21 13 13"),
    title: "WET-PIPE SPRINKLER SYSTEMS",
    lines: specLines(SPRINKLERS),
    numberSource: "heading",
  });

describe("group headings", () => {
  it("are items of the section rules, with their deliverables listed under them", () => {
    // What the rules make of a section today: the heading is one item. This is what the addendum path reads anew.
    const heading = read().find((s) => s.ref === "1.5.B")!;
    expect(heading.description).toBe("Quality Control Submittals");
    expect(heading.items).toHaveLength(3);
    expect(isGroupHeading(heading)).toBe(true);
  });

  it("read as the three deliverables they list, each typed by its own words and kept in the heading's place", () => {
    const items = readGroupHeadings(read());
    expect(items.map((s) => [s.ref, s.description, s.submittalType])).toEqual([
      ["1.5.A", "Qualification Data: For the installer", "Qualification Data"],
      ["1.5.B.1", "Hydrostatic test reports: For each piping system", "Test Reports"],
      ["1.5.B.2", "Welding certificates: Signed by the welder", "Certificates"],
      ["1.5.B.3", "Field quality-control reports", "Field Reports"],
      ["1.5.C", "Fire-Hydrant Flow Test Report", "Test Reports"],
    ]);
    const heading = read().find((s) => s.ref === "1.5.B")!;
    for (const part of items.slice(1, 4)) {
      expect(part).toMatchObject({ page: heading.page, section: "21 13 13", category: "informational" });
      expect(part.specifications).toMatch(/^Quality Control Submittals:\n/);
      expect(part.items).toBeUndefined();
    }
  });

  it("leave a labelled deliverable with its own list, and a lead-in that asks, alone", () => {
    const qualifications = read().find((s) => s.ref === "1.5.A")!;
    const listed = { ...qualifications, items: ["Twelve inches square.", "Each finish."] };
    expect(isGroupHeading(listed)).toBe(false);
    expect(readGroupHeadings([listed])).toEqual([listed]);
    const leadIn = {
      ...listed,
      label: undefined,
      description: "Submit the following submittals",
      specifications: "Submit the following submittals:\n1. Twelve inches square.\n2. Each finish.",
    };
    expect(isGroupHeading(leadIn)).toBe(false);
  });
});

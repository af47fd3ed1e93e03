import { describe, expect, it } from "vitest";
import { SectionSegmenter } from "./segment-sections";
import { findSectionNumbers } from "./section-number";
import { specLines } from "../../../../tests/fixtures/engine/spec-text";

/** `running`: running lines, as text alone or with the page they were dropped from. */
function segment(text: string, fileName = "", running: Array<string | { text: string; page: number }> = []) {
  const segmenter = new SectionSegmenter(findSectionNumbers(fileName));
  for (const r of running) {
    if (typeof r === "string") segmenter.noteRunningLine(r);
    else segmenter.noteRunningLine(r.text, r.page);
  }
  for (const line of specLines(text)) segmenter.push(line);
  return segmenter.finish().map((s) => ({
    number: s.number?.formatted ?? null,
    title: s.title,
    source: s.numberSource,
    lines: s.lines.length,
  }));
}

describe("SectionSegmenter", () => {
  it("recognises the common heading forms and ends", () => {
    expect(
      segment(`SECTION 033000 - CAST-IN-PLACE CONCRETE
PART 1 - GENERAL
END OF SECTION
Section 23 05 13
COMMON MOTOR REQUIREMENTS
PART 1 - GENERAL
-- End of Section --
SECTION 12 2413
ROLLER WINDOW SHADES
PART 1 - GENERAL
SECTION 03300 - CONCRETE
PART 1 - GENERAL
SECTION 099123 - Interior Painting
PART 1 - GENERAL
END OF SECTION
07 92 00 JOINT SEALANTS
PART 1 - GENERAL`),
    ).toEqual([
      { number: "03 30 00", title: "CAST-IN-PLACE CONCRETE", source: "heading", lines: 1 },
      { number: "23 05 13", title: "COMMON MOTOR REQUIREMENTS", source: "heading", lines: 1 },
      { number: "12 24 13", title: "ROLLER WINDOW SHADES", source: "heading", lines: 1 },
      { number: "03300", title: "CONCRETE", source: "heading", lines: 1 },
      { number: "09 91 23", title: "Interior Painting", source: "heading", lines: 1 },
      { number: "07 92 00", title: "JOINT SEALANTS", source: "heading", lines: 1 },
    ]);
  });

  it("reads title-case headings without a dash where a section can start, not references wrapped onto a line", () => {
    expect(
      segment(`Section 033000 Cast-in-Place Concrete
PART 1 - GENERAL
A. Formwork is specified in
Section 031000 Concrete Forming
and reinforcement in another section, as required by
specification section 270010 and
section 270010
<<page>>
Section 042000 Unit Masonry
PART 1 - GENERAL
DIVISION 09 – SECTION 09 91 23 – INTERIOR PAINTING
PART 1 - GENERAL
SPECIFICATION SECTION 09 96 00 - HIGH-PERFORMANCE COATINGS
PART 1 - GENERAL`),
    ).toEqual([
      { number: "03 30 00", title: "Cast-in-Place Concrete", source: "heading", lines: 6 },
      { number: "04 20 00", title: "Unit Masonry", source: "heading", lines: 1 },
      { number: "09 91 23", title: "INTERIOR PAINTING", source: "heading", lines: 1 },
      { number: "09 96 00", title: "HIGH-PERFORMANCE COATINGS", source: "heading", lines: 1 },
    ]);
  });

  it("keeps a reference in capitals wrapped to the start of a line, ending in a colon, inside its section", () => {
    expect(
      segment(`SECTION 05 52 00
METAL RAILINGS
PART 1   GENERAL
1.3   SUBMITTALS
Government approval is required for submittals with a "G" classification.  Submit the following in accordance with
Section 01 33 00 SUBMITTAL PROCEDURES:
SD-02 Shop Drawings
Fabrication Drawings; G`),
    ).toEqual([{ number: "05 52 00", title: "METAL RAILINGS", source: "heading", lines: 6 }]);
  });

  it("reads a title set over two lines, under the number or wrapped on the heading, not the text after it", () => {
    expect(
      segment(`SECTION 26 05 19
LOW-VOLTAGE ELECTRICAL POWER
CONDUCTORS AND CABLES
PART 1 - GENERAL
END OF SECTION
SECTION 09 91 23
INTERIOR PAINTING

SPEC WRITER NOTE: DELETE WHAT DOES NOT APPLY.
PART 1 - GENERAL
END OF SECTION
SECTION 10 44 16
FIRE EXTINGUISHERS
1.1 SUMMARY
SECTION 26 05 26 - GROUNDING AND BONDING FOR
ELECTRICAL SYSTEMS
PART 1 - GENERAL
SECTION 26 05 33 - RACEWAYS AND BOXES
FOR ELECTRICAL SYSTEMS
PART 1 - GENERAL
SECTION 26 05 43 - UNDERGROUND DUCTS
DIVISION 26 ELECTRICAL
PART 1 - GENERAL`),
    ).toEqual([
      { number: "26 05 19", title: "LOW-VOLTAGE ELECTRICAL POWER CONDUCTORS AND CABLES", source: "heading", lines: 1 },
      { number: "09 91 23", title: "INTERIOR PAINTING", source: "heading", lines: 2 },
      { number: "10 44 16", title: "FIRE EXTINGUISHERS", source: "heading", lines: 1 },
      { number: "26 05 26", title: "GROUNDING AND BONDING FOR ELECTRICAL SYSTEMS", source: "heading", lines: 1 },
      { number: "26 05 33", title: "RACEWAYS AND BOXES FOR ELECTRICAL SYSTEMS", source: "heading", lines: 1 },
      { number: "26 05 43", title: "UNDERGROUND DUCTS", source: "heading", lines: 2 },
    ]);
  });

  it("closes a section on the letter-spaced end mark of federal masters and on END OF DOCUMENT", () => {
    expect(
      segment(`SECTION 09 51 00
ACOUSTICAL CEILINGS
PART 1 - GENERAL
A. Replace damaged units.
- - - E N D - - -
Text between sections.
DOCUMENT 00 31 00 - AVAILABLE PROJECT INFORMATION
PART 1 - GENERAL
END OF DOCUMENT
More text between sections.`),
    ).toEqual([
      { number: "09 51 00", title: "ACOUSTICAL CEILINGS", source: "heading", lines: 2 },
      { number: "00 31 00", title: "AVAILABLE PROJECT INFORMATION", source: "heading", lines: 1 },
    ]);
  });

  it("does not open sections on references or table-of-contents lines", () => {
    expect(
      segment(`TABLE OF CONTENTS
SECTION 03 30 00 CAST-IN-PLACE CONCRETE ........................ 12
1.4. SUBMITTALS ................................................ 1
SECTION 05 50 00 - METAL FABRICATIONS
PART 1 - GENERAL
1.2 SUMMARY
A. Related Requirements:
Section 031000 "Concrete Forming and Accessories" for form-facing materials.
END OF SECTION`),
    ).toEqual([{ number: "05 50 00", title: "METAL FABRICATIONS", source: "heading", lines: 4 }]);
  });

  it("ignores a repeated heading of the open section (running header left on the page)", () => {
    expect(
      segment(
        "SECTION 08 11 13 - HOLLOW METAL DOORS\nPART 1 - GENERAL\nSECTION 08 11 13 - HOLLOW METAL DOORS\n1.1 SUMMARY",
      ),
    ).toHaveLength(1);
  });

  it("takes the number of a section without a heading from running headers, then the file name", () => {
    expect(
      segment("PART 1 - GENERAL\n1.01 GENERAL REQUIREMENTS", "", ["DIVISION 33 UTILITIES 33 10 00 WATER UTILITIES"]),
    ).toEqual([{ number: "33 10 00", title: "WATER UTILITIES", source: "running-header", lines: 2 }]);
    expect(segment("PART 1 - GENERAL\n1.01 SCOPE", "33-10-00 water utilities.pdf")[0]).toMatchObject({
      number: "33 10 00",
      source: "file-name",
    });
    expect(segment("PART 1 - GENERAL\n1.01 SCOPE", "water utilities.pdf")[0]).toMatchObject({
      number: null,
      source: "none",
    });
    expect(segment("PART 1 - GENERAL\n1.01 SCOPE", "224700 Drinking Fountains.pdf")[0]).toMatchObject({
      number: "22 47 00",
      source: "file-name",
    });
  });

  it("numbers a headless section from the header's 'Section' number, not a project number that reads like one", () => {
    const running = [
      "Lakeshore Public Works Yard Section 08 71 00",
      "Project No. 4471-22 DOOR HARDWARE",
      "Lakeshore Public Works Yard Section 08 71 00",
      "Project No. 4471-22 DOOR HARDWARE",
    ];
    const [section] = segment("Part 1 General\n1.1 SUMMARY\n.1 Door hardware.", "", running);
    expect(section).toMatchObject({ number: "08 71 00", source: "running-header" });
  });

  it("takes a title-case title from the line under a bare heading", () => {
    const [section] = segment("Section 09 91 23\nInterior Painting\nPart 1 General\n1.1 Summary");
    expect(section).toMatchObject({ number: "09 91 23", title: "Interior Painting", lines: 2 });
  });

  it("ends a title under the number at its page: the next page's 'INDEX' over the section's contents is not in it", () => {
    const [section] = segment(
      "SECTION 230932\nAIR OUTLETS AND INLETS\n<<page>>\nINDEX\nPAGE\nPART 1. - GENERAL\n1.1. QUALITY ASSURANCE",
    );
    expect(section).toMatchObject({ number: "23 09 32", title: "AIR OUTLETS AND INLETS" });
    const [sameLine] = segment("SECTION 23 09 70 - CONTROL SYSTEMS\nINDEX\nPART 1 - GENERAL\n1.1 SUMMARY");
    expect(sameLine).toMatchObject({ number: "23 09 70", title: "CONTROL SYSTEMS" });
  });

  it("reads a table of contents without dot leaders as a list, not as the first section", () => {
    expect(
      segment(`TABLE OF CONTENTS
DIVISION 9 - FINISHES
09900 PAINTING
09910 WALLCOVERING
DIVISION 15 - MECHANICAL
15400 PLUMBING PIPING
SECTION 09900 - PAINTING
PART 1 - GENERAL
1.01 SUBMITTALS
END OF SECTION
15400 PLUMBING PIPING
PART 1 - GENERAL
1.03 SUBMITTALS`),
    ).toEqual([
      { number: "09900", title: "PAINTING", source: "heading", lines: 2 },
      { number: "15400", title: "PLUMBING PIPING", source: "heading", lines: 2 },
    ]);
  });

  it("keeps bare-numbered sections whose text starts with an article rather than PART 1", () => {
    expect(
      segment(`09900 PAINTING
1.01 SUBMITTALS
A. Product Data: For each paint system.
SECTION 09910 - WALLCOVERING
1.01 SUBMITTALS`),
    ).toEqual([
      { number: "09900", title: "PAINTING", source: "heading", lines: 2 },
      { number: "09910", title: "WALLCOVERING", source: "heading", lines: 1 },
    ]);
  });

  it("opens a section without a heading on a part named only by its word, as a markdown export prints it", () => {
    const sections = segment(
      `title: Lighting Controls
## General
1. SUBMITTALS
   1. Product Data:`,
      "260943.pdf",
    );
    expect(sections).toEqual([{ number: "26 09 43", title: "", source: "file-name", lines: 3 }]);
  });
});

describe("SectionSegmenter on text without a section heading or parts", () => {
  it("opens a section at a capitalised article one ('1. TITLE') but not at a numbered sentence", () => {
    expect(segment("1. The scope is described below.\n.1 Supply all labour.")).toEqual([]);
    const [only] = segment(
      "Cover note\n1. SCOPE OF WORK\n.1 Supply all labour.\n2. SUBMITTALS\n.1 Submit shop drawings.",
    );
    expect(only).toMatchObject({ number: null, lines: 4 });
  });

  it("titles a section without a heading by the line in capitals above it, which also gives its division", () => {
    const [only] = segment(
      "Schedule 18 (Technical Requirements)\nATTACHMENT E2 – BASIC PLUMBING REQUIREMENTS\n1. GENERAL\n.1 Submit shop drawings.",
    );
    expect(only).toMatchObject({ number: null, title: "ATTACHMENT E2 – BASIC PLUMBING REQUIREMENTS" });
  });
});

describe("SectionSegmenter on older four-digit section numbers", () => {
  it("opens 'SECTION 0810 TITLE' in capitals, but not a year or a reference in a sentence", () => {
    expect(segment("SECTION 0810 HOLLOW METAL DOORS AND FRAMES\nPART 1 - GENERAL\n1.01 SCOPE")).toEqual([
      { number: "0810", title: "HOLLOW METAL DOORS AND FRAMES", source: "heading", lines: 2 },
    ]);
    expect(segment("SECTION 2021 UPDATES\nSection 0810 applies to all doors.")).toEqual([]);
  });
});

describe("SectionSegmenter on federal numbers with an agency code", () => {
  it("files a heading's section under the whole number, level and agency code included", () => {
    expect(
      segment(`SECTION 22 33 30.00 10
ROOFTOP WATER HEATERS
08/19
PART 1 GENERAL
1.2 SUBMITTALS
END OF SECTION
SECTION 26 20 00.00 40 - BUILDING POWER DISTRIBUTION
PART 1 GENERAL
SECTION 26 20 00.00 20
BUILDING POWER DISTRIBUTION
PART 1 GENERAL`),
    ).toEqual([
      { number: "22 33 30.00 10", title: "ROOFTOP WATER HEATERS", source: "heading", lines: 3 },
      { number: "26 20 00.00 40", title: "BUILDING POWER DISTRIBUTION", source: "heading", lines: 1 },
      { number: "26 20 00.00 20", title: "BUILDING POWER DISTRIBUTION", source: "heading", lines: 1 },
    ]);
  });

  it("numbers a headless section from a footer that prints the whole number before the page", () => {
    const running = ["SECTION 23 09 23.13 20 Page 4", "SECTION 23 09 23.13 20 Page 5"];
    expect(segment("PART 1 GENERAL\n1.1 SUMMARY", "", running)[0]).toMatchObject({
      number: "23 09 23.13 20",
      source: "running-header",
    });
  });
});

describe("SectionSegmenter on cross-references that look like headings", () => {
  it("keeps a reference wrapped to the start of a line inside its section", () => {
    expect(
      segment(`SECTION 23 21 13
HOT WATER PIPING
PART 1 GENERAL
1.2 SUBMITTALS
Submit pipe schedules and valve lists in accordance with
Section 01 33 00 SUBMITTAL PROCEDURES.
Weld procedures shall meet the requirements stated in
Section 05 05 23 WELDING
for pressure piping.
END OF SECTION`),
    ).toEqual([{ number: "23 21 13", title: "HOT WATER PIPING", source: "heading", lines: 7 }]);
  });

  it("keeps a list of related sections in capitals, and references saying 'see' or 'specified in', in the section", () => {
    expect(
      segment(`SECTION 26 24 16
SWITCHBOARDS
PART 1 GENERAL
1.1 SUMMARY
A. Switchboards for the new wing.
1.2 RELATED SECTIONS
Section 26 05 00 COMMON ELECTRICAL WORK
Section 26 05 19 POWER CABLES
Section 26 28 13 FUSES
1.3 SUBMITTALS
Section 26 05 26 GROUNDING, see Part 3
Section 26 05 33 RACEWAYS as specified in Division 26
Shop drawings of each switchboard.`),
    ).toEqual([{ number: "26 24 16", title: "SWITCHBOARDS", source: "heading", lines: 11 }]);
  });

  it("keeps a reference on its own line, followed by its quoted title, in the section", () => {
    expect(
      segment(`SECTION 05 50 00 - METAL FABRICATIONS
PART 1 - GENERAL
2.6 SHOP PRIMER
A. Prime with a primer that suits the finish of
Section 099113 "Exterior Painting" or
Section 099600
"High-Performance Coatings."
B. Leave galvanized items unprimed.`),
    ).toEqual([{ number: "05 50 00", title: "METAL FABRICATIONS", source: "heading", lines: 7 }]);
  });

  it("opens the next section on a heading followed by its title and first part, even after an open sentence", () => {
    expect(
      segment(`SECTION 23 07 00
DUCT INSULATION
PART 1 - GENERAL
Schedule attached, Rev. 2,
SECTION 23 08 00
COMMISSIONING OF HVAC
08/19

INDEX
PAGE
PART 1 - GENERAL
1.1 SUMMARY
SECTION 23 09 00 - HVAC CONTROLS
1.01 SECTION INCLUDES`),
    ).toEqual([
      { number: "23 07 00", title: "DUCT INSULATION", source: "heading", lines: 2 },
      { number: "23 08 00", title: "COMMISSIONING OF HVAC", source: "heading", lines: 5 },
      { number: "23 09 00", title: "HVAC CONTROLS", source: "heading", lines: 1 },
    ]);
  });

  it("opens a section mid-page when the page's running line names its number, unless its text named it first", () => {
    const text = `SECTION 08 31 13 - ACCESS DOORS
PART 1 - GENERAL
A. Frames to suit the board of Section 09 29 00.
<<page>>
B. Install doors plumb.
SECTION 09 29 00 - GYPSUM BOARD
A. Board to suit the frames.
SECTION 08 71 00 - DOOR HARDWARE
A. Hardware sets as scheduled.`;
    const running = [{ text: "DOOR HARDWARE 08 71 00 - 1 GYPSUM BOARD 09 29 00 - 4", page: 2 }];
    expect(segment(text, "", running)).toEqual([
      { number: "08 31 13", title: "ACCESS DOORS", source: "heading", lines: 5 },
      { number: "08 71 00", title: "DOOR HARDWARE", source: "heading", lines: 1 },
    ]);
  });

  it("opens a section after the end of the last one even when its text does not start with PART 1", () => {
    expect(
      segment(`SECTION 09 91 23 - INTERIOR PAINTING
PART 1 - GENERAL
END OF SECTION
SECTION 09 96 00 - HIGH-PERFORMANCE COATINGS
NOTE TO THE WRITER: EDIT THE LIST BELOW.
Coatings for wet rooms.`),
    ).toEqual([
      { number: "09 91 23", title: "INTERIOR PAINTING", source: "heading", lines: 1 },
      { number: "09 96 00", title: "HIGH-PERFORMANCE COATINGS", source: "heading", lines: 2 },
    ]);
  });
});

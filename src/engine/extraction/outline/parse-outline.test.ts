import { describe, expect, it } from "vitest";
import { parseOutline } from "./parse-outline";
import { specLines } from "../../../../tests/fixtures/engine/spec-text";

describe("parseOutline", () => {
  it("reads an article whose number and title sit on separate lines, with tokens on their own lines", () => {
    const { articles } = parseOutline(
      specLines(`PART 1 - GENERAL
1.4
ACTION SUBMITTALS
A.
Product Data: For each type of product.
1.
Include construction details.
B.
Shop Drawings: Show layout.`),
    );
    expect(articles).toHaveLength(1);
    expect(articles[0]).toMatchObject({ number: "1.4", title: "ACTION SUBMITTALS", part: 1 });
    const [a, b] = articles[0]!.paragraphs;
    expect(a).toMatchObject({ ref: "1.4.A", text: "Product Data: For each type of product." });
    expect(a!.children[0]).toMatchObject({ ref: "1.4.A.1", text: "Include construction details." });
    expect(b).toMatchObject({ ref: "1.4.B", text: "Shop Drawings: Show layout." });
  });

  it("keeps a paragraph the book lettered like the one before as a paragraph of its own", () => {
    const { articles } = parseOutline(
      specLines(`PART 1 - GENERAL
1.4
INFORMATIONAL SUBMITTALS
A.
Supplier List: List the firm proposed for each part of the work, with:
1.
Name and address of the firm.
2.
Sections it covers.
A.
Site Staff: Within 10 days of starting work, submit a list of the staff on site.
B.
Meeting Minutes: Submit within 3 days of each meeting.`),
    );
    expect(articles[0]!.paragraphs.map((p) => `${p.ref} ${p.text.split(":")[0]}`)).toEqual([
      "1.4.A Supplier List",
      "1.4.A Site Staff",
      "1.4.B Meeting Minutes",
    ]);
    expect(articles[0]!.paragraphs[0]!.children.at(-1)!.text).toBe("Sections it covers.");
  });

  it("reads a repeated letter inside a sentence as text", () => {
    const { articles } = parseOutline(
      specLines(`PART 1 - GENERAL
1.4 SUBMITTALS
A. Product Data: Submit data for the pumps listed in Schedule
A. of the Drawings.
B. Samples: Submit two.`),
    );
    expect(articles[0]!.paragraphs.map((p) => p.ref)).toEqual(["1.4.A", "1.4.B"]);
  });

  it("splits a run-in heading into title and text", () => {
    const { articles } = parseOutline(
      specLines(
        "PART 1 - GENERAL\n1.03 SUBMITTALS: Refer to Section 01 33 00 for procedures.\nA. Samples: Submit two.",
      ),
    );
    expect(articles[0]).toMatchObject({
      number: "1.03",
      title: "SUBMITTALS",
      runIn: "Refer to Section 01 33 00 for procedures.",
    });
    expect(articles[0]!.paragraphs[0]!.ref).toBe("1.03.A");
  });

  it("numbers paragraphs of an article without letters by their order", () => {
    const { articles } = parseOutline(
      specLines(`PART 1. - GENERAL
1.4. SUBMITTALS

Product Data: For each type of product indicated.

Shop Drawings: Indicate installation details
in ductwork and other construction.`),
    );
    expect(articles[0]!.paragraphs.map((p) => p.ref)).toEqual(["1.4[1]", "1.4[2]"]);
    expect(articles[0]!.paragraphs[1]!.text).toBe(
      "Shop Drawings: Indicate installation details in ductwork and other construction.",
    );
  });

  it("does not take a decimal at the start of a wrapped line for an article", () => {
    const { articles } = parseOutline(specLines("PART 1 - GENERAL\n1.2 SUMMARY\nA. Slabs shall be\n1.5 inches thick."));
    expect(articles).toHaveLength(1);
    expect(articles[0]!.paragraphs[0]!.text).toBe("Slabs shall be 1.5 inches thick.");
  });

  it("skips specifier notes between rows of asterisks and treats 1.0 headings as parts", () => {
    const { articles } = parseOutline(
      specLines(`1.0 GENERAL
1.01 DESCRIPTION
**********
NOTE: 2.1 EDIT THIS
**********
A. Work includes pumps.`),
    );
    expect(articles.map((a) => a.number)).toEqual(["1.01"]);
    expect(articles[0]!.paragraphs[0]!.text).toBe("Work includes pumps.");
  });

  it("starts an unnumbered paragraph at each bullet, with or without space between them", () => {
    const { articles } = parseOutline(
      specLines(`PART 1 - GENERAL
1.3 SUBMITTALS
• Product Data: For each type of sign.
• Shop Drawings: For signs, include plans, elevations,
and large-scale sections.
• Samples: For each exposed material and finish.`),
    );
    expect(articles[0]!.paragraphs.map((p) => `${p.ref} ${p.text}`)).toEqual([
      "1.3[1] Product Data: For each type of sign.",
      "1.3[2] Shop Drawings: For signs, include plans, elevations, and large-scale sections.",
      "1.3[3] Samples: For each exposed material and finish.",
    ]);
  });

  it("keeps bullets under a lead-in paragraph as its details", () => {
    const { articles } = parseOutline(
      specLines(`PART 1 - GENERAL
1.3 SUBMITTALS
Submit the following:
• Product data.
• Shop drawings.`),
    );
    expect(articles[0]!.paragraphs.map((p) => p.text)).toEqual(["Submit the following:"]);
    expect(articles[0]!.paragraphs[0]!.children.map((c) => c.text)).toEqual(["Product data.", "Shop drawings."]);
  });

  it("nests Canadian NMS '.1' paragraphs by indentation", () => {
    const { articles } = parseOutline(
      specLines(`Part 1 General
1.2 ACTION AND INFORMATIONAL SUBMITTALS
.1 Submit in accordance with Section 01 33 00 - Submittal Procedures.
.2 Product Data:
  .1 Submit manufacturer's instructions and data sheets.
  .2 Include VOC content.
.3 Shop Drawings:
  .1 Submit drawings stamped and signed by a professional engineer.`),
    );
    const [first, data, drawings] = articles[0]!.paragraphs;
    expect(articles[0]!.paragraphs).toHaveLength(3);
    expect(first).toMatchObject({ ref: "1.2.1", kind: "dot-number" });
    expect(data).toMatchObject({ ref: "1.2.2", text: "Product Data:" });
    expect(data!.children.map((c) => c.ref)).toEqual(["1.2.2.1", "1.2.2.2"]);
    expect(drawings!.children.map((c) => c.text)).toEqual([
      "Submit drawings stamped and signed by a professional engineer.",
    ]);
  });

  it("reads parenthesised capital letters, four-level decimals and 'ARTICLE 1.3 -' headings", () => {
    const { articles } = parseOutline(
      specLines(`PART 1 - GENERAL
ARTICLE 1.3 - SUBMITTALS
(A) Product Data: For each type of product.
(B) Samples: For each color.
   (1) Two samples.
1.4 - CLOSEOUT SUBMITTALS
1.4.1 Warranty: Sample of special warranty.
1.4.1.1 Include the manufacturer's form.
1.4.2 Maintenance Data: For finishes.`),
    );
    expect(articles.map((a) => [a.number, a.title])).toEqual([
      ["1.3", "SUBMITTALS"],
      ["1.4", "CLOSEOUT SUBMITTALS"],
    ]);
    const [submittals, closeout] = articles;
    expect(submittals!.paragraphs.map((p) => p.ref)).toEqual(["1.3.A", "1.3.B"]);
    expect(submittals!.paragraphs[1]!.children.map((c) => [c.ref, c.text])).toEqual([["1.3.B.1", "Two samples."]]);
    expect(closeout!.paragraphs.map((p) => [p.ref, p.text])).toEqual([
      ["1.4.1", "Warranty: Sample of special warranty."],
      ["1.4.2", "Maintenance Data: For finishes."],
    ]);
    expect(closeout!.paragraphs[0]!.children.map((c) => c.ref)).toEqual(["1.4.1.1"]);
  });

  it.each([
    [
      "capitals over numbered paragraphs",
      "SUBMITTALS\n1. Product Data: For each type.\n2. Samples: For each color.",
      ["1.2.1", "1.2.2"],
    ],
    [
      "title case over lettered paragraphs",
      "Submittals\nA. Product Data: For each type.\nB. Samples: For each color.",
      ["1.2.A", "1.2.B"],
    ],
    [
      "capitals between blank lines",
      "\nSUBMITTALS\n\nProduct Data: For each type.\n\nSamples: For each color.",
      ["1.2[1]", "1.2[2]"],
    ],
  ])("reads unnumbered article headings: %s", (_, article, refs) => {
    const { articles } = parseOutline(specLines(`PART 1 GENERAL\nSUMMARY\nA. Section includes base.\n${article}`));
    expect(articles.map((a) => a.title)).toEqual(["SUMMARY", article.trim().split("\n")[0]]);
    expect(articles[1]!.paragraphs.map((p) => p.ref)).toEqual(refs);
  });

  it("keeps a capitalised line indented under a paragraph as that paragraph's text", () => {
    const { articles } = parseOutline(
      specLines(`PART 1 GENERAL
1.3 SUBMITTALS
A. Shop Drawings: Include the following:
    STRUCTURAL STEEL
    1. Connections.
B. Samples: For each color.`),
    );
    expect(articles.map((a) => a.title)).toEqual(["SUBMITTALS"]);
    expect(articles[0]!.paragraphs.map((p) => p.ref)).toEqual(["1.3.A", "1.3.B"]);
  });

  it("reads a short form without PART headings from its capitalised headings over lettered lists", () => {
    const { articles } = parseOutline(
      specLines(`SPEC WRITER NOTES:
1. Delete what does not apply.
SUMMARY
A. Section includes fire extinguishers.
SUBMITTALS
A. Product Data: For each type of product.
B. Warranty: Sample of special warranty.`),
    );
    expect(articles.map((a) => [a.number, a.title])).toEqual([
      ["1.1", "SUMMARY"],
      ["1.2", "SUBMITTALS"],
    ]);
    expect(articles[1]!.paragraphs.map((p) => p.ref)).toEqual(["1.2.A", "1.2.B"]);
  });
  it("does not take an article number that wraps inside a sentence for a heading", () => {
    const { articles } = parseOutline(
      specLines(`PART 1 - GENERAL
1.2
SUBMITTALS

Staffing Plan: Within 15 days of award, submit the names of the crew as required by Article
1.6.
Work Schedule: Within 20 days of award, submit the sequence of the work.
1.3
WARRANTY`),
    );
    expect(articles.map((a) => `${a.number} ${a.title}`)).toEqual(["1.2 SUBMITTALS", "1.3 WARRANTY"]);
    expect(articles[0]!.paragraphs.map((p) => p.ref)).toEqual(["1.2[1]", "1.2[2]"]);
  });

  it("reads a label or a reference after a lone article number as a paragraph, not as the title", () => {
    const { articles } = parseOutline(
      specLines(`PART 1 - GENERAL
1.2 SUMMARY
1.3.
Refer to Section 01 33 00 for submittal procedures.
1.4.
Field Reports:
For each site visit.`),
    );
    expect(articles.map((a) => a.number)).toEqual(["1.2", "1.3", "1.4"]);
    expect(articles[1]!.title).toBe("");
    expect(articles[1]!.paragraphs[0]!.text).toBe("Refer to Section 01 33 00 for submittal procedures.");
    expect(articles[2]!.title).toBe("");
    expect(articles[2]!.paragraphs[0]!.text).toBe("Field Reports: For each site visit.");
  });

  it("splits the text under a titled decimal paragraph into unnumbered paragraphs", () => {
    const { articles } = parseOutline(
      specLines(`PART 3 - EXECUTION
3.1 INSTALLATION
3.1.4.
Anchors and Fasteners
Set anchors to the depths the manufacturer recommends.

Submit anchor pull-out test results for each anchor type.
3.1.5. Cleaning (Exposed Surfaces Only)
Clean all exposed surfaces.`),
    );
    const [anchors, cleaning] = articles[0]!.paragraphs;
    expect(anchors).toMatchObject({ ref: "3.1.4", text: "Anchors and Fasteners" });
    expect(anchors!.children.map((c) => `${c.ref} ${c.text}`)).toEqual([
      "3.1.4[1] Set anchors to the depths the manufacturer recommends.",
      "3.1.4[2] Submit anchor pull-out test results for each anchor type.",
    ]);
    expect(cleaning!.children.map((c) => c.ref)).toEqual(["3.1.5[1]"]);
  });

  it("keeps numbered items under the unnumbered lead-in they follow", () => {
    const { articles } = parseOutline(
      specLines(`PART 1 - GENERAL
1.4 SUBMITTALS
Submit the following for approval:
1. Product Data: Catalog sheets.
2. Samples: Two of each color.

Record Drawings: At completion of the work.`),
    );
    expect(articles[0]!.paragraphs.map((p) => `${p.ref} ${p.text} (${p.children.length})`)).toEqual([
      "1.4[1] Submit the following for approval: (2)",
      "1.4[2] Record Drawings: At completion of the work. (0)",
    ]);
  });
  it("reads a title-case line over a numbered list inside a numbered article as a paragraph, not a new article", () => {
    const { articles } = parseOutline(
      specLines(`PART 1 - GENERAL
1.5. SUBMITTAL REQUIREMENTS
Qualification Data: For qualified testing agency.

Field Quality-Control Reports

    1.
    Test procedures used.
    2.
    Test results that comply with requirements.

Operation and Maintenance Data: For each type of controller include a manual.
1.6. PROJECT CONDITIONS
Do not deliver during rain.`),
    );
    expect(articles.map((a) => `${a.number} ${a.title}`)).toEqual([
      "1.5 SUBMITTAL REQUIREMENTS",
      "1.6 PROJECT CONDITIONS",
    ]);
    expect(articles[0]!.paragraphs.map((p) => `${p.ref} ${p.text} (${p.children.length})`)).toEqual([
      "1.5[1] Qualification Data: For qualified testing agency. (0)",
      "1.5[2] Field Quality-Control Reports (2)",
      "1.5[3] Operation and Maintenance Data: For each type of controller include a manual. (0)",
    ]);
  });

  it("keeps numbered items that wrap at the full width at the text's edge as paragraphs of their own", () => {
    const full = `PART 1 - GENERAL
1.4 SUBMITTALS
Comply with the general requirements for submittals.
1. Product Data: Submit the manufacturer's catalog data for every product used in the
work, marked to show the model, size and options selected for this project.
2. Shop Drawings: Show the layout, the dimensions and the connections of every unit and
its supports, with the details of the anchors and of the concrete bases needed.
3. Samples: Submit two samples of each finish and color selected for exposed surfaces,
in the size the manufacturer makes for samples, labelled with the project name.`;
    expect(parseOutline(specLines(full)).articles[0]!.paragraphs.map((p) => p.ref)).toEqual([
      "1.4.1",
      "1.4.2",
      "1.4.3",
    ]);
    const indented = full.replace(/^(\d\. |work|its|in the)/gm, "   $1");
    const nested = parseOutline(specLines(indented)).articles[0]!.paragraphs;
    expect(nested.map((p) => `${p.ref} ${p.children.length}`)).toEqual(["1.4[1] 3"]);
  });

  it("nests a list numbered from 1 at a deeper indent under its item, and resumes the outer list at its own indent", () => {
    const { articles } = parseOutline(
      specLines(`## General
1. SUBMITTALS
   1. Refer to Section 01 33 00 for procedures.
   2. Pump data including:
      1. Catalog sheets.
      2. Curves.
      3. Motor ratings.
      4. Seal materials.
   3. Panel layouts.
   4. Control wiring, with:
      1. Terminal numbers.`),
    );
    const list = articles[0]!.paragraphs;
    expect(list.map((p) => [p.ref, p.children.length])).toEqual([
      ["1.1.1", 0],
      ["1.1.2", 4],
      ["1.1.3", 0],
      ["1.1.4", 1],
    ]);
    expect(list[1]!.children.map((c) => c.text)).toEqual([
      "Catalog sheets.",
      "Curves.",
      "Motor ratings.",
      "Seal materials.",
    ]);
  });

  it("gives a lead-in ending in a colon the numbered items beside it, up to the next labelled item", () => {
    const { articles } = parseOutline(
      specLines(`PART 1 - GENERAL
1.5 SUBMITTALS
   1. Refer to Section 01 33 00 for procedures.
   2. Control drawings shall show:
   3. Point lists.
   4. Sequence diagrams:
      1. One per system.
   5. Panel elevations.
   6. Warranty Letters:
   7. Start-up Reports: Signed by the installer.`),
    );
    const list = articles[0]!.paragraphs;
    expect(list.map((p) => [p.ref, p.children.map((c) => c.ref)])).toEqual([
      ["1.5.1", []],
      ["1.5.2", ["1.5.3", "1.5.4", "1.5.5"]],
      ["1.5.6", []],
      ["1.5.7", []],
    ]);
    expect(list[1]!.children[1]!.children.map((c) => c.text)).toEqual(["One per system."]);
  });

  it("keeps the numbered items after a lead-in that names no deliverable as items of their own", () => {
    const { articles } = parseOutline(
      specLines(`PART 1 - GENERAL
1.5 SUBMITTALS
   1. Submit the following:
   2. Product data for each pump.
   3. Wiring diagrams for each control panel.
   4. The following submittals are required at closeout:
   5. Spare parts lists.`),
    );
    expect(articles[0]!.paragraphs.map((p) => [p.ref, p.children.length])).toEqual([
      ["1.5.1", 0],
      ["1.5.2", 0],
      ["1.5.3", 0],
      ["1.5.4", 0],
      ["1.5.5", 0],
    ]);
  });

  it("keeps lettered paragraphs after a lead-in as paragraphs of their own", () => {
    const { articles } = parseOutline(
      specLines(`PART 1 - GENERAL
1.5 SUBMITTALS
A. Submit the following:
B. Samples of each finish.`),
    );
    expect(articles[0]!.paragraphs.map((p) => p.ref)).toEqual(["1.5.A", "1.5.B"]);
  });

  it("reads a numbered line back at the edge of the listed articles as the article's next paragraph", () => {
    const { articles } = parseOutline(
      specLines(`## General
1. Scope
   1. Work includes the pump station controls.
2. Submittals
   1. Product Data:
      1. Submit catalog sheets.
   2. Field Reports: Start-up reports.
3. Submit the spare parts list.
4. Keep caps on openings until connections are made.
5. Warranty
   1. Two years.`),
    );
    expect(articles.map((a) => a.title)).toEqual(["Scope", "Submittals", "Warranty"]);
    expect(articles[1]!.paragraphs.map((p) => [p.ref, p.text])).toEqual([
      ["1.2.1", "Product Data:"],
      ["1.2.2", "Field Reports: Start-up reports."],
      ["1.2[3]", "Submit the spare parts list."],
      ["1.2[4]", "Keep caps on openings until connections are made."],
    ]);
  });

  it("reads a bold-marked title that fell into an indented list as an article heading", () => {
    const { articles } = parseOutline(
      specLines(`## General
1. Scope
   1. Work includes the plant network.
   2. **Quality Assurance
   3. Comply with the owner's standards.
   4. **Submittals
   5. Refer to Section 01 33 00 for procedures.
   6. Shop drawings`),
    );
    expect(articles.map((a) => a.title)).toEqual(["Scope", "Quality Assurance", "Submittals"]);
    expect(articles[2]!.paragraphs.map((p) => p.text)).toEqual([
      "Refer to Section 01 33 00 for procedures.",
      "Shop drawings",
    ]);
  });

  describe('a markdown export that numbers every item "1."', () => {
    const { articles } = parseOutline(
      specLines(`## General
1. SCOPE
   1. Work includes pump controls.
1. SUBMITTALS
   1. Product Data:
      1. Submit catalog sheets for each pump.
   1. Shop Drawings
   1. Submit panel layouts.
   1. Submit a riser diagram.
   1. Field Reports:
   1. Submit start-up reports signed by the installer.
## Execution
1. INSTALLATION
   1. Install level-plumb.`),
    );

    it("reads the part words and the articles titled after a list number", () => {
      expect(articles.map((a) => [a.number, a.title, a.part])).toEqual([
        ["1.1", "SCOPE", 1],
        ["1.2", "SUBMITTALS", 1],
        ["3.1", "INSTALLATION", 3],
      ]);
    });

    it("tells levels by indentation, numbers items by order, and keeps the details that follow a lone label under it", () => {
      const submittals = articles[1]!.paragraphs;
      expect(submittals.map((p) => [p.ref, p.text])).toEqual([
        ["1.2.1", "Product Data:"],
        ["1.2.2", "Shop Drawings"],
        ["1.2.5", "Field Reports:"],
      ]);
      expect(submittals[0]!.children.map((c) => c.text)).toEqual(["Submit catalog sheets for each pump."]);
      expect(submittals[1]!.children.map((c) => c.text)).toEqual(["Submit panel layouts.", "Submit a riser diagram."]);
      expect(submittals[2]!.children.map((c) => c.text)).toEqual(["Submit start-up reports signed by the installer."]);
    });
  });
});

describe("parseOutline on text that lost the space after list numbers", () => {
  it("reads '1.Submit' and 'a.Submit' as numbered sub-paragraphs, but not a glued capitalised heading", () => {
    const { articles } = parseOutline(
      specLines(`PART 1 - GENERAL
1.06 SUBMITTALS
A. Refer to Section 01 30 00.
1.Submit catalogue sheets for each fixture.
2.Mock-ups:
a.Submit one full-size mock-up of each wall type.
B. NOTE: 2.HIGH values are not tokens.`),
    );
    const [a, b] = articles[0]!.paragraphs;
    expect(a!.children.map((c) => c.ref)).toEqual(["1.06.A.1", "1.06.A.2"]);
    expect(a!.children[1]!.children[0]).toMatchObject({
      ref: "1.06.A.2.a",
      text: "Submit one full-size mock-up of each wall type.",
    });
    expect(b!.children).toEqual([]);
  });
});

describe("parseOutline on masters numbered '1.', '.1' without parts", () => {
  it("reads the capitalised '1.', '2.' lines as articles and a '.1' list that restarts after a colon as a sub-list", () => {
    const { articles } = parseOutline(
      specLines(`1. GENERAL REQUIREMENTS
.1 Obtain the wiring permit before work starts.
2. SHOP DRAWINGS AND PRODUCT DATA
.1 Submit shop drawings for each switchboard.
.2 Provide product data for the following:
.1 Transformers.
.2 Lighting controls.
3. CLOSEOUT
.1 Submit record drawings.`),
    );
    expect(articles.map((a) => a.title)).toEqual([
      "GENERAL REQUIREMENTS",
      "SHOP DRAWINGS AND PRODUCT DATA",
      "CLOSEOUT",
    ]);
    const [drawings, data] = articles[1]!.paragraphs;
    expect(drawings!.text).toBe("Submit shop drawings for each switchboard.");
    expect(data!.children.map((c) => c.text)).toEqual(["Transformers.", "Lighting controls."]);
  });
});

describe("parseOutline on unnumbered article headings among numbered ones", () => {
  it("reads 'SUBMITTALS:' over a lettered list as an article numbered after the last numbered one", () => {
    const { articles } = parseOutline(
      specLines(`PART 1 - GENERAL
1.02 SCOPE
A. WORK INCLUDED: Plaster on lath.
1.03 REFERENCES
A. ASTM C926.
SUBMITTALS:
A. SHOP DRAWINGS: Shop drawings shall be submitted for the trim.`),
    );
    expect(articles.map((a) => `${a.number} ${a.title}`)).toEqual(["1.02 SCOPE", "1.03 REFERENCES", "1.4 SUBMITTALS"]);
    expect(articles[2]!.paragraphs[0]).toMatchObject({ ref: "1.4.A" });
  });

  it("keeps the text an article opens with before its numbered sub-articles, under the headings that stand alone", () => {
    const { articles } = parseOutline(
      specLines(`PART 1 - GENERAL
1.6. SUBMITTALS

Overview

Send every submittal as the schedule at the end of this section lists it.

Procedures

Timing: Send each submittal early enough that work is not held up.

Logs: A weekly log of deliveries, with dates and quantities.

1.6.1.
Shop Drawings
Show each anchor and its spacing.`),
    );
    const [overview, procedures, shopDrawings] = articles[0]!.paragraphs;
    expect(articles[0]!.paragraphs.map((p) => `${p.ref} ${p.text}`)).toEqual([
      "1.6[1] Overview",
      "1.6[3] Procedures",
      "1.6.1 Shop Drawings",
    ]);
    expect(overview!.children.map((c) => c.ref)).toEqual(["1.6[2]"]);
    expect(procedures!.children.map((c) => c.text)).toEqual([
      "Timing: Send each submittal early enough that work is not held up.",
      "Logs: A weekly log of deliveries, with dates and quantities.",
    ]);
    expect(shopDrawings!.children.map((c) => c.text)).toEqual(["Show each anchor and its spacing."]);
  });

  it("leaves the opening lines of a UFGS list to the list", () => {
    const { articles } = parseOutline(
      specLines(`PART 1 GENERAL
1.3 SUBMITTALS
SD-03 Product Data
Anchor Bolts
1.3.1 Submittal Schedule
Send the data 30 days before work.`),
    );
    expect(articles[0]!.paragraphs.map((p) => p.ref)).toEqual(["1.3.1"]);
    expect(articles[0]!.introLines.map((l) => l.text)).toEqual(["SD-03 Product Data", "Anchor Bolts"]);
  });

  it("reads a figure in brackets after its number in words as the sentence's text, not a list item", () => {
    const { articles } = parseOutline(
      specLines(`PART 1 - GENERAL
1.5. CLOSEOUT
1.5.2.
Manuals

Organize the data into indexed sets.

After review, submit one
(1) corrected manual within 15 days.`),
    );
    const manuals = articles[0]!.paragraphs[0]!;
    expect(manuals.text).toBe("Manuals");
    expect(manuals.children.map((c) => `${c.ref} ${c.text}`)).toEqual([
      "1.5.2[1] Organize the data into indexed sets.",
      "1.5.2[2] After review, submit one (1) corrected manual within 15 days.",
    ]);
  });
});

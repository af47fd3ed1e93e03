import { describe, expect, it } from "vitest";
import { extractSectionCandidates, extractSectionSubmittals } from "./extract-section-submittals";
import { parseSectionNumber } from "./sections/section-number";
import { EVIDENCE } from "./deliverables/item-evidence";
import type { SpecSection } from "./sections/segment-sections";
import { specLines } from "../../../tests/fixtures/engine/spec-text";

function section(number: string, text: string): SpecSection {
  return { number: parseSectionNumber(number), title: "TEST SECTION", lines: specLines(text), numberSource: "heading" };
}

const brief = (items: ReturnType<typeof extractSectionSubmittals>) =>
  items.map((s) => `${s.ref} ${s.category} ${s.submittalType}`);

describe("extractSectionSubmittals", () => {
  it("lists one item per lettered paragraph with categories from the article headings", () => {
    const items = extractSectionSubmittals(
      section(
        "09 29 00",
        `PART 1 - GENERAL
1.3
ACTION SUBMITTALS
A.
Product Data: For each type of product.
B.
Samples for Verification: For each finish.
1.
Twelve inches square.
1.4 INFORMATIONAL SUBMITTALS
A. Qualification Data: For Installer.
B. Field quality-control reports.
1.5 CLOSEOUT SUBMITTALS
A. Maintenance Data: For finishes to include in maintenance manuals.
PART 2 - PRODUCTS
2.1 MATERIALS
A. Gypsum board: ASTM C1396.`,
      ),
    );
    expect(brief(items)).toEqual([
      "1.3.A action Product Data",
      "1.3.B action Samples",
      "1.4.A informational Qualification Data",
      "1.4.B informational Field Reports",
      "1.5.A closeout Operation and Maintenance Data",
    ]);
    expect(items[1]).toMatchObject({
      division: "09 - Finishes",
      section: "09 29 00",
      description: "Samples for Verification: For each finish",
      specifications: "Samples for Verification: For each finish.\n1. Twelve inches square.",
      sourceText: "B. Samples for Verification: For each finish.\n  1. Twelve inches square.",
      page: 1,
    });
  });

  it("drops a request outside the list whose label names a listed item again", () => {
    const items = extractSectionSubmittals(
      section(
        "01 40 00",
        `PART 1 - GENERAL
1.7 INFORMATIONAL SUBMITTALS
A. Schedule of Tests and Inspections: Prepare in tabular form and include the following:
1. Specification Section number and title.
B. Reports: Prepare and submit certified written reports and documents as specified.
1.11 QUALITY CONTROL
A. Schedule of Tests and Inspections: Prepare a schedule of tests, inspections, and similar quality-control services and submit it with the Contractor's construction schedule.`,
      ),
    );
    expect(items.filter((i) => !i.excluded).map((i) => i.ref)).toEqual(["1.7.A", "1.7.B"]);
  });

  it("lists a long name without a verb whose head is a deliverable", () => {
    const items = extractSectionSubmittals(
      section(
        "07 84 00",
        `PART 1 - GENERAL
1.3 SUBMITTALS
A. Installer qualifications.
B. List of the fire-resistance classification numbers of the through-penetration systems installed.
C. Certified laboratory test reports for fire tests of systems proposed for use.
1.4 DELIVERY AND STORAGE
A. Deliver materials in their original unopened containers.`,
      ),
    );
    expect(items.filter((i) => !i.excluded).map((i) => i.ref)).toEqual(["1.3.A", "1.3.B", "1.3.C"]);
  });

  it("reads the paragraphs of a sub-article titled by its product, not by a deliverable", () => {
    const items = extractSectionSubmittals(
      section(
        "23 05 40",
        `PART 1 - GENERAL
1.3 SUBMITTALS
1.3.2 Hygienic Pumps
A. Hygienic pumps are those marked on the data sheets as complying with ASME BPE.
B. The Vendor shall provide documentation verifying the wetted materials of construction meet the requirements of this section.
PART 2 - PRODUCTS`,
      ),
    );
    const documentation = items.find((i) => i.ref === "1.3.2.B");
    expect(documentation?.excluded).toBeUndefined();
    expect(documentation?.description).toMatch(/^Documentation verifying the wetted materials/);
  });

  it("reads a paragraph whose lead-in names the documents its list holds as a request for them", () => {
    const candidates = extractSectionCandidates(
      section(
        "230540",
        `PART 1. - GENERAL
1.3. SUBMITTALS

1.3.2. Hygienic Pumps

Hygienic pumps are those marked on the data sheets as complying with ASME BPE, and they shall meet
the standard's requirements, including the following GMP documentation requirements:
• Surface Finish Certifications
• Certificates of Compliance

PART 2. - PRODUCTS`,
      ),
    );
    const gmp = candidates.find((c) => c.item.ref === "1.3.2[1]");
    expect(gmp?.item.submittalType).toBe("Certificates");
    expect(gmp?.item.evidence).not.toContain(EVIDENCE.readAsProcedure);
    // The same lead-in over a list of requirements, not documents, asks for nothing.
    const rules = extractSectionCandidates(
      section(
        "230540",
        `PART 1. - GENERAL
1.3. SUBMITTALS

1.3.2. Hygienic Pumps

Hygienic pumps shall meet the standard's requirements, including the following documentation requirements:
• All pages shall be numbered
• Text shall be in English

PART 2. - PRODUCTS`,
      ),
    ).find((c) => c.item.ref === "1.3.2[1]");
    expect(rules?.item.evidence ?? [EVIDENCE.readAsProcedure]).toContain(EVIDENCE.readAsProcedure);
  });

  it("reads the key to a list's asterisks as procedure, not as one of its submittals", () => {
    const candidates = extractSectionCandidates(
      section(
        "424113",
        `PART 1. - GENERAL
1.2. SUBMITTALS

Product Data: For each type of filter, with weights.*

Shop Drawings: Indicate dimensions and nozzle orientation.

* Denotes submittals that shall be submitted both electronically and as hard copy.

PART 2. - PRODUCTS`,
      ),
    );
    const procedure = candidates.filter((c) => c.item.evidence?.includes(EVIDENCE.readAsProcedure));
    expect(procedure.map((c) => c.item.ref)).toEqual(["1.2[3]"]);
  });

  it("reads a sub-article on how to prepare product data in general as procedure, not as a row", () => {
    const items = extractSectionSubmittals(
      section(
        "23 00 10",
        `PART 1 - GENERAL
1.5 SUBMITTALS
1.5.2 Shop Drawings
A. Indicate pump layout, anchorage and piping connections.
1.5.4 Product Data
A. Collect Product Data into a single submittal for each element of construction or system.
B. Product Data Information: Includes catalog cuts, sketches, or bulletins.
1.5.5 Record Documents
A. General: Do not use record documents for construction purposes.
B. Record Drawings: Maintain a clean, undamaged set of prints.
PART 2 - PRODUCTS`,
      ),
    );
    // A basic-requirements section's rules for all product data are not a deliverable; what to show on this
    // section's shop drawings is one, and so are the project's record documents, however generally described.
    const included = items.filter((i) => !i.excluded).map((i) => i.ref);
    expect(included).toContain("1.5.2");
    expect(included).toContain("1.5.5");
    expect(included).not.toContain("1.5.4");
  });

  it("reads a Shop Drawings sub-article that asks for 'information, drawn to scale' as procedure for all of them", () => {
    const candidates = extractSectionCandidates(
      section(
        "260500",
        `PART 1. - GENERAL
1.7. SUBMITTALS

Product Data: For each type of product.

1.7.2.
Shop Drawings

Submit information, drawn to accurate scale. Highlight, encircle, or otherwise indicate deviations from the
Contract Documents.

1.7.3.
Product Data

Submit pump curves, plotted at the design point, for each pump.

PART 2. - PRODUCTS`,
      ),
    );
    const procedure = (ref: string) =>
      candidates.find((c) => c.item.ref === ref)?.item.evidence?.includes(EVIDENCE.readAsProcedure) === true;
    // "Information" is the rule for every drawing; pump curves are this section's deliverable.
    expect(procedure("1.7.2")).toBe(true);
    expect(procedure("1.7.3")).toBe(false);
  });

  it("keeps a document made and then submitted, though its words repeat an item before it", () => {
    const items = extractSectionSubmittals(
      section(
        "01 70 00",
        `PART 3 EXECUTION
3.13 CLOSEOUT PROCEDURES
A. Submit written certification containing Contractor's Correction Punch List, stating that the work has been inspected and is ready for the Substantial Completion inspection.
B. Conduct Substantial Completion inspection and create Final Correction Punch List containing Architect's and Contractor's list of items to be corrected and submit to Architect.
C. Correct items of work listed in Final Correction Punch List.`,
      ),
    );
    expect(items.map((s) => s.ref)).toEqual(["3.13.A", "3.13.B"]);
    expect(items[1]!.description).toMatch(/^Final Correction Punch List/);
  });

  it("skips procedure paragraphs and keeps general requests in a plain SUBMITTALS article", () => {
    const items = extractSectionSubmittals(
      section(
        "21 05 00",
        `PART 3 - EXECUTION
3.04 SUBMITTALS
A. Before preparing submittals, study all Contract Drawings and specifications in detail.
B. All submittals shall be submitted and returned electronically.
C. Submit catalog information, factory assembly drawings and certifications for all items of equipment.
D. Review of submittals shall not be construed as authorizing any deviations.
E. Submittals are required on all manufactured equipment, including the following:
   1. Sprinkler heads.
F. General: Submit in accordance with Section 01 33 00.`,
      ),
    );
    expect(brief(items)).toEqual(["3.04.C action Shop Drawings", "3.04.E action Product Data"]);
  });

  it("reads a run-in SUBMITTALS heading whose text only refers elsewhere, and conditional items inside it", () => {
    const items = extractSectionSubmittals(
      section(
        "08 90 00",
        `PART 1 - GENERAL
1.03 SUBMITTALS: Refer to Section 01 33 00 for procedures.
A. Product Data: If requested by Owner submit manufacturer's specifications.
B. Samples: Submit six-inch square of each required aluminum finish.`,
      ),
    );
    expect(brief(items)).toEqual(["1.03.A action Product Data", "1.03.B action Samples"]);
  });

  it("yields nothing for a submittals article that only refers to another section", () => {
    const items = extractSectionSubmittals(
      section("27 05 29", "PART 1 - GENERAL\n1.03 SUBMITTALS\nA. Refer to Section 27 05 00."),
    );
    expect(items).toEqual([]);
  });

  it("numbers unnumbered paragraphs by position", () => {
    const items = extractSectionSubmittals(
      section(
        "230910",
        `PART 1. - GENERAL
1.4. SUBMITTALS

Product Data: For each type of product indicated.

Shop Drawings: Indicate installation details. Provide wiring diagrams.`,
      ),
    );
    expect(brief(items)).toEqual(["1.4[1] action Product Data", "1.4[2] action Shop Drawings"]);
  });

  it("reads a heading that names no deliverable by the entries under it, not as procedure", () => {
    const candidates = (heading: string, first: string) =>
      extractSectionCandidates(
        section(
          "260548",
          `PART 1. - GENERAL
1.5. SUBMITTALS

Product Data: For each type of anchor.

${heading}
• ${first}
• Installation: Anchors shall be set plumb.`,
        ),
      ).find((c) => c.item.ref === "1.5[2]");
    // Over entries that name documents, the heading is a candidate the decision weighs …
    const details = candidates("Anchorage Details:", "Design Analysis: Loads on each anchor, with calculations.");
    expect(details?.item.evidence).not.toContain(EVIDENCE.readAsProcedure);
    // … over prose it names nothing, and stays procedure.
    const makers = candidates("Acceptable Manufacturers", "Anchors shall be made by one of the firms listed.");
    expect(makers?.item.evidence ?? [EVIDENCE.readAsProcedure]).toContain(EVIDENCE.readAsProcedure);
  });

  it("starts an unnumbered paragraph at each label after a finished sentence, even without space between them", () => {
    const items = extractSectionSubmittals(
      section(
        "230910",
        `PART 1 - GENERAL
1.4 SUBMITTALS
Product Data: For each type of product indicated, including rated capacities
and operating characteristics.
Shop Drawings: Indicate installation details. Provide wiring diagrams.
Samples for Verification: For each color and finish.
Operation and Maintenance Data: Submit the following:
Controls: Sequence of operations.
Valves: Tag list and schedule.`,
      ),
    );
    expect(brief(items)).toEqual([
      "1.4[1] action Product Data",
      "1.4[2] action Shop Drawings",
      "1.4[3] action Samples",
      "1.4[4] closeout Operation and Maintenance Data",
    ]);
    expect(items[0]!.description).toContain("operating characteristics");
    // The lead-in owns its labelled list: each entry is a detail of it, not an item of its own.
    expect(items[3]!.specifications).toContain("Sequence of operations");
    expect(items[3]!.specifications).toContain("Valves: Tag list");
  });

  it("adds 'submit' requirements from other articles as category other, but not conditional, substitution or owner ones", () => {
    const items = extractSectionSubmittals(
      section(
        "03 30 00",
        `PART 1 - GENERAL
1.5 ACTION SUBMITTALS
A. Product Data: For each type of product.
PART 3 - EXECUTION
3.1 FIELD QUALITY CONTROL
A. Testing Agency: Owner will engage a testing agency. Testing agency shall submit reports to Architect.
B. Batch Tickets: For each load delivered, submit three copies of batch delivery ticket to testing agency.
C. If concrete fails, submit a repair proposal.
D. Requests to use "equal" products shall be submitted to the Architect.
E. The Contractor shall submit a construction schedule before each phase.
F. Contractor shall provide record drawings.
G. Testing shall comply with the submitted mixture design.`,
      ),
    );
    expect(brief(items)).toEqual([
      "1.5.A action Product Data",
      "3.1.B other Administrative Documents",
      "3.1.E other Schedules",
    ]);
  });

  it("types a 'submit' sentence without an object from the sentence before it", () => {
    const items = extractSectionSubmittals(
      section(
        "22 05 00",
        `PART 3 - EXECUTION
3.4 INSTALLATION
A. Install equipment level and plumb.
B. Provide installation manuals for each piece of equipment. Submit in separately bound volumes after review.
C. Provide wiring diagrams for each control panel. Submit three copies to the Architect.
D. Clean the site daily. Submit the daily cleaning log to the Architect.
E. Protect the finished floors. Submit in time for review.`,
      ),
    );
    expect(brief(items)).toEqual([
      "3.4.B other Manufacturer's Instructions",
      "3.4.C other Shop Drawings",
      "3.4.D other Administrative Documents",
    ]);
  });

  it("reads UFGS SD lists: one item per entry, classifications kept, notes not counted", () => {
    const items = extractSectionSubmittals(
      section(
        "07 92 00",
        `PART 1 GENERAL
1.2 SUBMITTALS
Government approval is required for submittals with a "G" classification. Submit the following in accordance with Section 01 33 00:

SD-03 Product Data

    Sealants; G, [_____]

    Ship Stair / Alternating Tread-Type Stair (With or Without Guards),
Installation Drawings

SD-07 Certificates

    Indoor Air Quality For Interior Sealants; S

1.3 PRODUCT DATA
Include storage requirements and submit shelf life.`,
      ),
    );
    expect(brief(items)).toEqual([
      "1.2:SD-03:1 action Product Data",
      "1.2:SD-03:2 action Product Data",
      "1.2:SD-07:1 informational Certificates",
    ]);
    expect(items[0]).toMatchObject({
      description: "Sealants",
      specifications: "SD-03 Product Data\nClassification: G, [_____]",
    });
    expect(items[1]!.description).toBe(
      "Ship Stair / Alternating Tread-Type Stair (With or Without Guards), Installation Drawings",
    );
  });

  it("reads capitalised article headings without numbers and lists introduced by a procedure sentence", () => {
    const items = extractSectionSubmittals(
      section(
        "09 65 13",
        `PART 1 GENERAL
SUMMARY
A. Section includes resilient base.
SUBMITTALS
A. Submit the following in accordance with Section 01 33 00:
   1. Product Data: For each type of product.
   2. Samples: For each color.
B. Closeout submittals: Maintenance data for resilient products.`,
      ),
    );
    expect(brief(items)).toEqual(["1.2.A action Product Data", "1.2.B closeout Operation and Maintenance Data"]);
  });

  it("maps 1995 five-digit sections to 2016 divisions", () => {
    const items = extractSectionSubmittals(
      section("15410", "PART 1 - GENERAL\n1.3 SUBMITTALS\nA. Product Data: For each fixture."),
    );
    expect(items[0]).toMatchObject({ section: "15410", division: "22 - Plumbing" });
  });

  it("reads only the deliverables of a Division 01 submittal procedures section", () => {
    const items = extractSectionSubmittals(
      section(
        "01 33 00",
        `PART 1 - GENERAL
1.4 SUBMITTAL SCHEDULE
A. Submittal Schedule: Submit, as an action submittal, a list of submittals, arranged in chronological order.
1.5 SUBMITTAL FORMATS
A. Submittal Information: Include the following information in each submittal:
B. Options: Identify options requiring selection by Architect.
1.6 SUBMITTAL ADMINISTRATIVE REQUIREMENTS
A. Paper Submittals: Place a permanent label or title block on each submittal item for identification.
1.7 SUBMITTAL PROCEDURES
A. General Submittal Procedure Requirements: Prepare and submit submittals required by individual Specification Sections.
B. Test and Research Reports: Submit reports of tests and evaluations as required in individual Specification Sections.
1.8 SUBMITTAL REQUIREMENTS
A. Product Data: Mark each copy of each submittal to show which products and options are applicable.
B. Samples for Initial Selection: Submit manufacturer's color charts showing the full range of colors available.`,
      ),
    );
    expect(brief(items)).toEqual(["1.4.A action Schedules"]);
  });

  it("reads a 'submittal requirements' article as the list unless the section lists its submittals elsewhere", () => {
    const requirements = `1.3 SUBMITTAL REQUIREMENTS
A. Product Data: For each panelboard, including ratings.`;
    const alone = extractSectionSubmittals(section("26 24 16", `PART 1 - GENERAL\n${requirements}`));
    expect(brief(alone)).toEqual(["1.3.A action Product Data"]);
    const beside = extractSectionSubmittals(
      section(
        "26 24 16",
        `PART 1 - GENERAL\n${requirements}\n1.4 ACTION SUBMITTALS\nA. Shop Drawings: For each panelboard.`,
      ),
    );
    expect(brief(beside)).toEqual(["1.4.A action Shop Drawings"]);
  });

  it("reads what is handed in with the bid as bid matter, not as the construction register", () => {
    const text = `PART 1 - GENERAL
1.6 SUBMITTALS - WITH BID
A. Network Riser Diagram: Submit a diagram of the controllers and how they are networked.
1.7 SUBMITTALS - AFTER AWARD OF CONTRACT
A. Product Data: Submit data sheets for each control device.`;
    const candidates = extractSectionCandidates(section("23 09 23", text));
    const bid = candidates.find((c) => c.item.ref === "1.6.A");
    expect(bid?.item.evidence).toContain("in an article of what to hand in with the bid");
    expect(bid?.item.excluded).toBe(true);
    expect(brief(extractSectionSubmittals(section("23 09 23", text)))).toEqual(["1.7.A action Product Data"]);
  });

  it("takes the deliverable of an objectless 'Submit under provisions of …' from its article title", () => {
    const items = extractSectionSubmittals(
      section(
        "15400",
        `PART 1 - GENERAL
1.04 SUBMITTALS
A. Submit under provisions of Section 01300.
B. Product Data: Provide data on pipe materials, pipe fittings, valves, and accessories.
1.05 PROJECT RECORD DOCUMENTS
A. Submit under provisions of Section 01700.
B. Record actual locations of valves.
1.06 OPERATION AND MAINTENANCE DATA
A. Submit under provisions of Section 01700.
1.07 QUALIFICATIONS
A. Submit under provisions of Section 01400.`,
      ),
    );
    expect(brief(items)).toEqual([
      "1.04.B action Product Data",
      "1.05.A other Closeout / Record Documents",
      "1.06.A other Operation and Maintenance Data",
      "1.07.A other Qualification Data",
    ]);
    expect(items[2]!.description).toBe("Operation and maintenance data: Submit under provisions of Section 01700");
  });

  it("keeps a 'submit the following' paragraph whose unlabelled list items name deliverables", () => {
    const items = extractSectionSubmittals(
      section(
        "23 05 93",
        `PART 1 - GENERAL
1.03 SUBMITTALS
A. Submit the following in accordance with Section 01 33 00:
   1. TAB agency qualifications, including the names and certifications of the supervisor and technicians.
   2. Strategies and procedures plan.
B. Submit the following in accordance with Section 01 33 00:
   1. Written statement of intent, signed by an officer of the firm, regarding the scope of the work.
C. Submit the following in accordance with Section 01 33 00:
   1. Submit three copies to the Architect.
   2. Allow 14 days for review.`,
      ),
    );
    expect(brief(items)).toEqual(["1.03.A informational Qualification Data", "1.03.B action Administrative Documents"]);
  });

  it("does not count the section's subject words when deciding a 'submit' request repeats a listed item", () => {
    const items = extractSectionSubmittals({
      ...section(
        "07 84 13",
        `PART 1 - GENERAL
1.2 ACTION SUBMITTALS
A. Product Schedule: For each penetration firestopping system. Include location and design designation.
PART 3 - EXECUTION
3.2 FIELD QUALITY CONTROL
C. The Contractor shall submit a firestopping installation log, listing each penetration by location and system.`,
      ),
      title: "PENETRATION FIRESTOPPING",
    });
    expect(brief(items)).toEqual(["1.2.A action Schedules", "3.2.C other Administrative Documents"]);
  });

  it("takes test reports asked for under field quality control as the field reports the list names", () => {
    const text = (listed: string) => `PART 1 - GENERAL
1.3 INFORMATIONAL SUBMITTALS
A. ${listed}
PART 3 - EXECUTION
3.4 FIELD QUALITY CONTROL
A. Perform tests and inspections.
B. Submit test reports to the Architect within 7 days of each test.`;
    expect(brief(extractSectionSubmittals(section("26 05 26", text("Field quality-control reports."))))).toEqual([
      "1.3.A informational Field Reports",
    ]);
    expect(
      brief(extractSectionSubmittals(section("26 05 26", text("Qualification Data: For testing agency.")))),
    ).toEqual(["1.3.A informational Qualification Data", "3.4.B other Test Reports"]);
  });

  it("reads NMS '.1' lists, taking each item's category from its type under ACTION AND INFORMATIONAL", () => {
    const items = extractSectionSubmittals(
      section(
        "09 91 23",
        `Part 1 General
1.2 ACTION AND INFORMATIONAL SUBMITTALS
.1 Submit in accordance with Section 01 33 00 - Submittal Procedures.
.2 Product Data:
  .1 Submit manufacturer's instructions, printed product literature and data sheets for paint.
.3 Certificates: submit certificates signed by manufacturer certifying that materials comply.
1.3 CLOSEOUT SUBMITTALS
.1 Submit in accordance with Section 01 78 00 - Closeout Submittals.
.2 Operation and Maintenance Data: submit operation and maintenance data for paint for incorporation into manual.
1.4 SUBMITTALS FOR INFORMATION
.1 Installer qualifications.`,
      ),
    );
    expect(brief(items)).toEqual([
      "1.2.2 action Product Data",
      "1.2.3 informational Certificates",
      "1.3.2 closeout Operation and Maintenance Data",
      "1.4.1 informational Qualification Data",
    ]);
    expect(items[0]!.sourceText).toBe(
      ".2 Product Data:\n  .1 Submit manufacturer's instructions, printed product literature and data sheets for paint.",
    );
  });

  it("tells a request that names its deliverable beside a Division 01 reference from procedure and marking rules", () => {
    const items = extractSectionSubmittals(
      section(
        "23 21 13",
        `PART 1 - GENERAL
1.4 SUBMITTALS
A. Submit in accordance with Section 01 33 23, SHOP DRAWINGS, PRODUCT DATA, AND SAMPLES.
B. Information and material submitted under this section shall be marked "SUBMITTED UNDER SECTION 23 21 13".
C. Submit shop drawings, product data and samples in accordance with Section 01 33 00.
D. Manufacturer's Literature and Data: Pipe and fittings.
E. Completed System Readiness Checklist provided by the CxA, signed by the contractor, in accordance with Section 23 08 00.
F. Submit training plans and instructor qualifications in accordance with the requirements of Section 23 08 00.
G. Submit substitution requests in accordance with Section 01 25 00.`,
      ),
    );
    expect(brief(items)).toEqual([
      "1.4.D action Product Data",
      "1.4.E action Administrative Documents",
      "1.4.F informational Qualification Data",
    ]);
  });

  it("describes a 'submit' paragraph by its request when it opens with how the work is done", () => {
    const items = extractSectionSubmittals(
      section(
        "23 21 13",
        `PART 3 - EXECUTION
3.1 TESTING
A. An operating test at design conditions shall be performed for each system. Submit the test results to the Resident Engineer.
B. Provide a hardware consultant to inspect the installation and submit a report certifying that hardware has been installed correctly.`,
      ),
    );
    expect(items.map((s) => [s.ref, s.submittalType, s.description])).toEqual([
      ["3.1.A", "Test Reports", "Test results"],
      ["3.1.B", "Test Reports", "Report: Certifying that hardware has been installed correctly"],
    ]);
    expect(items[0]!.specifications).toMatch(/^An operating test at design conditions/);
  });

  it("does not take two requests for different documents as one because they name the same recipient", () => {
    const items = extractSectionSubmittals(
      section(
        "33 10 00",
        `PART 3 - EXECUTION
3.2 DISINFECTION
A. Before placing new lines in service, submit written documentation of chlorination testing results to the WSU Construction Manager for review and approval by WSU Engineering Services.
3.3 TESTING
A. Contractor shall submit proposed pipe testing procedures to the WSU Construction Manager for review and approval by WSU Engineering Services.`,
      ),
    );
    expect(brief(items)).toEqual(["3.2.A other Test Reports", "3.3.A other Plans"]);
  });

  it("types a paragraph by the deliverable it opens with, and a category label by its text", () => {
    const items = extractSectionSubmittals(
      section(
        "05 12 00",
        `PART 1 - GENERAL
1.3 SUBMITTALS
A. Test reports; certified by an independent agency.
B. Closeout submittals: Provide operation and maintenance manuals.
C. Samples – Two 12-inch-square samples of each color.`,
      ),
    );
    expect(brief(items)).toEqual([
      "1.3.A informational Test Reports",
      "1.3.B closeout Operation and Maintenance Data",
      "1.3.C action Samples",
    ]);
  });

  it("does not take negative or objectless 'submit' sentences as requests", () => {
    const items = extractSectionSubmittals(
      section(
        "09 30 00",
        `PART 1 - GENERAL
1.3 SUBMITTALS
A. Product Data: For each type of product.
1.4 QUALITY ASSURANCE
A. Do not submit product data for items not used on this project.
B. Installer shall not submit shop drawings until field dimensions are verified.
C. Installer shall submit evidence of five years of experience installing similar systems.
PART 3 - EXECUTION
3.2 CLEANING
A. Refer to Section 01 77 00 for closeout; submit documents as required there.`,
      ),
    );
    expect(brief(items)).toEqual(["1.3.A action Product Data", "1.4.C other Qualification Data"]);
  });

  it("reads a SUBMISSIONS article (Canadian and Commonwealth masters) as the submittals list", () => {
    const items = extractSectionSubmittals(
      section(
        "07 92 00",
        `PART 1 GENERAL
1.3 ACTION AND INFORMATIONAL SUBMISSIONS
A. Product Data: Submit manufacturer's printed product literature for sealants.
B. Samples: Submit two samples of each type of sealant colour.`,
      ),
    );
    expect(brief(items)).toEqual(["1.3.A action Product Data", "1.3.B action Samples"]);
  });

  it("skips a lead-in paragraph whose list follows as its siblings", () => {
    const items = extractSectionSubmittals(
      section(
        "05 50 00",
        `PART 1 - GENERAL
1.5 SUBMITTALS
A. Submit the following for review:
B. Product data for each type of product.
C. Shop drawings for fabricated items.
D. Shop Drawings:`,
      ),
    );
    expect(brief(items)).toEqual([
      "1.5.B action Product Data",
      "1.5.C action Shop Drawings",
      "1.5.D action Shop Drawings",
    ]);
  });
  it("refers to a request under a titled decimal paragraph by its unnumbered paragraph", () => {
    const items = extractSectionSubmittals(
      section(
        "05 05 19",
        `PART 3 - EXECUTION
3.1 INSTALLATION
3.1.4.
Anchors and Fasteners
Set anchors to the depths the manufacturer recommends.

Submit anchor pull-out test reports for each anchor type to the Engineer.`,
      ),
    );
    expect(brief(items)).toEqual(["3.1.4[2] other Test Reports"]);
  });

  it("names a lead-in's package of different deliverables by who submits it, and a list of one kind by that kind", () => {
    const items = extractSectionSubmittals(
      section(
        "01 91 13",
        `PART 1 - GENERAL
1.4 SUBMITTALS
A. The commissioning provider shall submit to the Owner:
1. Commissioning plan.
2. Issues log forms.
3. Sample functional test checklists.
4. Training schedule.
B. The Contractor shall submit the following:
1. Product Data: For each air handling unit.
2. Product Data: For each fan.`,
      ),
    );
    expect(items.map((s) => `${s.ref} ${s.submittalType}`)).toEqual(["1.4.A Test Reports", "1.4.B Product Data"]);
  });

  it("drops a later request for a deliverable a listed item already names among its details", () => {
    const items = extractSectionSubmittals(
      section(
        "27 15 00",
        `PART 1 - GENERAL
1.4 SUBMITTALS
A. Product Data: Submit the following for review:
1. Data sheets for each cable and connector.
2. A description of the labelling scheme to be used for every outlet and panel.
PART 3 - EXECUTION
3.3 IDENTIFICATION
A. The labelling scheme prepared by the installer shall be submitted for approval before any label is printed.
B. Cable test results shall be submitted within ten days of testing.`,
      ),
    );
    expect(brief(items)).toEqual(["1.4.A action Product Data", "3.3.B other Test Reports"]);
  });
});

describe("extractSectionSubmittals under a paragraph that only names the procedures section", () => {
  it("lists the requests numbered beneath it, one item each", () => {
    const items = extractSectionSubmittals(
      section(
        "09 30 13",
        `PART 1 - GENERAL
1.04 SUBMITTALS
A. Section 01 33 00 - Submittal Procedures.
1. Submit the tile maker's data sheets for every tile and setting material.
2. Samples: Two tiles of each colour, mounted on a board.
3. Submit the installer's written setting instructions.
1.05 QUALITY ASSURANCE
A. Installer: five years of experience.`,
      ),
    );
    expect(brief(items)).toEqual([
      "1.04.A.1 action Product Data",
      "1.04.A.2 action Samples",
      "1.04.A.3 informational Manufacturer's Instructions",
    ]);
  });

  it("keeps a 'submit the following' lead-in as one item", () => {
    const items = extractSectionSubmittals(
      section(
        "09 30 13",
        `PART 1 - GENERAL
1.04 SUBMITTALS
A. Submit the following in accordance with Section 01 33 00:
1. Product Data: For each type of tile.
2. Samples: For each colour.`,
      ),
    );
    expect(items).toHaveLength(1);
  });
});

describe("extractSectionSubmittals on requests that name the same issuing authority", () => {
  it("keeps two requests for different documents that both come from the same authority", () => {
    const items = extractSectionSubmittals(
      section(
        "26 05 00",
        `PART 1 - GENERAL
1.1 PERMITS
A. Submit the wiring permit obtained from the Electrical Safety Authority.
B. Submit the inspection certificate received from the Electrical Safety Authority.`,
      ),
    );
    expect(items.map((s) => s.ref)).toEqual(["1.1.A", "1.1.B"]);
  });

  it("reads an article's opening text as its items: headings that name a deliverable, labelled ones under procedure", () => {
    const items = extractSectionSubmittals(
      section(
        "23 01 00",
        `PART 1 - GENERAL
1.6. SUBMITTALS

Approved Suppliers

Use products of the suppliers named in each section only.

Procedures

Timing: Send each submittal early enough that work is not held up.

Progress Schedule: Work phases and sequences, from approval to cleanup.

Submittal Schedule

Prepare and submit a list of every submittal with its planned date.

1.6.1.
Shop Drawings
Show each anchor and its spacing.`,
      ),
    );
    expect(items.filter((i) => !i.excluded).map((i) => `${i.ref} ${i.submittalType}`)).toEqual([
      "1.6[5] Schedules",
      "1.6[6] Schedules",
      "1.6.1 Shop Drawings",
    ]);
  });
});

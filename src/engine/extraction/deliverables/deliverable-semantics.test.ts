// What counts as a deliverable and what it is called: requests told from procedure, pricing and references;
// conditions and variances; types from the label or the requested object; duplicates by the document named.
import { describe, expect, it } from "vitest";
import { extractSectionSubmittals } from "../extract-section-submittals";
import { parseSectionNumber } from "../sections/section-number";
import type { SpecSection } from "../sections/segment-sections";
import { specLines } from "../../../../tests/fixtures/engine/spec-text";

function section(number: string, text: string, title = "PUMPS"): SpecSection {
  return { number: parseSectionNumber(number), title, lines: specLines(text), numberSource: "heading" };
}

const brief = (items: ReturnType<typeof extractSectionSubmittals>) =>
  items.map((s) => `${s.ref} ${s.category} ${s.submittalType}`);

describe("deliverables and their types", () => {
  it("keeps a request that names a format, and drops references, review rules and bid items", () => {
    const items = extractSectionSubmittals(
      section(
        "43 21 00",
        `PART 1 - GENERAL
1.4 SUBMITTALS
A. Submit one electronic (PDF) copy of manufacturer's product data for each pump.
B. Provide submittal documents in compliance with requirements indicated in Section 013300.
C. Provide submittal documents in compliance with requirements indicated in Section 013300 for each pump skid.
D. Bid alternates and unit price breakdown for the Owner's evaluation.
E. Incomplete packages will be returned without review.
F. The project's Vendor Data Specification outlines the required submittals for this equipment.
G. Submit pump selection charts, clearly marking the duty point.`,
      ),
    );
    expect(brief(items)).toEqual(["1.4.A action Product Data", "1.4.C action Other", "1.4.G action Product Data"]);
  });

  it("takes an unlabelled paragraph that says what to include as a detail, not a deliverable", () => {
    const items = extractSectionSubmittals(
      section(
        "43 21 00",
        `PART 1 - GENERAL
1.4 SUBMITTALS
A. Shop Drawings: For each pump skid.
B. Indicate lifting points and the center of gravity.
C. Include terminal strip diagrams for field wiring.
D. Submit a start-up report for each pump.`,
      ),
    );
    expect(brief(items)).toEqual(["1.4.A action Shop Drawings", "1.4.D informational Test Reports"]);
  });

  it("types an item by its label or its requested object, not by a later word of the sentence", () => {
    const items = extractSectionSubmittals(
      section(
        "43 21 00",
        `PART 1 - GENERAL
1.4 SUBMITTALS
A. Wind Uplift Resistance Submittal: For each roof-mounted unit.
B. Site Survey: Signed by a licensed surveyor.
C. The vendor shall submit control panel power requirements, including wiring diagrams.
D. Pump test curves shall be submitted with the test report.
E. Anchor Bolt Certifications: For each pump base.`,
      ),
    );
    expect(brief(items)).toEqual([
      "1.4.A action Other",
      "1.4.B action Administrative Documents",
      "1.4.C action Shop Drawings",
      "1.4.D informational Test Reports",
      "1.4.E informational Certificates",
    ]);
    // The source's own words stay beside the type.
    expect(items.map((s) => s.label)).toEqual([
      "Wind Uplift Resistance Submittal",
      "Site Survey",
      "Control panel power requirements",
      "Pump test curves",
      "Anchor Bolt Certifications",
    ]);
  });

  it("does not log a request made on a condition stated in the sentence before, nor a variance", () => {
    const items = extractSectionSubmittals(
      section(
        "43 21 00",
        `PART 3 - EXECUTION
3.2 INSTALLATION
A. When rock is encountered during excavation, stop work in that area. Promptly submit a geotechnical report with proposed measures.
B. Grouted bases may be replaced by resilient mounts if the installer prefers. This alternative shall be submitted for approval before use.
C. Submit a start-up checklist signed by the installer.`,
      ),
    );
    expect(brief(items)).toEqual(["3.2.C other Administrative Documents"]);
  });

  it("takes a request outside the submittals articles as a duplicate only when it names a document already listed", () => {
    const items = extractSectionSubmittals(
      section(
        "43 21 00",
        `PART 1 - GENERAL
1.4 SUBMITTALS
A. Field Service Reports: Written report of each inspection visit.
B. Welder Certificates: For each welder.
PART 3 - EXECUTION
3.3 FIELD SERVICE
A. Manufacturer's Field Service: The manufacturer's representative shall inspect the installation. The representative shall submit written reports of each visit.
B. Submit welder certifications before welding starts.
C. Submit vibration readings for each pump to the Engineer.`,
      ),
    );
    expect(brief(items)).toEqual([
      "1.4.A informational Field Reports",
      "1.4.B informational Certificates",
      "3.3.C other Test Reports",
    ]);
  });

  it("names UFGS items by their SD heading, in the heading's words when it is outside the type list", () => {
    const items = extractSectionSubmittals(
      section(
        "31 23 00",
        `PART 1 GENERAL
1.2 SUBMITTALS
Submit the following in accordance with Section 01 33 00:

SD-01 Preconstruction Submittals

    Excavation Plan; G

SD-05 Design Data

    Shoring Calculations; G

SD-11 Closeout Submittals

    Disposal Receipts`,
      ),
    );
    expect(brief(items)).toEqual([
      "1.2:SD-01:1 action Plans",
      "1.2:SD-05:1 action Design Data / Calculations",
      "1.2:SD-11:1 closeout Closeout / Record Documents",
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { extractSectionSubmittals } from "../extract-section-submittals";
import { parseSectionNumber } from "../sections/section-number";
import type { SpecSection } from "../sections/segment-sections";
import { specLines } from "../../../../tests/fixtures/engine/spec-text";

function section(number: string, text: string): SpecSection {
  return { number: parseSectionNumber(number), title: "TEST SECTION", lines: specLines(text), numberSource: "heading" };
}

const suggested = (items: ReturnType<typeof extractSectionSubmittals>) =>
  items.filter((s) => s.suggested).map((s) => `${s.ref} ${s.category} ${s.submittalType} | ${s.suggestionReason}`);

describe("suggestItems", () => {
  it("offers one warranty per distinct warranty of a WARRANTY article, not one per clause, switched off", () => {
    const items = extractSectionSubmittals(
      section(
        "07 54 23",
        `PART 1 - GENERAL
1.3 ACTION SUBMITTALS
A. Product Data: For each type of membrane.
1.8 WARRANTY
A. Special warranties specified in this article shall not deprive the Owner of other rights the Owner may have.
B. Manufacturer's Warranty: Manufacturer agrees to replace membrane that fails in materials within warranty period.
1. Failures include leaks and loss of adhesion.
2. Warranty Period: 20 years from date of Substantial Completion.
C. Warranty Period: Two years for workmanship.
D. Installer's Warranty: Installer agrees to repair roofing that leaks within the warranty period.
1. Warranty Period: Two years from date of Substantial Completion.`,
      ),
    );
    expect(suggested(items)).toEqual([
      "1.8.B closeout Warranty | Warranty article; not listed under Submittals",
      "1.8.D closeout Warranty | Warranty article; not listed under Submittals",
    ]);
    const manufacturer = items.find((s) => s.ref === "1.8.B")!;
    expect(manufacturer).toMatchObject({ excluded: true, suggested: true, page: 1 });
    expect(manufacturer.description).toMatch(/^Manufacturer's Warranty/);
    expect(manufacturer.sourceText).toContain("Failures include leaks");
    expect(manufacturer.bbox?.page).toBe(1);
    // The submittals article's own item stays switched on.
    expect(items.find((s) => s.ref === "1.3.A")).not.toHaveProperty("excluded");
  });

  it("offers the article itself when its paragraphs name no particular warranty", () => {
    const items = extractSectionSubmittals(
      section(
        "23 21 13",
        `PART 1 - GENERAL
1.4 SUBMITTALS
A. Product Data: For each type of valve.
1.7 GUARANTEE
A. All work shall be free from defects for one year after acceptance.
B. Repair defects at no cost to the Owner.`,
      ),
    );
    expect(suggested(items)).toEqual(["1.7.A closeout Warranty | Warranty article; not listed under Submittals"]);
    expect(items.find((s) => s.suggested)!.description).toMatch(/^Guarantee: All work shall be free/);
  });

  it("never suggests a warranty the submittals articles already ask for", () => {
    const items = extractSectionSubmittals(
      section(
        "08 71 13",
        `PART 1 - GENERAL
1.4 CLOSEOUT SUBMITTALS
A. Warranty Documentation: Special warranty signed by the manufacturer.
1.8 WARRANTY
A. Special Warranty: Manufacturer agrees to repair or replace operators that fail within the warranty period.
B. Installer's Warranty: Installer agrees to adjust operators during the first year.`,
      ),
    );
    expect(suggested(items)).toEqual(["1.8.B closeout Warranty | Warranty article; not listed under Submittals"]);
  });

  it("offers extra materials, mock-ups and documents to provide found outside the submittals articles", () => {
    const items = extractSectionSubmittals(
      section(
        "09 65 19",
        `PART 1 - GENERAL
1.3 ACTION SUBMITTALS
A. Product Data: For each type of tile.
B. Samples: For each color.
1.5 QUALITY ASSURANCE
A. Mockups: Install a mockup of 100 square feet of floor tile in the location selected by the Architect.
1.6 EXTRA MATERIALS
A. Furnish extra materials that match products installed and are packaged with protective covering.
1. Floor Tile: Furnish one box for every 50 boxes installed.
B. Deliver extra materials to the Owner's storage room.
PART 3 - EXECUTION
3.4 FIELD QUALITY CONTROL
A. Provide manufacturer's certificate stating that the adhesive used is compatible with the subfloor.
B. Provide units with data ports for remote monitoring.
C. Clean tile after installation.`,
      ),
    );
    expect(suggested(items)).toEqual([
      "1.5.A action Mock-ups | Mock-up; not listed under Submittals",
      "1.6.A closeout Extra Materials | Extra materials; not listed under Submittals",
      "3.4.A informational Certificates | Document to provide; not listed under Submittals",
    ]);
    const extra = items.find((s) => s.ref === "1.6.A")!;
    expect(extra.items).toEqual(["Floor Tile: Furnish one box for every 50 boxes installed."]);
    const certificate = items.find((s) => s.ref === "3.4.A")!;
    expect(certificate.description).toMatch(/^Provide manufacturer's certificate stating/);
  });

  it("never suggests a deliverable the submittals articles list, compared by what is delivered", () => {
    const items = extractSectionSubmittals(
      section(
        "09 65 19",
        `PART 1 - GENERAL
1.3 SUBMITTALS
A. Product Data: For each type of tile.
B. Maintenance Material Submittals: Furnish extra materials that match products installed.
C. Certificates: Manufacturer's certificate of adhesive compatibility with the subfloor.
1.5 QUALITY ASSURANCE
A. Mockups: Install a mockup of the floor pattern.
B. Mock-up Review: Architect will review the mock-up before tile work starts.
1.6 EXTRA MATERIALS
A. Furnish extra materials: one box for every 50 boxes installed.
PART 3 - EXECUTION
3.4 FIELD QUALITY CONTROL
A. Provide manufacturer's certificate stating that the adhesive is compatible with the subfloor.
B. Provide a moisture test report for each slab area before installing tile.`,
      ),
    );
    expect(suggested(items)).toEqual([
      "1.5.A action Mock-ups | Mock-up; not listed under Submittals",
      "3.4.B informational Test Reports | Document to provide; not listed under Submittals",
    ]);
  });

  it("leaves out what a submit sentence outside the submittals articles already made an item", () => {
    const items = extractSectionSubmittals(
      section(
        "03 30 00",
        `PART 1 - GENERAL
1.3 SUBMITTALS
A. Product Data: For each type of product.
PART 3 - EXECUTION
3.8 FIELD QUALITY CONTROL
A. Submit a floor flatness report and provide the report data to the Architect within 48 hours.`,
      ),
    );
    expect(items.filter((s) => s.ref === "3.8.A").map((s) => !!s.suggested)).toEqual([false]);
  });

  it("reads no suggestions in Division 01, which states how warranties are handled, and skips pointers elsewhere", () => {
    const general = extractSectionSubmittals(
      section(
        "01 78 00",
        `PART 1 - GENERAL
1.3 WARRANTIES
A. Organize warranty documents into an orderly sequence.
B. Manufacturer's Warranty: Bind warranties in heavy-duty binders.`,
      ),
    );
    expect(suggested(general)).toEqual([]);
    const pointer = extractSectionSubmittals(
      section(
        "09 21 16",
        `PART 1 - GENERAL
1.3 SUBMITTALS
A. Product Data: For each type of board.
1.6 WARRANTY
A. See Section 01 78 00 for additional warranty requirements.
B. Correct defective Work within a five year period after Substantial Completion.`,
      ),
    );
    expect(suggested(pointer)).toEqual(["1.6.B closeout Warranty | Warranty article; not listed under Submittals"]);
  });
});

import { describe, expect, it } from "vitest";
import { extractSectionCandidates } from "../extract-section-submittals";
import { parseSectionNumber } from "../sections/section-number";
import type { SpecSection } from "../sections/segment-sections";
import { specLines } from "../../../../tests/fixtures/engine/spec-text";

function section(number: string, text: string): SpecSection {
  return { number: parseSectionNumber(number), title: "TEST SECTION", lines: specLines(text), numberSource: "heading" };
}

const read = (number: string, text: string) =>
  extractSectionCandidates(section(number, text)).map((c) => `${c.item.ref} ${c.item.submittalType}`);

describe("a lead-in whose sub-paragraphs ask for documents", () => {
  it("is one item under its label, the sub-paragraphs its details", () => {
    const candidates = extractSectionCandidates(
      section(
        "01 77 10",
        `PART 1 - GENERAL
1.3 ACTION SUBMITTALS
A. Product Data: For each cleaning product.
1.6 COMPLETION PROCEDURES
A. Submittals Before the Completion Inspection: At least ten days before asking for the completion inspection, do the following:
1. Permits: Obtain and submit the occupancy permit from the building authority.
2. Submit the record drawings.
3. Submit the balancing reports.`,
      ),
    );
    const list = candidates.find((c) => c.item.ref === "1.6.A");
    expect(list?.item).toMatchObject({ submittalType: "Closeout / Record Documents", category: "other" });
    expect(list?.item.description).toMatch(/^Submittals Before the Completion Inspection\b/);
    expect(list?.item.specifications).toContain("Submit the balancing reports.");
    expect(candidates.filter((c) => c.item.ref?.startsWith("1.6"))).toHaveLength(1);
  });

  it("is one closeout item when the lead-in names the moment it is due and the list says what was handed over", () => {
    expect(
      read(
        "22 05 10",
        `PART 3 - EXECUTION
3.05 CLOSEOUT
A. Final payment is released only after the following are complete:
1. Submitted the maintenance manuals for review.
2. Submitted bound sets of the reviewed shop drawings.
3. Submitted the start-up reports of the pumps.`,
      ),
    ).toEqual([]);
    expect(
      read(
        "22 05 10",
        `PART 3 - EXECUTION
3.05 CLOSEOUT
A. Before final payment is released, the Contractor shall have completed the following:
1. Submitted the maintenance manuals for review.
2. Submitted bound sets of the reviewed shop drawings.
3. Submitted the start-up reports of the pumps.`,
      ),
    ).toEqual(["3.05.A Closeout / Record Documents"]);
  });

  it("is found a level down, under a paragraph that only points to Division 01", () => {
    expect(
      read(
        "26 05 10",
        `PART 3 - EXECUTION
3.05 CLOSEOUT
A. See Division 01 for closeout. These paragraphs add to it.
1. Before final payment is released, the Contractor shall have completed the following:
a. Submitted the maintenance manuals for review.
b. Submitted the test reports of the switchboards.`,
      ),
    ).toEqual(["3.05.A.1 Closeout / Record Documents"]);
  });

  it("is not read where the sub-paragraphs are work, not documents", () => {
    expect(
      read(
        "01 77 10",
        `PART 1 - GENERAL
1.6 COMPLETION PROCEDURES
A. Before requesting the final inspection, complete the following:
1. Clean the exposed surfaces.
2. Replace the filters of the air handlers.
3. Demonstrate the pumps to the Owner's staff.`,
      ),
    ).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { isProcedural, isProceduralLabel, statesProcedure } from "./procedural-text";
import { readAsProcedure, readSubmittalArticle } from "./submittal-article";
import { sectionContext } from "../sections/section-context";
import { parseSectionNumber } from "../sections/section-number";
import type { Article, Paragraph } from "../outline/outline-types";

describe("isProcedural", () => {
  it("reads 'submit in accordance with Section …' as procedure, also when it says to whom", () => {
    expect(isProcedural("Submit in accordance with Section 01 33 23, SHOP DRAWINGS, PRODUCT DATA, AND SAMPLES.")).toBe(
      true,
    );
    expect(
      isProcedural(
        "Submit to the //Resident Engineer// //COR// in accordance with Section 01 33 23, SHOP DRAWINGS, PRODUCT DATA, AND SAMPLES.",
      ),
    ).toBe(true);
    expect(isProcedural("Submit to the Architect in accordance with Section 01 33 00.")).toBe(true);
  });

  it("reads a request for the submittals of all materials, as a schedule or section lists them, as procedure", () => {
    expect(
      isProcedural(
        "Provide submittals of materials and equipment in accordance with the schedule at the end of this section.",
      ),
    ).toBe(true);
    expect(isProcedural("Submit submittals for products as listed in Section 01 33 00.")).toBe(true);
    expect(isProcedural("Provide submittals of anchor bolts in accordance with the schedule.")).toBe(false);
  });

  it("reads a claim for more money or time as no submittal", () => {
    expect(isProcedural("Submit claims for added costs caused by a change in the scope of work.")).toBe(true);
    expect(isProcedural("Claims: For added costs caused by a change in scope.")).toBe(true);
  });

  it("keeps a request that names what it sends a request", () => {
    expect(isProcedural("Submit shop drawings to the Architect in accordance with Section 01 33 00.")).toBe(false);
    expect(isProcedural("Product Data: For each type of product.")).toBe(false);
  });
});

describe("statesProcedure", () => {
  it("reads a lead-in to the kinds of submittal other sections ask for as procedure", () => {
    expect(statesProcedure("When the following are specified in individual sections, submit them for review:")).toBe(
      true,
    );
    expect(statesProcedure("Where these are required by other specification sections, submit them at closeout:")).toBe(
      true,
    );
    expect(statesProcedure("Mock-ups: Submit the number specified in individual specification sections.")).toBe(false);
    expect(statesProcedure("Samples: Submit the number specified in individual specification sections.")).toBe(true);
  });

  it("reads why submittals are sent and what the reviewer does with them as procedure", () => {
    expect(statesProcedure("Submit to Engineer for review for the limited purpose of checking conformance.")).toBe(
      true,
    );
    expect(statesProcedure("Submit for the Owner's benefit after completion.")).toBe(true);
    expect(statesProcedure("Submittals for Review: The Engineer will review each submittal and take action.")).toBe(
      true,
    );
    expect(statesProcedure("Architect's and his consultants' actions on items submitted for information:")).toBe(true);
    expect(statesProcedure("The Government's approval shall be obtained before any material is delivered.")).toBe(true);
    expect(statesProcedure("Samples will be reviewed for color selection only.")).toBe(true);
    expect(statesProcedure("Approvals will be based on complete submission of each package.")).toBe(true);
    expect(statesProcedure("All submittals shall include four copies of the manufacturer's literature.")).toBe(true);
    expect(statesProcedure("Submittals shall include the maker's name and model number.")).toBe(true);
    expect(statesProcedure("Submittals must cover only the metric products furnished.")).toBe(true);
    expect(
      statesProcedure("Coordinate and process submittals for unit-price items in the same manner as others."),
    ).toBe(true);
    expect(statesProcedure("Submittals by Project Website: Engineer will indicate the action taken on the site.")).toBe(
      true,
    );
  });

  it("keeps a request for a deliverable a request", () => {
    expect(statesProcedure("Shop Drawings: Architect will not accept drawings without dimensions.")).toBe(false);
    expect(statesProcedure("Submit shop drawings for the Engineer's review.")).toBe(false);
    expect(statesProcedure("Product Data: For each type of product.")).toBe(false);
    expect(statesProcedure("Owner's Manual: Submit three bound copies.")).toBe(false);
    expect(statesProcedure("Submit correction punch list for Substantial Completion.")).toBe(false);
  });
});

describe("isProceduralLabel", () => {
  it("reads a label or sub-heading that names the reviewer's action as a topic of procedure", () => {
    expect(isProceduralLabel("Review Action")).toBe(true);
    expect(isProceduralLabel("Architect's Action")).toBe(true);
    expect(isProceduralLabel("Engineer’s Actions")).toBe(true);
    expect(isProceduralLabel("Action Taken")).toBe(true);
  });

  it("reads how a document is prepared or kept up to date as procedure, and a named document as none", () => {
    expect(isProceduralLabel("Electronic File Preparation")).toBe(true);
    expect(isProceduralLabel("Recording")).toBe(true);
    expect(isProceduralLabel("Record Drawings")).toBe(false);
    expect(isProceduralLabel("Preparation Plan")).toBe(false);
  });

  it("keeps a label that names a deliverable", () => {
    expect(isProceduralLabel("Action Submittals")).toBe(false);
    expect(isProceduralLabel("Review copies of O&M manuals")).toBe(false);
    expect(isProceduralLabel("Product Data")).toBe(false);
  });
});

describe("a sub-article on the reviewer's action inside a submittals article", () => {
  const paragraph = (ref: string, text: string, children: Paragraph[] = []): Paragraph => ({
    ref,
    token: ref.split(".").at(-1) ?? "",
    kind: "sub-decimal",
    page: 1,
    text,
    children,
  });
  const unnumbered = (ref: string, text: string): Paragraph => ({
    ...paragraph(ref, text),
    token: "",
    kind: "unnumbered",
  });

  it("is read as procedure, beside the deliverables the article asks for", () => {
    const article: Article = {
      number: "1.5",
      title: "SUBMITTALS",
      runIn: "",
      part: 1,
      page: 1,
      introLines: [],
      paragraphs: [
        paragraph("1.5.1", "Review Action", [
          unnumbered(
            "1.5.1[1]",
            "The reviewer checks only for general conformance with the design concept; the Contractor stays responsible for dimensions and quantities.",
          ),
          unnumbered("1.5.1[2]", "Each submittal comes back marked with the action taken."),
        ]),
        paragraph("1.5.2", "Record Documents", [
          unnumbered("1.5.2[1]", "Submit a marked-up set of prints showing the work as installed."),
        ]),
      ],
    };
    const context = sectionContext({
      number: parseSectionNumber("23 00 20"),
      title: "MECHANICAL GENERAL REQUIREMENTS",
      numberSource: "heading",
      lines: [],
    });
    const read = readSubmittalArticle(article, context).map(
      (i) => `${i.ref} ${readAsProcedure(i) ? "procedure" : "item"}`,
    );
    expect(read).toEqual(["1.5.1 procedure", "1.5.2 item"]);
  });
});

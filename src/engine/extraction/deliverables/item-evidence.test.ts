import { describe, expect, it } from "vitest";
import { extractSectionSubmittals } from "../extract-section-submittals";
import { parseSectionNumber } from "../sections/section-number";
import type { SpecSection } from "../sections/segment-sections";
import { specLines } from "../../../../tests/fixtures/engine/spec-text";
import { listedItemEvidence, namesDeliverableHead, requestEvidence } from "./item-evidence";

function section(number: string, text: string): SpecSection {
  return { number: parseSectionNumber(number), title: "TEST SECTION", lines: specLines(text), numberSource: "heading" };
}

const included = (items: ReturnType<typeof extractSectionSubmittals>) =>
  items.filter((s) => !s.excluded).map((s) => s.ref);

const listed = (
  body: string,
  label: string | null = null,
  extra: Partial<Parameters<typeof listedItemEvidence>[0]> = {},
) => listedItemEvidence({ label, body, name: null, listsDeliverables: false, requests: [], ...extra });

describe("namesDeliverableHead", () => {
  it.each(["Shop Drawings", "Field test reports", "Schedule of valve tags", "Start-up Procedure", "Bill of Materials"])(
    "%j names a deliverable",
    (phrase) => expect(namesDeliverableHead(phrase)).toBe(true),
  );
  it.each(["Time of Submittal", "PDF Document Preparation", "Review Action", "Booster Pumps", "Architect"])(
    "%j names a topic, not a deliverable",
    (phrase) => expect(namesDeliverableHead(phrase)).toBe(false),
  );
});

describe("listedItemEvidence", () => {
  it("keeps a literature-and-data label and a checklist handed over by the Contractor", () => {
    // Federal masters label product data "Manufacturer's Literature and Data" and list what it covers below.
    expect(listed("", "Vendor's Literature and Data").confidence).toBe("high");
    // A deliverable named first, then who prepares and completes it: the participles end the name.
    expect(
      listed(
        "Signed start-up checklist furnished by the vendor and completed by the installer, in accordance with the plan.",
      ).confidence,
    ).toBe("medium");
  });

  it("is high for a label or a request that names a deliverable", () => {
    expect(listed("For each valve type.", "Product Data")).toMatchObject({
      confidence: "high",
      reasons: ["in Submittals article", "label names a deliverable"],
    });
    expect(listed("Submit a wiring diagram for each panel.", null, { name: "wiring diagram" }).confidence).toBe("high");
    expect(listed("Field test reports.").confidence).toBe("high");
  });

  it("is medium for a plain request whose object our nouns do not name", () => {
    const e = listed("The maker shall submit blade pitch angles at the rated flow.", null, {
      name: "blade pitch angles",
    });
    expect(e).toMatchObject({
      confidence: "medium",
      reasons: ["in Submittals article", "request names no deliverable"],
    });
  });

  it("is low for procedure, pointers, bid matter, notes, scraps and names of things", () => {
    expect(listed("Submittals shall include the maker's name and model.").confidence).toBe("low");
    expect(listed("See Section 01 33 00 for procedures.", "Substitution Requests").confidence).toBe("low");
    expect(listed("Submit the following with the price proposal:").confidence).toBe("low");
    expect(listed("* Marks items also required on paper.").confidence).toBe("low");
    expect(listed("and Section 23 05 00 for all other equipment").confidence).toBe("low");
    expect(listed("Booster Pumps").reasons).toContain("no deliverable noun");
    expect(listed("Submit warranties within ten days of partial use.", "Time of Submittal").confidence).toBe("low");
  });

  it("is low for a paragraph that only says how all submittals, or those asked for elsewhere, are made", () => {
    const sentences = [
      "Submittals must cover only the products actually installed.",
      "Submit the required calculations in the units the drawings use.",
    ];
    const e = listed(sentences.join(" "), null, { requests: [sentences[1]!] });
    expect(e.confidence).toBe("low");
    // The same paragraph opening with a deliverable of its own still asks for it.
    expect(listed("Anchor calculations must cover each bracket type.").confidence).toBe("medium");
  });

  it("reads an instruction under a label of the same kind as the item before as a detail of it", () => {
    const body = "Calculate the loads on each support.";
    expect(listed(body, "Support Calculations", { sameTypeAsPrevious: true }).reasons).toContain(
      "details the item before",
    );
    expect(listed(body, "Support Calculations", { sameTypeAsPrevious: false }).confidence).toBe("high");
  });
});

describe("requestEvidence", () => {
  it("keeps a clear submit of a document outside the submittals articles", () => {
    expect(
      requestEvidence({
        sentence: "The installer shall submit a start-up report.",
        name: "start-up report",
        label: null,
      }),
    ).toEqual({ confidence: "medium", reasons: ["outside Submittals article", "'Submit' + deliverable noun"] });
  });

  it("doubts a request found only in the sub-paragraphs of a paragraph that opens with procedure", () => {
    const base = { sentence: "Submitted for the team's reference.", name: "inspection report", label: "Online Review" };
    expect(
      requestEvidence({ ...base, opening: "Architect will mark the action taken online.", inOwnText: false }).reasons,
    ).toContain("what the Owner or Architect does");
    expect(
      requestEvidence({ ...base, opening: "Architect will mark the action taken online.", inOwnText: true }).confidence,
    ).not.toBe("low");
  });

  it("doubts one that names nothing specific or is not a request", () => {
    expect(
      requestEvidence({ sentence: "Submit all documentation as noted.", name: "documentation", label: null })
        .confidence,
    ).toBe("low");
    expect(
      requestEvidence({ sentence: "Submit claims for added cost within 20 days.", name: "claims", label: null })
        .reasons,
    ).toContain("bid, price, payment, substitution or RFI matter");
  });
});

describe("confidence in a section's register", () => {
  it("takes a product's name in a submittals list in, and leaves rules for all submittals and requests that name nothing out", () => {
    const items = extractSectionSubmittals(
      section(
        "23 21 13",
        `PART 1 - GENERAL
1.4 SUBMITTALS
A. Product Data: For each pump and valve.
B. Submittals shall include the maker's name, model number and rated capacity.
C. Booster Pumps
D. Shop Drawings: Show piping layout at each pump.
PART 3 - EXECUTION
3.2 FIELD QUALITY CONTROL
A. Submit a pressure test report for each piping system.
B. The Contractor shall submit all documentation as noted herein.`,
      ),
    );
    // "C. Booster Pumps": inside a Submittals article a product's name is an entry of the register (the fitted
    // decision weighs the list against the rules' doubt). "B. Submittals shall include …" is a rule for every
    // submittal, read as procedure and so not a row at all; "all documentation as noted" names no document.
    expect(included(items)).toEqual(["1.4.A", "1.4.C", "1.4.D", "3.2.A"]);
    expect(items.map((s) => s.ref)).not.toContain("1.4.B");
    expect(items.map((s) => s.ref)).not.toContain("3.2.B");
    expect(items.find((s) => s.ref === "1.4.A")).toMatchObject({ confidence: "high" });
    const request = items.find((s) => s.ref === "3.2.A")!;
    expect(request.excluded).toBeUndefined();
    expect(["high", "medium"]).toContain(request.confidence);
    // The reviewer is told why: a request, and the document it names (which phrase is shown depends on the weights).
    expect(request.evidence).toContain("asks to submit");
    expect((request.evidence ?? []).some((reason) => /deliverable/.test(reason))).toBe(true);
  });
});

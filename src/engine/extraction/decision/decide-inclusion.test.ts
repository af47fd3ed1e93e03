import { describe, expect, it } from "vitest";
import type { Submittal } from "../../../contract/submittal";
import type { Candidate } from "./candidate";
import { candidateFeatures } from "./candidate-features";
import { decideCandidate, decideInclusion, PROCEDURE_OVERRIDE } from "./decide-inclusion";
import { includeModel, includeModelSchema, scoreFeatures, type IncludeModel } from "./include-model";
import { EVIDENCE } from "../deliverables/item-evidence";
import { decisionReasons } from "./explain-decision";

function item(fields: Partial<Submittal>): Submittal {
  return {
    division: "23 - Heating, Ventilating, and Air Conditioning (HVAC)",
    section: "23 21 13",
    description: "Pumps",
    submittalType: "Product Data",
    specifications: "Product Data: For each pump.",
    ref: "1.4.A",
    category: "action",
    origin: "rules",
    ...fields,
  };
}

function candidate(fields: Partial<Submittal>, more: Partial<Candidate> = {}): Candidate {
  return { item: item(fields), source: "list", articleTitle: "ACTION SUBMITTALS", divisionCode: "23", ...more };
}

// A model small enough to reason about: two features and a bias.
const TOY: IncludeModel = {
  about: "test",
  bias: -1,
  threshold: 0.5,
  high: 0.85,
  weights: { "source=list": 2, "division-01": -3, "label-names-deliverable": 1.5 },
};

describe("the committed include model", () => {
  it("loads, and its threshold and weights are those of a fitted model", () => {
    const model = includeModel();
    expect(includeModelSchema.safeParse(model).success).toBe(true);
    expect(Object.keys(model.weights).length).toBeGreaterThan(50);
    expect(model.threshold).toBeGreaterThan(0);
    expect(model.threshold).toBeLessThan(1);
    expect(model.about).toMatch(/leave-one-author-out/);
  });

  it("includes a labelled request in a submittals article and doubts a Division 01 rule about review", () => {
    const request = decideCandidate(
      candidate({ label: "Product Data", evidence: [EVIDENCE.inList, EVIDENCE.label], confidence: "high" }),
    );
    expect(request.included).toBe(true);
    const rule = decideCandidate(
      candidate(
        {
          section: "01 33 00",
          description: "Architect will review each submittal",
          specifications: "Architect will review each submittal and return it with an action stamp.",
          submittalType: "Other",
          ref: "3.10.A",
          evidence: [EVIDENCE.inList, EVIDENCE.readAsProcedure],
          confidence: "low",
        },
        { articleTitle: "SUBMITTAL REVIEW", divisionCode: "01" },
      ),
    );
    expect(rule.included).toBe(false);
    expect(rule.probability).toBeLessThan(request.probability);
  });
});

describe("decideInclusion", () => {
  it("adds each feature's weight to the log-odds", () => {
    const features = candidateFeatures(candidate({ label: "Product Data" }));
    const scored = scoreFeatures(features, TOY);
    expect(scored.probability).toBeCloseTo(1 / (1 + Math.exp(-(-1 + 2 + 1.5))), 6);
    expect(scored.contributions.map((c) => c.feature).sort()).toEqual(["label-names-deliverable", "source=list"]);
  });

  it("switches a doubtful candidate off as a suggestion with the reasons against it, and keeps a sure one on", () => {
    const sure = decideInclusion(candidate({ label: "Product Data" }), TOY)!;
    expect(sure).toMatchObject({ confidence: "high" });
    expect(sure.excluded).toBeUndefined();
    expect(sure.evidence).toContain("in Submittals article");

    const doubtful = decideInclusion(
      candidate({ section: "01 33 00", label: "Product Data" }, { divisionCode: "01" }),
      TOY,
    )!;
    expect(doubtful).toMatchObject({ confidence: "low", excluded: true, suggested: true });
    expect(doubtful.suggestionReason).toMatch(/^Doubtful: a Division 01 section/);
  });

  it("keeps the reason the rules offered a suggestion for", () => {
    const warranty = decideInclusion(
      candidate(
        {
          submittalType: "Warranty",
          suggested: true,
          excluded: true,
          suggestionReason: "Warranty article; not listed under Submittals",
        },
        { source: "suggestion", divisionCode: "01" },
      ),
      TOY,
    )!;
    expect(warranty.suggestionReason).toBe("Warranty article; not listed under Submittals");
  });

  it("keeps every entry under a UFGS SD heading, whatever the model says", () => {
    const entry = decideInclusion(candidate({ ref: "1.3:SD-03:1" }, { source: "ufgs", divisionCode: "01" }), TOY)!;
    expect(entry.excluded).toBeUndefined();
  });

  it("drops a paragraph the rules read as procedure unless the model is sure of it", () => {
    const procedure = {
      evidence: [EVIDENCE.inList, EVIDENCE.readAsProcedure],
      specifications: "Each submittal shall be stamped by the Contractor.",
    };
    // 1 / (1 + e^-1) = 0.73: above the threshold, below the override.
    const unsure = decideInclusion(candidate(procedure), TOY);
    expect(PROCEDURE_OVERRIDE).toBeGreaterThan(0.73);
    expect(unsure).toBeNull();
    const sure = decideInclusion(
      candidate({ ...procedure, label: "Product Data", specifications: "Product Data: Stamped by the Contractor." }),
      TOY,
    );
    expect(sure?.excluded).toBeUndefined();
  });
});

describe("candidateFeatures", () => {
  it("reads a heading standing alone by what its first paragraph says", () => {
    const heading = (first: string) =>
      candidateFeatures(candidate({ description: "Product Data", specifications: `Product Data\n${first}` }));
    const howTo = heading("Collect Product Data into a single submittal for each element of construction or system.");
    expect(howTo.has("child-role=rule")).toBe(true);
    expect(howTo.has("cw=collect")).toBe(true);
    const asks = heading("Submit manufacturer's data for each pump, including curves.");
    expect(asks.has("child-role=request")).toBe(true);
    expect(asks.has("child-role=request@list")).toBe(true);
    // A paragraph with a sentence of its own is read by that sentence, not by the next line.
    const own = candidateFeatures(candidate({ specifications: "Product Data: For each pump.\nInclude curves." }));
    expect([...own].some((f) => f.startsWith("child-role="))).toBe(false);
  });

  it("marks a label that names a topic of procedure and text that says what the reviewer does", () => {
    const labelled = candidateFeatures(
      candidate({ label: "PDF Document Preparation", specifications: "PDF Document Preparation: Assemble the file." }),
    );
    expect(labelled.has("label-procedure-topic")).toBe(true);
    const reviewer = candidateFeatures(
      candidate({ specifications: "Architect will review each submittal and mark it with an action." }),
    );
    expect(reviewer.has("states-procedure")).toBe(true);
    expect(candidateFeatures(candidate({})).has("states-procedure")).toBe(false);
  });
});

describe("the reasons a reviewer is shown", () => {
  it("names what the text shows before what only sums up a reading, whatever the weights", () => {
    const contributions = [
      { feature: "rules=medium", weight: 0.9 },
      { feature: "category=other", weight: 0.5 },
      { feature: "opening-submits", weight: 0.3 },
      { feature: "source=list", weight: 0.2 },
      { feature: "opening-long", weight: -0.4 },
    ];
    expect(decisionReasons(contributions, true)).toEqual([
      "asks to submit",
      "in Submittals article",
      "the rules read it with medium confidence",
      "but a long sentence",
    ]);
  });

  it("names what the paragraph says before where it sits", () => {
    const contributions = [
      { feature: "source=request", weight: 0.4 },
      { feature: "part-3", weight: 0.35 },
      { feature: "opening-submits", weight: 0.2 },
      { feature: "reason='Submit' + deliverable noun", weight: 0.1 },
    ];
    expect(decisionReasons(contributions, true)).toEqual([
      "asks to submit",
      "'Submit' + deliverable noun",
      "outside Submittals article",
    ]);
  });
});

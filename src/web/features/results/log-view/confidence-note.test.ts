import { describe, expect, it } from "vitest";
import type { Submittal } from "../../../../contract/submittal";
import { confidenceNote } from "./confidence-note";

const item = (extra: Partial<Submittal>): Submittal => ({
  division: "22 - Plumbing",
  section: "22 11 16",
  description: "Pressure test report",
  submittalType: "Test Reports",
  specifications: "",
  ...extra,
});

describe("confidenceNote", () => {
  it("says nothing for a high-confidence item or one from an older register", () => {
    expect(confidenceNote(item({ confidence: "high", evidence: ["in Submittals article"] }))).toBeNull();
    expect(confidenceNote(item({}))).toBeNull();
  });

  it("shows a medium item's confidence and evidence", () => {
    expect(
      confidenceNote(
        item({ confidence: "medium", evidence: ["outside Submittals article", "'Submit' + deliverable noun"] }),
      ),
    ).toEqual({ label: "Medium confidence", text: "outside Submittals article; 'Submit' + deliverable noun" });
  });

  it("shows why a suggestion was offered, without repeating its evidence", () => {
    const doubtful = item({
      confidence: "low",
      evidence: ["in Submittals article", "a note or footnote"],
      suggested: true,
      excluded: true,
      suggestionReason: "Doubtful: in Submittals article; a note or footnote",
    });
    expect(confidenceNote(doubtful)).toEqual({
      label: "Why suggested",
      text: "Doubtful: in Submittals article; a note or footnote",
    });
    const warranty = item({
      confidence: "low",
      evidence: ["outside Submittals article", "Warranty article; not listed under Submittals"],
      suggested: true,
      suggestionReason: "Warranty article; not listed under Submittals",
    });
    expect(confidenceNote(warranty)?.text).toBe(
      "Warranty article; not listed under Submittals; outside Submittals article",
    );
  });
});

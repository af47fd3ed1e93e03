import { describe, expect, it } from "vitest";
import { SUBMITTAL_TYPES, canonicalSubmittalType, isSubmittalTypeName, namedSubmittalType } from "./submittal-types";

describe("canonicalSubmittalType", () => {
  it.each([
    // A vocabulary name, in any case, is itself.
    ["product data", "Product Data"],
    ["MOCK-UPS", "Mock-ups"],
    // The deliverable noun decides, whatever words come with it.
    ["Samples for Initial Selection", "Samples"],
    ["Shop Drawings showing anchorage", "Shop Drawings"],
    ["Code Evaluation Reports", "Test Reports"],
    ["Research Reports", "Test Reports"],
    ["Delegated-Design Services Submittal", "Design Data / Calculations"],
    ["Structural calculations", "Design Data / Calculations"],
    ["Welder qualifications", "Qualification Data"],
    ["Seismic Qualification Certificates", "Certificates"],
    ["Record drawings", "Closeout / Record Documents"],
    // Equipment data older specs list by name.
    ["Sound power levels", "Product Data"],
    ["Independent fan curves", "Product Data"],
    ["Bill of Materials", "Product Data"],
    ["Completed equipment datasheets", "Product Data"],
    ["Ratings of each unit", "Product Data"],
    // Documents outside the classic list.
    ["Minutes of the preinstallation meeting", "Meeting Minutes"],
    ["Operator training syllabus", "Training"],
    ["Site safety plan", "Plans"],
    ["Quality-Control Plan", "Plans"],
    ["Hydrostatic test procedure", "Plans"],
    ["Pipe cleaning procedures", "Plans"],
    ["Certified list of incomplete items", "Closeout / Record Documents"],
    ["Predemolition photographs", "Administrative Documents"],
    ["Delivery tickets", "Administrative Documents"],
    ["Building permit", "Administrative Documents"],
    ["Anchor and guide details", "Shop Drawings"],
    ["Pipe reaction forces", "Design Data / Calculations"],
  ])("%s → %s", (label, type) => {
    expect(canonicalSubmittalType(label)).toBe(type);
  });

  it.each([["Architect"], ["Concurrently"], ["Digitally signed"], ["Three copies"], ["PDF"], ["Other"], [""]])(
    "%s names no deliverable",
    (label) => {
      expect(canonicalSubmittalType(label)).toBeNull();
    },
  );

  it("reads everyday document words only to type an item, never as a named deliverable", () => {
    // "procedures", "records" and "training" appear in procedure text too: they are hints, not names.
    expect(namedSubmittalType("Submittal procedures")).toBeNull();
    expect(canonicalSubmittalType("Submittal procedures")).toBe("Plans");
    expect(namedSubmittalType("Field quality-control reports")).toBe("Field Reports");
  });

  it("tells the vocabulary's own names from a source's words", () => {
    for (const type of SUBMITTAL_TYPES) expect(isSubmittalTypeName(type)).toBe(true);
    expect(isSubmittalTypeName("Batch Tickets")).toBe(false);
    expect(SUBMITTAL_TYPES.length).toBeLessThanOrEqual(25);
  });
});

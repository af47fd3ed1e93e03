import { describe, expect, it } from "vitest";
import { itemType } from "./item-type";

describe("itemType", () => {
  it("keeps the source's label beside a vocabulary type when its words say more", () => {
    expect(itemType({ type: "Samples", label: "Samples for Verification", text: "For each finish." })).toEqual({
      submittalType: "Samples",
      label: "Samples for Verification",
    });
    expect(itemType({ type: "Samples", name: "tube samples", text: "Submit tube samples of each size." })).toEqual({
      submittalType: "Samples",
      label: "Tube samples",
    });
  });

  it("keeps a container's words when they name the deliverable, and a generic noun with its qualifier", () => {
    const set = "The vendor shall provide a review set of documents at the factory test.";
    expect(itemType({ type: "Product Data", name: "review set of documents", text: set }).label).toBe(
      "Review set of documents",
    );
    const items = "Submit the following items for Owner approval: shop drawings and samples.";
    expect(itemType({ type: "Items", name: "items", text: items })).toEqual({
      submittalType: "Shop Drawings",
      label: "Items for Owner approval",
    });
  });

  it("keeps no label that only repeats the type", () => {
    expect(itemType({ type: "Product Data", label: "Product Data", text: "For each type of product." })).toEqual({
      submittalType: "Product Data",
    });
  });

  it("types a document outside the vocabulary by its deliverable noun and keeps its words as the label", () => {
    expect(itemType({ type: "Evaluation Reports", label: "Evaluation Reports", text: "For each anchor." })).toEqual({
      submittalType: "Test Reports",
      label: "Evaluation Reports",
    });
    expect(itemType({ type: "Minutes of the kickoff meeting", text: "Minutes of the kickoff meeting." })).toEqual({
      submittalType: "Meeting Minutes",
      label: "Minutes of the kickoff meeting",
    });
  });

  it("takes the type from the rules' nearest entry, then the text, when the label names no type", () => {
    expect(
      itemType({
        type: "Wind Uplift Resistance Submittal",
        label: "Wind Uplift Resistance Submittal",
        text: "Wind Uplift Resistance Submittal: For roofing system, indicating compliance.",
        kind: "Test Reports",
      }),
    ).toEqual({ submittalType: "Test Reports", label: "Wind Uplift Resistance Submittal" });
    expect(
      itemType({ type: "Anchorage Submittal", label: "Anchorage Submittal", text: "Include anchorage drawings." }),
    ).toEqual({ submittalType: "Shop Drawings", label: "Anchorage Submittal" });
  });

  it.each([
    ["Architect", "Architect: Field Office, 12 Main Street"],
    ["Concurrently", "Concurrently submit the schedule of values."],
    ["This form", "This form shall accompany each submittal."],
    ["Or post files using PDF format", "Or post files using PDF format."],
    ["Three copies", "Three copies."],
    ["Denotes submittals", "Denotes submittals to be sent as hard copy."],
  ])("never takes the fragment %j as a type or label", (type, text) => {
    const typed = itemType({ type, text });
    expect(typed.label).toBeUndefined();
    expect(typed.submittalType).not.toBe(type);
  });

  it("falls back to Other only when nothing says what the item is", () => {
    expect(itemType({ type: "Concurrently", text: "Concurrently with the work." })).toEqual({ submittalType: "Other" });
    expect(itemType({ type: "Concurrently", text: "Concurrently submit the product data." })).toEqual({
      submittalType: "Product Data",
    });
  });
});

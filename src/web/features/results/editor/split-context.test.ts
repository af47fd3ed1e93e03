import { describe, expect, it } from "vitest";
import { splitLeadIn, splitTitle } from "./split-context";

describe("splitTitle", () => {
  it("names the heading and subject of a 'For …' paragraph before the sub-item", () => {
    expect(
      splitTitle("Maintenance Data: For roller shades to include in maintenance manuals", "Operating hardware."),
    ).toBe("Maintenance Data — roller shades: operating hardware");
    expect(splitTitle("Product Data: For each type of product.", "Sealants")).toBe("Product Data — product: sealants");
  });

  it("keeps the heading alone when the paragraph names no subject, and an acronym's capitals", () => {
    expect(splitTitle("Shop Drawings: Show anchorage details", "Embedded plates.")).toBe(
      "Shop Drawings: embedded plates",
    );
    expect(splitTitle("Certificates", "UL listing.")).toBe("Certificates: UL listing");
  });
});

describe("splitLeadIn", () => {
  it("is the first line of the specifications, cut where an inline list starts", () => {
    const parts = ["Cement.", "Fly ash."];
    expect(
      splitLeadIn({ description: "Mix", specifications: "Mix: Submit the following:\nCement.\nFly ash." }, parts),
    ).toBe("Mix: Submit the following:");
    expect(
      splitLeadIn({ description: "Mix", specifications: "Mix: Submit the following: 1. Cement. 2. Fly ash." }, parts),
    ).toBe("Mix: Submit the following:");
    expect(splitLeadIn({ description: "Mix designs", specifications: "" }, parts)).toBe("Mix designs");
    expect(splitLeadIn({ description: "Mix", specifications: "Cement.\nFly ash." }, parts)).toBe("");
  });
});

import { describe, expect, it } from "vitest";
import { divisionCodeForTitle } from "./division-from-title";

describe("divisionCodeForTitle", () => {
  it.each([
    ["Basic Electrical Materials and Methods", "26"],
    ["Hollow Metal Doors and Frames", "08"],
    ["Concrete Unit Masonry", "04"],
    ["Cast-in-Place Concrete", "03"],
    ["Fire Alarm and Detection Systems", "28"],
    ["Wet-Pipe Sprinkler Systems", "21"],
    ["SBS Modified Bituminous Membrane Roofing", "07"],
    ["Interior Painting", "09"],
    ["Sanitary Waste and Vent Piping", "22"],
    ["Hydronic Piping", "23"],
    ["Testing, Adjusting, and Balancing for HVAC", "23"],
    ["Storm Drainage Utilities", "33"],
    ["Asphalt Paving", "32"],
    ["Selective Demolition", "02"],
    ["Structured Cabling for Communications", "27"],
  ])("%s is Division %s", (title, code) => {
    expect(divisionCodeForTitle(title)).toBe(code);
  });

  it("names none for a title without trade words", () => {
    expect(divisionCodeForTitle("Summary of Work")).toBeNull();
    expect(divisionCodeForTitle("")).toBeNull();
  });
});

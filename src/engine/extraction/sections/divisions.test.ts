import { describe, expect, it } from "vitest";
import { divisionForSection } from "./divisions";

describe("divisionForSection", () => {
  it.each([
    ["033000", "03 - Concrete"],
    ["230593", "23 - Heating, Ventilating, and Air Conditioning (HVAC)"],
    ["03300", "03 - Concrete"],
    ["15300", "21 - Fire Suppression"],
    ["15410", "22 - Plumbing"],
    ["15810", "23 - Heating, Ventilating, and Air Conditioning (HVAC)"],
    ["16050", "26 - Electrical"],
    ["16720", "28 - Electronic Safety and Security"],
    ["16740", "27 - Communications"],
    ["02220", "31 - Earthwork"],
    ["02510", "33 - Utilities"],
    ["02740", "32 - Exterior Improvements"],
    ["13120", "13 - Special Construction"],
    ["13720", "28 - Electronic Safety and Security"],
    ["13815", "25 - Integrated Automation"],
    ["13851", "28 - Electronic Safety and Security"],
    ["13930", "21 - Fire Suppression"],
  ])("%s → %s", (digits, label) => {
    expect(divisionForSection(digits)).toBe(label);
  });
});

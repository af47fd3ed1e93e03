import { describe, expect, it } from "vitest";
import { findSectionNumbers, parseSectionNumber } from "./section-number";
import { divisionCodeForSection } from "./divisions";

describe("section numbers", () => {
  it("formats the ordinary forms as before", () => {
    expect(parseSectionNumber("01 3000")?.formatted).toBe("01 30 00");
    expect(parseSectionNumber("230593")?.formatted).toBe("23 05 93");
    expect(parseSectionNumber("26 28 16.16")).toEqual({ digits: "26281616", formatted: "26 28 16.16" });
    expect(parseSectionNumber("03300")?.formatted).toBe("03300");
  });

  it("reads a federal number whole, with its level and the agency code after it", () => {
    expect(parseSectionNumber("22 33 30.00 10")).toEqual({ digits: "2233300010", formatted: "22 33 30.00 10" });
    expect(parseSectionNumber("23 09 23.13 20")?.formatted).toBe("23 09 23.13 20");
    expect(parseSectionNumber("33 40 01.00 20")?.formatted).toBe("33 40 01.00 20");
    expect(divisionCodeForSection(parseSectionNumber("26 20 00.00 40")!.digits)).toBe("26");
  });

  it("finds the whole federal number in a footer, and no agency code where the figure goes on", () => {
    expect(findSectionNumbers("SECTION 21 13 18.00 40 Page 7").map((n) => n.formatted)).toEqual(["21 13 18.00 40"]);
    expect(findSectionNumbers("UFGS-31 00 00.00 20 (August 2019)").map((n) => n.formatted)).toEqual(["31 00 00.00 20"]);
    expect(findSectionNumbers("Section 26 05 33.13 - 4 / 11").map((n) => n.formatted)).toEqual(["26 05 33.13"]);
    expect(findSectionNumbers("26 05 19.13 10.5 mm").map((n) => n.formatted)).toEqual(["26 05 19.13"]);
    expect(findSectionNumbers("26 05 19.13 100 feet").map((n) => n.formatted)).toEqual(["26 05 19.13"]);
    expect(findSectionNumbers("26 05 19 10 copies").map((n) => n.formatted)).toEqual(["26 05 19"]);
  });
});

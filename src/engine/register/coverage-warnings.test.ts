import { describe, expect, it } from "vitest";
import { NO_WORDS_WARNING, coverageWarnings, type ScanCoverage } from "./coverage-warnings";

const base: ScanCoverage = { pageCount: 10, pagesWithText: 10, sections: 0, submittals: 0, ocr: true };

describe("coverageWarnings", () => {
  it("is silent whenever items were found, from sections or from schedules alone", () => {
    expect(coverageWarnings({ ...base, sections: 3, submittals: 12 })).toEqual([]);
    expect(coverageWarnings({ ...base, sections: 0, submittals: 4 })).toEqual([]);
  });

  it("names what was missing when nothing was found", () => {
    expect(coverageWarnings(base)).toEqual([
      "No submittals were found: no specification sections and no drawing schedules were recognised in this document.",
    ]);
    expect(coverageWarnings({ ...base, sections: 2 })).toEqual([
      "No submittal requirements were found in the 2 specification sections recognised in this document.",
    ]);
    expect(coverageWarnings({ ...base, pagesWithText: 0 })).toEqual([NO_WORDS_WARNING]);
    expect(coverageWarnings({ ...base, pagesWithText: 0, ocr: false })).toEqual([
      "No page of this document has a text layer and OCR was turned off, so no submittals were found.",
    ]);
  });
});

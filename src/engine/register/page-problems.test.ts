import { describe, expect, it } from "vitest";
import { describePageNumbers, PageProblemLog } from "./page-problems";

describe("describePageNumbers", () => {
  it("joins runs of pages into ranges, in order and without repeats", () => {
    expect(describePageNumbers([9, 2, 7, 8, 14, 8])).toBe("2, 7–9, 14");
    expect(describePageNumbers([5])).toBe("5");
  });

  it("lists twenty ranges and counts the pages after them", () => {
    const pages = Array.from({ length: 25 }, (_, i) => i * 10 + 1).concat([242]);
    expect(describePageNumbers(pages)).toBe(
      "1, 11, 21, 31, 41, 51, 61, 71, 81, 91, 101, 111, 121, 131, 141, 151, 161, 171, 181, 191 and 6 more",
    );
  });
});

describe("PageProblemLog", () => {
  it("has no warnings when every page was read", () => {
    const log = new PageProblemLog();
    log.note(1, undefined);
    expect(log.warnings()).toEqual([]);
  });

  it("writes one warning per kind of problem, naming the pages", () => {
    const log = new PageProblemLog();
    for (const page of [3, 4, 5, 12]) log.note(page, { kind: "damaged", detail: "cycle in page tree" });
    log.note(7, { kind: "ocr_failed", detail: "out of memory" });
    expect(log.warnings()).toEqual([
      "Pages 3–5, 12 could not be read (the PDF is damaged there) and were skipped; submittals on them are missing from this register.",
      "Text recognition (OCR) failed on scanned page 7; submittals on it are missing from this register.",
    ]);
  });

  it("names unreadable and over-budget pages, which were skipped", () => {
    const log = new PageProblemLog();
    log.note(12, { kind: "unreadable", detail: "OCR found no words" });
    for (const page of [2, 3]) log.note(page, { kind: "over_budget", detail: "an image on it has 900 million pixels" });
    expect(log.warnings()).toEqual([
      "Page 12: no readable text (skipped).",
      "Pages 2–3: too large to read (skipped); a page may not hold more than 100 million image pixels, 10 million pattern tiles or 128 MB of drawing instructions.",
    ]);
    expect(log.count("over_budget")).toBe(2);
  });

  it("says which pages' OCR was cut short at its budget", () => {
    const log = new PageProblemLog();
    log.note(4, { kind: "ocr_cut_short", detail: "text recognition stopped at its budget of 4 CPU seconds" });
    expect(log.warnings()).toEqual([
      "Page 4: text recognition (OCR) was cut short (the scan is too noisy to read in full within what OCR may cost " +
        "a page); submittals on it may be missing from this register.",
    ]);
  });
});

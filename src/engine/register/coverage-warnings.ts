// The register's "found nothing" notes, decided on the final result (rules, schedules and AI items together),
// so a drawings-only set whose schedules gave items is not told that nothing was recognised.

export type ScanCoverage = {
  pageCount: number;
  /** Pages that gave at least one line of text (text layer or OCR). */
  pagesWithText: number;
  sections: number;
  submittals: number;
  ocr: boolean;
};

/** Every page was read, and none holds a word: the register is empty, and this says why. */
export const NO_WORDS_WARNING =
  "No words were found on any page of this document: its pages have no text layer and text recognition (OCR) " +
  "found no words on them (a drawing, hand lettering, blank pages or a faint scan), so no submittals were found. " +
  "If it is a scan of typed text, scan it again more clearly (300 dpi, upright) and upload the new file.";

export function coverageWarnings(coverage: ScanCoverage): string[] {
  const { pageCount, pagesWithText, sections, submittals, ocr } = coverage;
  if (submittals > 0 || pageCount === 0) return [];
  if (pagesWithText === 0) {
    return [
      ocr
        ? NO_WORDS_WARNING
        : "No page of this document has a text layer and OCR was turned off, so no submittals were found.",
    ];
  }
  if (sections === 0) {
    return [
      "No submittals were found: no specification sections and no drawing schedules were recognised in this document.",
    ];
  }
  return [
    `No submittal requirements were found in the ${sections} specification ${sections === 1 ? "section" : "sections"} recognised in this document.`,
  ];
}
